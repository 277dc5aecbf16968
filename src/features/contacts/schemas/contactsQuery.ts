import { translateServerText } from '@/i18n';
import { columnsIn, idsOf, supplierColumn } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema, LookupConfig, Side } from '@/kit/schema';
import { disableContacts, queryContacts, saveContact, submitContacts } from '../api';
import {
  CONTACT_ERRORS,
  CONTACT_FIELDS as F,
  CONTACT_RIGHTS,
  CONTACT_TONES,
  canDisableContact,
  canEditContact,
  canSubmitContact,
  contactStatuses,
} from '../contract';
import type { Contact, ContactInput } from '../types';

const label = (name: string) => `contacts:field.${name}`;

const majorLookup: LookupConfig = {
  kind: 'major',
  valueField: 'majorId',
  fill: { majorName: 'majorName' },
  columns: [
    { dataIndex: 'majorId', titleKey: label('majorId') },
    { dataIndex: 'majorName', titleKey: label('majorName') },
  ],
};

/** A text field of the contact form with the contract's rule (SPEC §5 required, length, valid phone or email). */
const input = (name: 'contactPerson' | 'phone' | 'mainEmail' | 'ccEmail'): FieldSchema => {
  const rule: { required: boolean; max: number; format?: 'phone' | 'email' } = F[name];
  return {
    name,
    labelKey: label(name),
    kind: 'input',
    required: rule.required,
    maxLength: rule.max,
    ...(rule.format ? { check: rule.format } : {}),
  };
};

/** The contact form (SPEC §3 fields; the contract's CONTACT_FIELDS). */
const formFields: FieldSchema[] = [
  { name: 'majorId', labelKey: label('majorId'), kind: 'elf', lookup: majorLookup, required: F.majorId.required },
  { name: 'majorName', labelKey: label('majorName'), kind: 'text' },
  input('contactPerson'),
  input('phone'),
  input('mainEmail'),
  input('ccEmail'),
];

const inputOf = (v: Record<string, unknown>): ContactInput => ({
  majorId: String(v.majorId ?? ''),
  contactPerson: String(v.contactPerson ?? ''),
  phone: String(v.phone ?? ''),
  mainEmail: String(v.mainEmail ?? ''),
  ccEmail: String(v.ccEmail ?? ''),
});

const col = columnsIn<Contact>('contacts:field');
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
  col('status', {
    options: contactStatuses(side),
    tones: CONTACT_TONES,
    status: true,
    sortable: true,
    width: 100,
    search: true,
  }),
  col('createDate', { sortable: true, width: 160, hidden: true }),
  col('updateDate', { sortable: true, width: 160 }),
  col('submitDate', { width: 160, hidden: true }),
  col('disableDate', { width: 160, hidden: true }),
];

/** A move on ticked contacts or one row; the server refuses others (B0400) and a second contact in effect (A0440). */
const move = (key: string, rest: Partial<DocumentAction<Contact>>): DocumentAction<Contact> => ({
  key,
  labelKey: `contacts:action.${key}`,
  only: 'supplier',
  places: ['toolbar', 'row'],
  emptyKey: CONTACT_ERRORS.selectFirst.messageKey,
  refusedKey: CONTACT_ERRORS.refused.messageKey,
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
    allowed: canEditContact,
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
    allowed: canSubmitContact,
    confirmKey: 'contacts:submitAsk',
    call: (rows) => submitContacts(idsOf(rows, 'contactId')),
    successKey: 'contacts:submitted',
  }),
  move('disable', {
    right: CONTACT_RIGHTS.disable,
    allowed: canDisableContact,
    danger: true,
    confirmKey: 'contacts:disableAsk',
    call: (rows) => disableContacts(idsOf(rows, 'contactId')),
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
