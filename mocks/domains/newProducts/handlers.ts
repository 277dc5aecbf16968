import * as sheets from './service';
import * as jointCost from './jointCost';
import { postRoutes } from '../../handlers/route';

/** New-goods sheets and joint-venture goods pricing: docs/API.md "New products". */
export const handlers = [
  ...postRoutes('/api/fea-vsm/newgoods', {
    query: ({ ctx, body }) => sheets.querySheets(ctx, body),
    detail: ({ ctx, body }) => sheets.sheetDetail(ctx, body.sheetId),
    open: ({ ctx }) => sheets.openSheet(ctx),
    save: ({ ctx, body }) => sheets.saveSheet(ctx, body),
    submit: ({ ctx, body }) => sheets.submitSheet(ctx, body.sheetId),
    delete: ({ ctx, body }) => sheets.deleteSheet(ctx, body.sheetId),
    review: ({ ctx, body }) => sheets.reviewLines(ctx, body),
  }),
  ...postRoutes('/api/fea-vsm/goodsadjcost', {
    query: ({ ctx, body }) => jointCost.queryJointCosts(ctx, body),
    propose: ({ ctx, body }) => jointCost.proposeCost(ctx, body),
    review: ({ ctx, body }) => jointCost.reviewProposals(ctx, body),
  }),
];
