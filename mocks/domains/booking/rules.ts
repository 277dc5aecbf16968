import type { RowOf } from '../../db/tables';
import { LOGISTICS_MODE, NOTICE_STATUS } from '@/features/orders/contract';

type OrderNoticeRow = RowOf<'orderNotices'>;

/**
 * Pure rules of the mock's own data shared by the seed and the service (no db import: the seed runs
 * before the db exists). The rules the screens enforce too are the contract's (features/booking/contract).
 */

/**
 * A gift order (SPEC §5 'gift and non-gift orders cannot be booked together'): the order notices of
 * the mock carry no gift flag, so every seventh notice by its serial is the retailer's free-goods
 * order. Deterministic, documented in docs/API.md "Booking".
 */
export const isGiftOrder = (sheetId: string) => Number(sheetId.slice(-5)) % 7 === 0;

/** An order the supplier may book: confirmed, delivered through a DC, deadline not passed. */
export const isBookable = (o: OrderNoticeRow, today: string) =>
  o.status === NOTICE_STATUS.confirmed &&
  o.logisticsMode !== LOGISTICS_MODE.direct &&
  !!o.transferDc &&
  o.deadline >= today;

/** The delivery window of orders booked together: the latest expected receipt to the earliest deadline. */
export function windowOf(orders: Pick<OrderNoticeRow, 'expectedReceiptDate' | 'deadline'>[]): [string, string] {
  const from = orders.map((o) => o.expectedReceiptDate).sort()[orders.length - 1] ?? '';
  const to = orders.map((o) => o.deadline).sort()[0] ?? '';
  return [from, to];
}

/** ISO weekday of a date: '1' Monday … '7' Sunday. */
export function weekdayOf(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return String(day === 0 ? 7 : day);
}

/** The receiving address of a DC (mock data). */
export const dcAddress = (dcId: string, dcName: string) => `${dcName}（${dcId}）收货月台${(Number(dcId) % 6) + 1}号门`;
