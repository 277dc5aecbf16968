import { tr } from '../../glossary';
import { isDisabledVendorStatus } from '@/api/platformContract';
import { catalogue } from '../../catalogue';
import { addDays, at, notAfter } from '../../db/clock';
import { runTypeName } from '../../db/data/dictionaries';
import { CERT_TYPES } from '../../db/data/lists';
import type { SeedContext, SeedersOf } from '../../db/seed';
import { vendorKeyOf, type DocBase, type RowOf } from '../../db/tables';
import type { SalesRow, WorkbenchTables } from './tables';

type VendorRow = RowOf<'vendors'>;

const compact = (iso: string) => iso.replace(/-/g, '');

// ---------------------------------------------------------------- documents
/** Documents of each kind per vendor; `pending` of them in the kind's pending status. */
function docs<T extends DocBase>(
  ctx: SeedContext,
  prefix: string,
  sheetType: string,
  statuses: { pending: string; others: string[] },
  extra: (v: VendorRow, day: string, i: number) => Omit<T, keyof DocBase>,
): T[] {
  const rows: T[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!) {
    const n = v.venderId === '100101' ? 6 : ctx.rng.int(2, 5);
    // The demo supplier always has 1–4 pending of each kind (so its to-dos show and can change).
    const pending =
      v.venderId === '100101'
        ? 1 + ((prefix.charCodeAt(0) + prefix.charCodeAt(1)) % 4)
        : ctx.rng.int(0, Math.min(3, n));
    for (let i = 0; i < n; i += 1) {
      seq += 1;
      const day = addDays(ctx.today, -ctx.rng.int(0, 20));
      const status = i < pending ? statuses.pending : ctx.rng.pick(statuses.others);
      const checked = status !== statuses.pending;
      rows.push({
        sheetId: `${prefix}${compact(day)}${String(seq).padStart(4, '0')}`,
        sheetType,
        ...vendorKeyOf(v),
        status,
        creator: checked ? '王晓梅' : v.venderName,
        checker: checked ? '李建国' : null,
        createDate: at(day, ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
        checkDate: checked ? at(notAfter(addDays(day, 1), ctx.today), ctx.rng.int(8, 18), ctx.rng.int(0, 59)) : null,
        ...extra(v, day, i),
      } as T);
    }
  }
  return rows;
}

// ---------------------------------------------------------------- sales
const CHANNELS = [
  catalogue('contracts:promoter.field.shopId'),
  tr('线上到家', 'Online delivery'),
  tr('社区团购', 'Community group buying'),
];
const TIME_SLOTS = ['00:00-10:00', '10:00-14:00', '14:00-18:00', '18:00-24:00'];

function sales(ctx: SeedContext): SalesRow[] {
  const rows: SalesRow[] = [];
  for (const v of ctx.tables.vendors!) {
    if (isDisabledVendorStatus(v.status)) continue;
    const types = [runTypeName(v.tradeType), runTypeName(v.tradeType === '1' ? '2' : '1')];
    for (let d = 1; d <= 7; d += 1) {
      const date = addDays(ctx.today, -d);
      for (const [ti, businessType] of types.entries()) {
        for (const [ci, channel] of CHANNELS.entries()) {
          for (const [si, timeSlot] of TIME_SLOTS.entries()) {
            const base = (ti === 0 ? 3000 : 700) * (ci === 0 ? 1 : ci === 1 ? 0.45 : 0.2) * [0.3, 1, 0.8, 1.2][si];
            const amount = Math.round(base * (0.6 + ctx.rng.next() * 0.8) * 100) / 100;
            rows.push({
              ...vendorKeyOf(v),
              date,
              businessType,
              channel,
              timeSlot,
              amount,
              qty: Math.max(1, Math.round(amount / 18)),
            });
          }
        }
      }
    }
  }
  return rows;
}

export const seeders: SeedersOf<WorkbenchTables> = {
  certificates: (ctx) =>
    docs(ctx, 'ZZ', 'certificate', { pending: '4', others: ['0', '1', '2', '3', '3'] }, (_v, day, i) => {
      const type = CERT_TYPES[i % CERT_TYPES.length];
      const indefinite = type.id === '101' && i % 2 === 0;
      return {
        category: type.id.startsWith('1') ? '1' : type.id.startsWith('2') ? '2' : '3',
        certType: type.id,
        certCode: `${type.id}${compact(day)}${i}`,
        expiryDate: indefinite ? null : addDays(day, 365 * 2),
        indefinite,
      };
    }),
  sales: (ctx) => sales(ctx),
};
