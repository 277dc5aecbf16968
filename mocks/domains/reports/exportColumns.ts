import type { ReportKind, ReportRow } from '@/features/reports/types';
import { tr } from '../../glossary';
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

const X = {
  venderId: col('供应商编码', 'Supplier code', (r) => r.venderId),
  venderName: col('供应商名称', 'Supplier name', (r) => r.venderName),
  day: col('日期', 'Date', (r) => r.period),
  month: col('月份', 'Month', (r) => r.period),
  week: col('周', 'Week', (r) => r.period),
  shopId: col('门店编码', 'Store code', (r) => r.shopId),
  shopName: col('门店名称', 'Store name', (r) => r.shopName),
  placeId: col('门店/仓库编码', 'Store / DC code', (r) => r.dcId),
  placeName: col('门店/仓库名称', 'Store / DC name', (r) => r.dcName),
  dcId: col('配送中心编码', 'DC code', (r) => r.dcId),
  dcName: col('配送中心', 'Distribution centre', (r) => r.dcName),
  goodsId: col('商品编码', 'Goods code', (r) => r.goodsId),
  goodsName: col('商品名称', 'Goods name', (r) => r.goodsName),
  barcode: col('商品条码', 'Barcode', (r) => r.barcode),
  categoryId: col('大类编码', 'Category code', (r) => r.categoryId),
  categoryName: col('大类名称', 'Category name', (r) => r.categoryName),
  promotionId: col('促销单号', 'Promotion no.', (r) => r.promotionId),
  saleQty: col('销售数量', 'Quantity sold', (r) => r.saleQty),
  saleAmount: col('销售金额', 'Sales amount', (r) => r.saleAmount),
  saleCost: col('销售成本', 'Cost of sales', (r) => r.saleCost),
  grossProfit: col('毛利', 'Gross profit', (r) => r.grossProfit),
  share: col('销售占比(%)', 'Share of sales (%)', (r) => r.share),
  avgDailyQty: col('日均销量', 'Average daily quantity', (r) => r.avgDailyQty),
  packSize: col('箱规', 'Units per case', (r) => r.packSize),
  stockCases: col('库存(箱)', 'Stock (cases)', (r) => r.stockCases),
  stockCost: col('库存成本', 'Stock cost', (r) => r.stockCost),
  bookQty: col('账面数量', 'Book quantity', (r) => r.bookQty),
  countedQty: col('盘点数量', 'Counted quantity', (r) => r.countedQty),
  diffQty: col('盘点差异', 'Count difference', (r) => r.diffQty),
  salePrice: col('零售价', 'Retail price', (r) => r.salePrice),
  createDate: col('引进日期', 'Listed on', (r) => r.createDate),
  shopCount: col('上架门店数', 'Stores listing it', (r) => r.shopCount),
  shops: col('上架门店', 'Listed in', (r) => r.shopName),
  orders: col('订单数', 'Orders', (r) => r.orders),
  orderedQty: col('订货数量', 'Ordered quantity', (r) => r.orderedQty),
  receivedQty: col('到货数量', 'Quantity received', (r) => r.receivedQty),
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
const BY_GROUP: Record<string, Col[]> = {
  goods: [...goods, ...category],
  shop,
  category,
  day: [X.day],
  month: [X.month],
};

export function exportColumns(kind: ReportKind, groupBy: string): Col[] {
  const dims: Record<ReportKind, Col[]> = {
    saleReport: [X.day, ...shop, ...goods, ...category, ...sales],
    sales: [...(BY_GROUP[groupBy] ?? BY_GROUP.goods), ...sales],
    ole: [...(BY_GROUP[groupBy] ?? BY_GROUP.goods), ...sales],
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
