import { table } from '../db';
import { addDays, mockToday } from '../db/clock';
import type { RowOf } from '../db/tables';
import { isRetailer, vendorScope, type Ctx } from '../services/context';
import { CERT_STATUS, EXPIRY_HORIZONS, canAuditCert } from '@/features/certificates/contract';

type CertSheetRow = RowOf<'certSheets'>;

/** An approved certificate not replaced and not expired. */
export const onHand = (s: CertSheetRow) =>
  s.status === CERT_STATUS.approved && !s.replaced && (!s.expiryDate || s.expiryDate >= mockToday());

/** An on-hand certificate expiring within `days` (the expiry horizons 60/30/7). */
export const expiresWithin = (s: CertSheetRow, days: number) =>
  onHand(s) && !!s.expiryDate && s.expiryDate <= addDays(mockToday(), days);

/** What is pending: for the retailer the sheets to review, for a supplier its certificates expiring within the first horizon. */
export const pendingFor = (ctx: Ctx): ((s: CertSheetRow) => boolean) =>
  isRetailer(ctx) ? canAuditCert : (s) => expiresWithin(s, EXPIRY_HORIZONS[0]);

/** The "pending certificates" to-do of the workbench: what the certificate lists' `status: 'pending'` finds. */
export function pendingCertCount(ctx: Ctx): number {
  const inScope = vendorScope(ctx);
  const pending = pendingFor(ctx);
  return table('certSheets').filter((s) => inScope(s) && pending(s)).length;
}
