import * as returns from './service';
import { postRoutes } from '../../handlers/route';

/** Return notices, return documents and the retailer's return memos (docs/API.md "Returns"). */
export const handlers = [
  ...postRoutes('/api/fea-vsm/returns', {
    noticeQuery: ({ ctx, body }) => returns.queryReturnNotices(ctx, body),
    noticeLines: ({ ctx, body }) => returns.returnNoticeLines(ctx, body),
    noticeConfirm: ({ ctx, body }) => returns.confirmReturnNotices(ctx, body),
    noticeExport: ({ ctx, body }) => returns.exportReturnNotices(ctx, body),
    docQuery: ({ ctx, body }) => returns.queryReturnDocs(ctx, body),
    docLines: ({ ctx, body }) => returns.returnDocLines(ctx, body),
    docExecute: ({ ctx, body }) => returns.executeReturnDocs(ctx, body),
    docExport: ({ ctx, body }) => returns.exportReturnDocs(ctx, body),
    memoQuery: ({ ctx, body }) => returns.queryReturnMemos(ctx, body),
    memoSave: ({ ctx, body }) => returns.saveReturnMemo(ctx, body),
  }),
];
