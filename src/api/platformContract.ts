/**
 * The platform's contract (issue 37): what the client's sign-in flow, menus, texts and common calls
 * (src/api/auth, menu, i18n, common; src/app/session) and the mock backend (mocks/domains/platform)
 * both hold to, written once — the calls, the user types, the supplier checks of SPEC §4 and §9
 * (disabled vendor codes, the partner blacklist, the cooperate flag, which combinations may be
 * chosen), the languages each user is offered (SPEC §1, §6) and the error codes with the client's
 * message keys. Pure TypeScript: no React, no antd, no i18next. What only a server knows (tokens,
 * sessions, the rights and combinations a user holds) stays in the mock, which calls these rules.
 */

// ------------------------------------------------------------------ calls (docs/API.md "Auth and user", "Common")

export const AUTH_BASE = '/api/fea-vsm/auth';
export const MENU_BASE = '/api/fea-vsm/menu';
export const I18N_BASE = '/api/fea-vsm/vender/i18n';
export const COMMON_BASE = '/api/fea-vsm/common';

/** Each sign-in and session call's path under AUTH_BASE. */
export const AUTH_PATHS = {
  getApptokenInfo: 'getApptokenInfo',
  myPosts: 'myPosts',
  listApp: 'listApp',
  applyApplication: 'application/apply',
  cancelApplication: 'application/cancel',
  logout: 'logout',
  getToken: 'getToken',
  dataRights: 'dataRights',
  getDataPermission: 'getdatapermission',
  turnOnValidate: 'turnOnValidate',
  venderLogin: 'venderLogin',
} as const;
/** Each menu call's path under MENU_BASE. */
export const MENU_PATHS = { moduleTree: 'moduleTree', getAppMenu: 'getAppMenu' } as const;
/** Each language call's path under I18N_BASE (GET, but the preference's set). */
export const I18N_PATHS = {
  preferenceGet: 'preference/get',
  preferenceSet: 'preference/set',
  download: 'download',
} as const;
/** Each common call's path under COMMON_BASE. */
export const COMMON_PATHS = [
  'auditLog',
  'commonUrls',
  'getDic',
  'getCompanyList',
  'getCertBUList',
  'getVenderCaByPartnerId',
  'searchPartnerBlack',
  'searchPartnerVender',
  'partnerSearch',
  'buList',
  'provinces',
  'cities',
  'regions',
  'payModes',
  'accountTypes',
  'financingTypes',
  'taxLevels',
  'certTypes',
  'certCategories',
  'evidenceTypes',
  'categoryList',
  'shopSearch',
  'orgSearch',
  'operationLog',
  'helpList',
  'bankAccountSearch',
  'sheetImages',
  'upload',
  'group2/file/download',
] as const;

export type AuthPath = (typeof AUTH_PATHS)[keyof typeof AUTH_PATHS];
export type MenuPath = (typeof MENU_PATHS)[keyof typeof MENU_PATHS];
export type CommonPath = (typeof COMMON_PATHS)[number];

export const authUrl = (path: AuthPath) => `${AUTH_BASE}/${path}`;
export const menuUrl = (path: MenuPath) => `${MENU_BASE}/${path}`;
export const commonUrl = (path: CommonPath) => `${COMMON_BASE}/${path}`;
/** The language calls; the download names its file `<lang>.json`. */
export const i18nUrl = (path: Exclude<keyof typeof I18N_PATHS, 'download'>) => `${I18N_BASE}/${I18N_PATHS[path]}`;
export const i18nDownloadUrl = (lang: string) => `${I18N_BASE}/${I18N_PATHS.download}/${encodeURIComponent(lang)}.json`;

// ------------------------------------------------------------------ users (SPEC §1, §6)

/** SPEC §1: retailer staff (entity 1) and suppliers. */
export const USER_TYPE = { retailer: 1, supplier: 2 } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];
export const isRetailerUser = (user: { userType: unknown } | null | undefined) =>
  Number(user?.userType) === USER_TYPE.retailer;

// ------------------------------------------------------------------ supplier checks (SPEC §4, §9)

/** Vendor statuses meaning the supplier code is disabled. */
export const DISABLED_VENDOR_STATUSES = ['97', '99'] as const;
/** BUs whose vendor codes decide the cooperate-vendor flag. */
export const COOPERATE_CHECK_BUS = ['12', '13', '16', '17', '18', '19', '27', '31', '32', '88'] as const;
/** Statuses of those codes that make the supplier not cooperating. */
export const INACTIVE_VENDOR_STATUSES = ['0', '1', '98'] as const;
/** The partner blacklist's status (SPEC §3): 1 means the supplier is disabled. */
export const PARTNER_BLACK_STATUS = { allowed: 0, disabled: 1 } as const;

const among = (list: readonly string[], value: unknown) =>
  value !== undefined && value !== null && list.includes(String(value).trim());

export function isDisabledVendorStatus(status: unknown): boolean {
  return among(DISABLED_VENDOR_STATUSES, status);
}

/** False when any vendor code in a cooperate-check BU has status 0, 1 or 98. */
export function isCooperateVendor(vendors: readonly { bu: unknown; status: unknown }[]): boolean {
  return !vendors.some((v) => among(COOPERATE_CHECK_BUS, v.bu) && among(INACTIVE_VENDOR_STATUSES, v.status));
}

export const isPartnerDisabled = (black: { status: unknown }) => Number(black.status) === PARTNER_BLACK_STATUS.disabled;

export type Combination = { bu: string; venderId: string; partnerId: string };

/** A combination a supplier may work under: header rows (`disabled`) of the picker are not. */
export const isSelectableCombination = (c: { disabled?: boolean }) => !c.disabled;

export const sameCombination = (a: Partial<Combination>, b: Partial<Combination>) =>
  a.bu === b.bu && a.venderId === b.venderId && a.partnerId === b.partnerId;

// ------------------------------------------------------------------ languages (SPEC §1, §6, §9)

/** Simplified Chinese (default), Traditional Chinese (converted), English. */
export const LANGUAGES = ['zh-CN', 'zh-HK', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];

/** SPEC §1/§6: English is offered only to retailer staff (userType 1). */
export function languagesFor(userType: unknown): Language[] {
  return Number(userType) === USER_TYPE.retailer ? [...LANGUAGES] : LANGUAGES.filter((l) => l !== 'en-US');
}

// ------------------------------------------------------------------ errors (SPEC §8)

/** The platform's error codes the mock answers, with the key of the client's text where it words them. */
export const PLATFORM_ERRORS = {
  /** SPEC §4, §8 A0242: the session expired; the client warns once and sends the user to sign in. */
  sessionExpired: { code: 'A0242', messageKey: 'errors:code_A0242' },
  noVendorRight: { code: 'A0301' },
  vendorEmpty: { code: 'A0302', messageKey: 'errors:vendorEmpty' },
  paramMissing: { code: 'A0400' },
  /** A language not among the three, or one the user is not offered (English for a supplier). */
  languageInvalid: { code: 'A0401' },
  appUnknown: { code: 'A0403' },
  fileNotFound: { code: 'A0411', messageKey: 'errors:downloadInvalidPath' },
} as const;
