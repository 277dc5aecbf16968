import { insertRow, table, updateRows } from '../../db';
import { addDays, mockToday, nowStamp } from '../../db/clock';
import { apiError, ERR, type ErrDef } from '../../errors';
import { catalogue } from '../../catalogue';
import { requireUser, requireVendor, vendorScope, type Ctx } from '../../services/context';
import { isBlank, matchesParams, paginate, paramsOf, type Page, type PageQuery } from '../../services/paging';
import type { TicketAgreement, TicketEligibility } from '@/features/contracts/types';
import { isParent } from './seed';

/**
 * The invoice-easy (票易通) agreement (SPEC §4): a supplier code that is not collaborating, normal,
 * frozen or temporarily frozen may apply, a parent code may not; the supplier's tax number and
 * invoice contact are required; a renewal is applied in the month the current version ends. Each
 * application is a new version (the history lists them all); the previous one is superseded.
 */
export const TICKET_STATUSES = ['1', '2', '3', '4'];

export const TICKET_ERR = {
  status: {
    code: 'B0440',
    message: catalogue('contracts:ticket.refused.status'),
  },
  parent: {
    code: 'B0441',
    message: catalogue('contracts:ticket.refused.parent'),
  },
  taxInfo: {
    code: 'B0442',
    message: catalogue('contracts:ticket.refused.taxInfo'),
  },
  renewalMonth: {
    code: 'B0443',
    message: catalogue('contracts:ticket.renewalMonth'),
  },
  exists: {
    code: 'B0444',
    message: catalogue('contracts:ticket.refused.inForce'),
  },
} as const satisfies Record<string, ErrDef>;

const text = (v: unknown) => (isBlank(v) ? '' : String(v).trim());

/** Params: agreementId, applyType, status; `current: true` keeps the version in force of each code. */
export function queryTickets(ctx: Ctx, query: PageQuery): Page<TicketAgreement> {
  const inScope = vendorScope(ctx);
  const { current, ...params } = paramsOf(query);
  const rows = table('ticketAgreements').filter(
    (t) => inScope(t) && matchesParams(t, params) && (!current || t.status !== '2'),
  );
  return paginate(
    rows,
    { ...query, orderBy: query.orderBy || 'createDate desc,version desc' },
    { pageNo: 1, pageSize: 20 },
  );
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
    statusAllowed: TICKET_STATUSES.includes(v.status),
    hasTaxNumber: !!v.taxNumber,
  };
}

/** A new version: a first application, or a renewal in the month the current version ends. */
export function applyTicket(ctx: Ctx, body: Record<string, unknown>): TicketAgreement {
  const vendors = table('vendors');
  const v = callerCode(ctx);
  if (isParent(v, vendors)) throw apiError(TICKET_ERR.parent);
  if (!TICKET_STATUSES.includes(v.status)) throw apiError(TICKET_ERR.status);
  const invoiceContact = text(body.invoiceContact);
  const invoicePhone = text(body.invoicePhone);
  const invoiceEmail = text(body.invoiceEmail);
  if (!v.taxNumber || !invoiceContact || !invoicePhone || !invoiceEmail) throw apiError(TICKET_ERR.taxInfo);
  const versions = table('ticketAgreements').filter((t) => t.venderId === v.venderId && t.bu === v.bu);
  const current = versions.find((t) => t.status === '1');
  const today = mockToday();
  if (current && text(body.applyType) !== '2') throw apiError(TICKET_ERR.exists);
  if (current && current.validTo.slice(0, 7) !== today.slice(0, 7)) throw apiError(TICKET_ERR.renewalMonth);
  const version = versions.reduce((n, t) => Math.max(n, t.version), 0) + 1;
  const validFrom = current ? addDays(current.validTo, 1) : today;
  if (current) updateRows('ticketAgreements', (t) => t === current, { status: '2' });
  const row: TicketAgreement = {
    venderId: v.venderId,
    bu: v.bu,
    partnerId: v.partnerId,
    agreementId: `PYT${v.venderId}${String(version).padStart(2, '0')}`,
    version,
    venderName: v.venderName,
    taxNumber: v.taxNumber,
    invoiceContact: invoiceContact.slice(0, 30),
    invoicePhone: invoicePhone.slice(0, 20),
    invoiceEmail: invoiceEmail.slice(0, 60),
    validFrom,
    validTo: addDays(validFrom, 364),
    applyType: current ? '2' : '1',
    status: '1',
    creator: requireUser(ctx).emplName,
    createDate: nowStamp(),
  };
  insertRow('ticketAgreements', row);
  return row;
}
