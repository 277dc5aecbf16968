/**
 * The portal's mark in the header, drawn in the page. As an `<img>` of an SVG file it cost a document
 * of its own on the main thread (~30 ms at CPU x4) in the shell's first render. The browser tab's icon
 * is public/favicon.png, this mark at 32 px: Chrome fetches and decodes the tab's icon again at every
 * change of address (each tab switch), and an SVG icon was such a document each time.
 */
export function AppLogo() {
  return (
    <svg viewBox="0 0 32 32" width={24} height={24} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#5392f7" />
      <path d="M8 10h16v3H8zm0 5h11v3H8zm0 5h16v3H8z" fill="#fff" />
    </svg>
  );
}
