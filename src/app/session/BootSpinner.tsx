/**
 * The boot screen's spinner. index.html holds the same markup (tests/app/bootSpinner.test.tsx), painted
 * before the scripts have loaded and run; React's boot screen draws it again in the same place. Four dots
 * drawn by the stylesheet (src/app/styles.css), not an image or SVG: a loading sign, not content, so the
 * first contentful paint (and the blocking time counted from it) stays the first screen's text.
 */
export function BootSpinner() {
  return (
    <span className="boot-spin" aria-hidden="true">
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}
