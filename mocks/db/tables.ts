/**
 * Row types of the mock database. The whole database is one plain JSON-serialisable object
 * (`DbState`), so it can be persisted to localStorage in the browser and reseeded at will.
 *
 * Adding a table (see mocks/README.md): declare its row type here, add it to `DbTables`, and
 * give it a seeder in db/seed.ts (the `seeders` map is typed against `DbTables`, so the
 * compiler asks for it).
 */

/** Fields every vendor-owned document carries: the vendor key (bu, venderId, partnerId). */
export type VendorKey = { venderId: string; bu: string; partnerId: string };

// ---------------------------------------------------------------- users, sessions, vendors
export type UserRow = {
  userId: string;
  account: string;
  emplName: string;
  entId: string;
  postId: string;
  postName: string;
  appId: string;
  userType: 1 | 2;
  /** Supplier users: the partner (unique code) they act for. */
  partnerId: string | null;
  rights: string[];
};

/**
 * A sign-in token. Demo tokens are seeded; `application/apply` issues more. `revoked` is set by
 * logout and cleared by the next getApptokenInfo with that token (a new sign-in through the
 * portal), see services/auth.ts.
 */
export type SessionRow = { token: string; userId: string; revoked: boolean; issuedAt: string; appId: string };

/** A combination a supplier user may act under (getdatapermission). `disabled`: header row. */
export type UserVendorRow = VendorKey & { userId: string; disabled: boolean; orderNumber: number };

export type BuRow = { buId: string; buName: string; certBu: boolean };

export type VendorRow = VendorKey & {
  venderName: string;
  entId: string;
  /** 0 new, 1 not collaborating, 2 normal, 3 frozen, 4 temporarily frozen, 97/99 disabled, 98 pending exit. */
  status: string;
  /** RUNTYPE: 1 经销, 2 代销, 3 联营, 4 租赁. */
  tradeType: string;
  taxNumber: string;
  parentVenderId: string | null;
  parentVenderName: string | null;
  relationType: string;
  contact: string;
  phone: string;
  mobile: string;
  address: string;
  postalCode: string;
  province: string;
  city: string;
  taxLevel: string;
  invoiceName: string;
  bankName: string;
  account: string;
  taxpayerId: string;
  email: string;
};

export type PartnerRow = {
  partnerId: string;
  partnerSysId: string;
  partnerCode: string;
  partnerName: string;
  taxNumber: string;
  /** Partner blacklist status: 1 disabled, 0 normal. */
  blackStatus: 0 | 1;
  /** CA (electronic certificate) status. */
  caStatus: 'Y' | 'N';
  validateEnabled: boolean;
};

export type ShopRow = { shopId: string; shopName: string; buId: string; city: string; address: string };

/** Organisations: DCs and stores. `buIds` empty = group-wide (e.g. org 120 物流运营中心). */
export type OrgRow = { orgId: string; orgName: string; type: 'DC' | 'store'; buIds: string[] };

// ---------------------------------------------------------------- reference data
export type IdName = { id: string; name: string };
export type RegionRow = IdName & { level: 'province' | 'city' | 'district'; parentId: string | null };
export type DictRow = { dictName: string; dictionaryId: string; fieldValue: string; fieldName: string; orderNumber: number };
export type CategoryRow = { id: string; name: string; level: 1 | 2 | 3; parentId: string | null };
export type EvidenceTypeRow = { id: string; name: string; ctId: string; ctName: string; yearFlag: 0 | 1; required: boolean };
/** A menu module (flat); services/menu.ts builds the tree. `side` decides who gets it. */
export type MenuModuleRow = {
  moduleId: string;
  moduleCode: string;
  moduleName: string;
  moduleUrl: string;
  orderNumber: number;
  /** 1 group, 2 page. */
  moduleType: 1 | 2;
  parentId: string;
  status: 1 | 0;
  side: 'supplier' | 'retailer';
};
export type HelpRow = { id: string; title: string; url: string };
export type CommonUrlRow = { appCode: string; helpUrl: string; portalUrl: string; fileUrl: string };

export type GoodsRow = VendorKey & {
  goodsId: string;
  goodsName: string;
  barcode: string;
  majorId: string;
  majorName: string;
  mediumId: string;
  mediumName: string;
  subId: string;
  subName: string;
  brand: string;
  unit: string;
  spec: string;
  origin: string;
  shelfLifeDays: number;
  tempHigh: number | null;
  tempLow: number | null;
  tare: number;
  /** 1 normal, 2 very light, 3 bulky/heavy, 4 variable weight. */
  weightType: 1 | 2 | 3 | 4;
  /** 0 counted, 1 not counted, 2 quantity only. */
  stockmode: 0 | 1 | 2;
  purchasePrice: number;
  salePrice: number;
  purchaseTaxRate: number;
  saleTaxRate: number;
  /** YYYY-MM-DD the goods record was created. */
  createDate: string;
};

export type ContractRow = VendorKey & {
  contractId: string;
  contractName: string;
  venderName: string;
  startDate: string;
  endDate: string;
  /** 0 new, 1 submitted, 2 approved, 3 purchase cancelled, 4 e-signed, 9 cancelled. */
  status: string;
};
export type FinEntityRow = { finEntityId: string; finEntityName: string; buId: string; taxNumber: string; bankName: string; account: string };
export type OriginRow = { originId: string; originName: string; provinceName: string; imported: boolean };
export type TemplateRow = { tempId: string; tempName: string; tempType: string; tempTypeName: string; createDate: string };

// ---------------------------------------------------------------- documents (workbench to-dos)
/** The common part of a vendor document (SPEC §3 Documents). */
export type DocBase = VendorKey & {
  sheetId: string;
  sheetType: string;
  status: string;
  creator: string;
  checker: string | null;
  createDate: string;
  checkDate: string | null;
};

export type OrderNoticeRow = DocBase & {
  orderDate: string;
  deadline: string;
  expectedReceiptDate: string;
  expectedReceiptTime: string;
  /** 1 direct to store, 2 via DC. */
  logisticsMode: string;
  transferDc: string | null;
  settlementMethod: string;
  validDays: number;
  replenishMode: string;
  orderType: string;
  fax: string;
  remark: string;
  reservationNo: string | null;
  shopId: string;
  amount: number;
};
export type OrderApprovalRow = DocBase & { orderSheetId: string; reason: string; amount: number };
export type ReturnNoticeRow = DocBase & { shopId: string; returnDate: string; reason: string; amount: number };
export type AcceptanceRow = DocBase & { orderSheetId: string; shopId: string; receiptDate: string; amount: number };
export type SaleGrossProfitRow = DocBase & { goodsId: string; period: string; grossProfitRate: number };
export type OiExpenseRow = DocBase & { expenseType: string; period: string; amount: number };
export type CertificateRow = DocBase & {
  category: string;
  certType: string;
  certCode: string;
  expiryDate: string | null;
  indefinite: boolean;
};

// ---------------------------------------------------------------- sales, notices, mail, misc
export type SalesRow = VendorKey & { date: string; businessType: string; channel: string; timeSlot: string; amount: number; qty: number };

export type NoticeRow = {
  id: string;
  docNo: string;
  title: string;
  content: string;
  publisher: string;
  publishDate: string;
  modifyDate: string;
  sticky: boolean;
  /** 1 draft, 2 sent. */
  status: '1' | '2';
  audience: 'all' | 'supplier' | 'retailer';
  readerIds: string[];
};

export type MailRow = {
  emailId: string;
  title: string;
  content: string;
  senderId: string;
  senderName: string;
  recipients: IdName[];
  cc: IdName[];
  attachment: { fileUrl: string; fileName: string } | null;
  sendTime: string;
};
/** One user's copy of a mail: folder and read/reply state. */
export type MailboxRow = {
  id: string;
  emailId: string;
  ownerId: string;
  folder: 'inbox' | 'outbox' | 'draft' | 'recycle';
  readStatus: 0 | 1;
  readTime: string | null;
  replied: boolean;
  replyTime: string | null;
  receiveTime: string;
};

export type PreferenceRow = { userId: string; languageCode: string | null };
export type AuditLogRow = { id: string; time: string; userId: string; userName: string; entName: string; logInId: string; objectType: number; moduleId: string; moduleName: string };
/** Bank accounts known to the bank-account search (SPEC §7): one per vendor, the demo supplier has two. */
export type BankAccountRow = {
  partnerId: string;
  account: string;
  accountName: string;
  bankName: string;
  /** CNAPS bank code (联行号). */
  bankCode: string;
  bankProvince: string;
  bankCity: string;
  /** 1 basic account, 2 general account. */
  accountType: '1' | '2';
};
/** The scanned images of a document (sheet), in order; the bytes are in `files`. */
export type SheetImageRow = { sheetId: string; orderNumber: number; fileUrl: string; fileName: string };
/** Uploaded bytes, base64 so the DB stays JSON. `public`: downloadable without a token (help files). */
export type FileRow = { fileUrl: string; fileName: string; contentType: string; size: number; base64: string; uploadedBy: string | null; uploadedAt: string; public: boolean };

// ---------------------------------------------------------------- the database
export interface DbTables {
  users: UserRow[];
  sessions: SessionRow[];
  userVendors: UserVendorRow[];
  bus: BuRow[];
  vendors: VendorRow[];
  partners: PartnerRow[];
  shops: ShopRow[];
  orgs: OrgRow[];
  menuModules: MenuModuleRow[];
  regions: RegionRow[];
  dictionaries: DictRow[];
  categories: CategoryRow[];
  payModes: IdName[];
  accountTypes: IdName[];
  financingTypes: IdName[];
  taxLevels: IdName[];
  certTypes: IdName[];
  certCategories: IdName[];
  evidenceTypes: EvidenceTypeRow[];
  helpList: HelpRow[];
  commonUrls: CommonUrlRow[];
  goods: GoodsRow[];
  contracts: ContractRow[];
  finEntities: FinEntityRow[];
  origins: OriginRow[];
  templates: TemplateRow[];
  orderNotices: OrderNoticeRow[];
  orderApprovals: OrderApprovalRow[];
  returnNotices: ReturnNoticeRow[];
  acceptances: AcceptanceRow[];
  saleGrossProfits: SaleGrossProfitRow[];
  oiExpenses: OiExpenseRow[];
  certificates: CertificateRow[];
  sales: SalesRow[];
  notices: NoticeRow[];
  mails: MailRow[];
  mailboxes: MailboxRow[];
  preferences: PreferenceRow[];
  auditLogs: AuditLogRow[];
  bankAccounts: BankAccountRow[];
  sheetImages: SheetImageRow[];
  files: FileRow[];
}

export type TableName = keyof DbTables;

/** Meta kept beside the tables: the day the seed is relative to, and id counters. */
export type DbMeta = { schemaVersion: number; seededFor: string; counters: Record<string, number> };

export type DbState = { meta: DbMeta; tables: DbTables };
