import { leadColumnsFirst } from '../grid/columnLayout';
import type { ColumnSchema, ControlKind, FieldSchema } from '../schema';

/** The control a searchable column gets when it names none: coded values pick, dates take a range. */
function derivedKind(column: ColumnSchema<never>): ControlKind {
  if (column.options || column.dict) return 'select';
  if (column.format === 'date') return 'range-picker';
  return 'input';
}

/**
 * The search fields of a query screen, declared on its columns (ARCHITECTURE "a field is declared
 * once"): name, label, side and coded values are the column's unless its `search` says otherwise.
 * Ordered by `search.order`, else by the column's position.
 */
export function searchFieldsOf<T>(columns: readonly ColumnSchema<T>[]): FieldSchema[] {
  const fields: { field: FieldSchema; order: number }[] = [];
  columns.forEach((column, index) => {
    if (!column.search) return;
    const { order = index, ...override } = column.search === true ? {} : column.search;
    const base = column as ColumnSchema<never>;
    const field: FieldSchema = {
      name: column.key,
      labelKey: column.titleKey,
      kind: derivedKind(base),
      ...(column.options ? { options: column.options } : {}),
      ...(column.dict ? { dict: column.dict } : {}),
      ...(column.only ? { only: column.only } : {}),
      ...override,
    };
    fields.push({ field, order });
  });
  return fields.sort((a, b) => a.order - b.order).map((f) => f.field);
}

/**
 * The columns a grid (and its column settings and client export) shows: all but `grid: false`, the
 * lead columns first, else the key columns (the row key's, the status, the amount: kit/grid/columnLayout).
 */
export const gridColumnsOf = <T>(columns: readonly ColumnSchema<T>[], rowKey?: string): ColumnSchema<T>[] =>
  leadColumnsFirst(
    columns.filter((c) => c.grid !== false),
    rowKey,
  );

/**
 * A document's header fields: its columns (hidden ones included, `detail: false` left out) unless
 * the detail names its own. Side filtering is left to the caller, as for every schema.
 */
export const detailFieldsOf = <T>(columns: readonly ColumnSchema<T>[]): ColumnSchema<T>[] =>
  columns.filter((c) => c.detail !== false).map((c) => (c.detail === 'bothSides' ? { ...c, only: undefined } : c));
