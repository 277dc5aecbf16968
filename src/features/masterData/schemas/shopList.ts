import { shopSearch } from '@/api/common';
import type { ShopSearchParams } from '@/api/types';
import { translateServerText } from '@/i18n';
import { columnsIn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { FieldOption } from '@/kit/schema';
import { SHOP_STATUSES, SHOP_TONES, SHOP_TYPES } from '../contract';
import type { StoreRow } from '../types';

const col = columnsIn<StoreRow>('masterData:shop.field');

/**
 * The stores of a BU (SPEC §2 /basicinfo/shoplist: the supplier's selected BU, fixed by the server;
 * /s/basicinfo/store_list: every store, with a BU filter), with region, address, DC and status.
 */
export const shopListQuery = (buOptions: FieldOption[]): QueryPageConfig<StoreRow> => ({
  id: 'masterData.shops',
  // The search form's values are the shop search params (ShopSearchParams).
  query: (query, opts) => shopSearch({ ...query, params: query.params as ShopSearchParams }, opts),
  rowKey: 'shopId',
  defaultOrderBy: 'shopId',
  columns: [
    col('buId', { only: 'retailer', options: buOptions, sortable: true, width: 170, search: { order: 0 } }),
    col('shopId', { sortable: true, width: 100, search: { kind: 'input' } }),
    col('shopName', { sortable: true, width: 180, search: true }),
    col('shopType', { options: SHOP_TYPES, width: 110, search: true }),
    col('status', {
      options: SHOP_STATUSES,
      tones: SHOP_TONES,
      status: true,
      sortable: true,
      width: 100,
      search: true,
    }),
    col('provinceId', { value: (r) => translateServerText(r.provinceName), sortable: true, width: 110 }),
    col('cityId', { value: (r) => translateServerText(r.cityName), sortable: true, width: 110 }),
    col('address', { width: 260 }),
    col('dcId', {
      value: (r) => `${r.dcId} ${translateServerText(r.dcName)}`,
      sortable: true,
      width: 200,
      search: { kind: 'input' },
    }),
    col('openDate', { format: 'date', sortable: true, width: 110 }),
    col('phone', { width: 140 }),
  ],
  export: { fileNameKey: 'masterData:shops.exportFileName' },
  detail: { titleKey: 'masterData:shops.detailTitle', width: 720 },
});
