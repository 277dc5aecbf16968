import { nowStamp } from '../../db/clock';
import { insertRow, nextId, table, updateRows } from '../../db';
import type { SessionUser, SupplierOption, VendorData } from '@/api/types';
import { fieldsOf, vendorKeyOf, type VendorKey } from '../../db/tables';
import type { SessionRow, UserRow, VendorRow } from './tables';
import { apiError, ERR } from '../../errors';
import { catalogue } from '../../catalogue';
import { requireUser, type Ctx } from '../../services/context';
import { isRetailerUser, isSelectableCombination, sameCombination } from '@/api/platformContract';

/**
 * Sessions and vendor rights.
 *
 * Token model (kept simple on purpose): the mock portal hands out fixed demo token strings
 * (demo-supplier, …). `logout` marks the caller's token revoked, so every later call with it
 * answers A0242 — until the next `getApptokenInfo` with that token, which is what signing in again
 * through the portal does (/web/fea-vsm/?apptoken=<token>); that call clears the revocation.
 * Unknown tokens are never accepted. A reset reseeds the sessions (nothing revoked).
 */

const APPS = [{ appId: 'A1001', appName: catalogue('common:systemTitle'), appCode: 'fea-vsm' }];

function sessionRow(token: string | null | undefined): SessionRow | undefined {
  if (!token) return undefined;
  return table('sessions').find((s) => s.token === token);
}

function userById(userId: string): UserRow | undefined {
  return table('users').find((u) => u.userId === userId);
}

/** The user of a live (known, not revoked) token, or null. */
export function userOfToken(token: string | null | undefined): UserRow | null {
  const s = sessionRow(token);
  if (!s || s.revoked) return null;
  return userById(s.userId) ?? null;
}

function toSessionUser(user: UserRow, token: string): SessionUser {
  return {
    ...fieldsOf(user, ['account', 'emplName', 'entId', 'postId', 'appId']),
    access_token: `at-${token}`,
    userType: user.userType,
  };
}

/** Signs in with a token from the portal: known tokens (revoked or not) are (re)activated. */
export function getApptokenInfo(token: string | null | undefined): SessionUser {
  const s = sessionRow(token);
  const user = s && userById(s.userId);
  if (!s || !user) throw apiError(ERR.sessionExpired);
  if (s.revoked) updateRows('sessions', (r) => r.token === s.token, { revoked: false });
  return toSessionUser(user, s.token);
}

export function logout(ctx: Ctx): null {
  requireUser(ctx);
  updateRows('sessions', (r) => r.token === ctx.token, { revoked: true });
  return null;
}

export function myPosts(ctx: Ctx): Array<{ postId: string; postName: string }> {
  const user = requireUser(ctx);
  return [{ postId: user.postId, postName: user.postName }];
}

export function listApp(ctx: Ctx): typeof APPS {
  requireUser(ctx);
  return APPS.map((a) => ({ ...a }));
}

/** Issues an app token bound to the caller's user. */
export function applyApp(ctx: Ctx, appId: unknown): { apptoken: string } {
  const user = requireUser(ctx);
  const app = APPS.find((a) => a.appId === String(appId ?? user.appId));
  if (!app) throw apiError(ERR.appUnknown);
  const apptoken = `app-${app.appId}-${user.userId}-${nextId('apptoken')}`;
  insertRow('sessions', {
    token: apptoken,
    userId: user.userId,
    revoked: false,
    issuedAt: nowStamp(),
    appId: app.appId,
  });
  return { apptoken };
}

/** Cancels the app tokens the caller's user holds for an app (not the caller's own token). */
export function cancelApp(ctx: Ctx, appId: unknown): null {
  const user = requireUser(ctx);
  updateRows(
    'sessions',
    (r) => r.userId === user.userId && r.appId === String(appId) && r.token.startsWith('app-') && r.token !== ctx.token,
    { revoked: true },
  );
  return null;
}

export function getToken(ctx: Ctx): { access_token: string } {
  requireUser(ctx);
  return { access_token: `at-${ctx.token}` };
}

export function dataRights(ctx: Ctx): { rights: string[] } {
  return { rights: [...requireUser(ctx).rights] };
}

// ---------------------------------------------------------------- vendor rights

/** The combinations a supplier user holds (header rows included, flagged disabled). */
export function heldCombinations(user: UserRow): Array<VendorKey & { disabled: boolean }> {
  return table('userVendors')
    .filter((r) => r.userId === user.userId)
    .sort((a, b) => a.orderNumber - b.orderNumber);
}

/** Whether a supplier may act under this vendor key (header rows are not selectable). */
export function holdsVendor(user: UserRow, key: Partial<VendorKey>): boolean {
  if (isRetailerUser(user)) return true;
  return heldCombinations(user).some((c) => isSelectableCombination(c) && sameCombination(c, key));
}

/** Throws A0301 无权访问该厂编 when a supplier names a combination it does not hold. */
export function assertVendor(user: UserRow, key: Partial<VendorKey>): void {
  if (!holdsVendor(user, key)) throw apiError(ERR.noVendorRight);
}

function vendorRow(key: Partial<VendorKey>): VendorRow | undefined {
  return table('vendors').find((v) => v.venderId === key.venderId && v.bu === key.bu);
}

export function getDataPermission(ctx: Ctx): SupplierOption[] {
  const user = requireUser(ctx);
  if (isRetailerUser(user)) return [];
  const buName = (bu: string) => table('bus').find((b) => b.buId === bu)?.buName ?? bu;
  return heldCombinations(user).map((c) => {
    const v = vendorRow(c);
    const option: SupplierOption = {
      bu: c.bu,
      buName: buName(c.bu),
      venderId: c.venderId,
      venderName: v?.venderName ?? '',
      partnerId: c.partnerId,
      taxNumber: v?.taxNumber ?? '',
      tradeType: v?.tradeType ?? '',
      entId: v?.entId ?? '1',
    };
    if (c.disabled) option.disabled = true;
    return option;
  });
}

export function venderLogin(ctx: Ctx, body: Partial<VendorKey>): VendorData {
  const user = requireUser(ctx);
  const key = {
    venderId: String(body.venderId ?? ''),
    bu: String(body.bu ?? ''),
    partnerId: String(body.partnerId ?? ''),
  };
  assertVendor(user, key);
  const v = vendorRow(key);
  if (!v) throw apiError(ERR.noVendorRight);
  return { ...vendorKeyOf(v), status: v.status, entId: v.entId };
}

export function turnOnValidate(ctx: Ctx, partnerId: unknown): { enabled: boolean } {
  requireUser(ctx);
  const p = table('partners').find((r) => r.partnerId === String(partnerId ?? ''));
  return { enabled: p?.validateEnabled ?? false };
}
