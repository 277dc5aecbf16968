import * as contracts from './service';
import * as attachments from './attachments';
import * as ticketyt from './ticketyt';
import * as promoters from './promoters';
import { postRoutes } from '../../handlers/route';
import { queryContractBills } from '../../shared/contractBills';
import { CONTRACT_BASE, CONTRACT_PATHS as P } from '@/features/contracts/contract';

/** Contracts and agreements: docs/API.md "Contracts", on the contract's paths. */
export const handlers = [
  ...postRoutes(CONTRACT_BASE, {
    [P.query]: ({ ctx, body }) => queryContractBills(ctx, body),
    [P.add]: ({ ctx, body }) => contracts.addAgreement(ctx, body),
    [P.edit]: ({ ctx, body }) => contracts.editAgreement(ctx, body),
    [P.delete]: ({ ctx, body }) => contracts.deleteAgreement(ctx, body),
    [P.submit]: ({ ctx, body }) => contracts.submitAgreement(ctx, body),
    [P.approve]: ({ ctx, body }) => contracts.approveContracts(ctx, body),
    [P.cancel]: ({ ctx, body }) => contracts.cancelContracts(ctx, body),
    [P.pdf]: ({ ctx, body }) => contracts.openPdf(ctx, body),
    [P.sign]: ({ ctx, body }) => contracts.signContract(ctx, body),
    [P.rejectByB]: ({ ctx, body }) => contracts.rejectByB(ctx, body),
    [P.seal]: ({ ctx, body }) => contracts.sealByA(ctx, body),
    [P.rejectByA]: ({ ctx, body }) => contracts.rejectByA(ctx, body),
    [P.attachmentQuery]: ({ ctx, body }) => attachments.queryAttachments(ctx, body),
    [P.attachmentSave]: ({ ctx, body }) => attachments.saveAttachment(ctx, body),
    [P.attachmentSubmit]: ({ ctx, body }) => attachments.submitAttachment(ctx, body),
    [P.attachmentConfirm]: ({ ctx, body }) => attachments.confirmAttachment(ctx, body),
    [P.attachmentDelete]: ({ ctx, body }) => attachments.deleteAttachment(ctx, body),
    [P.ticketQuery]: ({ ctx, body }) => ticketyt.queryTickets(ctx, body),
    [P.ticketApply]: ({ ctx, body }) => ticketyt.applyTicket(ctx, body),
    [P.ticketEligibility]: ({ ctx }) => ticketyt.ticketEligibility(ctx),
    [P.promoterQuery]: ({ ctx, body }) => promoters.queryPromoterAgreements(ctx, body),
    [P.promoterCost]: ({ ctx, body }) => promoters.queryPromoterCosts(ctx, body),
    [P.promoterAdd]: ({ ctx, body }) => promoters.addPromoterAgreement(ctx, body),
    [P.promoterApprove]: ({ ctx, body }) => promoters.approvePromoterAgreements(ctx, body),
    [P.promoterReject]: ({ ctx, body }) => promoters.rejectPromoterAgreements(ctx, body),
  }),
];
