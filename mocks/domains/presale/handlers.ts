import * as presale from './service';
import { postRoutes } from '../../handlers/route';
import { PRESALE_BASE, PRESALE_PATHS as P } from '@/features/presale/contract';

/** Presale orders, packing information and after-sale: docs/API.md "Presale and after-sale", on the contract's paths. */
export const handlers = [
  ...postRoutes(
    PRESALE_BASE,
    {
      [P.orders]: ({ ctx, body }) => presale.queryOrders(ctx, body),
      [P.ship]: ({ ctx, body }) => presale.shipOrder(ctx, body),
      [P.importExpress]: ({ ctx, body }) => presale.importExpress(ctx, body),
      [P.packs]: ({ ctx, body }) => presale.queryPacks(ctx, body),
      [P.savePack]: ({ ctx, body }) => presale.savePack(ctx, body),
      [P.afterSales]: ({ ctx, body }) => presale.queryAfterSales(ctx, body),
      [P.agree]: ({ ctx, body }) => presale.agree(ctx, body),
      [P.reject]: ({ ctx, body }) => presale.reject(ctx, body),
      [P.confirmReceipt]: ({ ctx, body }) => presale.confirmReceipt(ctx, body),
    },
    { auth: 'vendor' },
  ),
];
