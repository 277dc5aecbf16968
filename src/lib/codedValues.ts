/**
 * What every domain's contract (src/features/<domain>/contract.ts) names its coded values with: a
 * value and its label's key (the kit's FieldOption), and the kit's status tones. Pure: the mock
 * imports the contracts, and through them this.
 */

/** A coded value and its label's key. */
export type CodedValue = { value: string; labelKey: string };

/** The kit's status tones. */
export type Tone = 'default' | 'success' | 'processing' | 'warning' | 'error';

/** Coded values labelled `<prefix>.<value>`: the prefix is a namespace and a group of the domain's texts. */
export const codedValues = (prefix: string, values: readonly string[]): CodedValue[] =>
  values.map((value) => ({ value, labelKey: `${prefix}.${value}` }));
