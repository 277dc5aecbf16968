import { deleteRows, insertRow, nextId, table, updateRows } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import { apiError, ERR, type ErrDef, fromContract } from '../../errors';
import { tr } from '../../glossary';
import { requireUser, requireVendor, vendorScope, type Ctx } from '../../services/context';
import { isBlank, matchesParams, paramsOf, type Page, type PageQuery, pageInOrder, text } from '../../services/paging';
import { checkUploads, storedUploads } from '../../services/uploads';
import type { AttachmentDoc } from '@/features/contracts/types';
import {
  ATTACHMENT_STATUS,
  ATTACHMENT_TITLE_MAX,
  canChangeAttachment,
  canConfirmAttachment,
  CONTRACT_ERRORS as E,
  REMARK_MAX,
} from '@/features/contracts/contract';
import { contractOf } from './service';

/**
 * Attachment documents of a contract (SPEC §4): draft → submitted → confirmed. A draft cannot be
 * confirmed; a submitted one cannot be resubmitted or changed.
 */
export const ATTACHMENT_ERR = {
  draftConfirm: fromContract(E.attachmentConfirm),
  resubmit: fromContract(E.attachmentResubmit),
  changeSubmitted: fromContract(E.attachmentChange),
  titleRequired: { code: 'A0410', message: tr('附件名称不能为空', 'Attachment name is required') },
  filesRequired: fromContract(E.filesRequired),
} as const satisfies Record<string, ErrDef>;

export function queryAttachments(ctx: Ctx, query: PageQuery): Page<AttachmentDoc> {
  const inScope = vendorScope(ctx);
  const { title, ...params } = paramsOf(query);
  const rows = table('contractAttachments').filter(
    (a) => inScope(a) && matchesParams(a, params) && (isBlank(title) || a.title.includes(text(title))),
  );
  return pageInOrder(rows, query, 'createDate desc');
}

function attachmentOf(ctx: Ctx, sheetId: unknown): AttachmentDoc {
  const inScope = vendorScope(ctx);
  const row = table('contractAttachments').find((a) => a.sheetId === text(sheetId));
  if (!row || !inScope(row)) throw apiError(ERR.documentNotFound);
  return row;
}

function input(ctx: Ctx, body: Record<string, unknown>) {
  const title = text(body.title);
  if (!title) throw apiError(ATTACHMENT_ERR.titleRequired);
  // Files the store holds, images or PDFs within the SPEC §5 sizes.
  const stored = storedUploads(body.files);
  if (stored.length === 0) throw apiError(ATTACHMENT_ERR.filesRequired);
  const files = checkUploads(stored, 'imageOrPdf');
  const contract = contractOf(ctx, body.contractId);
  return {
    title: title.slice(0, ATTACHMENT_TITLE_MAX),
    contractId: contract.contractId,
    files,
    remark: text(body.remark).slice(0, REMARK_MAX),
  };
}

/** Saves a draft: a new one, or changes to a draft (`sheetId`). */
export function saveAttachment(ctx: Ctx, body: Record<string, unknown>): AttachmentDoc {
  const vendor = requireVendor(ctx);
  if (!vendor) throw apiError(ERR.supplierOnly);
  if (!isBlank(body.sheetId)) {
    const row = attachmentOf(ctx, body.sheetId);
    if (!canChangeAttachment(row)) throw apiError(ATTACHMENT_ERR.changeSubmitted);
    updateRows('contractAttachments', (a) => a.sheetId === row.sheetId, input(ctx, body));
    return attachmentOf(ctx, row.sheetId);
  }
  const row: AttachmentDoc = {
    ...vendor,
    sheetId: `FJ${mockToday().replace(/-/g, '')}${String(9000 + nextId('contractAttachment')).padStart(4, '0')}`,
    ...input(ctx, body),
    status: ATTACHMENT_STATUS.draft,
    creator: requireUser(ctx).emplName,
    createDate: nowStamp(),
    submitDate: null,
    confirmDate: null,
  };
  insertRow('contractAttachments', row);
  return row;
}

export function submitAttachment(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  const row = attachmentOf(ctx, body.sheetId);
  if (!canChangeAttachment(row)) throw apiError(ATTACHMENT_ERR.resubmit);
  updateRows('contractAttachments', (a) => a.sheetId === row.sheetId, {
    status: ATTACHMENT_STATUS.submitted,
    submitDate: nowStamp(),
  });
  return { count: 1 };
}

export function confirmAttachment(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  const row = attachmentOf(ctx, body.sheetId);
  if (canChangeAttachment(row)) throw apiError(ATTACHMENT_ERR.draftConfirm);
  if (!canConfirmAttachment(row)) throw apiError(ERR.statusNotAllowed);
  updateRows('contractAttachments', (a) => a.sheetId === row.sheetId, {
    status: ATTACHMENT_STATUS.confirmed,
    confirmDate: nowStamp(),
  });
  return { count: 1 };
}

export function deleteAttachment(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  const row = attachmentOf(ctx, body.sheetId);
  if (!canChangeAttachment(row)) throw apiError(ATTACHMENT_ERR.changeSubmitted);
  deleteRows('contractAttachments', (a) => a.sheetId === row.sheetId);
  return { count: 1 };
}
