import type { ReportKind, ReportRow } from '@/features/reports/types';
import { catalogue } from '../../catalogue';
import { tr } from '../../glossary';
import { salesGroupOf, type SalesGroup } from '@/features/reports/contract';
import type { XlsColumn } from '../../services/xls';

/**
 * The columns of each report's .xls export: the screen's own columns (a stock report's cost is its
 * stock cost, a scorecard keeps both rates and their targets), each figure in its own column.
 */

type Col = XlsColumn<ReportRow>;
const col = (zh: string, en: string, cell: (r: ReportRow) => string | number | undefined): Col => [
  tr(zh, en),
  (r) => cell(r) ?? '',
];
/** A column whose heading the client's catalogue also holds (the screen's label of the same figure). */
const named = (key: string, cell: (r: ReportRow) => string | number | undefined): Col => [
  catalogue(key),
  (r) => cell(r) ?? '',
];

const X = {
  venderId: named('fields:venderId', (r) => r.venderId),
  venderName: named('fields:venderName', (r) => r.venderName),
  day: named('reports:field.day', (r) => r.period),
  month: named('reports:field.month', (r) => r.period),
  week: named('reports:field.week', (r) => r.period),
  shopId: col('门店编码', 'Store code', (r) => r.shopId),
  shopName: col('门店名称', 'Store name', (r) => r.shopName),
  placeId: col('门店/仓库编码', 'Store / DC code', (r) => r.dcId),
  placeName: col('门店/仓库名称', 'Store / DC name', (r) => r.dcName),
  dcId: col('配送中心编码', 'DC code', (r) => r.dcId),
  dcName: named('reports:field.dc', (r) => r.dcName),
  goodsId: named('fields:goodsId', (r) => r.goodsId),
  goodsName: named('fields:goodsName', (r) => r.goodsName),
  barcode: col('商品条码', 'Barcode', (r) => r.barcode),
  categoryId: col('大类编码', 'Category code', (r) => r.categoryId),
  categoryName: col('大类名称', 'Category name', (r) => r.categoryName),
  promotionId: named('reports:field.promotionId', (r) => r.promotionId),
  saleQty: named('reports:field.saleQty', (r) => r.saleQty),
  saleAmount: named('reports:field.saleAmount', (r) => r.saleAmount),
  saleCost: named('reports:field.saleCost', (r) => r.saleCost),
  grossProfit: named('reports:field.grossProfit', (r) => r.grossProfit),
  share: col('销售占比(%)', 'Share of sales (%)', (r) => r.share),
  avgDailyQty: named('reports:field.avgDailyQty', (r) => r.avgDailyQty),
  packSize: named('reports:field.packSize', (r) => r.packSize),
  stockCases: named('reports:field.stockCases', (r) => r.stockCases),
  stockCost: named('reports:field.stockCost', (r) => r.stockCost),
  bookQty: named('reports:field.bookQty', (r) => r.bookQty),
  countedQty: named('reports:field.countedQty', (r) => r.countedQty),
  diffQty: named('reports:field.diffQty', (r) => r.diffQty),
  salePrice: col('零售价', 'Retail price', (r) => r.salePrice),
  createDate: named('reports:field.createDate', (r) => r.createDate),
  shopCount: named('reports:field.shopCount', (r) => r.shopCount),
  shops: named('reports:field.shops', (r) => r.shopName),
  orders: named('reports:field.orders', (r) => r.orders),
  orderedQty: col('订货数量', 'Ordered qty', (r) => r.orderedQty),
  receivedQty: named('reports:field.receivedQty', (r) => r.receivedQty),
  fillRate: col('到货率(%)', 'Fill rate (%)', (r) => r.fillRate),
  fillTarget: col('到货率目标(%)', 'Fill-rate target (%)', (r) => r.fillTarget),
  onTimeRate: col('准时率(%)', 'On-time rate (%)', (r) => r.onTimeRate),
  onTimeTarget: col('准时率目标(%)', 'On-time target (%)', (r) => r.onTimeTarget),
};

const supplier = [X.venderId, X.venderName];
const goods = [X.goodsId, X.goodsName, X.barcode];
const category = [X.categoryId, X.categoryName];
const shop = [X.shopId, X.shopName];
const sales = [X.saleQty, X.saleAmount, X.saleCost, X.grossProfit, X.share];

/** The sales summary's dimensions follow its grouping (goods, store, category, day, month). */
const BY_GROUP: Record<SalesGroup, Col[]> = {
  goods: [...goods, ...category],
  shop,
  category,
  day: [X.day],
  month: [X.month],
};

export function exportColumns(kind: ReportKind, groupBy: string): Col[] {
  const dims: Record<ReportKind, Col[]> = {
    saleReport: [X.day, ...shop, ...goods, ...category, ...sales],
    sales: [...BY_GROUP[salesGroupOf(groupBy)], ...sales],
    ole: [...BY_GROUP[salesGroupOf(groupBy)], ...sales],
    daily: [X.day, ...sales],
    unitSales: [...shop, ...goods, ...category, X.saleQty, X.avgDailyQty, X.saleAmount, X.grossProfit],
    promotion: [X.promotionId, X.month, ...goods, ...sales],
    monthPromotion: [X.month, ...sales],
    stock: [X.placeId, X.placeName, ...goods, X.packSize, X.stockCases, X.stockCost],
    inventoryCheck: [X.placeId, X.placeName, ...goods, X.packSize, X.bookQty, X.countedQty, X.diffQty],
    goods: [...goods, ...category, X.salePrice, X.createDate, X.shopCount, X.shops],
    newGoods: [...goods, ...category, X.createDate, ...sales],
    fulfilment: [
      X.week,
      X.dcId,
      X.dcName,
      X.orders,
      X.orderedQty,
      X.receivedQty,
      X.fillRate,
      X.fillTarget,
      X.onTimeRate,
      X.onTimeTarget,
    ],
  };
  return [...supplier, ...dims[kind]];
}
