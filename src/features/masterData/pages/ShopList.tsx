import { useMemo } from 'react';
import { QueryPage } from '@/kit/query';
import { useBuOptions } from '../components/useServerOptions';
import { shopListQuery } from '../schemas/shopList';

/** Stores (SPEC §2 /basicinfo/shoplist for suppliers, /s/basicinfo/store_list for the retailer). */
export default function ShopList() {
  const bus = useBuOptions();
  const config = useMemo(() => shopListQuery(bus), [bus]);
  return <QueryPage config={config} />;
}
