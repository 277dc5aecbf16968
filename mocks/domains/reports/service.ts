import { table } from '../../db';
import { addDays, mockToday, nowStamp } from '../../db/clock';
import { fieldsOf, type RowOf, type VendorKey } from '../../db/tables';
import { vendorNames } from '../../services/docList';
import type { ChartPoint, ReportPage, ReportRow, ReportSummary } from '@/features/reports/types';
import {
  DIFF_ONLY,
  REPORT_ERRORS,
  REPORT_DAYS,
  defaultPeriod,
  isReportKind,
  periodProblem,
  salesGroupOf,
  type ReportKind,
} from '@/features/reports/contract';
import { SHOP_TYPE } from '@/features/masterData/contract';
import { apiError, fromContract } from '../../errors';
import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import { isRetailer, requireUser, vendorScope, type Ctx } from '../../services/context';
import { isBlank, paginate, paramsOf, sortRows, type PageQuery, pageInOrder, text } from '../../services/paging';
import { xlsResponse } from '../../services/xls';
import { reportExportColumns } from './exportColumns';
import { assortmentOf, listedShops, salesFacts, shopsOf, stockFacts, unit, type SaleFact } from './facts';

/**
 * Reports (SPEC §2 /report/*, /s/report/*; docs/API.md "Reports"): each kind groups the facts of
 * ./facts.ts by its dimensions over the whole query; `summary` sums the same query (SPEC §9 totals
 * of the whole query) and gives the chart's points; every answer says when it was computed.
 */

export const REPORTS_ERR = {
  chooseSupplier: fromContract(REPORT_ERRORS.chooseSupplier),
  badPeriod: fromContract(REPORT_ERRORS.badPeriod),
  unknownReport: { code: REPORT_ERRORS.unknownReport.code, message: tr('报表不存在', 'No such report') },
} as const;

/** The retailer's fulfilment targets (percent). */
export const FULFILMENT_TARGET = { fill: 95, onTime: 90 } as const;

const r2 = (n: number) => Math.round(n * 100) / 100;
const r3 = (n: number) => Math.round(n * 1000) / 1000;
const r4 = (n: number) => Math.round(n * 10000) / 10000;
const pct = (part: number, whole: number) => (whole ? r2((part / whole) * 100) : 0);

function kindOf(value: unknown): ReportKind {
  const kind = text(value);
  if (!isReportKind(kind)) throw apiError(REPORTS_ERR.unknownReport);
  return kind;
}

/** The vendors a query covers: the supplier's selected combination; for the retailer, the chosen supplier's. */
function vendorsOf(ctx: Ctx, params: Record<string, unknown>): VendorKey[] {
  requireUser(ctx);
  const inScope = vendorScope(ctx);
  if (!isRetailer(ctx)) return table('vendors').filter(inScope);
  const id = text(params.venderId);
  if (!id) throw apiError(REPORTS_ERR.chooseSupplier);
  return table('vendors').filter((v) => v.venderId === id && inScope(v));
}

/** The period: dateStart–dateEnd within the contract's bounds; the contract's default period for a blank day. */
function periodOf(params: Record<string, unknown>): [string, string] {
  const today = mockToday();
  const [defaultFrom, defaultTo] = defaultPeriod(today);
  const from = text(params.dateStart) || defaultFrom;
  const to = text(params.dateEnd) || defaultTo;
  if (periodProblem(from, to, today)) throw apiError(REPORTS_ERR.badPeriod);
  return [from, to];
}

/** ISO week 'YYYY-Www' of a day. */
export function weekOf(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  const day = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - day + 3);
  const year = d.getUTCFullYear();
  const week = 1 + Math.floor((d.getTime() - Date.UTC(year, 0, 1)) / 604800000);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

type Names = { vendor: Map<string, string>; shop: Map<string, string>; goods: Map<string, RowOf<'goods'>> };
function names(): Names {
  return {
    vendor: vendorNames(),
    shop: new Map(table('shops').map((s) => [s.shopId, s.shopName])),
    goods: new Map(table('goods').map((g) => [`${g.bu}/${g.goodsId}`, g])),
  };
}

/** Sales facts of the query: period, store, goods, category, promotion, the Ole' report's boutique stores. */
function saleFactsOf(ctx: Ctx, kind: ReportKind, params: Record<string, unknown>, n: Names): SaleFact[] {
  const [from, to] = periodOf(params);
  const shopId = text(params.shopId);
  const goodsId = text(params.goodsId);
  const categoryId = text(params.categoryId);
  const promotionId = text(params.promotionId);
  const out: SaleFact[] = [];
  for (const v of vendorsOf(ctx, params)) {
    const boutique =
      kind === 'ole'
        ? new Set(
            shopsOf(v)
              .filter((s) => s.shopType === SHOP_TYPE.boutique)
              .map((s) => s.shopId),
          )
        : null;
    for (const f of salesFacts(v)) {
      if (f.day < from || f.day > to) continue;
      if (shopId && !f.shopId.startsWith(shopId)) continue;
      if (goodsId && !f.goodsId.startsWith(goodsId)) continue;
      if (boutique && !boutique.has(f.shopId)) continue;
      if ((kind === 'promotion' || kind === 'monthPromotion') && !f.promotionId) continue;
      if (promotionId && f.promotionId !== promotionId) continue;
      const g = n.goods.get(`${f.bu}/${f.goodsId}`);
      if (categoryId && g?.majorId !== categoryId) continue;
      if (kind === 'newGoods' && !(g && g.createDate.slice(0, 10) >= addDays(mockToday(), -REPORT_DAYS * 2))) continue;
      out.push(f);
    }
  }
  return out;
}

/** Groups facts by a key, summing quantity, amount and cost; the first fact of a group names it. */
function groupSales(
  facts: SaleFact[],
  keyOf: (f: SaleFact) => string,
  describe: (f: SaleFact) => Partial<ReportRow>,
  n: Names,
): ReportRow[] {
  const groups = new Map<string, ReportRow & { days: Set<string> }>();
  let whole = 0;
  for (const f of facts) {
    const key = keyOf(f);
    let g = groups.get(key);
    if (!g) {
      g = {
        rowKey: key,
        venderId: f.venderId,
        bu: f.bu,
        venderName: n.vendor.get(`${f.bu}/${f.venderId}`) ?? '',
        ...describe(f),
        saleQty: 0,
        saleAmount: 0,
        saleCost: 0,
        days: new Set(),
      };
      groups.set(key, g);
    }
    g.saleQty! += f.qty;
    g.saleAmount! += f.amount;
    g.saleCost! += f.cost;
    g.days.add(f.day);
    whole += f.amount;
  }
  return [...groups.values()].map(({ days, ...g }) => ({
    ...g,
    saleQty: r3(g.saleQty!),
    saleAmount: r2(g.saleAmount!),
    saleCost: r4(g.saleCost!),
    grossProfit: r2(g.saleAmount! - g.saleCost!),
    share: pct(g.saleAmount!, whole),
    avgDailyQty: r3(g.saleQty! / Math.max(days.size, 1)),
  }));
}

function goodsDims(f: SaleFact, n: Names): Partial<ReportRow> {
  const g = n.goods.get(`${f.bu}/${f.goodsId}`);
  return {
    goodsId: f.goodsId,
    goodsName: g?.goodsName ?? '',
    barcode: g?.barcode ?? '',
    categoryId: g?.majorId,
    categoryName: g?.majorName,
  };
}

function salesRows(ctx: Ctx, kind: ReportKind, params: Record<string, unknown>): ReportRow[] {
  const n = names();
  const facts = saleFactsOf(ctx, kind, params, n);
  const shop = (f: SaleFact) => ({ shopId: f.shopId, shopName: n.shop.get(f.shopId) ?? '' });
  const vk = (f: SaleFact) => `${f.bu}/${f.venderId}`;
  switch (kind) {
    case 'saleReport':
      return groupSales(
        facts,
        (f) => `${vk(f)}|${f.day}|${f.shopId}|${f.goodsId}`,
        (f) => ({ period: f.day, ...shop(f), ...goodsDims(f, n) }),
        n,
      );
    case 'daily':
      return groupSales(
        facts,
        (f) => `${vk(f)}|${f.day}`,
        (f) => ({ period: f.day }),
        n,
      );
    case 'unitSales':
      return groupSales(
        facts,
        (f) => `${vk(f)}|${f.shopId}|${f.goodsId}`,
        (f) => ({ ...shop(f), ...goodsDims(f, n) }),
        n,
      );
    case 'promotion':
      return groupSales(
        facts,
        (f) => `${vk(f)}|${f.promotionId}|${f.goodsId}`,
        (f) => ({ promotionId: f.promotionId!, period: f.day.slice(0, 7), ...goodsDims(f, n) }),
        n,
      );
    case 'monthPromotion':
      return groupSales(
        facts,
        (f) => `${vk(f)}|${f.day.slice(0, 7)}`,
        (f) => ({ period: f.day.slice(0, 7) }),
        n,
      );
    case 'newGoods':
      return groupSales(
        facts,
        (f) => `${vk(f)}|${f.goodsId}`,
        (f) => ({ ...goodsDims(f, n), createDate: n.goods.get(`${f.bu}/${f.goodsId}`)?.createDate.slice(0, 10) }),
        n,
      );
    default: {
      // sales, ole: by the chosen dimension
      const by = salesGroupOf(params.groupBy);
      if (by === 'shop') return groupSales(facts, (f) => `${vk(f)}|${f.shopId}`, shop, n);
      if (by === 'day')
        return groupSales(
          facts,
          (f) => `${vk(f)}|${f.day}`,
          (f) => ({ period: f.day }),
          n,
        );
      if (by === 'month')
        return groupSales(
          facts,
          (f) => `${vk(f)}|${f.day.slice(0, 7)}`,
          (f) => ({ period: f.day.slice(0, 7) }),
          n,
        );
      if (by === 'category')
        return groupSales(
          facts,
          (f) => `${vk(f)}|${n.goods.get(`${f.bu}/${f.goodsId}`)?.majorId}`,
          (f) => {
            const g = n.goods.get(`${f.bu}/${f.goodsId}`);
            return { categoryId: g?.majorId, categoryName: g?.majorName };
          },
          n,
        );
      return groupSales(
        facts,
        (f) => `${vk(f)}|${f.goodsId}`,
        (f) => goodsDims(f, n),
        n,
      );
    }
  }
}

function stockRows(ctx: Ctx, kind: ReportKind, params: Record<string, unknown>): ReportRow[] {
  const n = names();
  const placeId = text(params.shopId);
  const goodsId = text(params.goodsId);
  const rows: ReportRow[] = [];
  for (const v of vendorsOf(ctx, params))
    for (const f of stockFacts(v)) {
      if ((placeId && !f.placeId.startsWith(placeId)) || (goodsId && !f.goodsId.startsWith(goodsId))) continue;
      if (kind === 'inventoryCheck' && f.countedQty === f.bookQty && text(params.diffOnly) === DIFF_ONLY) continue;
      const g = n.goods.get(`${f.bu}/${f.goodsId}`);
      rows.push({
        rowKey: `${f.bu}/${f.venderId}|${f.placeId}|${f.goodsId}`,
        venderId: f.venderId,
        bu: f.bu,
        venderName: n.vendor.get(`${f.bu}/${f.venderId}`) ?? '',
        dcId: f.placeId,
        dcName: f.placeName,
        goodsId: f.goodsId,
        goodsName: g?.goodsName ?? '',
        barcode: g?.barcode ?? '',
        packSize: f.packSize,
        ...(kind === 'stock'
          ? { stockCases: r3(f.qty / f.packSize), stockCost: f.cost }
          : { bookQty: f.bookQty, countedQty: f.countedQty, diffQty: f.countedQty - f.bookQty }),
      });
    }
  return rows;
}

function goodsRows(ctx: Ctx, params: Record<string, unknown>): ReportRow[] {
  const n = names();
  const goodsId = text(params.goodsId);
  const shopId = text(params.shopId);
  const categoryId = text(params.categoryId);
  return vendorsOf(ctx, params).flatMap((v) => {
    const places = shopsOf(v);
    return assortmentOf(v)
      .filter((g) => (!goodsId || g.goodsId.startsWith(goodsId)) && (!categoryId || g.majorId === categoryId))
      .map((g) => ({ g, shops: listedShops(places, g.goodsId) }))
      .filter(({ shops }) => !shopId || shops.some((s) => s.shopId.startsWith(shopId)))
      .map(({ g, shops }) => ({
        rowKey: `${v.bu}/${v.venderId}|${g.goodsId}`,
        venderId: v.venderId,
        bu: v.bu,
        venderName: n.vendor.get(`${v.bu}/${v.venderId}`) ?? '',
        ...fieldsOf(g, ['goodsId', 'goodsName', 'barcode']),
        categoryId: g.majorId,
        categoryName: g.majorName,
        salePrice: g.salePrice,
        shopCount: shops.length,
        shopName: shops.map((s) => s.shopName).join('、'),
        createDate: g.createDate.slice(0, 10),
      }));
  });
}

type OrderFact = {
  venderId: string;
  bu: string;
  sheetId: string;
  dcId: string;
  dcName: string;
  week: string;
  expectedDate: string;
  receivedDate: string;
  orderedQty: number;
  receivedQty: number;
  onTime: boolean;
};

/** Fulfilment of the order notices due in the period: ordered against received, on time or late. */
function orderFacts(ctx: Ctx, params: Record<string, unknown>): OrderFact[] {
  const [from, to] = periodOf(params);
  const vendors = vendorsOf(ctx, params);
  const held = new Set(vendors.map((v) => `${v.bu}/${v.venderId}`));
  const shops = new Map(table('shops').map((s) => [s.shopId, s]));
  const dcNames = new Map(table('orgs').flatMap((o) => o.buIds.map((bu) => [`${bu}:${o.orgId}`, o.orgName] as const)));
  const ordered = new Map<string, number>();
  for (const l of table('orderNoticeLines')) ordered.set(l.sheetId, (ordered.get(l.sheetId) ?? 0) + l.orderQty);
  const dcId = text(params.dcId);
  return table('orderNotices')
    .filter((o) => held.has(`${o.bu}/${o.venderId}`) && o.expectedReceiptDate >= from && o.expectedReceiptDate <= to)
    .map((o) => {
      const dc = o.transferDc || shops.get(o.shopId)?.dcId || o.shopId;
      const qty = ordered.get(o.sheetId) ?? 0;
      const u = unit(`${o.sheetId}|fulfil`);
      const receivedQty = u < 0.15 ? Math.round(qty * (0.5 + u * 2)) : qty;
      const late = unit(`${o.sheetId}|late`) < 0.12 ? Math.ceil(unit(o.sheetId) * 3) : 0;
      const receivedDate = addDays(o.expectedReceiptDate, late);
      return {
        ...fieldsOf(o, ['venderId', 'bu', 'sheetId']),
        dcId: dc,
        dcName: dcNames.get(`${o.bu}:${dc}`) ?? shops.get(dc)?.shopName ?? dc,
        week: weekOf(o.expectedReceiptDate),
        expectedDate: o.expectedReceiptDate,
        receivedDate,
        orderedQty: qty,
        receivedQty,
        onTime: late === 0,
      };
    })
    .filter(
      (f) => f.orderedQty > 0 && (!dcId || f.dcId === dcId) && (isBlank(params.week) || f.week === text(params.week)),
    );
}

/** The days of an ISO week 'YYYY-Www' (Monday to Sunday) within the period from–to. */
function weekWithin(week: string, from: string, to: string): Pick<ReportRow, 'weekStart' | 'weekEnd'> {
  const [year, n] = week.split('-W').map(Number);
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday = new Date(jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * 86400000 + (n - 1) * 7 * 86400000)
    .toISOString()
    .slice(0, 10);
  const sunday = addDays(monday, 6);
  return { weekStart: monday < from ? from : monday, weekEnd: sunday > to ? to : sunday };
}

function fulfilmentRows(ctx: Ctx, params: Record<string, unknown>): ReportRow[] {
  const n = names();
  const [from, to] = periodOf(params);
  const groups = new Map<string, ReportRow>();
  for (const f of orderFacts(ctx, params)) {
    const key = `${f.bu}/${f.venderId}|${f.dcId}|${f.week}`;
    const g = groups.get(key) ?? {
      rowKey: key,
      venderId: f.venderId,
      bu: f.bu,
      venderName: n.vendor.get(`${f.bu}/${f.venderId}`) ?? '',
      dcId: f.dcId,
      dcName: f.dcName,
      period: f.week,
      orders: 0,
      orderedQty: 0,
      receivedQty: 0,
      onTimeRate: 0,
      fillTarget: FULFILMENT_TARGET.fill,
      onTimeTarget: FULFILMENT_TARGET.onTime,
      ...weekWithin(f.week, from, to),
    };
    g.orders! += 1;
    g.orderedQty! += f.orderedQty;
    g.receivedQty! += f.receivedQty;
    g.onTimeRate! += f.onTime ? 1 : 0;
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => ({
    ...g,
    fillRate: pct(g.receivedQty!, g.orderedQty!),
    onTimeRate: pct(g.onTimeRate!, g.orders!),
  }));
}

/** The orders of one DC and week, those that pulled the scorecard down first (short, then late). */
export function fulfilmentOrders(ctx: Ctx, query: PageQuery) {
  const params = paramsOf(query);
  const rows: ReportRow[] = orderFacts(ctx, params).map((f) => ({
    rowKey: f.sheetId,
    ...fieldsOf(f, ['venderId', 'bu', 'sheetId', 'dcId', 'dcName']),
    period: f.week,
    ...fieldsOf(f, ['expectedDate', 'receivedDate', 'orderedQty', 'receivedQty', 'onTime']),
    fillRate: pct(f.receivedQty, f.orderedQty),
  }));
  return { ...paginate(rows, { ...query, orderBy: query.orderBy || 'fillRate,onTime,sheetId' }), asOf: nowStamp() };
}

const DEFAULT_ORDER: Record<ReportKind, string> = {
  saleReport: 'period desc,shopId,goodsId',
  sales: 'saleAmount desc',
  ole: 'saleAmount desc',
  daily: 'period desc',
  unitSales: 'shopId,goodsId',
  promotion: 'promotionId,goodsId',
  monthPromotion: 'period desc',
  stock: 'dcId,goodsId',
  inventoryCheck: 'diffQty,dcId,goodsId',
  goods: 'goodsId',
  newGoods: 'saleAmount desc',
  fulfilment: 'period desc,fillRate',
};

function rowsOf(ctx: Ctx, kind: ReportKind, params: Record<string, unknown>): ReportRow[] {
  if (kind === 'stock' || kind === 'inventoryCheck') return stockRows(ctx, kind, params);
  if (kind === 'goods') return goodsRows(ctx, params);
  if (kind === 'fulfilment') return fulfilmentRows(ctx, params);
  return salesRows(ctx, kind, params);
}

/** A page of a report: { kind, pageNo, pageSize, orderBy, params } → ReportPage. */
export function reportQuery(ctx: Ctx, body: PageQuery & { kind?: unknown }): ReportPage {
  const kind = kindOf(body.kind);
  const rows = rowsOf(ctx, kind, paramsOf(body));
  return {
    ...pageInOrder(rows, body, DEFAULT_ORDER[kind]),
    asOf: nowStamp(),
  };
}

const SUMMED: Partial<Record<ReportKind, (keyof ReportRow)[]>> = {
  stock: ['stockCases', 'stockCost'],
  inventoryCheck: ['bookQty', 'countedQty', 'diffQty'],
  goods: ['shopCount'],
  fulfilment: ['orders', 'orderedQty', 'receivedQty'],
};
const SALES_SUMS: (keyof ReportRow)[] = ['saleQty', 'saleAmount', 'saleCost', 'grossProfit'];
const TOP = 10;

function chartOf(kind: ReportKind, rows: ReportRow[], totals: ReportSummary['totals']): ReportSummary['chart'] {
  const trend = (measure: keyof ReportRow, type: 'line' | 'bar' = 'line') => {
    const by = new Map<string, number>();
    for (const r of rows) by.set(r.period!, (by.get(r.period!) ?? 0) + Number(r[measure] ?? 0));
    const points = [...by].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, value]) => ({ name, value: r2(value) }));
    return { type, measure, points };
  };
  const top = (measure: keyof ReportRow, label: (r: ReportRow) => string, type: 'bar' | 'pie' = 'bar') => {
    const by = new Map<string, number>();
    for (const r of rows) by.set(label(r), (by.get(label(r)) ?? 0) + Number(r[measure] ?? 0));
    const sorted = [...by].sort((a, b) => b[1] - a[1]);
    const points: ChartPoint[] = sorted.slice(0, TOP).map(([name, value]) => ({ name, value: r2(value) }));
    const rest = sorted.slice(TOP).reduce((s, [, v]) => s + v, 0);
    if (type === 'pie' && rest > 0)
      points.push({ name: catalogue('contracts:promoter.promoterType.5'), value: r2(rest) });
    return { type, measure, points };
  };
  switch (kind) {
    case 'saleReport':
    case 'daily':
      return trend('saleAmount');
    case 'monthPromotion':
      return trend('saleAmount', 'bar');
    case 'fulfilment': {
      const by = new Map<string, [number, number]>();
      for (const r of rows) {
        const [o, rcv] = by.get(r.period!) ?? [0, 0];
        by.set(r.period!, [o + r.orderedQty!, rcv + r.receivedQty!]);
      }
      const points = [...by]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([name, [o, rcv]]) => ({ name, value: pct(rcv, o) }));
      return { type: 'line', measure: 'fillRate', points, target: FULFILMENT_TARGET.fill };
    }
    case 'stock':
    case 'inventoryCheck':
      return top(kind === 'stock' ? 'stockCases' : 'diffQty', (r) => r.dcName || r.dcId || '');
    case 'goods':
      return top('shopCount', (r) => r.goodsName || r.goodsId || '');
    default:
      void totals;
      return top(
        'saleAmount',
        (r) => r.goodsName || r.shopName || r.categoryName || r.period || r.promotionId || '',
        'pie',
      );
  }
}

/** The whole query's sums and the chart (SPEC §9 totals from the server's sum call; 60000 ms on the client). */
export function reportSummary(ctx: Ctx, body: PageQuery & { kind?: unknown }): ReportSummary {
  const kind = kindOf(body.kind);
  const rows = rowsOf(ctx, kind, paramsOf(body));
  const keys = SUMMED[kind] ?? SALES_SUMS;
  const totals: ReportSummary['totals'] = {};
  for (const k of keys) totals[k] = r4(rows.reduce((s, r) => s + Number(r[k] ?? 0), 0));
  if (kind === 'fulfilment') {
    totals.fillRate = pct(totals.receivedQty!, totals.orderedQty!);
    const facts = orderFacts(ctx, paramsOf(body));
    totals.onTimeRate = pct(facts.filter((f) => f.onTime).length, facts.length);
  }
  return { count: rows.length, totals, chart: chartOf(kind, rows, totals), asOf: nowStamp() };
}

/** Every row of the query as an .xls file with the report's own columns (never cut: the server writes them all). */
export function reportExport(ctx: Ctx, body: PageQuery & { kind?: unknown }) {
  const kind = kindOf(body.kind);
  const params = paramsOf(body);
  const rows = sortRows(rowsOf(ctx, kind, params), body.orderBy || DEFAULT_ORDER[kind]);
  return xlsResponse(ctx, rows, reportExportColumns(kind, params.groupBy), {
    name: `report-${kind}`,
    title: tr('报表', 'Report'),
  });
}
