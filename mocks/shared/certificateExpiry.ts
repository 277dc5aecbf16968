import { table } from '../db';
import { addDays, mockToday } from '../db/clock';
import type { RowOf } from '../db/tables';
import { isRetailer, vendorScope, type Ctx } from '../services/context';

type CertSheetRow = RowOf<'certSheets'>;

/** The expiry horizons of the workbench and the retailer's expiry screens (days). */
export const EXPIRY_HORIZONS = [60, 30, 7] as const;

/** An approved certificate not replaced and not expired. */
export const onHand = (s: CertSheetRow) =>
  s.status === '3' && !s.replaced && (!s.expiryDate || s.expiryDate >= mockToday());

/** An on-hand certificate expiring within `days` (the expiry horizons 60/30/7). */
export const expiresWithin = (s: CertSheetRow, days: number) =>
  onHand(s) && !!s.expiryDate && s.expiryDate <= addDays(mockToday(), days);

/** What is pending: for the retailer the sheets to review, for a supplier its certificates expiring within the first horizon. */
export const pendingFor = (ctx: Ctx): ((s: CertSheetRow) => boolean) =>
  isRetailer(ctx) ? (s) => s.status === '1' || s.status === '2' : (s) => expiresWithin(s, EXPIRY_HORIZONS[0]);

/** The "pending certificates" to-do of the workbench: what the certificate lists' `status: 'pending'` finds. */
export function pendingCertCount(ctx: Ctx): number {
  const inScope = vendorScope(ctx);
  const pending = pendingFor(ctx);
  return table('certSheets').filter((s) => inScope(s) && pending(s)).length;
}
