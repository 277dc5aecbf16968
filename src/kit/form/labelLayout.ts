import { textWidthBound } from '../grid/textWidth';

/** How a form's labels sit: beside the controls in a column of `width` px, or above them. */
export type LabelLayout = { kind: 'beside'; width: number } | { kind: 'above' };

/** The label column of a form whose labels are short (SPEC §3 forms in Chinese). */
export const DEFAULT_LABEL_WIDTH = 112;
/** What a label adds to its text: the required mark before it and the colon after it. */
const LABEL_CHROME = 24;
/** The widest label column that still leaves its control room, by the fields in a row. */
const MAX_LABEL_WIDTH: Record<1 | 2 | 3 | 4, number> = { 1: 220, 2: 168, 3: 150, 4: 140 };

/**
 * The label layout of a form in the user's language: beside the controls in a column as wide as the
 * widest label (never narrower than the default), or above the controls when one label would need
 * more than the row can spare. A label never wraps onto the row below it (issue 34: English labels
 * such as "N value (earliest days ahead)" ran over the next field).
 */
export function labelLayout(labels: readonly string[], columns: 1 | 2 | 3 | 4 = 2): LabelLayout {
  const widest = Math.max(0, ...labels.map((label) => Math.ceil(textWidthBound(label)) + LABEL_CHROME));
  if (widest > MAX_LABEL_WIDTH[columns]) return { kind: 'above' };
  return { kind: 'beside', width: Math.max(DEFAULT_LABEL_WIDTH, widest) };
}
