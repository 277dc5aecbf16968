import * as inventory from './service';
import { postRoutes } from '../../handlers/route';
import { INVENTORY_BASE, INVENTORY_PATHS as P } from '@/features/inventory/contract';

/** Inventory collaboration: docs/API.md "Inventory collaboration". */
export const handlers = [
  ...postRoutes(INVENTORY_BASE, {
    [P.query]: ({ ctx, body }) => inventory.queryInventory(ctx, body),
    [P.save]: ({ ctx, body }) => inventory.saveInventory(ctx, body),
  }),
];
