import { table } from '../db';
import type { VendorKey } from '../db/tables';
import type { UserRow } from '../domains/platform/tables';
import { apiError, ERR } from '../errors';

/** Who is calling: resolved by the route wrapper from the apptoken and vendor headers. */
export type Ctx = {
  /** The caller's token (null on public calls). */
  token: string | null;
  user: UserRow | null;
  /** The vendor selected by the headers venderId/bu/partnerId (validated for suppliers). */
  vendor: VendorKey | null;
  /** The language header (zh-CN | zh-HK | en-US); server texts stay zh-CN, the client translates. */
  language: string;
};

export const anonymous: Ctx = { token: null, user: null, vendor: null, language: 'zh-CN' };

export function requireUser(ctx: Ctx): UserRow {
  if (!ctx.user) throw apiError(ERR.sessionExpired);
  return ctx.user;
}

export function isRetailer(ctx: Ctx): boolean {
  return ctx.user?.userType === 1;
}

/** SPEC §6: a retailer staff's call (userType 1); anyone else is refused with A0303. */
export function requireRetailerStaff(ctx: Ctx): UserRow {
  const user = requireUser(ctx);
  if (user.userType !== 1) throw apiError(ERR.retailerOnly);
  return user;
}

/** SPEC §6: a supplier's call (userType 2); retailer staff are refused with A0303. */
export function requireSupplier(ctx: Ctx): UserRow {
  const user = requireUser(ctx);
  if (user.userType !== 2) throw apiError(ERR.supplierOnly);
  return user;
}

/** A supplier's call and its selected vendor (供应商厂编为空 without one). */
export function requireSupplierVendor(ctx: Ctx): VendorKey {
  requireSupplier(ctx);
  return requireVendor(ctx)!;
}

/** The selected vendor of a supplier (throws 供应商厂编为空 without one). Retailers get null. */
export function requireVendor(ctx: Ctx): VendorKey | null {
  const user = requireUser(ctx);
  if (user.userType === 1) return null;
  if (!ctx.vendor) throw apiError(ERR.vendorEmpty);
  return ctx.vendor;
}

/**
 * Data isolation: which vendor rows the caller sees. Retailer staff see all; a supplier sees the
 * selected vendor (headers), or without a selection every combination it holds.
 */
export function vendorScope(ctx: Ctx): (row: VendorKey) => boolean {
  const user = requireUser(ctx);
  if (user.userType === 1) return () => true;
  if (ctx.vendor) {
    const v = ctx.vendor;
    return (row) => row.venderId === v.venderId && row.bu === v.bu;
  }
  const held = table('userVendors').filter((r) => r.userId === user.userId && !r.disabled);
  return (row) => held.some((k) => k.venderId === row.venderId && k.bu === row.bu);
}
