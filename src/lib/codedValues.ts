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

/** A column of a list, as its contract declares it for the screen's grid and the server's export alike. */
export type ColumnTitle<K extends string = string> = { readonly key: K; readonly titleKey: string };

/**
 * A list's columns in grid order, titled `<prefix>.<key>`; an entry `{ key, titleKey }` keeps a title
 * of another namespace (the shared `fields`). The screen lays them out (src/kit/columns columnsFrom), the
 * mock's export writes their titles and cells in the same order.
 */
export const columnTitles = <const K extends string>(
  prefix: string,
  entries: readonly (K | ColumnTitle<K>)[],
): readonly ColumnTitle<K>[] =>
  entries.map((entry) => (typeof entry === 'string' ? { key: entry, titleKey: `${prefix}.${entry}` } : entry));

/** The values of a constant map (`ValueOf<typeof STATUS>`: its status codes). */
export type ValueOf<T> = T[keyof T];
