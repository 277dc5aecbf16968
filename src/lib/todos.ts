/** The to-dos of SPEC §2, in display order: the workbench counts them, the system settings choose which are shown. */

/** The seven counts every workbench has (a supplier's own; retailer staff see them across suppliers). */
export const SUPPLIER_TODOS = [
  'orderNotice',
  'orderApproval',
  'returnNotice',
  'acceptance',
  'saleGrossProfit',
  'oiExpense',
  'pendingCert',
] as const;
/** What waits on retailer staff's review screens (dispute and payment desks, registrations, seals, promoters), counted for them only. */
export const RETAILER_TODOS = [
  'openDisputes',
  'paymentDesk',
  'registrations',
  'sealApplications',
  'promoterAgreements',
] as const;
export type SupplierTodo = (typeof SUPPLIER_TODOS)[number];
export type RetailerTodo = (typeof RETAILER_TODOS)[number];
