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
  /** Order receipt (SPEC §3): who confirmed the notice on the supplier side, and when. */
  receiptBy: string | null;
  receiptTime: string | null;
  /** Undelivered reason (SPEC §5): a code of the mock's UNDELIVERED_REASONS, its remark, who and when. */
  undeliveredReason: string | null;
  undeliveredRemark: string | null;
  undeliveredBy: string | null;
  undeliveredTime: string | null;
};
/** `reason`: the retailer's reason for the change; `replyReason`: the supplier's on confirm or reject. */
export type OrderApprovalRow = DocBase & { orderSheetId: string; shopId: string; reason: string; amount: number; replyReason: string | null };
/**
 * A return notice: the retailer asks the supplier to take goods back (sheetType 1 store, 2 DC).
 * `goodsKind` 1 perishables / 2 general goods decides the SPEC §9 deadline (3 / 7 days after the notice).
 */
export type ReturnNoticeRow = DocBase & { shopId: string; returnDate: string; reason: string; amount: number; qty: number; goodsKind: '1' | '2'; deadline: string };
/** A receipt of an order at a store (sheetType 1) or a DC (sheetType 2); its lines are in acceptanceLines. */
export type AcceptanceRow = DocBase & { orderSheetId: string; shopId: string; receiptDate: string; amount: number; taxAmount: number; orderQty: number; receivedQty: number };
export type SaleGrossProfitRow = DocBase & { goodsId: string; period: string; grossProfitRate: number };
export type OiExpenseRow = DocBase & { expenseType: string; period: string; amount: number };
export type CertificateRow = DocBase & {
  category: string;
  certType: string;
  certCode: string;
  expiryDate: string | null;
  indefinite: boolean;
};

/** A line of an order notice (SPEC §3): goods from the goods table; qty 3, price 2, cost 4 decimals. */
export type OrderNoticeLineRow = { sheetId: string; lineNo: number; goodsId: string; orderQty: number; price: number; cost: number; taxRate: number };
/** A purchase-item change row of an order approval (SPEC §3): flag 1 added, 2 changed, 3 removed. */
export type OrderApprovalLineRow = { sheetId: string; lineNo: number; goodsId: string; flag: string; promQty: number; entryQty: number };

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
  /** A system message (e.g. from the retailer's systems): marked in the inbox, cannot be replied to. */
  system?: boolean;
  /** 'draft' until sent (absent = sent). */
  state?: 'draft' | 'sent';
  /** The receiver group the mail was sent to (retailer), instead of single recipients. */
  group?: IdName | null;
  /** The caller's mailbox row this mail answers (reply) or passes on (forward). */
  replyTo?: string | null;
  forwardOf?: string | null;
  /** The supplier code a supplier wrote under (a reply from staff goes to it). */
  senderCode?: string;
};
/** Retailer staff a supplier may write to (purchasing accounts); `userId` of a user when one signs in. */
export type MailStaffRow = { userId: string; name: string; dept: string };
/** A retailer user's receiver group: supplier codes one mail can go to. */
export type ReceiverGroupRow = { groupId: string; ownerId: string; groupName: string; members: string[]; updatedAt: string };
/** Batch mail (SPEC §3 bulk mail rows), imported then sent in steps; `sent` rows are done. */
export type MailBatchRow = {
  batchId: string;
  ownerId: string;
  createdAt: string;
  rows: Array<{ venderId: string; content: string; title: string; senderName: string }>;
  sent: number;
  status: 'pending' | 'done';
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
  /** In the recycle bin: the folder it came from (recover puts it back there). */
  originFolder?: 'inbox' | 'outbox' | 'draft' | null;
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

// ---------------------------------------------------------------- loading lists and liquidated damages (H5)
/** What a delivery appointment (SPEC §3 Appointment) reserved: one order line of goods. */
export type ReservationItem = { orderSheetId: string; goodsId: string; goodsName: string; barcode: string; unit: string; reservedQty: number };
/** A delivery appointment as the loading list reads it; status 0 booked, 9 cancelled. */
export type ReservationRow = VendorKey & { reservationNo: string; dcId: string; dcName: string; deliveryDate: string; timeSlot: string; status: '0' | '9'; orderSheetIds: string[]; items: ReservationItem[] };
/** One batch of a loading-list line (SPEC §5: at most three per order line). */
export type LoadingBatch = { batchNo: string; productionDate: string; qty: number };
export type LoadingLine = { lineNo: number; orderSheetId: string; goodsId: string; goodsName: string; unit: string; reservedQty: number; loadedQty: number; batches: LoadingBatch[] };
/** A loading list (net-in-car slip): status 0 saved, 1 submitted. */
export type LoadingListRow = DocBase & { reservationNo: string; dcId: string; dcName: string; deliveryDate: string; plateNo: string; driver: string; driverPhone: string; remark: string; lines: LoadingLine[] };
export type DamageLine = { lineNo: number; goodsId: string; goodsName: string; orderQty: number; deliveredQty: number; amount: number };
/** Order liquidated damages: status 0 pending, 1 confirmed, 2 disputed, 3 dispute accepted, 4 dispute rejected. */
export type DamageRow = DocBase & { orderSheetId: string; shopId: string; shopName: string; breachType: string; amount: number; breachDate: string; disputeReason: string | null; reviewReason: string | null; remark: string; lines: DamageLine[] };

// ---------------------------------------------------------------- acceptance and returns
/**
 * A goods line of a document (SPEC §9 formats: quantities 3, prices 2, costs 4, amounts 2 decimals);
 * goods name, barcode and unit are read from the goods table.
 */
type GoodsLine = { sheetId: string; lineNo: number; goodsId: string; price: number; cost: number; taxRate: number; amount: number };
/** An acceptance line: ordered and received quantity; `amount` = received × price. */
export type AcceptanceLineRow = GoodsLine & { orderQty: number; receivedQty: number };
/** A return notice line (a return document's lines are its notice's lines). */
export type ReturnLineRow = GoodsLine & { qty: number };
/** An executed return (退货单) made from a confirmed return notice: status 0 to be executed, 1 executed. */
export type ReturnDocRow = DocBase & { noticeSheetId: string; shopId: string; returnDate: string; reason: string; qty: number; amount: number; taxAmount: number };
/** A note the retailer keeps on a return document. */
export type ReturnMemoRow = VendorKey & { memoId: string; sheetId: string; text: string; creator: string; createDate: string; modifier: string | null; modifyDate: string | null };

// ---------------------------------------------------------------- standalone forms (CA, registration)
/** A stored upload as a form keeps it. */
export type FileRef = { fileUrl: string; fileName: string; size: number };
/** The uploads of a CA application (SPEC §3 electronic seal application). */
export type CaFileSlot = 'protocol' | 'applicationForm' | 'authorization' | 'businessLicense' | 'sealImpression' | 'handlerIdCopy' | 'multiCertDeclaration';
/** SPEC §3 electronic seal application. applyType 1 new, 2 renew/change, 3 soft sign; status 0 pending, 1 approved, 2 rejected, 3 cancelled. */
export type CaApplicationRow = VendorKey & {
  applyId: string;
  applyType: '1' | '2' | '3';
  serialNo: string | null;
  validFrom: string;
  validTo: string;
  applicant: string;
  applicantPhone: string;
  applicantIdNo: string;
  applicantAddress: string;
  applicantPostalCode: string;
  files: Partial<Record<CaFileSlot, FileRef[]>>;
  status: '0' | '1' | '2' | '3';
  creator: string;
  createDate: string;
  checkDate: string | null;
  remark: string;
};
/** A CA certificate of a partner. status 1 valid, 2 withdrawal applied, 3 withdrawn (expiry follows validTo). */
export type CaCertificateRow = VendorKey & {
  serialNo: string;
  /** 1 USB key, 3 soft sign. */
  certType: '1' | '3';
  validFrom: string;
  validTo: string;
  status: '1' | '2' | '3';
  withdrawReason: string | null;
  withdrawDate: string | null;
};
/** A supplier registration made without sign-in (/venders/registerDetail). status 0 submitted. */
export type RegistrationRow = {
  registerNo: string;
  venderName: string;
  businessLicenseNo: string;
  orgCode: string;
  taxNumber: string;
  contact: string;
  phone: string;
  email: string;
  address: string;
  postalCode: string;
  provinceId: string;
  cityId: string;
  licenseFiles: FileRef[];
  status: '0';
  createdAt: string;
};

// ---------------------------------------------------------------- notices and templates (H3)
/** A file attached to an official notice (the bytes are in `files`). */
export type NoticeAttachmentRow = { noticeId: string; orderNumber: number; fileUrl: string; fileName: string; size: number };
/** An email template of the retailer (SPEC §2 /s/basicinfo/notictemplate): type 1 mail, 2 notice, 3 reminder. */
export type MailTemplateRow = {
  templateId: string;
  name: string;
  subject: string;
  type: '1' | '2' | '3';
  /** Sanitized HTML. */
  body: string;
  creatorId: string;
  creator: string;
  createDate: string;
  modifier: string;
  modifyDate: string;
};

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
  // ---- standalone forms (CA, registration): add tables below this line
  caApplications: CaApplicationRow[];
  caCertificates: CaCertificateRow[];
  registrations: RegistrationRow[];
  // ---- messages (mail, groups, batches): add tables below this line
  mailStaff: MailStaffRow[];
  receiverGroups: ReceiverGroupRow[];
  mailBatches: MailBatchRow[];
  // ---- notices and templates: add tables below this line
  noticeAttachments: NoticeAttachmentRow[];
  mailTemplates: MailTemplateRow[];
  // ---- orders (notice lines, approval lines, undelivered reasons, receipts): add tables below this line
  orderNoticeLines: OrderNoticeLineRow[];
  orderApprovalLines: OrderApprovalLineRow[];
  // ---- loading lists and liquidated damages: add tables below this line
  reservations: ReservationRow[];
  loadingLists: LoadingListRow[];
  damages: DamageRow[];
  // ---- acceptance and returns: add tables below this line
  acceptanceLines: AcceptanceLineRow[];
  returnNoticeLines: ReturnLineRow[];
  returnDocs: ReturnDocRow[];
  returnMemos: ReturnMemoRow[];
}

export type TableName = keyof DbTables;

/** Meta kept beside the tables: the day the seed is relative to, and id counters. */
export type DbMeta = { schemaVersion: number; seededFor: string; counters: Record<string, number> };

export type DbState = { meta: DbMeta; tables: DbTables };
