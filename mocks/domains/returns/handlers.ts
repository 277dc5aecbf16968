import * as returns from './service';
import { postRoutes } from '../../handlers/route';
import { RETURNS_BASE, RETURNS_PATHS as P } from '@/features/returns/contract';

/** Return notices, return documents and the retailer's return memos (docs/API.md "Returns"), on the contract's paths. */
export const handlers = [
  ...postRoutes(RETURNS_BASE, {
    [P.noticeQuery]: ({ ctx, body }) => returns.queryReturnNotices(ctx, body),
    [P.noticeLines]: ({ ctx, body }) => returns.returnNoticeLines(ctx, body),
    [P.noticeConfirm]: ({ ctx, body }) => returns.confirmReturnNotices(ctx, body),
    [P.noticeExport]: ({ ctx, body }) => returns.exportReturnNotices(ctx, body),
    [P.docQuery]: ({ ctx, body }) => returns.queryReturnDocs(ctx, body),
    [P.docLines]: ({ ctx, body }) => returns.returnDocLines(ctx, body),
    [P.docExecute]: ({ ctx, body }) => returns.executeReturnDocs(ctx, body),
    [P.docExport]: ({ ctx, body }) => returns.exportReturnDocs(ctx, body),
    [P.memoQuery]: ({ ctx, body }) => returns.queryReturnMemos(ctx, body),
    [P.memoSave]: ({ ctx, body }) => returns.saveReturnMemo(ctx, body),
  }),
];
