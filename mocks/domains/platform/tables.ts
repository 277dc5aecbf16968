import type { BankAccount } from '@/api/lookup';
import type { BusinessUnit, CommonUrls, DictEntry, HelpItem, I18nPreference, MenuModule, Org, Shop } from '@/api/types';
import type { IdName, VendorKey } from '../../db/tables';

/** Platform rows: users, sessions, vendors and partners, organisations, menus, reference lists, preferences, audit log, bank accounts, files. */

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

export type BuRow = BusinessUnit & { certBu: boolean };

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

/** A store (the client's Shop of the shop search call; its list screens are features/masterData). */
export type ShopRow = Shop;

/** Organisations: DCs and stores. `buIds` empty = group-wide (e.g. org 120 物流运营中心). */
export type OrgRow = Org & { buIds: string[] };

export type RegionRow = IdName & { level: 'province' | 'city' | 'district'; parentId: string | null };

export type DictRow = DictEntry & { dictName: string; orderNumber: number };

export type CategoryRow = { id: string; name: string; level: 1 | 2 | 3; parentId: string | null };

export type EvidenceTypeRow = {
  id: string;
  name: string;
  ctId: string;
  ctName: string;
  yearFlag: 0 | 1;
  required: boolean;
};

/** A menu module (flat); services/menu.ts builds the tree. `side` decides who gets it. */
export type MenuModuleRow = Omit<MenuModule, 'childs'> & { side: 'supplier' | 'retailer' };

export type HelpRow = HelpItem;

export type CommonUrlRow = CommonUrls & { appCode: string };

export type PreferenceRow = I18nPreference & { userId: string };

export type AuditLogRow = {
  id: string;
  time: string;
  userId: string;
  userName: string;
  entName: string;
  logInId: string;
  objectType: number;
  moduleId: string;
  moduleName: string;
};

/** Bank accounts known to the bank-account search (SPEC §7): one per vendor, the demo supplier has two. */
export type BankAccountRow = BankAccount & { partnerId: string; accountType: '1' | '2' };

/** The scanned images of a document (sheet), in order; the bytes are in `files`. */
export type SheetImageRow = { sheetId: string; orderNumber: number; fileUrl: string; fileName: string };

/** Uploaded bytes, base64 so the DB stays JSON. `public`: downloadable without a token (help files). */
export type FileRow = {
  fileUrl: string;
  fileName: string;
  contentType: string;
  size: number;
  base64: string;
  uploadedBy: string | null;
  uploadedAt: string;
  public: boolean;
};

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<PlatformTables>`). */
export type PlatformTables = {
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
  preferences: PreferenceRow[];
  auditLogs: AuditLogRow[];
  bankAccounts: BankAccountRow[];
  sheetImages: SheetImageRow[];
  files: FileRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends PlatformTables {}
}
