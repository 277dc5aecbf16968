/** Types of the call contract (docs/API.md). */

export type SessionUser = {
  account: string;
  emplName: string;
  entId: string;
  postId: string;
  appId: string;
  access_token: string;
  userType: 1 | 2;
};

export type SupplierOption = {
  bu: string;
  buName: string;
  venderId: string;
  venderName: string;
  partnerId: string;
  taxNumber: string;
  tradeType: string;
  /** A header row of the picker, not selectable. */
  disabled?: boolean;
  entId: string;
};

/**
 * The common part of a vendor document as stored (SPEC §3 Documents): the screens' document
 * types extend it, and the mock's rows are these types plus what only the server keeps.
 */
export type DocumentHeader = VendorCombination & {
  sheetId: string;
  sheetType: string;
  status: string;
  creator: string;
  checker: string | null;
  createDate: string;
  checkDate: string | null;
};

export type VendorData = { venderId: string; bu: string; partnerId: string; status?: string; entId: string };

export type MenuModule = {
  moduleId: string;
  moduleCode: string;
  moduleName: string;
  /** Route path without the base, e.g. /order/order_notice. */
  moduleUrl: string;
  childs: MenuModule[];
  orderNumber: number;
  /** 1 = group (S01…), 2 = page. */
  moduleType: 1 | 2;
  parentId: string;
  status: 1 | 0;
};

export type DictEntry = { dictionaryId: string; fieldValue: string; fieldName: string };
export type Company = { orgId: string; orgName: string };
export type Page<T> = { pageNo: number; pageSize: number; total: number; pageData: T[] };

/** Generic table query and lookup search (SPEC §3, §7). */
export type PageQuery<P = Record<string, unknown>> = { pageNo: number; pageSize: number; orderBy?: string; params: P };

// Auth and user
export type Post = { postId: string; postName: string };
export type AppInfo = { appId: string; appName: string; appCode: string };
export type MenuQuery = { appToken: string; appId: string; entId: string; postId: string };
export type VendorCombination = { venderId: string; bu: string; partnerId: string };

// Language
export type I18nPreference = { languageCode: string | null };
export type ServerTexts = Record<string, string>;

// Common
export type AuditLogEntry = {
  entName: string;
  userId: string;
  userName: string;
  logInId: string;
  objectType: 4;
  moduleId: string;
  moduleName: string;
};
export type CommonUrls = { helpUrl: string; portalUrl: string; fileUrl: string };
export type BusinessUnit = { buId: string; buName: string };
export type CaInfo = { status: 'Y' | 'N' };
export type PartnerBlack = { status: 0 | 1 };
export type PartnerVendor = { venderId: string; bu: string; status: string | number; tradeType: string };
export type PartnerSearchParams = {
  partnerSysId?: string;
  status?: string;
  partnerCode?: string;
  buId?: string;
  partnerId?: string;
};
export type PartnerRecord = Record<string, unknown>;
export type NamedItem = { id: string; name: string };
export type KeywordParams = { buId?: string; keyword?: string };
/**
 * A store of the shop search call (SPEC §7). shopType 1 hypermarket, 2 supermarket, 3 convenience
 * store, 4 e-commerce warehouse, 5 boutique supermarket; status 0 preparing, 1 open, 2 suspended, 3 closed; dcId: the DC
 * (getCompanyList org) that supplies it; province and city are ids of the common region calls.
 */
export type Shop = {
  shopId: string;
  shopName: string;
  buId: string;
  city: string;
  address: string;
  provinceId: string;
  cityId: string;
  dcId: string;
  shopType: string;
  status: string;
  openDate: string;
  phone: string;
};
/** A shop search answer row: the store with the names of its BU, province, city and DC. */
export type ShopRecord = Shop & { buName: string; provinceName: string; cityName: string; dcName: string };
/** Shop search params: the BU (a supplier always gets its selected BU's), code or name, and the store's fields. */
export type ShopSearchParams = KeywordParams & {
  shopId?: string;
  shopName?: string;
  status?: string;
  shopType?: string;
  provinceId?: string;
  cityId?: string;
  dcId?: string;
};
export type Org = { orgId: string; orgName: string; type: 'DC' | 'store' };
/** A goods line of a document (order, receipt, return …), with its price, cost and tax rate where it has them. */
export type GoodsLine = {
  sheetId: string;
  lineNo: number;
  goodsId: string;
  goodsName: string;
  barcode: string;
  unit: string;
};
export type PricedLine = GoodsLine & {
  price: number;
  cost: number;
  amount: number;
  /** Percent, e.g. 13. */ taxRate: number;
};
export type UploadedFile = { fileUrl: string; fileName: string; size: number };
/** Where goods sit in the category tree (SPEC §3 categories: major → medium → sub), with each level's name. */
export type CategoryPath = {
  majorId: string;
  majorName: string;
  mediumId: string;
  mediumName: string;
  subId: string;
  subName: string;
};
export type HelpItem = { id: string; title: string; url: string };
/** The SPEC §3 goods fields a supplier describes, alike on a goods record (basicinfo) and a new goods' line (newProducts). */
export type GoodsDescription = {
  brand: string;
  unit: string;
  spec: string;
  /** The origin's name (the `origin` lookup). */
  origin: string;
  shelfLifeDays: number;
  /** Storage temperature, °C; high ≥ low. */
  tempHigh: number | null;
  tempLow: number | null;
};
/** A supplier contact (SPEC §3, docs/API.md "Supplier contacts"): one per large category (major, category tree level 1). */
export type SupplierContact = {
  contactId: string;
  majorId: string;
  majorName: string;
  contactPerson: string;
  phone: string;
  mainEmail: string;
  /** Optional; valid when given (SPEC §5). */
  ccEmail: string;
};
/**
 * A settlement document of docs/API.md "Settlement": a receipt, return or expense deduction waiting to be
 * settled (amount signed: deductions negative), as settlement and settlement billing both list it.
 */
export type SettlementDocument = DocumentHeader & {
  /** The business document it settles (acceptance, return or expense sheet id). */
  sourceSheetId: string;
  shopId: string;
  shopName: string;
  docDate: string;
  amount: number;
  /** The settlement sheet it is extracted into. */
  settleSheetId: string | null;
};

// Workbench
export type TodoCounts = {
  orderNotice: number;
  orderApproval: number;
  returnNotice: number;
  acceptance: number;
  saleGrossProfit: number;
  oiExpense: number;
  pendingCert: number;
  /** Retailer staff only: what waits on their review screens (SPEC §2 /s; absent for a supplier). */
  openDisputes?: number;
  paymentDesk?: number;
  registrations?: number;
  sealApplications?: number;
  promoterAgreements?: number;
};
export type ShareItem = { name: string; value: number };
export type SalesShare = { byBusinessType: ShareItem[]; byChannel: ShareItem[]; byTimeSlot: ShareItem[] };
export type Notice = {
  id: string;
  docNo: string;
  title: string;
  publisher: string;
  publishDate: string;
  sticky: boolean;
  read: boolean;
};
export type InboxMail = {
  emailId: string;
  title: string;
  sender: string;
  receiveTime: string;
  readStatus: 0 | 1;
  hasAttachment: boolean;
};

// Lookups (精灵)
export type { LookupKind } from './lookupContract';
