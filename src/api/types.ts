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
export type DocumentHeader = {
  sheetId: string;
  sheetType: string;
  status: string;
  creator: string;
  checker: string | null;
  createDate: string;
  checkDate: string | null;
  venderId: string;
  bu: string;
  partnerId: string;
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
export type PartnerSearchParams = { partnerSysId?: string; status?: string; partnerCode?: string; buId?: string; partnerId?: string };
export type PartnerRecord = Record<string, unknown>;
export type NamedItem = { id: string; name: string };
export type KeywordParams = { buId?: string; keyword?: string };
export type Shop = { shopId: string; shopName: string; buId: string };
export type Org = { orgId: string; orgName: string; type: 'DC' | 'store' };
export type UploadedFile = { fileUrl: string; fileName: string; size: number };
export type HelpItem = { id: string; title: string; url: string };

// Workbench
export type TodoCounts = {
  orderNotice: number;
  orderApproval: number;
  returnNotice: number;
  acceptance: number;
  saleGrossProfit: number;
  oiExpense: number;
  pendingCert: number;
};
export type ShareItem = { name: string; value: number };
export type SalesShare = { byBusinessType: ShareItem[]; byChannel: ShareItem[]; byTimeSlot: ShareItem[] };
export type Notice = { id: string; docNo: string; title: string; publisher: string; publishDate: string; sticky: boolean; read: boolean };
export type InboxMail = { emailId: string; title: string; sender: string; receiveTime: string; readStatus: 0 | 1; hasAttachment: boolean };

// Lookups (精灵)
export type LookupKind = 'constGoods' | 'contractId' | 'finEntityId' | 'lessMajor' | 'major' | 'origin' | 'partner' | 'tempId';
