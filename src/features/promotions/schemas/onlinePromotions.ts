import { documentPeopleColumns, field, supplierColumn } from '@/kit/columns';
import { signAction, type QueryPageConfig } from '@/kit/query';
import { openOnlineAgreement, queryOnline, signOnline } from '../api';
import type { OnlinePromotion as Row } from '../types';
import {
  CHANNELS,
  hasAgreement,
  canSignOnline,
  ONLINE_DEFAULT_ORDER,
  PROMOTION_TONES,
  SIGN_FLAGS,
  SIGN_RIGHT,
} from '../contract';
import { columnsOf, label, periodColumns } from './columns';

const col = columnsOf<Row>();

/** Online promotions (SPEC §2 /promotion/onlineprom): the supplier signs them electronically. */
export const onlinePromotionsQuery: QueryPageConfig<Row> = {
  id: 'promotions.online',
  query: queryOnline,
  rowKey: 'sheetId',
  columns: [
    field<Row>('sheetId', { titleKey: label('sheetId'), sortable: true, width: 170, search: true }),
    col('signFlag', {
      options: SIGN_FLAGS,
      tones: PROMOTION_TONES,
      status: true,
      sortable: true,
      width: 100,
      search: true,
    }),
    supplierColumn<Row>({ only: 'retailer', detail: 'bothSides' }),
    col('theme', { width: 200, search: true }),
    col('channel', { options: CHANNELS, width: 120, search: true }),
    ...periodColumns<Row>(),
    col('goodsCount', { width: 90 }),
    col('supplierCost', { format: 'amount', sortable: true, width: 120 }),
    col('signDate', { width: 150 }),
    col('id', { sortable: true, width: 80, hidden: true }),
    ...documentPeopleColumns<Row>(),
  ],
  selection: 'checkbox',
  defaultOrderBy: ONLINE_DEFAULT_ORDER,
  actions: [
    signAction<Row>(signOnline, {
      labelKey: 'promotions:action.sign',
      only: 'supplier',
      right: SIGN_RIGHT,
      primary: true,
      allowed: canSignOnline,
      confirmKey: 'promotions:signAsk',
      successKey: 'promotions:signed',
    }),
    {
      key: 'agreement',
      labelKey: 'promotions:action.agreement',
      places: ['row', 'detail'],
      allowed: hasAgreement,
      call: ([r]) => openOnlineAgreement(r.sheetId),
    },
  ],
  export: { fileNameKey: 'promotions:title.online' },
  detail: { titleKey: 'promotions:detail.online', width: 760 },
};
