import { useMemo } from 'react';
import { QueryPage } from '@/kit/query';
import { useListOptions } from '@/kit/dict';
import { shopListQuery } from '../schemas/shopList';

/** Stores (SPEC §2 /basicinfo/shoplist for suppliers, /s/basicinfo/store_list for the retailer). */
export default function ShopList() {
  const bus = useListOptions('bus');
  const config = useMemo(() => shopListQuery(bus), [bus]);
  return <QueryPage config={config} />;
}
