/**
 * The mock server's glossary: every zh-CN text the server may show to a user is declared through
 * `tr(zh, en)`, which returns the zh-CN text and records its en-US translation. The i18n download
 * (`GET /api/fea-vsm/vender/i18n/download/en-US.json`) answers this glossary, so a text emitted by
 * the mock is translated by construction.
 */
const entries = new Map<string, string>();
const conflicts: Array<{ zh: string; en: string; previous: string }> = [];

export function tr(zh: string, en: string): string {
  const previous = entries.get(zh);
  if (previous !== undefined && previous !== en && !conflicts.some((c) => c.zh === zh && c.en === en))
    conflicts.push({ zh, en, previous });
  if (previous === undefined) entries.set(zh, en);
  return zh;
}

/** Whether a text holds CJK characters (only those need an en-US entry). */
export function hasCjk(text: string): boolean {
  return /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/.test(text);
}

/**
 * A zh-CN text of the client's catalogue with its en-US (mocks/catalogue.ts). The catalogue may word
 * one Chinese text two ways in English (备注: "Remark" on one screen, "Remarks" on another); the
 * glossary keeps the first, and the mock's own `tr` wording where it has one. Not a conflict.
 */
export function catalogued(zh: string, en: string): string {
  if (!fromCatalogue.has(zh)) fromCatalogue.set(zh, en);
  return zh;
}
const fromCatalogue = new Map<string, string>();

/** The en-US of one zh-CN text (the mock's own wording first), without building the whole glossary. */
export function english(zh: string): string | undefined {
  return entries.get(zh) ?? fromCatalogue.get(zh);
}

/**
 * Seeders declare texts too (tr in a seeder): a host whose tables are seeded when first read (the
 * tests' mock) registers here what seeds the rest, so the glossary is whole when it is read.
 */
let seedTheRest: (() => void) | undefined;
export function beforeGlossaryRead(fn: () => void): void {
  seedTheRest = fn;
}

export function glossary(): Record<string, string> {
  seedTheRest?.();
  return { ...Object.fromEntries(fromCatalogue), ...Object.fromEntries(entries) };
}

/** Same zh-CN text declared with two different translations (a test keeps this empty). */
export function glossaryConflicts(): ReadonlyArray<{ zh: string; en: string; previous: string }> {
  return conflicts;
}
