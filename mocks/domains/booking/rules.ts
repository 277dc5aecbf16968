import type { OrderNoticeRow } from '../orders/tables';

/**
 * Pure booking rules shared by the seed and the service (no db import: the seed runs before the db
 * exists).
 */

/** Every DC's receiving slots unless the retailer sets others. */
export const DEFAULT_SLOTS = ['08:00-10:00', '10:00-12:00', '14:00-16:00', '16:00-18:00'];
/** The slots the retailer may choose from (the time interval of SPEC §2). */
export const SLOT_CHOICES = [
  '06:00-08:00',
  '08:00-10:00',
  '10:00-12:00',
  '12:00-14:00',
  '14:00-16:00',
  '16:00-18:00',
  '18:00-20:00',
  '20:00-22:00',
];

/**
 * A gift order (SPEC §5 'gift and non-gift orders cannot be booked together'): the order notices of
 * the mock carry no gift flag, so every seventh notice by its serial is the retailer's free-goods
 * order. Deterministic, documented in docs/API.md "Booking".
 */
export const isGiftOrder = (sheetId: string) => Number(sheetId.slice(-5)) % 7 === 0;

/** An order the supplier may book: confirmed, delivered through a DC, deadline not passed. */
export const isBookable = (o: OrderNoticeRow, today: string) =>
  o.status === '1' && o.logisticsMode !== '1' && !!o.transferDc && o.deadline >= today;

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

/** The start of a slot on a day: 'YYYY-MM-DD HH:mm:00'. */
export const slotStart = (date: string, timeSlot: string) => `${date} ${timeSlot.slice(0, 5)}:00`;

/** The receiving address of a DC (mock data). */
export const dcAddress = (dcId: string, dcName: string) => `${dcName}（${dcId}）收货月台${(Number(dcId) % 6) + 1}号门`;
