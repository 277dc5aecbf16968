import { catalogue, catalogueText } from '../catalogue';
import type { CodedValue, ColumnTitle } from '@/lib/codedValues';
import type { XlsColumn } from './xls';

type Cell<T> = (row: T) => string | number;

/**
 * An export's columns from the list's contract (`columnTitles`, the screen's columns in grid order):
 * each title the catalogue's text (in English its own key's, not the glossary's first), each cell the row's value of its key unless `cells` says how the
 * server shows it (a coded value's label, a shop's code and name …).
 */
export function exportColumns<T extends object, K extends string = string>(
  titles: readonly ColumnTitle<K>[],
  cells: { readonly [key in K]?: Cell<T> } = {},
): XlsColumn<T>[] {
  return titles.map(({ key, titleKey }) => [catalogueText(titleKey), cells[key] ?? valueOf<T>(key)]);
}

const valueOf =
  <T extends object>(key: string): Cell<T> =>
  (row) => {
    const value = (row as Record<string, unknown>)[key];
    return typeof value === 'number' ? value : value == null ? '' : String(value);
  };

/** A coded value's label (the catalogue's text of its labelKey), or the value itself when not coded. */
export function labelOf(values: readonly CodedValue[]): (value: string) => string {
  const labels = new Map(values.map((v) => [v.value, catalogue(v.labelKey)]));
  return (value) => labels.get(value) ?? value;
}

/** A code with its name, as the screen's supplier and shop columns show them. */
export const codeAndName = (code: string, name: string | undefined) => (name ? `${code} ${name}` : code);
