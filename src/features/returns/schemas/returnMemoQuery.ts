import { columnsIn, supplierColumn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import { queryReturnMemos, saveReturnMemo } from '../api';
import type { ReturnMemo } from '../types';
import { DOC_STATUSES, DOC_TONES, MEMO_MAX, memoMessageKey, memoProblems } from '../contract';

const memo = columnsIn<ReturnMemo>('returns:memo');
const columns: ColumnSchema<ReturnMemo>[] = [
  memo('sheetId', { width: 170, sortable: true, search: true }),
  memo('docStatus', { options: DOC_STATUSES, tones: DOC_TONES, status: true, width: 110 }),
  supplierColumn<ReturnMemo>({ width: 240 }),
  memo('text', { width: 320, search: true }),
  memo('creator', { width: 110 }),
  memo('createDate', { format: 'date', width: 110, sortable: true, search: true }),
  memo('modifier', { width: 110 }),
  memo('modifyDate', { format: 'date', width: 110, sortable: true }),
];

/** The memo's text: the contract's memoProblems (required, SPEC §5; at most MEMO_MAX), as the server checks it. */
const fields = (editing: boolean): FieldSchema[] => [
  { name: 'sheetId', labelKey: 'returns:memo.sheetId', kind: 'input', required: true, isEditing: !editing },
  { name: 'text', labelKey: 'returns:memo.text', kind: 'textarea', required: true, maxLength: MEMO_MAX },
];
const validate = (values: Record<string, unknown>) => {
  const problem = memoProblems(values);
  return problem && { text: memoMessageKey(problem.text) };
};
const save = (values: Record<string, unknown>, memoId?: string) =>
  saveReturnMemo({ memoId, sheetId: String(values.sheetId), text: String(values.text) });

/** Return memos (SPEC §2 /s/reorder/return-sales-memo): the retailer's notes on return documents, added and edited. */
export const returnMemoQuery: QueryPageConfig<ReturnMemo> = {
  id: 'returns.memos',
  query: queryReturnMemos,
  rowKey: 'memoId',
  columns,
  actions: [
    {
      key: 'add',
      labelKey: 'returns:memo.add',
      primary: true,
      rows: false,
      form: { titleKey: 'returns:memo.addTitle', fields: fields(false), validate },
      call: (_, values) => save(values),
      successKey: 'returns:memo.saved',
    },
    {
      key: 'edit',
      labelKey: 'returns:memo.edit',
      places: ['row'],
      form: ([m]) => ({
        titleKey: 'returns:memo.editTitle',
        fields: fields(true),
        validate,
        initialValues: { sheetId: m.sheetId, text: m.text },
      }),
      call: ([m], values) => save(values, m.memoId),
      successKey: 'returns:memo.saved',
    },
  ],
};
