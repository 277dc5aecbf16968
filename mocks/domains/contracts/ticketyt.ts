import { insertRow, table, updateRows } from '../../db';
import { addDays, mockToday, nowStamp } from '../../db/clock';
import { apiError, ERR, type ErrDef, fromContract } from '../../errors';
import { requireUser, requireVendor, vendorScope, type Ctx } from '../../services/context';
import { matchesParams, paramsOf, type Page, type PageQuery, pageInOrder, text } from '../../services/paging';
import type { TicketAgreement, TicketEligibility } from '@/features/contracts/types';
import {
  CONTRACT_ERRORS as E,
  INVOICE_CONTACT_MAX,
  INVOICE_EMAIL_MAX,
  INVOICE_PHONE_MAX,
  isTicketInForce,
  renewableNow,
  TICKET_APPLY_TYPE,
  TICKET_PROBLEM_ERRORS,
  TICKET_STATUS,
  ticketProblem,
  ticketStatusAllowed,
  type TicketProblem,
} from '@/features/contracts/contract';
import { isParent } from './seed';
import { vendorKeyOf } from '../../db/tables';

/**
 * The invoice-easy (票易通) agreement (SPEC §4): a supplier code that is not collaborating, normal,
 * frozen or temporarily frozen may apply, a parent code may not; the supplier's tax number and
 * invoice contact are required; a renewal is applied in the month the current version ends. Each
 * application is a new version (the history lists them all); the previous one is superseded.
 */
export const TICKET_ERR = {
  status: fromContract(TICKET_PROBLEM_ERRORS.status),
  parent: fromContract(TICKET_PROBLEM_ERRORS.parent),
  taxInfo: fromContract(TICKET_PROBLEM_ERRORS.taxInfo),
  renewalMonth: fromContract(E.renewalMonth),
  exists: fromContract(E.ticketInForce),
} as const satisfies Record<string, ErrDef>;
const PROBLEM_ERR: Record<TicketProblem, ErrDef> = TICKET_ERR;

/** Params: agreementId, applyType, status; `current: true` keeps the version in force of each code. */
export function queryTickets(ctx: Ctx, query: PageQuery): Page<TicketAgreement> {
  const inScope = vendorScope(ctx);
  const { current, ...params } = paramsOf(query);
  const rows = table('ticketAgreements').filter(
    (t) => inScope(t) && matchesParams(t, params) && (!current || t.status !== TICKET_STATUS.superseded),
  );
  return pageInOrder(rows, query, 'createDate desc,version desc');
}

function callerCode(ctx: Ctx) {
  const vendor = requireVendor(ctx);
  if (!vendor) throw apiError(ERR.supplierOnly);
  return table('vendors').find((x) => x.venderId === vendor.venderId && x.bu === vendor.bu)!;
}

/** What the client checks before applying (SPEC §4, §8): a parent code, an eligible status, a tax number. */
export function ticketEligibility(ctx: Ctx): TicketEligibility {
  const v = callerCode(ctx);
  return {
    parent: isParent(v, table('vendors')),
    statusAllowed: ticketStatusAllowed(v.status),
    hasTaxNumber: !!v.taxNumber,
  };
}

/** A new version: a first application, or a renewal in the month the current version ends. */
export function applyTicket(ctx: Ctx, body: Record<string, unknown>): TicketAgreement {
  const v = callerCode(ctx);
  const invoiceContact = text(body.invoiceContact);
  const invoicePhone = text(body.invoicePhone);
  const invoiceEmail = text(body.invoiceEmail);
  // The screen's check of the eligibility, with the contact the form requires as part of the tax info.
  const problem = ticketProblem({
    ...ticketEligibility(ctx),
    hasTaxNumber: !!v.taxNumber && !!invoiceContact && !!invoicePhone && !!invoiceEmail,
  });
  if (problem) throw apiError(PROBLEM_ERR[problem]);
  const versions = table('ticketAgreements').filter((t) => t.venderId === v.venderId && t.bu === v.bu);
  const current = versions.find(isTicketInForce);
  const today = mockToday();
  if (current && text(body.applyType) !== TICKET_APPLY_TYPE.renewal) throw apiError(TICKET_ERR.exists);
  if (current && !renewableNow(current, today)) throw apiError(TICKET_ERR.renewalMonth);
  const version = versions.reduce((n, t) => Math.max(n, t.version), 0) + 1;
  const validFrom = current ? addDays(current.validTo, 1) : today;
  if (current) updateRows('ticketAgreements', (t) => t === current, { status: TICKET_STATUS.superseded });
  const row: TicketAgreement = {
    ...vendorKeyOf(v),
    agreementId: `PYT${v.venderId}${String(version).padStart(2, '0')}`,
    version,
    venderName: v.venderName,
    taxNumber: v.taxNumber,
    invoiceContact: invoiceContact.slice(0, INVOICE_CONTACT_MAX),
    invoicePhone: invoicePhone.slice(0, INVOICE_PHONE_MAX),
    invoiceEmail: invoiceEmail.slice(0, INVOICE_EMAIL_MAX),
    validFrom,
    validTo: addDays(validFrom, 364),
    applyType: current ? TICKET_APPLY_TYPE.renewal : TICKET_APPLY_TYPE.new,
    status: TICKET_STATUS.inForce,
    creator: requireUser(ctx).emplName,
    createDate: nowStamp(),
  };
  insertRow('ticketAgreements', row);
  return row;
}
