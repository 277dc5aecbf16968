import { columnsIn, field } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import { applyTicket, queryTickets, ticketEligibility, type TicketInput } from '../api';
import type { Refuse } from '../components/useRefusal';
import {
  INVOICE_CONTACT_MAX,
  INVOICE_EMAIL_MAX,
  INVOICE_PHONE_MAX,
  isTicketInForce,
  renewableNow as renewableOn,
  TICKET_APPLY_TYPE,
  TICKET_APPLY_TYPES,
  TICKET_PROBLEM_ERRORS,
  TICKET_STATUSES,
  TICKET_TONES,
  ticketProblem,
} from '../contract';
import type { TicketAgreement, TicketEligibility } from '../types';
import { today } from '@/lib/serverClock';

const label = (name: string) => `contracts:ticket.field.${name}`;
const col = columnsIn<TicketAgreement>('contracts:ticket.field');
const columns: ColumnSchema<TicketAgreement>[] = [
  col('agreementId', { width: 170, search: true }),
  col('version', { sortable: true, width: 80 }),
  col('applyType', { options: TICKET_APPLY_TYPES, width: 100, search: true }),
  col('status', { options: TICKET_STATUSES, tones: TICKET_TONES, status: true, width: 100 }),
  col('taxNumber', { width: 200 }),
  col('invoiceContact', { width: 120 }),
  col('invoicePhone', { width: 140 }),
  col('invoiceEmail', { width: 200 }),
  col('validFrom', { format: 'date', sortable: true, width: 110 }),
  col('validTo', { format: 'date', sortable: true, width: 110 }),
  field<TicketAgreement>('creator', { width: 180, hidden: true }),
  field<TicketAgreement>('createDate', { sortable: true, width: 160 }),
];

/** SPEC §4: the supplier's tax number comes from its master data; the invoice contact is required. */
const APPLY_FIELDS: FieldSchema[] = [
  {
    name: 'invoiceContact',
    labelKey: label('invoiceContact'),
    kind: 'input',
    required: true,
    maxLength: INVOICE_CONTACT_MAX,
  },
  {
    name: 'invoicePhone',
    labelKey: label('invoicePhone'),
    kind: 'input',
    required: true,
    check: 'phone',
    maxLength: INVOICE_PHONE_MAX,
  },
  {
    name: 'invoiceEmail',
    labelKey: label('invoiceEmail'),
    kind: 'input',
    required: true,
    check: 'email',
    maxLength: INVOICE_EMAIL_MAX,
  },
];
const inputOf = (applyType: TicketInput['applyType'], v: Record<string, unknown>): TicketInput => ({
  applyType,
  invoiceContact: String(v.invoiceContact ?? ''),
  invoicePhone: String(v.invoicePhone ?? ''),
  invoiceEmail: String(v.invoiceEmail ?? ''),
});

/** SPEC §8 renewal month (the contract's rule), by the server's today. */
export const renewableNow = (t: TicketAgreement, day = today()) => renewableOn(t, day);

/** SPEC §4, §8: who may not apply for the invoice-easy agreement (i18n key, or null to apply). */
export function ticketRefusal(e: TicketEligibility): string | null {
  const problem = ticketProblem(e);
  return problem && TICKET_PROBLEM_ERRORS[problem].messageKey;
}

/** Applies (or renews) once the code's eligibility (one cheap call) allows it. */
async function apply(refuse: Refuse, input: TicketInput) {
  const refusal = ticketRefusal(await ticketEligibility());
  if (refusal) refuse(refusal);
  return applyTicket(input);
}

/** The invoice-easy agreement in force (SPEC §2 /contract-management/ticketyt): apply, or renew in its last month. */
export const ticketAgreements = (refuse: Refuse): QueryPageConfig<TicketAgreement> => ({
  id: 'contracts.ticketyt',
  query: queryTickets,
  params: { current: true },
  rowKey: 'agreementId',
  columns,
  selection: 'radio',
  actions: [
    {
      key: 'apply',
      labelKey: 'contracts:ticket.apply',
      rows: false,
      primary: true,
      // SPEC §4: one agreement in force (the screen lists it), renewed in its last month; refused before the form.
      refuse: (_rows, shown) => (shown.some(isTicketInForce) ? 'contracts:ticket.refused.inForce' : null),
      form: { titleKey: 'contracts:ticket.applyTitle', fields: APPLY_FIELDS },
      call: (_rows, v) => apply(refuse, inputOf(TICKET_APPLY_TYPE.new, v)),
      successKey: 'contracts:ticket.applied',
    },
    {
      key: 'renew',
      labelKey: 'contracts:ticket.renew',
      // In the toolbar too, so a renewal outside the month the version ends is refused with the SPEC §8 text.
      places: ['toolbar', 'row', 'detail'],
      allowed: (t) => renewableNow(t),
      refusedKey: 'contracts:ticket.renewalMonth',
      form: ([t]) => ({ titleKey: 'contracts:ticket.renewTitle', fields: APPLY_FIELDS, initialValues: { ...t } }),
      call: (_rows, v) => apply(refuse, inputOf(TICKET_APPLY_TYPE.renewal, v)),
      successKey: 'contracts:ticket.applied',
    },
  ],
  detail: { titleKey: 'contracts:ticket.detailTitle' },
});

/** Every version of the invoice-easy agreement (SPEC §2 /contract-management/ticketyt-history). */
export const ticketHistory: QueryPageConfig<TicketAgreement> = {
  id: 'contracts.ticketytHistory',
  query: queryTickets,
  rowKey: 'agreementId',
  columns,
  defaultOrderBy: 'version desc',
  export: { fileNameKey: 'contracts:ticket.historyTitle' },
  detail: { titleKey: 'contracts:ticket.detailTitle' },
};
