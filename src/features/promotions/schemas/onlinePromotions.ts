import { documentPeopleColumns, field, supplierColumn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import { openOnlineAgreement, queryOnline, signOnline } from '../api';
import type { OnlinePromotion as Row } from '../types';
import { col, label, options, periodColumns, TONES } from './columns';

/** SPEC §6 function permission: the electronic signature on promotion signature. */
export const SIGN_RIGHT = 'promotion:esign';
/** SPEC §9: sign flag (unsigned first), then id descending. */
export const ONLINE_DEFAULT_ORDER = 'signFlag asc,id desc';

const SIGN_FLAGS = options('signFlag', ['0', '1']);

/** Online promotions (SPEC §2 /promotion/onlineprom): the supplier signs them electronically. */
export const onlinePromotionsQuery: QueryPageConfig<Row> = {
  id: 'promotions.online',
  query: queryOnline,
  rowKey: 'sheetId',
  columns: [
    field<Row>('sheetId', { titleKey: label('sheetId'), sortable: true, width: 170, search: true }),
    col<Row>('signFlag', { options: SIGN_FLAGS, tones: TONES, status: true, sortable: true, width: 100, search: true }),
    supplierColumn<Row>({ only: 'retailer', detail: 'bothSides' }),
    col<Row>('theme', { width: 200, search: true }),
    col<Row>('channel', { options: options('channel', ['1', '2', '3']), width: 120, search: true }),
    ...periodColumns<Row>(),
    col<Row>('goodsCount', { width: 90 }),
    col<Row>('supplierCost', { format: 'amount', sortable: true, width: 120 }),
    col<Row>('signDate', { width: 150 }),
    col<Row>('id', { sortable: true, width: 80, hidden: true }),
    ...documentPeopleColumns<Row>(),
  ],
  selection: 'checkbox',
  defaultOrderBy: ONLINE_DEFAULT_ORDER,
  actions: [
    {
      key: 'sign',
      labelKey: 'promotions:action.sign',
      only: 'supplier',
      right: SIGN_RIGHT,
      primary: true,
      allowed: (r) => r.signFlag === '0',
      confirmKey: 'promotions:signAsk',
      call: (rows) => signOnline(rows.map((r) => r.sheetId)),
      successKey: 'promotions:signed',
    },
    {
      key: 'agreement',
      labelKey: 'promotions:action.agreement',
      places: ['row', 'detail'],
      allowed: (r) => r.signFlag === '1',
      call: ([r]) => openOnlineAgreement(r.sheetId),
    },
  ],
  export: { fileNameKey: 'promotions:title.online' },
  detail: { titleKey: 'promotions:detail.online', width: 760 },
};
