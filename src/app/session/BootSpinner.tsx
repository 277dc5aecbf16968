/**
 * The boot screen's spinner. index.html holds the same markup (tests/app/bootSpinner.test.tsx), painted
 * before the scripts have loaded and run; React's boot screen draws it again in the same place.
 */
export function BootSpinner() {
  return (
    <svg className="boot-spin" aria-hidden="true" width="32" height="32" viewBox="0 0 32 32" fill="#5392f7">
      <circle cx="7" cy="7" r="5" />
      <circle cx="25" cy="7" r="5" opacity="0.75" />
      <circle cx="25" cy="25" r="5" opacity="0.5" />
      <circle cx="7" cy="25" r="5" opacity="0.3" />
    </svg>
  );
}
