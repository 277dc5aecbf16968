import { tr } from '../../glossary';
import type { PartnerRow, UserRow, UserVendorRow, VendorRow } from '../../domains/platform/tables';

/** Demo tokens of docs/API.md and what each demonstrates (also listed on the mock portal page). */
export const DEMO_TOKENS: Record<string, { userId: string; note: string }> = {
  'demo-supplier': {
    userId: '10001',
    note: 'one combination (bu 12, venderId 100101, partnerId P10001): selected automatically',
  },
  'demo-supplier-multi': {
    userId: '10002',
    note: 'four combinations over BUs 12 and 31, one header row disabled: the picker is forced; a vendor with status 98 makes the cooperate flag false; no electronic-signature permission (promotion:esign)',
  },
  'demo-supplier-disabled': { userId: '10003', note: 'vendor status 97: disabled supplier code warning' },
  'demo-supplier-blacklisted': { userId: '10004', note: 'partner blacklist status 1: logged out to the portal' },
  'demo-retailer': {
    userId: '90001',
    note: 'retailer staff (userType 1): the /s area, all suppliers, English available',
  },
};

const SUPPLIER_RIGHTS = [
  'contact:new',
  'contact:save',
  'contact:submit',
  'contact:query',
  'contact:disable',
  'contact:export',
  'promotion:esign',
];
const RETAILER_RIGHTS = [
  'emailTemplate:add',
  'emailTemplate:save',
  'emailTemplate:query',
  'breach:import',
  'damages:import',
  'notice:publish',
  'contact:query',
  'contact:export',
  'license:review',
];

// Declared when the module loads: a database loaded from storage seeds nothing, yet the server's
// en-US texts must have them.
const SUPPLIER_POST = tr('供应商管理员', 'Supplier administrator');
const RETAILER_POST = tr('采购专员', 'Purchasing specialist');
const CHILD_CODE = tr('子厂编', 'Child supplier code');
const INDEPENDENT_CODE = tr('独立厂编', 'Independent supplier code');

export function userRows(): UserRow[] {
  const supplier = (userId: string, name: string, partnerId: string, rights = SUPPLIER_RIGHTS): UserRow => ({
    userId,
    account: userId,
    emplName: name,
    entId: userId,
    postId: 'P2001',
    postName: SUPPLIER_POST,
    appId: 'A1001',
    userType: 2,
    partnerId,
    rights,
  });
  return [
    supplier('10001', '华润食品有限公司', 'P10001'),
    supplier(
      '10002',
      '广东粤海饮料有限公司',
      'P10002',
      SUPPLIER_RIGHTS.filter((r) => r !== 'promotion:esign'),
    ),
    supplier('10003', '深圳市鹏城粮油贸易有限公司', 'P10003'),
    supplier('10004', '东莞市恒泰日化用品有限公司', 'P10004'),
    {
      userId: '90001',
      account: '90001',
      emplName: '王晓梅',
      entId: '1',
      postId: 'P1001',
      postName: RETAILER_POST,
      appId: 'A1001',
      userType: 1,
      partnerId: null,
      rights: RETAILER_RIGHTS,
    },
  ];
}

type VendorSeed = [
  venderId: string,
  bu: string,
  partnerId: string,
  name: string,
  status: string,
  tradeType: string,
  city: [string, string],
  parent?: string,
];

/** Vendors: the demo suppliers first, then other suppliers so the retailer sees more data. */
const VENDORS: VendorSeed[] = [
  ['100101', '12', 'P10001', '华润食品有限公司', '2', '1', ['广东省', '深圳市']],
  ['100201', '12', 'P10002', '广东粤海饮料有限公司', '2', '1', ['广东省', '广州市']],
  ['100202', '12', 'P10002', '广东粤海饮料有限公司(深圳分公司)', '2', '1', ['广东省', '深圳市'], '100201'],
  ['310201', '31', 'P10002', '广东粤海饮料有限公司(华南)', '2', '2', ['广东省', '广州市'], '100201'],
  ['310202', '31', 'P10002', '广东粤海饮料有限公司(东莞)', '98', '1', ['广东省', '东莞市'], '100201'],
  ['100301', '12', 'P10003', '深圳市鹏城粮油贸易有限公司', '97', '1', ['广东省', '深圳市']],
  ['100401', '12', 'P10004', '东莞市恒泰日化用品有限公司', '2', '1', ['广东省', '东莞市']],
  ['120501', '12', 'P20001', '蒙牛乳业(深圳)有限公司', '2', '1', ['广东省', '深圳市']],
  ['130601', '13', 'P20002', '佛山市海天调味食品股份有限公司', '2', '1', ['广东省', '佛山市']],
  ['160701', '16', 'P20003', '蓝月亮(中国)有限公司', '2', '2', ['广东省', '广州市']],
  ['190801', '19', 'P20004', '农夫山泉股份有限公司', '2', '1', ['浙江省', '杭州市']],
  ['270901', '27', 'P20005', '青岛啤酒股份有限公司', '3', '1', ['山东省', '青岛市']],
  ['321001', '32', 'P20006', '北京稻香村食品有限责任公司', '2', '3', ['北京市', '北京市']],
  ['881101', '88', 'P20007', '金龙鱼粮油食品股份有限公司', '2', '1', ['上海市', '上海市']],
  ['171201', '17', 'P20008', '广州立白企业集团有限公司', '2', '2', ['广东省', '广州市']],
  ['311301', '31', 'P20001', '蒙牛乳业(广州)有限公司', '2', '1', ['广东省', '广州市']],
];

const STREETS = [
  '深南大道6008号',
  '天河路385号',
  '东城大道88号',
  '季华五路22号',
  '人民南路18号',
  '科技园南区高新南一道9号',
];

export function vendorRows(): VendorRow[] {
  return VENDORS.map(([venderId, bu, partnerId, venderName, status, tradeType, [province, city], parent], i) => {
    const parentRow = parent ? VENDORS.find((v) => v[0] === parent) : undefined;
    const tax = `9144${String(30000000 + i * 7919).padStart(8, '0')}MA${String.fromCharCode(65 + (i % 26))}${i % 10}`;
    return {
      venderId,
      bu,
      partnerId,
      venderName,
      entId: '1',
      status,
      tradeType,
      taxNumber: tax,
      parentVenderId: parentRow ? parentRow[0] : null,
      parentVenderName: parentRow ? parentRow[3] : null,
      relationType: parentRow ? CHILD_CODE : INDEPENDENT_CODE,
      contact: ['张伟', '李娜', '陈静', '刘洋', '黄敏', '周磊'][i % 6],
      phone: `0755-${String(83000000 + i * 1031)}`,
      mobile: `13${String(800000000 + i * 104729).slice(0, 9)}`,
      address: `${province}${city}${STREETS[i % STREETS.length]}`,
      postalCode: ['518000', '510000', '523000', '528000', '310000', '266000'][i % 6],
      province,
      city,
      taxLevel: i % 5 === 4 ? '2' : '1',
      invoiceName: venderName,
      bankName: ['中国工商银行深圳分行', '招商银行广州分行', '中国建设银行东莞分行', '中国银行杭州分行'][i % 4],
      account: `6222${String(100000000000 + i * 7777777).padStart(12, '0')}`,
      taxpayerId: tax,
      email: `service${venderId}@example.com`,
    };
  });
}

export function userVendorRows(): UserVendorRow[] {
  const row = (
    userId: string,
    venderId: string,
    bu: string,
    partnerId: string,
    orderNumber: number,
    disabled = false,
  ): UserVendorRow => ({ userId, venderId, bu, partnerId, disabled, orderNumber });
  return [
    row('10001', '100101', '12', 'P10001', 1),
    // demo-supplier-multi: the parent code as a disabled header row, then three selectable codes.
    row('10002', '100201', '12', 'P10002', 1, true),
    row('10002', '100202', '12', 'P10002', 2),
    row('10002', '310201', '31', 'P10002', 3),
    row('10002', '310202', '31', 'P10002', 4),
    row('10003', '100301', '12', 'P10003', 1),
    row('10004', '100401', '12', 'P10004', 1),
  ];
}

export function partnerRows(vendors: VendorRow[]): PartnerRow[] {
  const ids = [...new Set(vendors.map((v) => v.partnerId))];
  return ids.map((partnerId, i) => {
    const first = vendors.find((v) => v.partnerId === partnerId)!;
    return {
      partnerId,
      partnerSysId: String(500000 + i * 13),
      partnerCode: `C${partnerId.slice(1)}`,
      partnerName: first.venderName.replace(/\(.*\)$/, ''),
      taxNumber: first.taxNumber,
      blackStatus: partnerId === 'P10004' ? 1 : 0,
      caStatus: partnerId === 'P10001' || partnerId === 'P20001' ? 'Y' : 'N',
      validateEnabled: partnerId !== 'P10003',
    };
  });
}
