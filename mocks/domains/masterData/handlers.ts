import * as masterData from './service';
import { postRoutes } from '../../handlers/route';
import { MASTER_DATA_BASE, MASTER_DATA_PATHS as P } from '@/features/masterData/contract';

/** Master data of the retailer: docs/API.md "Master data" (the store lists use common/shopSearch). */
export const handlers = [
  ...postRoutes(MASTER_DATA_BASE, {
    [P.settlementMethods]: ({ ctx, body }) => masterData.settlementMethods(ctx, body),
    [P.categoryQuery]: ({ ctx, body }) => masterData.categoryQuery(ctx, body),
  }),
];
