import * as React from 'react';

/**
 * React's development build captures an Error (a stack trace) for every element it creates, up to
 * 10,000 a second, to print "owner stacks" under its warnings. In page tests that was ~13 % of a
 * file's CPU (createElement's self time, and the garbage of the Error objects): reports/npm-test.md.
 * The count React keeps is pinned above its limit, so elements take React's "unknown owner" stack;
 * warnings still print, with a shorter component stack. Tests only: the app's own build is
 * production React, which captures none.
 */
export function skipOwnerStacks() {
  const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals || typeof internals.recentlyCreatedOwnerStacks !== 'number')
    throw new Error(
      'React no longer counts its owner stacks in recentlyCreatedOwnerStacks: update tests/support/ownerStacks.ts',
    );
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
  });
}
