import type { AttachmentDoc, Contract, PromoterAgreement, TicketAgreement } from '@/features/contracts/types';

/** Contracts and agreements (SPEC §4 bills and seal states), attachment documents, invoice-easy and promoter agreements. */
export type ContractsTables = {
  contractBills: Contract[];
  contractAttachments: AttachmentDoc[];
  /** Every version of every invoice-easy agreement (the history screen lists them all). */
  ticketAgreements: TicketAgreement[];
  promoterAgreements: PromoterAgreement[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends ContractsTables {}
}
