/** Characters drawn about twice as wide as a Latin letter: CJK, kana, hangul and full-width forms. */
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;

/**
 * A category's name cut to about `units` half-width characters (a wide character counts two) with
 * an ellipsis. Counted, not measured: ECharts' own `overflow: 'truncate'` measures a name on the
 * canvas again for each character it cuts, and a new Chinese string costs ~2 ms a measure at CPU x4.
 */
export function shortLabel(name: string, units = 16): string {
  let used = 0;
  const chars = [...name];
  for (let i = 0; i < chars.length; i++) {
    used += WIDE.test(chars[i]) ? 2 : 1;
    if (used > units) return `${chars.slice(0, i).join('').trimEnd()}…`;
  }
  return name;
}
