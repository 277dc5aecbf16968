import type { MenuModule } from '@/api/types';
import { data } from './helpers';

/** The menu pages of SPEC §2 (routes without :params; detail/maintain sub pages are not menu pages). */
const SUPPLIER_ROUTES = [
  '/workbench',
  '/message/email',
  '/message/notice',
  ...['goodsinfo', 'contactlist', 'shoplist', 'venderinfo', 'vacationplan', 'vacationplan/maintain'].map(
    (p) => `/basicinfo/${p}`,
  ),
  ...['onhand', 'old', 'news', 'category', 'basic', 'search', 'list', 'taxReliefs'].map((p) => `/cert/${p}`),
  ...['order_notice', 'order_approval', 'undelivered_reason', 'netincar', 'order_liquidateddamages'].map(
    (p) => `/order/${p}`,
  ),
  '/electronic-signature/electronicseal_query',
  '/electronic-signature/signature_management',
  ...['supplieragreement_application', 'signature', 'ticketyt', 'ticketyt-history', 'attachmentManagement'].map(
    (p) => `/contract-management/${p}`,
  ),
  ...[
    'readjust_prices',
    'approve_grossprofit',
    'tieins',
    'vip',
    'apply',
    'sale_grossprofit',
    'payreadjust',
    'onlineprom',
  ].map((p) => `/promotion/${p}`),
  '/goodsadjcost',
  '/newproducts/introduce',
  '/online-booking/index',
  '/acceptance-management/acceptancedoc_query',
  '/returndocument-management/returndoc_query',
  '/returndocument-management/returnnoticedoc_query',
  ...[
    'OIexpense_document',
    'settlement_document',
    'dispute_resolution',
    'redfontinfo',
    'red_invoice',
    'confirmation_letter',
    'settlement_expense',
    'payment_application',
    'business_document',
    'billingName_document',
    'billingDetails_document',
    'billingSummary_document',
    'preRec',
    'balanceTrans',
    'cashSettle',
    'withdrawalCfmtn',
  ].map((p) => `/settlement-management/${p}`),
  '/presale/performance-info',
  '/presale/after-sale',
  '/presale/pack-info',
  ...[
    'inventory',
    'sales-report',
    'promotion',
    'stock',
    'sales-report-apisix',
    'sales-daily',
    'goods',
    'unit-sales',
    'sales',
    'month-promotion',
    'fulfillment-report',
    'news-summary',
    'ole',
  ].map((p) => `/report/${p}`),
  '/quality-traceability/base_information',
  '/quality-traceability/goods_traceability',
  '/inventory/inventory-collect',
];

const RETAILER_ROUTES = [
  '/s/workbench',
  '/s/message/email',
  '/s/message/notice',
  '/s/maintenance/login',
  '/s/maintenance/index',
  '/s/maintenance/alldynamic',
  ...[
    'vacationplan',
    'vacationplan/maintain',
    'contactlist',
    'notictemplate',
    'supplierdata_query',
    'registration_review',
    'store_list',
    'settlementmethods_list',
    'category_query',
    'goods',
  ].map((p) => `/s/basicinfo/${p}`),
  '/s/acceptance/search',
  '/s/reorder/return-sales',
  '/s/reorder/return-sales-memo',
  ...[
    'license_inquiry',
    'license_inquiry_bak',
    'license_list',
    'licensetype_maintenance',
    'licensecategory_maintenance',
    'license_review',
    'commoditycertificate_expires',
    'expiredsupplier_license',
    'taxreduction_exemption',
  ].map((p) => `/s/license/${p}`),
  '/s/electronic-signature/electronicseal_query',
  '/s/electronic-signature/picturesignature_maintenance',
  '/s/electronic-signature/signature_management',
  '/s/electronic-signature/ca_review',
  '/s/contract/signature',
  '/s/contract/promoter_cost',
  '/s/contract/promoter_protocol_rpt',
  '/s/promotion/apply',
  ...['order_receipt', 'ordernotice_query', 'order_approval', 'undelivered_reason', 'order_liquidateddamages'].map(
    (p) => `/s/order-management/${p}`,
  ),
  '/s/newproducts/review',
  '/s/newproducts/goodsadjcost',
  '/s/settlement-management/dispute_desk',
  '/s/settlement-management/payment_desk',
  ...['params-set', 'acceptance-maintenance', 'special-appointment', 'detail-query', 'aggregate-query'].map(
    (p) => `/s/online-booking/${p}`,
  ),
  ...['promotion', 'stock', 'sales-daily', 'goodslist', 'unit-sales', 'sales', 'month-promotion', 'news-summary'].map(
    (p) => `/s/report/${p}`,
  ),
  '/s/inventory/inventory-collect',
];

const codes = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `S${String(from + i).padStart(2, '0')}`);
const pages = (tree: MenuModule[]) => tree.flatMap((g) => g.childs);

describe('mock backend: menus', () => {
  it('gives suppliers the groups S01–S18 with every supplier route of SPEC §2 once', async () => {
    const tree = await data<MenuModule[]>('/api/fea-vsm/menu/getAppMenu', {
      appToken: 'demo-supplier',
      appId: 'A1001',
      entId: 1,
      postId: 'P2001',
    });
    expect(tree.map((g) => g.moduleCode)).toEqual(codes(1, 18));
    const urls = pages(tree).map((p) => p.moduleUrl);
    expect(urls.length).toBe(new Set(urls).size);
    expect([...urls].sort()).toEqual([...SUPPLIER_ROUTES].sort());
    expect(tree[0]).toMatchObject({
      moduleCode: 'S01',
      moduleName: '工作台',
      moduleType: 1,
      parentId: '0',
      status: 1,
      orderNumber: 1,
    });
    expect(tree[0].childs[0]).toMatchObject({
      moduleUrl: '/workbench',
      moduleType: 2,
      parentId: tree[0].moduleId,
      childs: [],
    });
  });

  it('gives retailer staff the groups S51–S67 with every /s route of SPEC §2 once', async () => {
    const tree = await data<MenuModule[]>('/api/fea-vsm/menu/moduleTree', {}, { token: 'demo-retailer' });
    expect(tree.map((g) => g.moduleCode)).toEqual(codes(51, 67));
    const urls = pages(tree).map((p) => p.moduleUrl);
    expect(urls.length).toBe(new Set(urls).size);
    expect([...urls].sort()).toEqual([...RETAILER_ROUTES].sort());
    expect(tree.at(-1)).toMatchObject({ moduleCode: 'S67', moduleName: '门户维护' });
  });

  it('moduleTree and getAppMenu answer the same data, well-formed', async () => {
    const a = await data<MenuModule[]>('/api/fea-vsm/menu/moduleTree', {});
    const b = await data<MenuModule[]>('/api/fea-vsm/menu/getAppMenu', {});
    expect(a).toEqual(b);
    const all = [...a, ...pages(a)];
    expect(new Set(all.map((m) => m.moduleId)).size).toBe(all.length);
    for (const g of a) {
      g.childs.forEach((p, i) => {
        expect(p.orderNumber).toBe(i + 1);
        expect(p.moduleName).toMatch(/[\u4e00-\u9fff]/);
      });
    }
  });
});
