import * as masterData from './service';
import { postRoutes } from '../../handlers/route';

/** Master data of the retailer: docs/API.md "Master data" (the store lists use common/shopSearch). */
export const handlers = [
  ...postRoutes('/api/fea-vsm/masterdata', {
    settlementMethods: ({ ctx, body }) => masterData.settlementMethods(ctx, body),
    categoryQuery: ({ ctx, body }) => masterData.categoryQuery(ctx, body),
  }),
];
