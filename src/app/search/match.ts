/** A text cut into the parts that match the typed text (case-insensitive) and the rest. */
export type Segment = { text: string; match: boolean };

export function segmentsOf(text: string, typed: string): Segment[] {
  const needle = typed.trim().toLowerCase();
  if (!needle || !text) return [{ text, match: false }];
  const lower = text.toLowerCase();
  const parts: Segment[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

export const contains = (text: string, typed: string) => text.toLowerCase().includes(typed.trim().toLowerCase());

/** A screen the user's menu offers, titled in the user's language. */
export type Screen = { path: string; title: string };

/** How many screens are listed at most. */
export const MAX_SCREENS = 5;

/** The screens whose title (or address) contains the typed text: titles starting with it first. */
export function matchScreens(screens: readonly Screen[], typed: string): Screen[] {
  const needle = typed.trim().toLowerCase();
  if (!needle) return [];
  const found = screens.filter((s) => contains(s.title, needle) || s.path.toLowerCase().includes(needle));
  const starts = (s: Screen) => (s.title.toLowerCase().startsWith(needle) ? 0 : 1);
  return found.sort((a, b) => starts(a) - starts(b)).slice(0, MAX_SCREENS);
}

/**
 * Whether screens are listed before documents: for a short word (a name rather than a number), the
 * user is more likely looking for a screen; a number (digits, a code) lists documents first.
 */
export const screensFirst = (typed: string) => {
  const text = typed.trim();
  return text.length > 0 && text.length <= 12 && !/\d/.test(text);
};
