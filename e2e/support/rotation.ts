import { test } from '../fixtures';

/**
 * The part of a sampled check this run takes (docs/ARCHITECTURE.md, "Browser sweeps"): what a screen
 * decides is checked on every screen, what only the shared client decides on a sample that moves with
 * the day, so every screen meets each sampled check within a few days of runs. The sweep prints its
 * rotation; E2E_ROTATION=<n> runs the same sample again.
 */
export const ROTATION = Number(process.env.E2E_ROTATION || Math.floor(Date.now() / 86_400_000));

/** This run's choice among `count` for the item at `index` (0 … count - 1): each item meets each choice within `count` runs. */
export const rotated = (index: number, count: number) => (index + ROTATION) % count;

/** Names the rotation in the test's report and log, so that a failure can be run again as it was. */
export function noteRotation(what: string) {
  test.info().annotations.push({ type: 'rotation', description: `${ROTATION}: ${what}` });
  console.log(`rotation ${ROTATION} (E2E_ROTATION=${ROTATION} repeats it): ${what}`);
}
