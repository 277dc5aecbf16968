import { translateServerText } from '@/i18n';
import { field, supplierColumn } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, FieldSchema, LookupConfig, Side, StatusTone } from '@/kit/schema';
import { LENGTH_LIMITS } from '@/lib/validators';
import { disableContacts, queryContacts, saveContact, submitContacts } from '../api';
import type { Contact, ContactInput } from '../types';

/** SPEC §6 function permissions of contact maintenance, as the server's rights name them. */
export const CONTACT_RIGHTS = {
  new: 'contact:new',
  save: 'contact:save',
  submit: 'contact:submit',
  disable: 'contact:disable',
  export: 'contact:export',
} as const;

/** Main and cc email length (the mock's CONTACT_EMAIL_MAX; SPEC §5 caps only the supplier's own email, at 32). */
export const CONTACT_EMAIL_MAX = 64;

const label = (name: string) => `contacts:field.${name}`;
/** 0 draft, 1 submitted (in effect), 2 disabled; the retailer never sees drafts. */
const statuses = (side: Side): FieldOption[] =>
  (side === 'supplier' ? ['0', '1', '2'] : ['1', '2']).map((value) => ({
    value,
    labelKey: `contacts:status.${value}`,
  }));
const TONES: Record<string, StatusTone> = { '0': 'warning', '1': 'success', '2': 'default' };

const majorLookup: LookupConfig = {
  kind: 'major',
  valueField: 'majorId',
  fill: { majorName: 'majorName' },
  columns: [
    { dataIndex: 'majorId', titleKey: label('majorId') },
    { dataIndex: 'majorName', titleKey: label('majorName') },
  ],
};

/** The contact form (SPEC §3 fields; §5 required, valid phone and emails, lengths). */
const formFields: FieldSchema[] = [
  { name: 'majorId', labelKey: label('majorId'), kind: 'elf', lookup: majorLookup, required: true },
  { name: 'majorName', labelKey: label('majorName'), kind: 'text' },
  {
    name: 'contactPerson',
    labelKey: label('contactPerson'),
    kind: 'input',
    required: true,
    maxLength: LENGTH_LIMITS.contact,
  },
  {
    name: 'phone',
    labelKey: label('phone'),
    kind: 'input',
    required: true,
    check: 'phone',
    maxLength: LENGTH_LIMITS.phone,
  },
  {
    name: 'mainEmail',
    labelKey: label('mainEmail'),
    kind: 'input',
    required: true,
    check: 'email',
    maxLength: CONTACT_EMAIL_MAX,
  },
  { name: 'ccEmail', labelKey: label('ccEmail'), kind: 'input', check: 'email', maxLength: CONTACT_EMAIL_MAX },
];

const inputOf = (v: Record<string, unknown>): ContactInput => ({
  majorId: String(v.majorId ?? ''),
  contactPerson: String(v.contactPerson ?? ''),
  phone: String(v.phone ?? ''),
  mainEmail: String(v.mainEmail ?? ''),
  ccEmail: String(v.ccEmail ?? ''),
});

const col = (key: keyof Contact & string, rest: Partial<ColumnSchema<Contact>> = {}) =>
  field<Contact>(key, { titleKey: label(key), ...rest });
const columns = (side: Side): ColumnSchema<Contact>[] => [
  supplierColumn<Contact>({ only: 'retailer' }),
  col('majorId', {
    titleKey: label('majorName'),
    sortable: true,
    width: 160,
    value: (c) => `${c.majorId} ${translateServerText(c.majorName)}`,
    search: { kind: 'elf', lookup: majorLookup, labelKey: label('majorId') },
  }),
  col('contactPerson', { sortable: true, width: 110, search: true }),
  col('phone', { width: 150, search: true }),
  col('mainEmail', { width: 240, search: true }),
  col('ccEmail', { width: 240 }),
  col('status', { options: statuses(side), tones: TONES, status: true, sortable: true, width: 100, search: true }),
  col('createDate', { sortable: true, width: 160, hidden: true }),
  col('updateDate', { sortable: true, width: 160 }),
  col('submitDate', { width: 160, hidden: true }),
  col('disableDate', { width: 160, hidden: true }),
];

const ids = (rows: Contact[]) => rows.map((c) => c.contactId);
const onStatus = (status: Contact['status']) => (c: Contact) => c.status === status;
/** A move on ticked contacts or one row; the server refuses others (B0400) and a second contact in effect (A0440). */
const move = (key: string, rest: Partial<DocumentAction<Contact>>): DocumentAction<Contact> => ({
  key,
  labelKey: `contacts:action.${key}`,
  only: 'supplier',
  places: ['toolbar', 'row'],
  emptyKey: 'contacts:selectFirst',
  refusedKey: 'errors:selectionNotEligible',
  ...rest,
});

const actions: DocumentAction<Contact>[] = [
  move('new', {
    rows: false,
    places: ['toolbar'],
    primary: true,
    right: CONTACT_RIGHTS.new,
    form: { titleKey: 'contacts:newTitle', fields: formFields, okKey: 'contacts:save' },
    call: (_rows, v) => saveContact(inputOf(v)),
    successKey: 'contacts:saved',
  }),
  move('edit', {
    places: ['row'],
    right: CONTACT_RIGHTS.save,
    allowed: onStatus('0'),
    form: ([c]) => ({
      titleKey: 'contacts:editTitle',
      fields: formFields,
      okKey: 'contacts:save',
      initialValues: { ...c },
    }),
    call: ([c], v) => saveContact({ ...inputOf(v), contactId: c.contactId }),
    successKey: 'contacts:saved',
  }),
  move('submit', {
    right: CONTACT_RIGHTS.submit,
    allowed: onStatus('0'),
    confirmKey: 'contacts:submitAsk',
    call: (rows) => submitContacts(ids(rows)),
    successKey: 'contacts:submitted',
  }),
  move('disable', {
    right: CONTACT_RIGHTS.disable,
    allowed: onStatus('1'),
    danger: true,
    confirmKey: 'contacts:disableAsk',
    call: (rows) => disableContacts(ids(rows)),
    successKey: 'contacts:disabled',
  }),
];

/**
 * Supplier contacts (SPEC §3, §5, §6): the supplier adds, edits and submits drafts and disables
 * contacts in effect; the retailer queries every supplier's contacts. Export needs contact:export.
 */
export const contactsQuery = (side: Side): QueryPageConfig<Contact> => ({
  id: `contacts.${side}`,
  query: queryContacts,
  rowKey: 'contactId',
  columns: columns(side),
  selection: side === 'supplier' ? 'checkbox' : undefined,
  defaultOrderBy: 'updateDate desc',
  actions: side === 'supplier' ? actions : [],
  export: {
    fileNameKey: side === 'supplier' ? 'contacts:exportFileName' : 'contacts:retailerExportFileName',
    right: CONTACT_RIGHTS.export,
  },
});
