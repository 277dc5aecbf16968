import { insertRow, nextId, table } from '../../db';
import { nowStamp } from '../../db/clock';
import type { IdName } from '../../db/tables';
import type { DictEntry, ShopRecord } from '@/api/types';
import type { DictRow } from './tables';
import { apiError, ERR } from '../../errors';
import { requireUser, type Ctx } from '../../services/context';
import { isRetailerUser } from '@/api/platformContract';
import { isBlank, matchesParams, paginate, paramsOf, type Page, type PageQuery } from '../../services/paging';

export function commonUrls(ctx: Ctx, appCode: unknown): { helpUrl: string; portalUrl: string; fileUrl: string } {
  requireUser(ctx);
  const rows = table('commonUrls');
  const row = rows.find((r) => r.appCode === String(appCode ?? '')) ?? rows[0];
  return { helpUrl: row.helpUrl, portalUrl: row.portalUrl, fileUrl: row.fileUrl };
}

export function getDic(ctx: Ctx, names: unknown): Record<string, DictEntry[]> {
  requireUser(ctx);
  const list = Array.isArray(names) ? names.map(String) : typeof names === 'string' ? names.split(',') : [];
  const out: Record<string, DictEntry[]> = {};
  for (const name of list) {
    out[name] = table('dictionaries')
      .filter((d: DictRow) => d.dictName === name)
      .sort((a, b) => a.orderNumber - b.orderNumber)
      .map(({ dictionaryId, fieldValue, fieldName }) => ({ dictionaryId, fieldValue, fieldName }));
  }
  return out;
}

/** The raw org list of a BU. The client applies the supplier org rule of SPEC §6, not the mock. */
export function getCompanyList(ctx: Ctx, buId: unknown): Array<{ orgId: string; orgName: string }> {
  requireUser(ctx);
  const bu = String(buId ?? ctx.vendor?.bu ?? '');
  return table('orgs')
    .filter((o) => o.buIds.includes(bu))
    .map(({ orgId, orgName }) => ({ orgId, orgName }));
}

export function buList(ctx: Ctx): Array<{ buId: string; buName: string }> {
  requireUser(ctx);
  return table('bus').map(({ buId, buName }) => ({ buId, buName }));
}

export function certBuList(ctx: Ctx): Array<{ buId: string; buName: string }> {
  requireUser(ctx);
  return table('bus')
    .filter((b) => b.certBu)
    .map(({ buId, buName }) => ({ buId, buName }));
}

export function venderCa(ctx: Ctx, partnerId: unknown): { status: 'Y' | 'N' } {
  requireUser(ctx);
  return { status: table('partners').find((p) => p.partnerId === String(partnerId ?? ''))?.caStatus ?? 'N' };
}

export function partnerBlack(ctx: Ctx, partnerId: unknown): { status: 0 | 1 } {
  requireUser(ctx);
  return { status: table('partners').find((p) => p.partnerId === String(partnerId ?? ''))?.blackStatus ?? 0 };
}

/** The vendor codes of a partner (all BUs, or one); the client derives the cooperate flag from them. */
export function partnerVender(
  ctx: Ctx,
  partnerId: unknown,
  buId: unknown,
): Array<{ venderId: string; venderName: string; bu: string; status: string; tradeType: string }> {
  requireUser(ctx);
  return table('vendors')
    .filter((v) => v.partnerId === String(partnerId ?? '') && (isBlank(buId) || v.bu === String(buId)))
    .map(({ venderId, venderName, bu, status, tradeType }) => ({ venderId, venderName, bu, status, tradeType }));
}

export type PartnerSearchRow = {
  partnerSysId: string;
  partnerId: string;
  partnerCode: string;
  partnerName: string;
  buId: string;
  venderId: string;
  status: string;
};

/** Partner search (one row per vendor code). Suppliers see their own partner only. */
export function partnerSearch(ctx: Ctx, query: PageQuery): Page<PartnerSearchRow> {
  const user = requireUser(ctx);
  const partners = table('partners');
  const rows: PartnerSearchRow[] = table('vendors')
    .filter((v) => isRetailerUser(user) || v.partnerId === user.partnerId)
    .map((v) => {
      const p = partners.find((x) => x.partnerId === v.partnerId)!;
      return {
        partnerSysId: p.partnerSysId,
        partnerId: v.partnerId,
        partnerCode: p.partnerCode,
        partnerName: p.partnerName,
        buId: v.bu,
        venderId: v.venderId,
        status: v.status,
      };
    });
  const params = paramsOf(query);
  return paginate(
    rows.filter((r) => matchesParams(r, params)),
    query,
    { pageNo: 1, pageSize: 10000 },
  );
}

export function regions(ctx: Ctx, level: 'province' | 'city' | 'district', parentId: unknown): IdName[] {
  requireUser(ctx);
  return table('regions')
    .filter((r) => r.level === level && (isBlank(parentId) || r.parentId === String(parentId)))
    .map(({ id, name }) => ({ id, name }));
}

type SimpleList =
  'payModes' | 'accountTypes' | 'financingTypes' | 'taxLevels' | 'certTypes' | 'certCategories' | 'evidenceTypes';
export function simpleList(ctx: Ctx, name: SimpleList): IdName[] {
  requireUser(ctx);
  return table(name).map((r) => ({ ...r }));
}

export function categoryList(ctx: Ctx): Array<{ id: string; name: string; level: number; parentId: string | null }> {
  requireUser(ctx);
  return table('categories').map((r) => ({ ...r }));
}

/**
 * The shop search call (SPEC §7): stores of a BU with their region, address, DC and status. A
 * supplier gets its selected combination's BU whatever it asks (data isolation); the retailer any
 * BU, or every store without one. `keyword` matches the code (prefix) or the name; the other params
 * filter their field. Sorted by store code unless asked otherwise. A DC is named by its BU's org
 * (the headquarters org, 121, serves every BU; each BU has its own DCs, mocks/db/data/orgs).
 */
export function shopSearch(ctx: Ctx, query: PageQuery): Page<ShopRecord> {
  const user = requireUser(ctx);
  const { buId, keyword, ...rest } = paramsOf(query);
  const bu = !isRetailerUser(user) && ctx.vendor ? ctx.vendor.bu : isBlank(buId) ? ctx.vendor?.bu : String(buId);
  const kw = isBlank(keyword) ? '' : String(keyword).trim();
  const names = new Map<string, string>([
    ...table('bus').map((b) => [b.buId, b.buName] as const),
    ...table('regions').map((r) => [r.id, r.name] as const),
    ...table('orgs').flatMap((o) => o.buIds.map((bu) => [`${bu}:${o.orgId}`, o.orgName] as const)),
  ]);
  const rows = table('shops')
    .filter(
      (s) =>
        (!bu || s.buId === bu) && (!kw || s.shopId.startsWith(kw) || s.shopName.includes(kw)) && matchesParams(s, rest),
    )
    .map((s) => ({
      ...s,
      buName: names.get(s.buId) ?? '',
      provinceName: names.get(s.provinceId) ?? '',
      cityName: names.get(s.cityId) ?? '',
      dcName: names.get(`${s.buId}:${s.dcId}`) ?? '',
    }));
  return paginate(rows, { ...query, orderBy: query.orderBy || 'shopId' });
}

export function orgSearch(ctx: Ctx, query: PageQuery): Page<{ orgId: string; orgName: string; type: 'DC' | 'store' }> {
  requireUser(ctx);
  const { buId, keyword, type } = paramsOf(query);
  const bu = isBlank(buId) ? '' : String(buId);
  const kw = isBlank(keyword) ? '' : String(keyword).trim();
  const dcs = table('orgs')
    .filter((o) => !bu || o.buIds.length === 0 || o.buIds.includes(bu))
    .map(({ orgId, orgName, type: t }) => ({ orgId, orgName, type: t }));
  const stores = table('shops')
    .filter((s) => !bu || s.buId === bu)
    .map((s) => ({ orgId: s.shopId, orgName: s.shopName, type: 'store' as const }));
  const rows = [...dcs, ...stores].filter(
    (o) => (!kw || o.orgId.startsWith(kw) || o.orgName.includes(kw)) && (isBlank(type) || o.type === type),
  );
  return paginate(rows, query);
}

export function helpList(ctx: Ctx): Array<{ id: string; title: string; url: string }> {
  requireUser(ctx);
  return table('helpList').map((r) => ({ ...r }));
}

export function auditLog(ctx: Ctx, body: Record<string, unknown>): null {
  const user = requireUser(ctx);
  insertRow('auditLogs', {
    id: String(nextId('auditLog')),
    time: nowStamp(),
    userId: String(body.userId ?? user.userId),
    userName: String(body.userName ?? user.emplName),
    entName: String(body.entName ?? ''),
    logInId: String(body.logInId ?? user.account),
    objectType: Number(body.objectType ?? 4),
    moduleId: String(body.moduleId ?? ''),
    moduleName: String(body.moduleName ?? ''),
  });
  return null;
}

/** The operation log: the caller's own entries (retailer: everyone's), newest first. */
export function operationLog(ctx: Ctx, query: PageQuery): Page<ReturnType<typeof table<'auditLogs'>>[number]> {
  const user = requireUser(ctx);
  const params = paramsOf(query);
  const rows = table('auditLogs')
    .filter((r) => isRetailerUser(user) || r.userId === user.userId)
    .filter((r) => matchesParams(r, params))
    .sort((a, b) => b.time.localeCompare(a.time) || Number(b.id) - Number(a.id));
  return paginate(rows, query);
}

export function requireParam(value: unknown): string {
  if (isBlank(value)) throw apiError(ERR.paramMissing);
  return String(value);
}
