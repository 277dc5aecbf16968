import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import { queryReturnMemos } from '../api';
import type { ReturnMemo } from '../types';
import { DOC_STATUSES, DOC_TONES } from './options';

const label = (name: string) => `returns:memo.${name}`;

const search: FieldSchema[] = [
  { name: 'sheetId', labelKey: label('sheetId'), kind: 'input' },
  { name: 'venderId', labelKey: label('venderId'), kind: 'input' },
  { name: 'text', labelKey: label('text'), kind: 'input' },
  { name: 'createDate', labelKey: label('createDate'), kind: 'range-picker' },
];

const col = (key: keyof ReturnMemo & string, rest: Partial<Omit<ColumnSchema<ReturnMemo>, 'key'>> = {}): ColumnSchema<ReturnMemo> => ({ key, titleKey: label(key), ...rest });

const columns: ColumnSchema<ReturnMemo>[] = [
  col('sheetId', { width: 170, sortable: true }),
  col('docStatus', { options: DOC_STATUSES, tones: DOC_TONES, status: true, width: 110 }),
  col('venderId', { titleKey: label('supplier'), width: 240, value: (m) => `${m.venderId} ${m.venderName}`, sortable: true }),
  col('text', { width: 320 }),
  col('creator', { width: 110 }),
  col('createDate', { format: 'date', width: 110, sortable: true }),
  col('modifier', { width: 110 }),
  col('modifyDate', { format: 'date', width: 110, sortable: true }),
];

/** What the page wires in: opening the memo dialog for a new memo or one row. */
export type ReturnMemoActions = { add: (reload: () => void) => void; edit: (memo: ReturnMemo, reload: () => void) => void };

/** Return memos (SPEC §2 /s/reorder/return-sales-memo): the retailer's notes on return documents. */
export function returnMemoQuery(actions: ReturnMemoActions): QueryPageConfig<ReturnMemo> {
  return {
    id: 'returns.memos',
    query: queryReturnMemos,
    rowKey: 'memoId',
    search,
    columns,
    autoQuery: true,
    toolbar: [{ key: 'add', labelKey: 'returns:memo.add', primary: true, onClick: ({ reload }) => actions.add(reload) }],
    rowActions: [{ key: 'edit', labelKey: 'returns:memo.edit', onClick: (memo, { reload }) => actions.edit(memo, reload) }],
  };
}
