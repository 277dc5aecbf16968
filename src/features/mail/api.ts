import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type {
  BatchProgress,
  BatchRow,
  Folder,
  MailDetail,
  MailItem,
  ReceiverGroup,
  RecipientOption,
  SaveBody,
} from './types';
import { mailUrl, type MoveAction } from './contract';

/** Internal mail calls of SPEC §7 on the contract's paths (mock: mocks/domains/mail); the unread count is in src/api/mail.ts. */

export const listMail = pageQueryCall<MailItem>(mailUrl('list'));
/** Opening a mail marks it read on the server (read time recorded). */
export const getMail = (id: string, opts?: RequestOptions) => http.post<MailDetail>(mailUrl('get'), { id }, opts);
export const saveMail = (body: SaveBody, opts?: RequestOptions) =>
  http.post<{ id: string; emailId: string; folder: Folder }>(mailUrl('save'), body, opts);
export const moveMail = (ids: string[], action: MoveAction, opts?: RequestOptions) =>
  http.post<{ count: number }>(mailUrl('status'), { ids, action }, opts);
export const clearFolder = (folder: Folder, opts?: RequestOptions) =>
  http.post<{ count: number }>(mailUrl('clear'), { folder }, opts);
export const mailRecipients = (opts?: RequestOptions) => http.post<RecipientOption[]>(mailUrl('recipients'), {}, opts);

export const listGroups = (opts?: RequestOptions) => http.post<ReceiverGroup[]>(mailUrl('groupList'), {}, opts);
export const saveGroup = (body: { groupId?: string; groupName: string; members: string[] }, opts?: RequestOptions) =>
  http.post<ReceiverGroup>(mailUrl('groupSave'), body, opts);
export const deleteGroup = (groupId: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(mailUrl('groupDelete'), { groupId }, opts);

export const importBatch = (rows: BatchRow[], opts?: RequestOptions) =>
  http.post<{ batchId: string; total: number }>(mailUrl('batchImport'), { rows }, opts);
export const sendBatchStep = (batchId: string, count: number, opts?: RequestOptions) =>
  http.post<BatchProgress>(mailUrl('batchSend'), { batchId, count }, opts);
