import { tr } from '../../glossary';
import type { MenuModuleRow } from '../../domains/platform/tables';

/**
 * The module tree of SPEC §2/§6. Every menu page's `moduleUrl` is exactly a route path of
 * SPEC §2 (without the /web/fea-vsm prefix); detail pages with :params are not menu pages.
 * Supplier groups S01–S18, retailer groups S51–S67 (no presale / traceability screens exist on
 * the retailer side, and portal maintenance is retailer-only).
 */
type Page = [url: string, zh: string, en: string];
type Group = [code: string, zh: string, en: string, pages: Page[]];

export const SUPPLIER_MENU: Group[] = [
  ['S01', '工作台', 'Workbench', [['/workbench', '工作台', 'Workbench']]],
  [
    'S02',
    '消息中心',
    'Messages',
    [
      ['/message/email', '站内信', 'Internal mail'],
      ['/message/notice', '公文通知', 'Official notices'],
    ],
  ],
  [
    'S03',
    '基础资料',
    'Basic data',
    [
      ['/basicinfo/goodsinfo', '商品信息', 'Goods information'],
      ['/basicinfo/contactlist', '联系人维护', 'Contacts'],
      ['/basicinfo/shoplist', '门店列表', 'Store list'],
      ['/basicinfo/venderinfo', '供应商信息', 'Supplier information'],
      ['/basicinfo/vacationplan', '节假日计划', 'Holiday plans'],
      ['/basicinfo/vacationplan/maintain', '节假日计划维护', 'Holiday plan maintenance'],
    ],
  ],
  [
    'S04',
    '订单管理',
    'Orders',
    [
      ['/order/order_notice', '订货通知单', 'Order notices'],
      ['/order/order_approval', '订单审批', 'Order approval'],
      ['/order/undelivered_reason', '未送货原因', 'Undelivered reasons'],
      ['/order/netincar', '装车清单录入', 'Loading list entry'],
      ['/order/order_liquidateddamages', '订单违约金', 'Order liquidated damages'],
    ],
  ],
  [
    'S05',
    '验收管理',
    'Acceptance',
    [['/acceptance-management/acceptancedoc_query', '验收单查询', 'Acceptance documents']],
  ],
  [
    'S06',
    '退货管理',
    'Returns',
    [
      ['/returndocument-management/returndoc_query', '退货单查询', 'Return documents'],
      ['/returndocument-management/returnnoticedoc_query', '退货通知单查询', 'Return notices'],
    ],
  ],
  ['S07', '网上预约', 'Online booking', [['/online-booking/index', '预约送货', 'Delivery appointments']]],
  [
    'S08',
    '电子签章',
    'E-signature',
    [
      ['/electronic-signature/electronicseal_query', '电子印章查询', 'Electronic seals'],
      ['/electronic-signature/signature_management', '签章管理', 'Signature management'],
    ],
  ],
  [
    'S09',
    '证照管理',
    'Licences',
    [
      ['/cert/onhand', '在用证照', 'Certificates on hand'],
      ['/cert/old', '历史证照', 'Old certificates'],
      ['/cert/news', '新增证照', 'New certificates'],
      ['/cert/category', '证照类别', 'Certificate categories'],
      ['/cert/basic', '基础证照', 'Basic certificates'],
      ['/cert/search', '证照查询', 'Certificate search'],
      ['/cert/list', '证照清单', 'Licence list'],
      ['/cert/taxReliefs', '减免税证明', 'Tax relief certificates'],
    ],
  ],
  [
    'S10',
    '合同管理',
    'Contracts',
    [
      ['/contract-management/supplieragreement_application', '供应商协议申请', 'Supplier agreement application'],
      ['/contract-management/signature', '合同签署', 'Contract signing'],
      ['/contract-management/ticketyt', '票易通协议', 'Invoice-easy agreement'],
      ['/contract-management/ticketyt-history', '票易通协议历史', 'Invoice-easy agreement history'],
      ['/contract-management/attachmentManagement', '附件管理', 'Attachment management'],
    ],
  ],
  [
    'S11',
    '结算管理',
    'Settlement',
    [
      ['/settlement-management/settlement_document', '结算单', 'Settlement documents'],
      ['/settlement-management/dispute_resolution', '争议处理', 'Dispute resolution'],
      ['/settlement-management/redfontinfo', '红字信息表', 'Red-letter information'],
      ['/settlement-management/red_invoice', '红字发票', 'Red invoices'],
      ['/settlement-management/confirmation_letter', '确认函', 'Confirmation letters'],
      ['/settlement-management/payment_application', '付款申请', 'Payment application'],
      ['/settlement-management/preRec', '预收款', 'Advance receipts'],
      ['/settlement-management/balanceTrans', '余额转移', 'Balance transfer'],
      ['/settlement-management/cashSettle', '现金结算', 'Cash settlement'],
      ['/settlement-management/withdrawalCfmtn', '提现确认', 'Withdrawal confirmation'],
    ],
  ],
  [
    'S12',
    '促销管理',
    'Promotion',
    [
      ['/promotion/readjust_prices', '调价申请', 'Price readjustment'],
      ['/promotion/approve_grossprofit', '毛利审批', 'Gross-profit approval'],
      ['/promotion/tieins', '联合促销', 'Joint promotion'],
      ['/promotion/vip', '会员折扣', 'VIP discount'],
      ['/promotion/apply', '促销申请', 'Promotion application'],
      ['/promotion/sale_grossprofit', '销售毛利', 'Sales gross profit'],
      ['/promotion/payreadjust', '补差调价', 'Price-difference compensation'],
      ['/promotion/onlineprom', '线上促销', 'Online promotion'],
      ['/goodsadjcost', '联营商品定价', 'Joint-venture goods pricing'],
    ],
  ],
  [
    'S13',
    '预售管理',
    'Presale',
    [
      ['/presale/performance-info', '履约信息', 'Fulfilment information'],
      ['/presale/after-sale', '售后管理', 'After-sale'],
      ['/presale/pack-info', '包裹信息', 'Package information'],
    ],
  ],
  [
    'S14',
    '质量追溯',
    'Quality traceability',
    [
      ['/quality-traceability/base_information', '追溯基础信息', 'Traceability base information'],
      ['/quality-traceability/goods_traceability', '商品追溯', 'Goods traceability'],
    ],
  ],
  [
    'S15',
    '费用单据',
    'Expense documents',
    [
      ['/settlement-management/OIexpense_document', 'OI费用单', 'OI expense documents'],
      ['/settlement-management/settlement_expense', '结算费用', 'Settlement expenses'],
      ['/settlement-management/business_document', '业务单据', 'Business documents'],
      ['/settlement-management/billingName_document', '开票名称', 'Invoice name'],
      ['/settlement-management/billingDetails_document', '开票明细', 'Billing details'],
      ['/settlement-management/billingSummary_document', '开票汇总', 'Billing summary'],
    ],
  ],
  [
    'S16',
    '报表中心',
    'Reports',
    [
      ['/report/inventory', '库存报表', 'Inventory report'],
      ['/report/sales-report', '销售报表', 'Sales report'],
      ['/report/promotion', '促销报表', 'Promotion report'],
      ['/report/stock', '进销存报表', 'Stock report'],
      ['/report/sales-report-apisix', '销售报表(新)', 'Sales report (new)'],
      ['/report/sales-daily', '销售日报', 'Daily sales'],
      ['/report/goods', '商品报表', 'Goods report'],
      ['/report/unit-sales', '单品销售', 'Unit sales'],
      ['/report/sales', '销售汇总', 'Sales summary'],
      ['/report/month-promotion', '月度促销', 'Monthly promotion'],
      ['/report/fulfillment-report', '履约报表', 'Fulfilment report'],
      ['/report/news-summary', '新品汇总', 'New-product summary'],
      ['/report/ole', "Ole'销售报表", "Ole' sales report"],
    ],
  ],
  [
    'S17',
    '库存协同',
    'Inventory collaboration',
    [['/inventory/inventory-collect', '库存收集', 'Inventory collection']],
  ],
  ['S18', '新品管理', 'New products', [['/newproducts/introduce', '新品引进', 'New-product introduction']]],
];

export const RETAILER_MENU: Group[] = [
  ['S51', '工作台', 'Workbench', [['/s/workbench', '工作台', 'Workbench']]],
  [
    'S52',
    '消息中心',
    'Messages',
    [
      ['/s/message/email', '站内信', 'Internal mail'],
      ['/s/message/notice', '公文通知', 'Official notices'],
    ],
  ],
  [
    'S53',
    '基础资料',
    'Basic data',
    [
      ['/s/basicinfo/vacationplan', '节假日计划', 'Holiday plans'],
      ['/s/basicinfo/vacationplan/maintain', '节假日维护', 'Holidays'],
      ['/s/basicinfo/contactlist', '供应商联系人', 'Supplier contacts'],
      ['/s/basicinfo/notictemplate', '通知模板', 'Notice templates'],
      ['/s/basicinfo/supplierdata_query', '供应商资料查询', 'Supplier data'],
      ['/s/basicinfo/registration_review', '供应商注册审核', 'Supplier registrations'],
      ['/s/basicinfo/store_list', '门店列表', 'Store list'],
      ['/s/basicinfo/category_query', '品类查询', 'Categories'],
      ['/s/basicinfo/goods', '商品查询', 'Goods'],
    ],
  ],
  [
    'S54',
    '订单管理',
    'Orders',
    [
      ['/s/order-management/order_receipt', '订单回执', 'Order receipts'],
      ['/s/order-management/ordernotice_query', '订货通知单查询', 'Order notice query'],
      ['/s/order-management/order_approval', '订单审批', 'Order approval'],
      ['/s/order-management/undelivered_reason', '未送货原因', 'Undelivered reasons'],
      ['/s/order-management/order_liquidateddamages', '订单违约金', 'Order liquidated damages'],
    ],
  ],
  ['S55', '验收管理', 'Acceptance', [['/s/acceptance/search', '验收单查询', 'Acceptance documents']]],
  [
    'S56',
    '退货管理',
    'Returns',
    [
      ['/s/reorder/return-sales', '退货单', 'Return documents'],
      ['/s/reorder/return-sales-memo', '退货备忘', 'Return memos'],
    ],
  ],
  [
    'S57',
    '网上预约',
    'Online booking',
    [
      ['/s/online-booking/params-set', '预约参数设置', 'Appointment parameters'],
      ['/s/online-booking/acceptance-maintenance', '收货维护', 'Receiving maintenance'],
      ['/s/online-booking/special-appointment', '特殊预约', 'Special appointments'],
      ['/s/online-booking/detail-query', '预约明细查询', 'Appointment details'],
      ['/s/online-booking/aggregate-query', '预约汇总查询', 'Appointment summary'],
    ],
  ],
  [
    'S58',
    '电子签章',
    'E-signature',
    [
      ['/s/electronic-signature/electronicseal_query', '电子印章查询', 'Electronic seals'],
      ['/s/electronic-signature/picturesignature_maintenance', '图片签章维护', 'Picture signatures'],
      ['/s/electronic-signature/signature_management', '签章管理', 'Signature management'],
      ['/s/electronic-signature/ca_review', '电子签章申请审核', 'Seal application review'],
    ],
  ],
  [
    'S59',
    '证照管理',
    'Licences',
    [
      ['/s/license/license_inquiry', '证照查询', 'Certificate search'],
      ['/s/license/license_inquiry_bak', '证照查询(备份)', 'Certificate search (backup)'],
      ['/s/license/license_list', '证照清单', 'Licence list'],
      ['/s/license/licensetype_maintenance', '证照类型维护', 'Licence types'],
      ['/s/license/licensecategory_maintenance', '证照类别维护', 'Licence categories'],
      ['/s/license/license_review', '证照审核', 'Licence review'],
      ['/s/license/commoditycertificate_expires', '商品证照到期', 'Expiring goods certificates'],
      ['/s/license/expiredsupplier_license', '供应商过期证照', 'Expired supplier licences'],
      ['/s/license/taxreduction_exemption', '减免税审核', 'Tax reduction and exemption'],
    ],
  ],
  [
    'S60',
    '合同管理',
    'Contracts',
    [
      ['/s/contract/signature', '合同签署', 'Contract signing'],
      ['/s/contract/promoter_protocol_rpt', '促销员协议报表', 'Promoter agreement report'],
    ],
  ],
  [
    'S61',
    '结算管理',
    'Settlement',
    [
      ['/s/basicinfo/settlementmethods_list', '结算方式', 'Settlement methods'],
      ['/s/settlement-management/dispute_desk', '争议处理台', 'Dispute desk'],
      ['/s/settlement-management/payment_desk', '付款处理台', 'Payment desk'],
    ],
  ],
  ['S62', '促销管理', 'Promotion', [['/s/promotion/apply', '促销申请', 'Promotion application']]],
  ['S63', '费用单据', 'Expense documents', [['/s/contract/promoter_cost', '促销员费用', 'Promoter costs']]],
  [
    'S64',
    '报表中心',
    'Reports',
    [
      ['/s/report/promotion', '促销报表', 'Promotion report'],
      ['/s/report/stock', '进销存报表', 'Stock report'],
      ['/s/report/sales-daily', '销售日报', 'Daily sales'],
      ['/s/report/goodslist', '商品清单', 'Goods list'],
      ['/s/report/unit-sales', '单品销售', 'Unit sales'],
      ['/s/report/sales', '销售汇总', 'Sales summary'],
      ['/s/report/month-promotion', '月度促销', 'Monthly promotion'],
      ['/s/report/news-summary', '新品汇总', 'New-product summary'],
    ],
  ],
  [
    'S65',
    '库存协同',
    'Inventory collaboration',
    [['/s/inventory/inventory-collect', '库存收集', 'Inventory collection']],
  ],
  [
    'S66',
    '新品管理',
    'New products',
    [
      ['/s/newproducts/review', '新品审核', 'New-product review'],
      ['/s/newproducts/goodsadjcost', '联营商品调价审核', 'Joint-venture cost review'],
    ],
  ],
  [
    'S67',
    '门户维护',
    'Portal maintenance',
    [
      ['/s/maintenance/login', '登录页维护', 'Sign-in page content'],
      ['/s/maintenance/index', '首页内容维护', 'Home page content'],
      ['/s/maintenance/alldynamic', '动态历史', 'Content history'],
    ],
  ],
];

export function menuRows(): MenuModuleRow[] {
  const rows: MenuModuleRow[] = [];
  const add = (groups: Group[], side: MenuModuleRow['side']) => {
    groups.forEach(([code, zh, en, pages], gi) => {
      const groupId = `M${code}`;
      rows.push({
        moduleId: groupId,
        moduleCode: code,
        moduleName: tr(zh, en),
        moduleUrl: '',
        orderNumber: gi + 1,
        moduleType: 1,
        parentId: '0',
        status: 1,
        side,
      });
      pages.forEach(([url, pzh, pen], pi) => {
        const pageCode = `${code}${String(pi + 1).padStart(2, '0')}`;
        rows.push({
          moduleId: `M${pageCode}`,
          moduleCode: pageCode,
          moduleName: tr(pzh, pen),
          moduleUrl: url,
          orderNumber: pi + 1,
          moduleType: 2,
          parentId: groupId,
          status: 1,
          side,
        });
      });
    });
  };
  add(SUPPLIER_MENU, 'supplier');
  add(RETAILER_MENU, 'retailer');
  return rows;
}
