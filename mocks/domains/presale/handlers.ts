import * as presale from './service';
import { postRoutes } from '../../handlers/route';

/** Presale orders, packing information and after-sale: docs/API.md "Presale and after-sale". */
export const handlers = [
  ...postRoutes(
    '/api/fea-vsm/presale',
    {
      orders: ({ ctx, body }) => presale.queryOrders(ctx, body),
      ship: ({ ctx, body }) => presale.shipOrder(ctx, body),
      importExpress: ({ ctx, body }) => presale.importExpress(ctx, body),
      packs: ({ ctx, body }) => presale.queryPacks(ctx, body),
      savePack: ({ ctx, body }) => presale.savePack(ctx, body),
      afterSales: ({ ctx, body }) => presale.queryAfterSales(ctx, body),
      agree: ({ ctx, body }) => presale.agree(ctx, body),
      reject: ({ ctx, body }) => presale.reject(ctx, body),
      confirmReceipt: ({ ctx, body }) => presale.confirmReceipt(ctx, body),
    },
    { auth: 'vendor' },
  ),
];
