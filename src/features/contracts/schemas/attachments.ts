import { columnsIn, field } from '@/kit/columns';
import type { DetailConfig, DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { confirmAttachment, deleteAttachment, queryAttachments, submitAttachment } from '../api';
import {
  ATTACHMENT_STATUSES,
  ATTACHMENT_TONES,
  canChangeAttachment,
  canConfirmAttachment,
  CONTRACT_ERRORS,
} from '../contract';
import type { AttachmentDoc } from '../types';

const col = columnsIn<AttachmentDoc>('contracts:attachment.field');
const columns: ColumnSchema<AttachmentDoc>[] = [
  col('sheetId', { width: 170, search: true }),
  col('contractId', { width: 170, search: true }),
  col('title', { width: 200, search: true }),
  col('status', { options: ATTACHMENT_STATUSES, tones: ATTACHMENT_TONES, status: true, width: 100, search: true }),
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
      allowed: canChangeAttachment,
      refusedKey: CONTRACT_ERRORS.attachmentChange.messageKey,
      dialog,
    }),
    move('submit', {
      allowed: canChangeAttachment,
      refusedKey: CONTRACT_ERRORS.attachmentResubmit.messageKey,
      confirmKey: 'contracts:attachment.submitAsk',
      call: ([a]) => submitAttachment(a.sheetId),
      successKey: 'contracts:attachment.submitted',
    }),
    move('confirm', {
      allowed: canConfirmAttachment,
      refusedKey: CONTRACT_ERRORS.attachmentConfirm.messageKey,
      confirmKey: 'contracts:attachment.confirmAsk',
      call: ([a]) => confirmAttachment(a.sheetId),
      successKey: 'contracts:attachment.confirmed',
    }),
    move('delete', {
      places: ['row'],
      danger: true,
      allowed: canChangeAttachment,
      refusedKey: CONTRACT_ERRORS.attachmentChange.messageKey,
      confirmKey: 'contracts:attachment.deleteAsk',
      call: ([a]) => deleteAttachment(a.sheetId),
      successKey: 'contracts:attachment.deleted',
    }),
  ],
  detail: { titleKey: 'contracts:attachment.detailTitle', extra: files },
});
