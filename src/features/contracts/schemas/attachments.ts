import { field } from '@/kit/columns';
import type { DetailConfig, DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, StatusTone } from '@/kit/schema';
import { confirmAttachment, deleteAttachment, queryAttachments, submitAttachment } from '../api';
import type { AttachmentDoc } from '../types';

const STATUSES: FieldOption[] = ['0', '1', '2'].map((value) => ({
  value,
  labelKey: `contracts:attachment.status.${value}`,
}));
const TONES: Record<string, StatusTone> = { '0': 'default', '1': 'processing', '2': 'success' };
const col = (key: keyof AttachmentDoc & string, rest: Partial<ColumnSchema<AttachmentDoc>> = {}) =>
  field<AttachmentDoc>(key, { titleKey: `contracts:attachment.field.${key}`, ...rest });
const columns: ColumnSchema<AttachmentDoc>[] = [
  col('sheetId', { width: 170, search: true }),
  col('contractId', { width: 170, search: true }),
  col('title', { width: 200, search: true }),
  col('status', { options: STATUSES, tones: TONES, status: true, width: 100, search: true }),
  col('files', { width: 90, detail: false, value: (a) => a.files.length }),
  field<AttachmentDoc>('remark', { width: 200, hidden: true }),
  field<AttachmentDoc>('createDate', { sortable: true, width: 160 }),
  col('submitDate', { width: 160 }),
  col('confirmDate', { width: 160, hidden: true }),
];

const move = (key: string, rest: Partial<DocumentAction<AttachmentDoc>>): DocumentAction<AttachmentDoc> => ({
  key,
  labelKey: `contracts:attachment.action.${key}`,
  places: ['toolbar', 'row', 'detail'],
  ...rest,
});

/** Attachment management (SPEC §2 /contract-management/attachmentManagement; SPEC §4 draft → submitted → confirmed). */
export const attachmentsQuery = (
  dialog: DocumentAction<AttachmentDoc>['dialog'],
  files: DetailConfig<AttachmentDoc>['extra'],
): QueryPageConfig<AttachmentDoc> => ({
  id: 'contracts.attachments',
  query: queryAttachments,
  rowKey: 'sheetId',
  columns,
  selection: 'radio',
  defaultOrderBy: 'createDate desc',
  actions: [
    { key: 'new', labelKey: 'contracts:attachment.action.new', rows: false, primary: true, dialog },
    move('edit', {
      places: ['row', 'detail'],
      allowed: (a) => a.status === '0',
      refusedKey: 'contracts:attachment.refused.change',
      dialog,
    }),
    move('submit', {
      allowed: (a) => a.status === '0',
      refusedKey: 'contracts:attachment.refused.resubmit',
      confirmKey: 'contracts:attachment.submitAsk',
      call: ([a]) => submitAttachment(a.sheetId),
      successKey: 'contracts:attachment.submitted',
    }),
    move('confirm', {
      allowed: (a) => a.status === '1',
      refusedKey: 'contracts:attachment.refused.confirm',
      confirmKey: 'contracts:attachment.confirmAsk',
      call: ([a]) => confirmAttachment(a.sheetId),
      successKey: 'contracts:attachment.confirmed',
    }),
    move('delete', {
      places: ['row'],
      danger: true,
      allowed: (a) => a.status === '0',
      refusedKey: 'contracts:attachment.refused.change',
      confirmKey: 'contracts:attachment.deleteAsk',
      call: ([a]) => deleteAttachment(a.sheetId),
      successKey: 'contracts:attachment.deleted',
    }),
  ],
  detail: { titleKey: 'contracts:attachment.detailTitle', extra: files },
});
