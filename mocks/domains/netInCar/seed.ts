import { fieldsOf, type RowOf } from '../../db/tables';
import { tr } from '../../glossary';
import { addDays, at, notAfter } from '../../db/clock';
import { dcIdOf } from '../../db/data/orgs';
import type { SeedContext, SeedersOf } from '../../db/seed';
import type { ReservationItem } from '@/features/netInCar/types';
import type { LoadingListRow, NetInCarTables, ReservationRow } from './tables';
import { LOADING_STATUS, RESERVATION_STATUS, type LoadingStatus } from '@/features/netInCar/contract';
import { isDisabledVendorStatus } from '@/api/platformContract';
import { vendorKeyOf } from '../../db/tables';

type VendorRow = RowOf<'vendors'>;

/**
 * Delivery appointments (reservations) and loading lists of SPEC §3/§5: each supplier has booked
 * reservations over its own order notices and goods; the demo supplier also has cancelled ones, a
 * saved loading list and a submitted one.
 */

const compact = (iso: string) => iso.replace(/-/g, '');
const TIME_SLOTS = ['08:00-10:00', '10:00-12:00', '14:00-16:00', '16:00-18:00'];

const active = (v: VendorRow) => !isDisabledVendorStatus(v.status);

export function reservationRows(ctx: SeedContext): ReservationRow[] {
  const rows: ReservationRow[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!.filter(active)) {
    const goods = ctx.tables.goods!.filter((g) => g.venderId === v.venderId && g.bu === v.bu);
    const orders = ctx.tables
      .orderNotices!.filter((o) => o.venderId === v.venderId && o.bu === v.bu)
      .map((o) => o.sheetId);
    if (goods.length < 2 || orders.length === 0) continue;
    const dc = ctx.tables.orgs!.find((o) => o.type === 'DC' && o.buIds.length === 1 && o.buIds[0] === v.bu);
    const demo = v.venderId === '100101';
    const count = demo ? 8 : ctx.rng.int(2, 4);
    for (let i = 0; i < count; i += 1) {
      seq += 1;
      const deliveryDate = addDays(ctx.today, ctx.rng.int(1, 6));
      const sheetIds = [
        orders[i % orders.length],
        ...(i % 2 === 1 && orders.length > 1 ? [orders[(i + 1) % orders.length]] : []),
      ];
      const items: ReservationItem[] = [];
      const n = demo && i === 0 ? 3 : ctx.rng.int(2, 4);
      for (let k = 0; k < n; k += 1) {
        const g = goods[(i * 3 + k) % goods.length];
        if (items.some((it) => it.goodsId === g.goodsId)) continue;
        items.push({
          orderSheetId: sheetIds[k % sheetIds.length],
          ...fieldsOf(g, ['goodsId', 'goodsName', 'barcode', 'unit']),
          reservedQty: 10 * ctx.rng.int(2, 20),
        });
      }
      rows.push({
        ...vendorKeyOf(v),
        reservationNo: `YY${compact(deliveryDate)}${String(seq).padStart(4, '0')}`,
        dcId: dc?.orgId ?? dcIdOf(v.bu, 1),
        dcName: dc?.orgName ?? '',
        deliveryDate,
        timeSlot: TIME_SLOTS[i % TIME_SLOTS.length],
        // The demo supplier's last two reservations were cancelled (SPEC §8 'cancelled or not found').
        status: demo && i >= count - 2 ? RESERVATION_STATUS.cancelled : RESERVATION_STATUS.booked,
        orderSheetIds: sheetIds,
        items,
      });
    }
  }
  return rows;
}

/** A saved and a submitted loading list of the demo supplier (its 2nd and 3rd reservations), one submitted for the others. */
export function loadingListRows(ctx: SeedContext): LoadingListRow[] {
  const rows: LoadingListRow[] = [];
  const vendors = ctx.tables.vendors!;
  const picks: Array<[ReservationRow, LoadingStatus]> = [];
  const demo = ctx.tables.reservations!.filter((r) => r.venderId === '100101');
  if (demo[1]) picks.push([demo[1], LOADING_STATUS.saved]);
  if (demo[2]) picks.push([demo[2], LOADING_STATUS.submitted]);
  for (const v of vendors.filter((x) => x.venderId !== '100101')) {
    const first = ctx.tables.reservations!.find((r) => r.venderId === v.venderId && r.bu === v.bu);
    if (first) picks.push([first, LOADING_STATUS.submitted]);
  }
  picks.forEach(([r, status], i) => {
    const vendor = vendors.find((v) => v.venderId === r.venderId && v.bu === r.bu)!;
    // Loaded the day before its delivery, but never after today (a list for a later delivery is made today).
    const day = notAfter(addDays(r.deliveryDate, -1), ctx.today);
    rows.push({
      sheetId: `ZC${compact(day)}${String(i + 1).padStart(4, '0')}`,
      sheetType: 'loading_list',
      ...vendorKeyOf(r),
      status,
      creator: vendor.venderName,
      checker: status === LOADING_STATUS.submitted ? vendor.venderName : null,
      createDate: at(day, 9 + (i % 8), (i * 7) % 60),
      checkDate: status === LOADING_STATUS.submitted ? at(day, 17, 30) : null,
      ...fieldsOf(r, ['reservationNo', 'dcId', 'dcName', 'deliveryDate']),
      plateNo: ['粤B12345', '粤A88D21', '粤S6K921'][i % 3],
      driver: [tr('张师傅', 'Driver Zhang'), tr('李师傅', 'Driver Li'), tr('陈师傅', 'Driver Chen')][i % 3],
      driverPhone: `1380013${String(8000 + i).padStart(4, '0')}`,
      remark: '',
      lines: r.items.map((it, k) => {
        // Up to three batches whose quantities add up to the loaded quantity.
        const parts = Math.min(3, 1 + (k % 3));
        const loadedQty = it.reservedQty;
        const each = Math.floor(loadedQty / parts);
        return {
          lineNo: k + 1,
          ...fieldsOf(it, ['orderSheetId', 'goodsId', 'goodsName', 'unit', 'reservedQty']),
          loadedQty,
          batches: Array.from({ length: parts }, (_, b) => ({
            batchNo: `B${compact(addDays(ctx.today, -10 - b))}${k + 1}${b + 1}`,
            productionDate: addDays(ctx.today, -10 - b),
            qty: b === parts - 1 ? loadedQty - each * (parts - 1) : each,
          })),
        };
      }),
    });
  });
  return rows;
}

export const seeders: SeedersOf<NetInCarTables> = {
  reservations: (ctx) => reservationRows(ctx),
  loadingLists: (ctx) => loadingListRows(ctx),
};
