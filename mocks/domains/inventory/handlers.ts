import * as inventory from './service';
import { postRoutes } from '../../handlers/route';

/** Inventory collaboration: docs/API.md "Inventory collaboration". */
export const handlers = [
  ...postRoutes('/api/fea-vsm/inventory', {
    query: ({ ctx, body }) => inventory.queryInventory(ctx, body),
    save: ({ ctx, body }) => inventory.saveInventory(ctx, body),
  }),
];
