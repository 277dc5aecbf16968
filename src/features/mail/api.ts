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

/** Internal mail calls of SPEC §7 (mock: mocks/services/mail.ts); the unread count is in src/api/mail.ts. */
const MAIL = '/api/fea-vsm/mail';

export const listMail = pageQueryCall<MailItem>(`${MAIL}/list`);
/** Opening a mail marks it read on the server (read time recorded). */
export const getMail = (id: string, opts?: RequestOptions) => http.post<MailDetail>(`${MAIL}/get`, { id }, opts);
export const saveMail = (body: SaveBody, opts?: RequestOptions) =>
  http.post<{ id: string; emailId: string; folder: Folder }>(`${MAIL}/save`, body, opts);
export const moveMail = (ids: string[], action: 'recycle' | 'recover' | 'delete', opts?: RequestOptions) =>
  http.post<{ count: number }>(`${MAIL}/status`, { ids, action }, opts);
export const clearFolder = (folder: Folder, opts?: RequestOptions) =>
  http.post<{ count: number }>(`${MAIL}/clear`, { folder }, opts);
export const mailRecipients = (opts?: RequestOptions) => http.post<RecipientOption[]>(`${MAIL}/recipients`, {}, opts);

export const listGroups = (opts?: RequestOptions) => http.post<ReceiverGroup[]>(`${MAIL}/groupList`, {}, opts);
export const saveGroup = (body: { groupId?: string; groupName: string; members: string[] }, opts?: RequestOptions) =>
  http.post<ReceiverGroup>(`${MAIL}/groupSave`, body, opts);
export const deleteGroup = (groupId: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(`${MAIL}/groupDelete`, { groupId }, opts);

export const importBatch = (rows: BatchRow[], opts?: RequestOptions) =>
  http.post<{ batchId: string; total: number }>(`${MAIL}/batchImport`, { rows }, opts);
export const sendBatchStep = (batchId: string, count: number, opts?: RequestOptions) =>
  http.post<BatchProgress>(`${MAIL}/batchSend`, { batchId, count }, opts);
