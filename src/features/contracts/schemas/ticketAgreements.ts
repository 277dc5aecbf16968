import { field } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, FieldSchema, StatusTone } from '@/kit/schema';
import { applyTicket, queryTickets, ticketEligibility, type TicketInput } from '../api';
import type { Refuse } from '../components/useRefusal';
import type { TicketAgreement, TicketEligibility } from '../types';
import { today } from '@/lib/serverClock';

const label = (name: string) => `contracts:ticket.field.${name}`;
const STATUSES: FieldOption[] = ['0', '1', '2'].map((value) => ({
  value,
  labelKey: `contracts:ticket.status.${value}`,
}));
const APPLY_TYPES: FieldOption[] = ['1', '2'].map((value) => ({
  value,
  labelKey: `contracts:ticket.applyType.${value}`,
}));
const TONES: Record<string, StatusTone> = { '0': 'processing', '1': 'success', '2': 'default' };

const col = (key: keyof TicketAgreement & string, rest: Partial<ColumnSchema<TicketAgreement>> = {}) =>
  field<TicketAgreement>(key, { titleKey: label(key), ...rest });
const columns: ColumnSchema<TicketAgreement>[] = [
  col('agreementId', { width: 170, search: true }),
  col('version', { sortable: true, width: 80 }),
  col('applyType', { options: APPLY_TYPES, width: 100, search: true }),
  col('status', { options: STATUSES, tones: TONES, status: true, width: 100 }),
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
  { name: 'invoiceContact', labelKey: label('invoiceContact'), kind: 'input', required: true, maxLength: 30 },
  {
    name: 'invoicePhone',
    labelKey: label('invoicePhone'),
    kind: 'input',
    required: true,
    check: 'phone',
    maxLength: 20,
  },
  {
    name: 'invoiceEmail',
    labelKey: label('invoiceEmail'),
    kind: 'input',
    required: true,
    check: 'email',
    maxLength: 60,
  },
];
const inputOf = (applyType: TicketInput['applyType'], v: Record<string, unknown>): TicketInput => ({
  applyType,
  invoiceContact: String(v.invoiceContact ?? ''),
  invoicePhone: String(v.invoicePhone ?? ''),
  invoiceEmail: String(v.invoiceEmail ?? ''),
});

/** SPEC §8 renewal month: a version is renewed in the month it ends. */
export const renewableNow = (t: TicketAgreement, day = today()) =>
  t.status === '1' && t.validTo.slice(0, 7) === day.slice(0, 7);

/** SPEC §4, §8: who may not apply for the invoice-easy agreement (i18n key, or null to apply). */
export function ticketRefusal(e: TicketEligibility): string | null {
  if (e.parent) return 'contracts:ticket.refused.parent';
  if (!e.statusAllowed) return 'contracts:ticket.refused.status';
  return e.hasTaxNumber ? null : 'contracts:ticket.refused.taxInfo';
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
      refuse: (_rows, shown) => (shown.some((t) => t.status === '1') ? 'contracts:ticket.refused.inForce' : null),
      form: { titleKey: 'contracts:ticket.applyTitle', fields: APPLY_FIELDS },
      call: (_rows, v) => apply(refuse, inputOf('1', v)),
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
      call: (_rows, v) => apply(refuse, inputOf('2', v)),
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
