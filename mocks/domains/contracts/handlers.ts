import * as contracts from './service';
import * as attachments from './attachments';
import * as ticketyt from './ticketyt';
import * as promoters from './promoters';
import { postRoutes } from '../../handlers/route';
import { queryContractBills } from '../../shared/contractBills';

/** Contracts and agreements: docs/API.md "Contracts". */
export const handlers = [
  ...postRoutes('/api/fea-vsm/contract', {
    query: ({ ctx, body }) => queryContractBills(ctx, body),
    add: ({ ctx, body }) => contracts.addAgreement(ctx, body),
    edit: ({ ctx, body }) => contracts.editAgreement(ctx, body),
    delete: ({ ctx, body }) => contracts.deleteAgreement(ctx, body),
    submit: ({ ctx, body }) => contracts.submitAgreement(ctx, body),
    approve: ({ ctx, body }) => contracts.approveContracts(ctx, body),
    cancel: ({ ctx, body }) => contracts.cancelContracts(ctx, body),
    pdf: ({ ctx, body }) => contracts.openPdf(ctx, body),
    sign: ({ ctx, body }) => contracts.signContract(ctx, body),
    rejectByB: ({ ctx, body }) => contracts.rejectByB(ctx, body),
    seal: ({ ctx, body }) => contracts.sealByA(ctx, body),
    rejectByA: ({ ctx, body }) => contracts.rejectByA(ctx, body),
    'attachment/query': ({ ctx, body }) => attachments.queryAttachments(ctx, body),
    'attachment/save': ({ ctx, body }) => attachments.saveAttachment(ctx, body),
    'attachment/submit': ({ ctx, body }) => attachments.submitAttachment(ctx, body),
    'attachment/confirm': ({ ctx, body }) => attachments.confirmAttachment(ctx, body),
    'attachment/delete': ({ ctx, body }) => attachments.deleteAttachment(ctx, body),
    'ticketyt/query': ({ ctx, body }) => ticketyt.queryTickets(ctx, body),
    'ticketyt/apply': ({ ctx, body }) => ticketyt.applyTicket(ctx, body),
    'ticketyt/eligibility': ({ ctx }) => ticketyt.ticketEligibility(ctx),
    'promoter/query': ({ ctx, body }) => promoters.queryPromoterAgreements(ctx, body),
    'promoter/cost': ({ ctx, body }) => promoters.queryPromoterCosts(ctx, body),
    'promoter/add': ({ ctx, body }) => promoters.addPromoterAgreement(ctx, body),
    'promoter/approve': ({ ctx, body }) => promoters.approvePromoterAgreements(ctx, body),
    'promoter/reject': ({ ctx, body }) => promoters.rejectPromoterAgreements(ctx, body),
  }),
];
