import { QueryPage } from '@/kit/query';
import { inventoryQuery } from '../schemas/inventoryQuery';

/** Inventory collection (SPEC §2 /inventory/inventory-collect and /s/inventory/inventory-collect). */
export default function InventoryCollect() {
  return <QueryPage config={inventoryQuery} />;
}
