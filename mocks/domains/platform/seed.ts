import { at } from '../../db/clock';
import { BUS } from '../../db/data/bus';
import {
  ACCOUNT_TYPES,
  CERT_CATEGORIES,
  CERT_TYPES,
  COMMON_URLS,
  EVIDENCE_TYPES,
  FINANCING_TYPES,
  HELP_LIST,
  PAY_MODES,
  TAX_LEVELS,
} from '../../db/data/lists';
import { categoryRows } from '../../db/data/catalog';
import { dictionaryRows } from '../../db/data/dictionaries';
import { menuRows } from '../../db/data/menus';
import { orgRows } from '../../db/data/orgs';
import { DEMO_TOKENS, partnerRows, userRows, userVendorRows, vendorRows } from '../../db/data/people';
import { regionRows } from '../../db/data/regions';
import { shopRows } from '../../db/data/shops';
import { bankAccountRows } from '../../db/data/banks';
import { sheetImageFiles, sheetImageRows } from '../../db/data/sheetImages';
import { asciiToBase64, minimalPdf } from '../../db/pdf';
import type { SeedersOf } from '../../db/seed';
import type { FileRow, PlatformTables, SheetImageRow } from './tables';

function files(today: string, images: SheetImageRow[]): FileRow[] {
  const pdf = (fileUrl: string, fileName: string, lines: string[]): FileRow => {
    const text = minimalPdf(lines);
    return {
      fileUrl,
      fileName,
      contentType: 'application/pdf',
      size: text.length,
      base64: asciiToBase64(text),
      uploadedBy: null,
      uploadedAt: at(today, 8),
      public: true,
    };
  };
  return [
    ...HELP_LIST.map((h) => pdf(`group2/help/${h.fileName}`, h.fileName, ['fea-vsm help', h.fileName])),
    {
      ...pdf('group2/M00/00/00/mail-attachment.pdf', '附件说明.pdf', ['Attachment', 'Certificate expiry list']),
      public: false,
    },
    ...sheetImageFiles(images, at(today, 8)),
  ];
}

export const seeders: SeedersOf<PlatformTables> = {
  users: () => userRows(),
  sessions: (ctx) =>
    Object.entries(DEMO_TOKENS).map(([token, { userId }]) => ({
      token,
      userId,
      revoked: false,
      issuedAt: at(ctx.today, 0),
      appId: 'A1001',
    })),
  userVendors: () => userVendorRows(),
  bus: () => BUS.map((b) => ({ ...b })),
  vendors: () => vendorRows(),
  partners: (ctx) => partnerRows(ctx.tables.vendors!),
  shops: (ctx) => shopRows(ctx.today, ctx.tables.regions!),
  orgs: () => orgRows(),
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
  preferences: () => [],
  auditLogs: () => [],
  bankAccounts: (ctx) => bankAccountRows(ctx.tables.vendors!),
  sheetImages: (ctx) => sheetImageRows(ctx.tables.certificates!),
  files: (ctx) => files(ctx.today, ctx.tables.sheetImages!),
};
