import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type { UploadedFile } from '@/api/types';
import { openPreviewWindow, pdfPreviewPath } from '@/kit/upload';
import { contractUrl, type TicketApplyType } from './contract';
import type {
  AgreementInput,
  AttachmentDoc,
  Contract,
  PromoterAgreement,
  PromoterCost,
  PromoterInput,
  SignInput,
  TicketAgreement,
  TicketEligibility,
} from './types';

/** Contract calls of docs/API.md "Contracts" (mock: mocks/domains/contracts), their paths the contract's. */

export const queryContracts = pageQueryCall<Contract>(contractUrl('query'));

/** Supplier: a new supplier agreement application (SPEC §5: one new application at a time). */
export const addAgreement = (input: AgreementInput, opts?: RequestOptions) =>
  http.post<Contract>(contractUrl('add'), input, opts);
export const editAgreement = (contractId: string, input: AgreementInput, opts?: RequestOptions) =>
  http.post<Contract>(contractUrl('edit'), { ...input, contractId }, opts);
export const deleteAgreement = (contractId: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(contractUrl('delete'), { contractId }, opts);
export const submitAgreement = (contractId: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(contractUrl('submit'), { contractId }, opts);

/** Retailer: approves submitted bills, or cancels them (purchase cancelled) with a reason. */
export const approveContracts = (contractIds: string[], opts?: RequestOptions) =>
  http.post<{ count: number }>(contractUrl('approve'), { contractIds }, opts);
export const cancelContracts = (contractIds: string[], reason: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(contractUrl('cancel'), { contractIds, reason }, opts);

/** The contract's PDF (generated from its data), or with `signed` the one carrying the seals. */
export const contractPdf = (contractId: string, signed: boolean, opts?: RequestOptions) =>
  http.post<{ fileUrl: string; fileName: string }>(contractUrl('pdf'), { contractId, signed }, opts);

/** Opens the contract's PDF in the PDF preview (read before signing; the signed one afterwards). */
export async function openContractPdf(contractId: string, signed: boolean): Promise<void> {
  const { fileUrl } = await contractPdf(contractId, signed);
  openPreviewWindow(pdfPreviewPath(fileUrl));
}

/** Party B (supplier) signs a read contract; party B rejects; party A (retailer) seals or rejects. */
export const signContract = (input: SignInput, opts?: RequestOptions) =>
  http.post<Contract>(contractUrl('sign'), input, opts);
export const rejectByB = (contractId: string, reason: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(contractUrl('rejectByB'), { contractId, reason }, opts);
export const sealByA = (contractId: string, opts?: RequestOptions) =>
  http.post<Contract>(contractUrl('seal'), { contractId }, opts);
export const rejectByA = (contractId: string, reason: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(contractUrl('rejectByA'), { contractId, reason }, opts);

export const queryAttachments = pageQueryCall<AttachmentDoc>(contractUrl('attachmentQuery'));
export type AttachmentInput = {
  sheetId?: string;
  contractId: string;
  title: string;
  files: UploadedFile[];
  remark: string;
};
export const saveAttachment = (input: AttachmentInput, opts?: RequestOptions) =>
  http.post<AttachmentDoc>(contractUrl('attachmentSave'), input, opts);
export const submitAttachment = (sheetId: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(contractUrl('attachmentSubmit'), { sheetId }, opts);
export const confirmAttachment = (sheetId: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(contractUrl('attachmentConfirm'), { sheetId }, opts);
export const deleteAttachment = (sheetId: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(contractUrl('attachmentDelete'), { sheetId }, opts);

export const queryTickets = pageQueryCall<TicketAgreement>(contractUrl('ticketQuery'));
export type TicketInput = {
  applyType: TicketApplyType;
  invoiceContact: string;
  invoicePhone: string;
  invoiceEmail: string;
};
export const applyTicket = (input: TicketInput, opts?: RequestOptions) =>
  http.post<TicketAgreement>(contractUrl('ticketApply'), input, opts);
/** Whether the selected supplier code may apply (SPEC §4: not a parent code, an eligible status, a tax number). */
export const ticketEligibility = (opts?: RequestOptions) =>
  http.post<TicketEligibility>(contractUrl('ticketEligibility'), {}, opts);

export const queryPromoterAgreements = pageQueryCall<PromoterAgreement>(contractUrl('promoterQuery'));
export const queryPromoterCosts = pageQueryCall<PromoterCost>(contractUrl('promoterCost'));
/** Supplier: a promoter agreement application (SPEC §3; a replacement within 3 days, SPEC §9). */
export const addPromoterAgreement = (input: PromoterInput, opts?: RequestOptions) =>
  http.post<PromoterAgreement>(contractUrl('promoterAdd'), input, opts);
/** Retailer: approves submitted promoter agreements, or rejects them with a reason (all or none). */
export const approvePromoterAgreements = (agreementIds: string[], opts?: RequestOptions) =>
  http.post<{ count: number }>(contractUrl('promoterApprove'), { agreementIds }, opts);
export const rejectPromoterAgreements = (agreementIds: string[], reason: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(contractUrl('promoterReject'), { agreementIds, reason }, opts);

/** The supplier's certificates as the e-signature screens list them: what decides a signature on the client (SPEC §8). */
export type SupplierCertificate = { status: string; daysLeft: number; buSupported: boolean };
export const querySupplierCertificates = pageQueryCall<SupplierCertificate>('/api/fea-vsm/esign/seals');
