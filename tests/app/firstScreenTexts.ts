// i18next's default instance (src/i18n's), not '@/i18n': that imports the module mocked with this file.
import i18n from 'i18next';
import type * as Resources from '@/i18n/resources';

/**
 * Shared by the first-screen texts tests (one file per side: i18next's state lives for a file).
 * `vi.mock('@/i18n/resources', withPendingRest)` holds back the texts outside the first screen until
 * `releaseRest()`; `recordMissingTexts()` collects every text asked for and not loaded.
 */
export const pendingRest: Array<() => void> = [];
export const releaseRest = () => pendingRest.splice(0).forEach((release) => release());

export async function withPendingRest(importOriginal: () => Promise<typeof Resources>): Promise<typeof Resources> {
  const actual = await importOriginal();
  return {
    ...actual,
    loadRestResources: vi.fn(
      (lang) =>
        new Promise<Resources.LanguageResources>(
          (resolve) => void pendingRest.push(() => void actual.loadRestResources(lang).then(resolve)),
        ),
    ),
  };
}

export const missing: string[] = [];

export function recordMissingTexts() {
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_lngs, ns, key) => void missing.push(`${ns}:${key}`);
}
