/**
 * The texts of the mock server that the client's catalogue (locales/) also holds. The mock answers a
 * message by its catalogue key: the zh-CN text, as the real server answers from its own catalogue, and
 * the glossary (the en-US download) takes the en-US text from the same catalogue. No text is written
 * twice; a message only the server has stays a `tr(zh, en)`.
 */
import { tr } from './glossary';
import zhAcceptance from '../locales/zh-CN/acceptance.json';
import zhBasicinfo from '../locales/zh-CN/basicinfo.json';
import zhBooking from '../locales/zh-CN/booking.json';
import zhCertificates from '../locales/zh-CN/certificates.json';
import zhCommon from '../locales/zh-CN/common.json';
import zhContacts from '../locales/zh-CN/contacts.json';
import zhContracts from '../locales/zh-CN/contracts.json';
import zhDamages from '../locales/zh-CN/damages.json';
import zhErrors from '../locales/zh-CN/errors.json';
import zhEsign from '../locales/zh-CN/esign.json';
import zhFields from '../locales/zh-CN/fields.json';
import zhHolidayPlans from '../locales/zh-CN/holidayPlans.json';
import zhInventory from '../locales/zh-CN/inventory.json';
import zhLookup from '../locales/zh-CN/lookup.json';
import zhMail from '../locales/zh-CN/mail.json';
import zhNetInCar from '../locales/zh-CN/netInCar.json';
import zhNewProducts from '../locales/zh-CN/newProducts.json';
import zhOrders from '../locales/zh-CN/orders.json';
import zhPortalContent from '../locales/zh-CN/portalContent.json';
import zhPresale from '../locales/zh-CN/presale.json';
import zhPromotions from '../locales/zh-CN/promotions.json';
import zhRegister from '../locales/zh-CN/register.json';
import zhReports from '../locales/zh-CN/reports.json';
import zhReturns from '../locales/zh-CN/returns.json';
import zhSealApplication from '../locales/zh-CN/sealApplication.json';
import zhSettlement from '../locales/zh-CN/settlement.json';
import zhSettlementBilling from '../locales/zh-CN/settlementBilling.json';
import zhTraceability from '../locales/zh-CN/traceability.json';
import zhVendorProfile from '../locales/zh-CN/vendorProfile.json';
import zhWorkbench from '../locales/zh-CN/workbench.json';
import enAcceptance from '../locales/en-US/acceptance.json';
import enBasicinfo from '../locales/en-US/basicinfo.json';
import enBooking from '../locales/en-US/booking.json';
import enCertificates from '../locales/en-US/certificates.json';
import enCommon from '../locales/en-US/common.json';
import enContacts from '../locales/en-US/contacts.json';
import enContracts from '../locales/en-US/contracts.json';
import enDamages from '../locales/en-US/damages.json';
import enErrors from '../locales/en-US/errors.json';
import enEsign from '../locales/en-US/esign.json';
import enFields from '../locales/en-US/fields.json';
import enHolidayPlans from '../locales/en-US/holidayPlans.json';
import enInventory from '../locales/en-US/inventory.json';
import enLookup from '../locales/en-US/lookup.json';
import enMail from '../locales/en-US/mail.json';
import enNetInCar from '../locales/en-US/netInCar.json';
import enNewProducts from '../locales/en-US/newProducts.json';
import enOrders from '../locales/en-US/orders.json';
import enPortalContent from '../locales/en-US/portalContent.json';
import enPresale from '../locales/en-US/presale.json';
import enPromotions from '../locales/en-US/promotions.json';
import enRegister from '../locales/en-US/register.json';
import enReports from '../locales/en-US/reports.json';
import enReturns from '../locales/en-US/returns.json';
import enSealApplication from '../locales/en-US/sealApplication.json';
import enSettlement from '../locales/en-US/settlement.json';
import enSettlementBilling from '../locales/en-US/settlementBilling.json';
import enTraceability from '../locales/en-US/traceability.json';
import enVendorProfile from '../locales/en-US/vendorProfile.json';
import enWorkbench from '../locales/en-US/workbench.json';

type Texts = { readonly [key: string]: string | Texts };
const ZH_CN: Record<string, Texts> = {
  acceptance: zhAcceptance,
  basicinfo: zhBasicinfo,
  booking: zhBooking,
  certificates: zhCertificates,
  common: zhCommon,
  contacts: zhContacts,
  contracts: zhContracts,
  damages: zhDamages,
  errors: zhErrors,
  esign: zhEsign,
  fields: zhFields,
  holidayPlans: zhHolidayPlans,
  inventory: zhInventory,
  lookup: zhLookup,
  mail: zhMail,
  netInCar: zhNetInCar,
  newProducts: zhNewProducts,
  orders: zhOrders,
  portalContent: zhPortalContent,
  presale: zhPresale,
  promotions: zhPromotions,
  register: zhRegister,
  reports: zhReports,
  returns: zhReturns,
  sealApplication: zhSealApplication,
  settlement: zhSettlement,
  settlementBilling: zhSettlementBilling,
  traceability: zhTraceability,
  vendorProfile: zhVendorProfile,
  workbench: zhWorkbench,
};
const EN_US: Record<string, Texts> = {
  acceptance: enAcceptance,
  basicinfo: enBasicinfo,
  booking: enBooking,
  certificates: enCertificates,
  common: enCommon,
  contacts: enContacts,
  contracts: enContracts,
  damages: enDamages,
  errors: enErrors,
  esign: enEsign,
  fields: enFields,
  holidayPlans: enHolidayPlans,
  inventory: enInventory,
  lookup: enLookup,
  mail: enMail,
  netInCar: enNetInCar,
  newProducts: enNewProducts,
  orders: enOrders,
  portalContent: enPortalContent,
  presale: enPresale,
  promotions: enPromotions,
  register: enRegister,
  reports: enReports,
  returns: enReturns,
  sealApplication: enSealApplication,
  settlement: enSettlement,
  settlementBilling: enSettlementBilling,
  traceability: enTraceability,
  vendorProfile: enVendorProfile,
  workbench: enWorkbench,
};

function lookUp(texts: Record<string, Texts>, key: string): string {
  const [ns, path] = key.split(':');
  let node: string | Texts | undefined = texts[ns];
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`The catalogue has no text ${key}`);
  return node;
}

/** The zh-CN text of a catalogue key (e.g. a refusal the client words the same), its en-US in the glossary. */
export const catalogue = (key: string): string => tr(lookUp(ZH_CN, key), lookUp(EN_US, key));
