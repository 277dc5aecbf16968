import { tr } from '../glossary';
import { addDays, at } from './clock';
import { BUS } from './data/bus';
import { CERT_CATEGORIES, CERT_TYPES, ACCOUNT_TYPES, COMMON_URLS, EVIDENCE_TYPES, FINANCING_TYPES, HELP_LIST, PAY_MODES, TAX_LEVELS } from './data/lists';
import { categoryRows, GOODS_TEMPLATES, ORIGINS, TEMPLATES } from './data/catalog';
import { goodsBarcode, goodsCreateDate, moreGoods } from './data/goods';
import { dictionaryRows, runTypeName } from './data/dictionaries';
import { menuRows } from './data/menus';
import { DEMO_TOKENS, partnerRows, userRows, userVendorRows, vendorRows } from './data/people';
import { regionRows } from './data/regions';
import { asciiToBase64, minimalPdf } from './pdf';
import { bankAccountRows } from './data/banks';
import { mailStaffRows, receiverGroupRows, systemMailSeeds } from './data/mail';
import { sheetImageFiles, sheetImageRows } from './data/sheetImages';
import { caApplicationRows, caCertificateRows, registrationRows } from './data/ca';
import { createRng, type Rng } from './random';
import { acceptanceLineRows, acceptanceRows } from './seed/acceptance';
import { returnDocRows, returnMemoRows, returnNoticeLineRows, returnNoticeRows } from './seed/returns';
import { loadingListRows, reservationRows } from './seed/loading';
import { damageRows } from './seed/damages';
import { mailTemplateRows, noticeAttachmentRows } from './seed/notices';
import { orderSeeders } from './seed/orders';
import type { DbState, DbTables, DocBase, FileRow, SheetImageRow, MailboxRow, MailRow, NoticeRow, OrgRow, SalesRow, ShopRow, VendorRow } from './tables';

/** Bump when the shape of the tables changes: a persisted browser DB of another version is reseeded. */
export const SCHEMA_VERSION = 5;
const SEED = 20240601;

/** What every seeder gets: the PRNG, "today" and the tables seeded before it (in `seeders` order). */
export type SeedContext = { rng: Rng; today: string; tables: Partial<DbTables> };

const compact = (iso: string) => iso.replace(/-/g, '');

// ---------------------------------------------------------------- shops and orgs
const SHOP_NAMES: Record<string, string[]> = {
  '12': ['深圳福田店', '深圳南山店', '深圳宝安店', '东莞南城店'],
  '13': ['南京新街口店', '南京河西店', '扬州文昌店'],
  '16': ['北京望京店', '天津滨江店', '石家庄中华店'],
  '17': ["Ole'深圳万象城店", "Ole'上海嘉里店", "Ole'北京华贸店"],
  '18': ['blt广州天河店', 'blt杭州湖滨店'],
  '19': ['乐购上海浦东店', '乐购苏州园区店', '乐购无锡中山店'],
  '27': ['成都春熙路店', '重庆解放碑店', '绵阳涪城店'],
  '31': ['广州天河店', '广州白云店', '佛山禅城店', '惠州江北店'],
  '32': ['武汉江汉店', '长沙五一店', '宜昌夷陵店'],
  '88': ['万家电商华南仓', '万家电商华东仓'],
};
const DC_REGION: Record<string, string> = {
  '12': '深圳', '13': '南京', '16': '天津', '17': '上海', '18': '广州', '19': '上海', '27': '成都', '31': '广州', '32': '武汉', '88': '东莞',
};

function shops(): ShopRow[] {
  return Object.entries(SHOP_NAMES).flatMap(([buId, names]) =>
    names.map((shopName, i) => ({ shopId: `${buId}${String(i + 1).padStart(2, '0')}`, shopName, buId, city: DC_REGION[buId], address: `${DC_REGION[buId]}${shopName.replace(/^.*?(\S{2})店$/, '$1')}路${(i + 1) * 11}号` })),
  );
}

function orgs(): OrgRow[] {
  const all = BUS.map((b) => b.buId);
  const rows: OrgRow[] = [
    { orgId: '120', orgName: tr('物流运营中心', 'Logistics operation centre'), type: 'DC', buIds: [] },
    { orgId: '121', orgName: tr('总部采购中心', 'Headquarters purchasing centre'), type: 'DC', buIds: all },
  ];
  for (const bu of all) {
    const region = DC_REGION[bu];
    rows.push({ orgId: `${bu}1`, orgName: `${region}常温配送中心`, type: 'DC', buIds: [bu] });
    rows.push({ orgId: `${bu}2`, orgName: `${region}生鲜配送中心`, type: 'DC', buIds: [bu] });
  }
  return rows;
}

// ---------------------------------------------------------------- goods
function goods(ctx: SeedContext): DbTables['goods'] {
  const vendors = ctx.tables.vendors!;
  const cats = ctx.tables.categories!;
  const name = (id: string) => cats.find((c) => c.id === id)!.name;
  const rows: DbTables['goods'] = [];
  GOODS_TEMPLATES.forEach((t, i) => {
    const [subId, goodsName, brand, spec, unit, origin, shelfLifeDays, tempLow, tempHigh, salePrice, taxRate, weightType] = t;
    // Each template is supplied by one vendor; the demo supplier also carries every fourth one.
    const owners = [vendors[i % vendors.length]];
    if (i % 4 === 0 && owners[0].venderId !== '100101') owners.push(vendors[0]);
    for (const v of owners) {
      const seq = rows.length + 1;
      const mediumId = subId.slice(0, 4);
      const majorId = subId.slice(0, 2);
      const purchasePrice = Math.round(salePrice * (0.72 + ctx.rng.next() * 0.1) * 100) / 100;
      rows.push({
        venderId: v.venderId,
        bu: v.bu,
        partnerId: v.partnerId,
        goodsId: String(2000000 + seq),
        goodsName,
        barcode: goodsBarcode(seq),
        majorId,
        majorName: name(majorId),
        mediumId,
        mediumName: name(mediumId),
        subId,
        subName: name(subId),
        brand,
        unit,
        spec,
        origin,
        shelfLifeDays,
        tempHigh,
        tempLow,
        tare: weightType === 3 ? 0.5 : 0,
        weightType,
        stockmode: weightType === 4 ? 2 : 0,
        purchasePrice,
        salePrice,
        purchaseTaxRate: taxRate,
        saleTaxRate: taxRate,
        createDate: goodsCreateDate(ctx.today, seq),
      });
    }
  });
  return [...rows, ...moreGoods(rows, vendors, cats, ctx.today)];
}

// ---------------------------------------------------------------- documents
/** Documents of each kind per vendor; `pending` of them in the kind's pending status. */
function docs<T extends DocBase>(
  ctx: SeedContext,
  prefix: string,
  sheetType: string,
  statuses: { pending: string; others: string[] },
  extra: (v: VendorRow, day: string, i: number) => Omit<T, keyof DocBase>,
): T[] {
  const rows: T[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!) {
    const n = v.venderId === '100101' ? 6 : ctx.rng.int(2, 5);
    // The demo supplier always has 1–4 pending of each kind (so its to-dos show and can change).
    const pending = v.venderId === '100101' ? 1 + ((prefix.charCodeAt(0) + prefix.charCodeAt(1)) % 4) : ctx.rng.int(0, Math.min(3, n));
    for (let i = 0; i < n; i += 1) {
      seq += 1;
      const day = addDays(ctx.today, -ctx.rng.int(0, 20));
      const status = i < pending ? statuses.pending : ctx.rng.pick(statuses.others);
      const checked = status !== statuses.pending;
      rows.push({
        sheetId: `${prefix}${compact(day)}${String(seq).padStart(4, '0')}`,
        sheetType,
        venderId: v.venderId,
        bu: v.bu,
        partnerId: v.partnerId,
        status,
        creator: checked ? '王晓梅' : v.venderName,
        checker: checked ? '李建国' : null,
        createDate: at(day, ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
        checkDate: checked ? at(addDays(day, 1), ctx.rng.int(8, 18), ctx.rng.int(0, 59)) : null,
        ...extra(v, day, i),
      } as T);
    }
  }
  return rows;
}

// ---------------------------------------------------------------- sales
const CHANNELS = [tr('门店', 'Store'), tr('线上到家', 'Online delivery'), tr('社区团购', 'Community group buying')];
const TIME_SLOTS = ['00:00-10:00', '10:00-14:00', '14:00-18:00', '18:00-24:00'];

function sales(ctx: SeedContext): SalesRow[] {
  const rows: SalesRow[] = [];
  for (const v of ctx.tables.vendors!) {
    if (v.status === '97' || v.status === '99') continue;
    const types = [runTypeName(v.tradeType), runTypeName(v.tradeType === '1' ? '2' : '1')];
    for (let d = 1; d <= 7; d += 1) {
      const date = addDays(ctx.today, -d);
      for (const [ti, businessType] of types.entries()) {
        for (const [ci, channel] of CHANNELS.entries()) {
          for (const [si, timeSlot] of TIME_SLOTS.entries()) {
            const base = (ti === 0 ? 3000 : 700) * (ci === 0 ? 1 : ci === 1 ? 0.45 : 0.2) * [0.3, 1, 0.8, 1.2][si];
            const amount = Math.round(base * (0.6 + ctx.rng.next() * 0.8) * 100) / 100;
            rows.push({ venderId: v.venderId, bu: v.bu, partnerId: v.partnerId, date, businessType, channel, timeSlot, amount, qty: Math.max(1, Math.round(amount / 18)) });
          }
        }
      }
    }
  }
  return rows;
}

// ---------------------------------------------------------------- notices and mail
const NOTICE_TITLES: Array<[string, boolean, NoticeRow['audience']]> = [
  ['关于春节期间订单及送货安排的通知', true, 'all'],
  ['关于启用电子签章系统的通知', true, 'supplier'],
  ['供应商证照年审工作安排', true, 'supplier'],
  ['关于调整结算周期的公告', false, 'supplier'],
  ['网上预约送货规则更新说明', false, 'all'],
  ['关于加强食品安全管理的通知', false, 'all'],
  ['2024年度优秀供应商表彰名单', false, 'all'],
  ['关于红字发票开具流程的说明', false, 'supplier'],
  ['系统维护升级公告', false, 'all'],
  ['关于新品引进流程优化的通知', false, 'supplier'],
  ['门店促销员管理规范', false, 'retailer'],
  ['关于端午节促销活动报名的通知', false, 'supplier'],
];

function notices(ctx: SeedContext): NoticeRow[] {
  return NOTICE_TITLES.map(([title, sticky, audience], i) => {
    const publishDate = addDays(ctx.today, -(i * 3 + ctx.rng.int(0, 2)));
    return {
      id: String(i + 1),
      docNo: `GW${compact(publishDate)}${String(i + 1).padStart(3, '0')}`,
      title,
      content: `<p>各位供应商：</p><p>${title}，详情请见附件或咨询对应采购人员。</p><p>华润万家采购中心</p>`,
      publisher: i % 3 === 0 ? '采购中心' : i % 3 === 1 ? '信息技术部' : '财务共享中心',
      publishDate,
      modifyDate: publishDate,
      sticky,
      status: i === NOTICE_TITLES.length - 1 ? '1' : '2',
      audience,
      readerIds: i % 2 === 0 ? ['10002', '90001'] : ['10001', '10002'],
    };
  });
}

const MAIL_SEEDS: Array<[title: string, from: string, to: string, unread: boolean, attachment: boolean]> = [
  ['关于本周订单到货时间的确认', '90001', '10001', true, false],
  ['证照即将到期提醒', '90001', '10001', true, true],
  ['对账单已生成，请及时确认', '90001', '10001', false, false],
  ['促销活动报名结果通知', '90001', '10001', false, false],
  ['退货通知单沟通', '90001', '10001', false, false],
  ['新品引进资料补充', '90001', '10002', true, false],
  ['华南区送货预约调整', '90001', '10002', false, false],
  ['关于调价申请的回复', '10001', '90001', true, false],
  ['发票寄送情况说明', '10002', '90001', false, true],
  ['节假日送货计划', '10004', '90001', false, false],
];

function mail(ctx: SeedContext): { mails: MailRow[]; mailboxes: MailboxRow[] } {
  const users = ctx.tables.users!;
  const nameOf = (id: string) => users.find((u) => u.userId === id)!.emplName;
  const mails: MailRow[] = [];
  const mailboxes: MailboxRow[] = [];
  MAIL_SEEDS.forEach(([title, from, to, unread, attachment], i) => {
    const emailId = `E${String(i + 1).padStart(6, '0')}`;
    // From yesterday back: mail sent "now" is always the newest.
    const sendTime = at(addDays(ctx.today, -i - 1), 9 + (i % 8), (i * 7) % 60);
    mails.push({
      emailId,
      title,
      content: `<p>您好：</p><p>${title}，请查收并及时处理。</p>`,
      senderId: from,
      senderName: nameOf(from),
      recipients: [{ id: to, name: nameOf(to) }],
      cc: [],
      attachment: attachment ? { fileUrl: 'group2/M00/00/00/mail-attachment.pdf', fileName: '附件说明.pdf' } : null,
      sendTime,
    });
    mailboxes.push({ id: `${emailId}-${to}`, emailId, ownerId: to, folder: 'inbox', readStatus: unread ? 0 : 1, readTime: unread ? null : sendTime, replied: false, replyTime: null, receiveTime: sendTime });
    mailboxes.push({ id: `${emailId}-${from}`, emailId, ownerId: from, folder: 'outbox', readStatus: 1, readTime: sendTime, replied: false, replyTime: null, receiveTime: sendTime });
  });
  return { mails, mailboxes };
}

const userName = (ctx: SeedContext) => (id: string) => ctx.tables.users!.find((u) => u.userId === id)?.emplName ?? id;

function files(today: string, images: SheetImageRow[]): FileRow[] {
  const pdf = (fileUrl: string, fileName: string, lines: string[]): FileRow => {
    const text = minimalPdf(lines);
    return { fileUrl, fileName, contentType: 'application/pdf', size: text.length, base64: asciiToBase64(text), uploadedBy: null, uploadedAt: at(today, 8), public: true };
  };
  return [
    ...HELP_LIST.map((h) => pdf(`group2/help/${h.fileName}`, h.fileName, ['fea-vsm help', h.fileName])),
    { ...pdf('group2/M00/00/00/mail-attachment.pdf', '附件说明.pdf', ['Attachment', 'Certificate expiry list']), public: false },
    ...sheetImageFiles(images, at(today, 8)),
  ];
}

// ---------------------------------------------------------------- the seeders, in order
type Seeders = { [K in keyof DbTables]: (ctx: SeedContext) => DbTables[K] };

/**
 * One seeder per table, run in this order (a seeder may read tables seeded before it through
 * ctx.tables). Adding a table: add a key here; TypeScript insists on it once the table is in DbTables.
 */
export const seeders: Seeders = {
  users: () => userRows(),
  sessions: (ctx) => DEMO_TOKENS.map((d) => ({ token: d.token, userId: d.userId, revoked: false, issuedAt: at(ctx.today, 0), appId: 'A1001' })),
  userVendors: () => userVendorRows(),
  bus: () => BUS.map((b) => ({ ...b })),
  vendors: () => vendorRows(),
  partners: (ctx) => partnerRows(ctx.tables.vendors!),
  shops: () => shops(),
  orgs: () => orgs(),
  menuModules: () => menuRows(),
  regions: () => regionRows(),
  dictionaries: () => dictionaryRows(),
  categories: () => categoryRows(),
  payModes: () => PAY_MODES.map((x) => ({ ...x })),
  accountTypes: () => ACCOUNT_TYPES.map((x) => ({ ...x })),
  financingTypes: () => FINANCING_TYPES.map((x) => ({ ...x })),
  taxLevels: () => TAX_LEVELS.map((x) => ({ ...x })),
  certTypes: () => CERT_TYPES.map((x) => ({ ...x })),
  certCategories: () => CERT_CATEGORIES.map((x) => ({ ...x })),
  evidenceTypes: () => EVIDENCE_TYPES.map((x) => ({ ...x })),
  helpList: () => HELP_LIST.map(({ id, title, url }) => ({ id, title, url })),
  commonUrls: () => COMMON_URLS.map((x) => ({ ...x })),
  goods: (ctx) => goods(ctx),
  contracts: (ctx) =>
    ctx.tables.vendors!.flatMap((v, i) =>
      [0, 1].map((k) => {
        const start = addDays(ctx.today, -300 + k * 200 - i);
        return {
          venderId: v.venderId,
          bu: v.bu,
          partnerId: v.partnerId,
          contractId: `HT${v.bu}${String(i * 2 + k + 1).padStart(5, '0')}`,
          contractName: k === 0 ? `${v.venderName}年度购销合同` : `${v.venderName}促销服务协议`,
          venderName: v.venderName,
          startDate: start,
          endDate: addDays(start, 365),
          status: k === 0 ? '4' : ctx.rng.pick(['0', '1', '2']),
        };
      }),
    ),
  finEntities: (ctx) =>
    ctx.tables.bus!.map((b, i) => ({
      finEntityId: `F${b.buId}01`,
      finEntityName: i === 0 ? '华润万家有限公司' : `华润万家生活超市(${DC_REGION[b.buId]})有限公司`,
      buId: b.buId,
      taxNumber: `91440300${String(61800000 + i * 3571)}X`,
      bankName: '中国工商银行深圳华润大厦支行',
      account: `40000212090${String(10000000 + i * 1234567).slice(0, 8)}`,
    })),
  origins: () => ORIGINS.map((x) => ({ ...x })),
  templates: (ctx) => TEMPLATES.map((t, i) => ({ ...t, createDate: addDays(ctx.today, -(100 + i * 17)) })),
  orderNotices: (ctx) => orderSeeders.orderNotices(ctx),
  orderApprovals: (ctx) => orderSeeders.orderApprovals(ctx),
  returnNotices: (ctx) => returnNoticeRows(ctx),
  acceptances: (ctx) => acceptanceRows(ctx),
  saleGrossProfits: (ctx) =>
    docs(ctx, 'ML', 'sale_grossprofit', { pending: '0', others: ['1', '2'] }, (_v, day, i) => ({
      goodsId: String(2000001 + i),
      period: day.slice(0, 7),
      grossProfitRate: Math.round((8 + ctx.rng.next() * 20) * 100) / 100,
    })),
  oiExpenses: (ctx) =>
    docs(ctx, 'OI', 'oi_expense', { pending: '0', others: ['1', '2'] }, (_v, day, i) => ({
      expenseType: [tr('陈列费', 'Display fee'), tr('促销服务费', 'Promotion service fee'), tr('条码费', 'Barcode fee')][i % 3],
      period: day.slice(0, 7),
      amount: ctx.rng.money(500, 20000),
    })),
  certificates: (ctx) =>
    docs(ctx, 'ZZ', 'certificate', { pending: '4', others: ['0', '1', '2', '3', '3'] }, (_v, day, i) => {
      const type = CERT_TYPES[i % CERT_TYPES.length];
      const indefinite = type.id === '101' && i % 2 === 0;
      return {
        category: type.id.startsWith('1') ? '1' : type.id.startsWith('2') ? '2' : '3',
        certType: type.id,
        certCode: `${type.id}${compact(day)}${i}`,
        expiryDate: indefinite ? null : addDays(day, 365 * 2),
        indefinite,
      };
    }),
  sales: (ctx) => sales(ctx),
  notices: (ctx) => notices(ctx),
  mails: (ctx) => [...mail(ctx).mails, ...systemMailSeeds(ctx.today, userName(ctx)).mails],
  mailboxes: (ctx) => [...mail(ctx).mailboxes, ...systemMailSeeds(ctx.today, userName(ctx)).mailboxes],
  preferences: () => [],
  auditLogs: () => [],
  bankAccounts: (ctx) => bankAccountRows(ctx.tables.vendors!),
  sheetImages: (ctx) => sheetImageRows(ctx.tables.certificates!),
  files: (ctx) => files(ctx.today, ctx.tables.sheetImages!),
  // ---- standalone forms (CA, registration): add seeders below this line
  caCertificates: (ctx) => caCertificateRows(ctx.tables.vendors!, ctx.today),
  caApplications: (ctx) => caApplicationRows(ctx.tables.vendors!, ctx.today),
  registrations: (ctx) => registrationRows(ctx.today),
  // ---- messages (mail, groups, batches): add seeders below this line
  mailStaff: () => mailStaffRows(),
  receiverGroups: (ctx) => receiverGroupRows(ctx.today),
  mailBatches: () => [],
  // ---- notices and templates: add seeders below this line
  noticeAttachments: (ctx) => noticeAttachmentRows(ctx),
  mailTemplates: (ctx) => mailTemplateRows(ctx),
  // ---- orders (notice lines, approval lines, undelivered reasons, receipts): add seeders below this line
  orderNoticeLines: (ctx) => orderSeeders.orderNoticeLines(ctx),
  orderApprovalLines: (ctx) => orderSeeders.orderApprovalLines(ctx),
  // ---- loading lists and liquidated damages: add seeders below this line
  reservations: (ctx) => reservationRows(ctx),
  loadingLists: (ctx) => loadingListRows(ctx),
  damages: (ctx) => damageRows(ctx),
  // ---- acceptance and returns: add seeders below this line
  acceptanceLines: (ctx) => acceptanceLineRows(ctx),
  returnNoticeLines: (ctx) => returnNoticeLineRows(ctx),
  returnDocs: (ctx) => returnDocRows(ctx),
  returnMemos: (ctx) => returnMemoRows(ctx),
};

/** Builds a fresh database relative to `today`. Deterministic: same today → same data. */
export function seedDb(today: string): DbState {
  const ctx: SeedContext = { rng: createRng(SEED), today, tables: {} };
  for (const name of Object.keys(seeders) as Array<keyof DbTables>) {
    // Each table gets its own PRNG stream, so adding a table does not shift the others' data.
    const tableCtx: SeedContext = { ...ctx, rng: createRng(SEED ^ hashName(name)) };
    (ctx.tables as Record<string, unknown>)[name] = (seeders[name] as (c: SeedContext) => unknown)(tableCtx);
  }
  return { meta: { schemaVersion: SCHEMA_VERSION, seededFor: today, counters: {} }, tables: ctx.tables as DbTables };
}

function hashName(name: string): number {
  let h = 0;
  for (let i = 0; i < name.length; i += 1) h = (Math.imul(h, 31) + name.charCodeAt(i)) >>> 0;
  return h;
}
