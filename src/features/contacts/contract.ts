import { LENGTH_LIMITS, exceedsLength, isBlank, isEmail, isPhone } from '@/lib/validators';

/**
 * Supplier contacts' contract (issue 37): what the screens and the mock backend (mocks/domains/contacts)
 * both hold to, written once — the calls, the SPEC §6 function permissions, the contact's states with
 * their labels' keys and tones (the retailer never sees drafts), the action predicates (edit and submit
 * a draft, disable one in effect), the SPEC §3, §5 rules of a contact (required fields, lengths, a valid
 * phone and emails) and the error codes with the client's message keys. Pure TypeScript: no React, no
 * antd, no i18next. What only a server knows (the categories, the contact already in effect for a
 * category) stays in the mock, which calls these rules.
 */

import { codedValues, type CodedValue, type Tone } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Supplier contacts")

export const CONTACT_BASE = '/api/fea-vsm/contact';

/** Each call's path under CONTACT_BASE. */
export const CONTACT_PATHS = { query: 'query', save: 'save', submit: 'submit', disable: 'disable' } as const;
export const contactUrl = (path: keyof typeof CONTACT_PATHS) => `${CONTACT_BASE}/${CONTACT_PATHS[path]}`;

/** SPEC §6 function permissions of contact maintenance, as the server's rights name them. */
export const CONTACT_RIGHTS = {
  new: 'contact:new',
  save: 'contact:save',
  submit: 'contact:submit',
  query: 'contact:query',
  disable: 'contact:disable',
  export: 'contact:export',
} as const;

// ------------------------------------------------------------------ states (SPEC §3)

/** A contact: draft (saved, editable), in effect (submitted; its large category's mail goes to it), disabled. */
export const CONTACT_STATUS = { draft: '0', inEffect: '1', disabled: '2' } as const;
export type ContactStatus = (typeof CONTACT_STATUS)[keyof typeof CONTACT_STATUS];

export const CONTACT_TONES: Record<ContactStatus, Tone> = { '0': 'warning', '1': 'success', '2': 'default' };
/** The states a side lists: the retailer never sees the supplier's drafts. */
export const contactStatuses = (side: 'supplier' | 'retailer'): CodedValue[] =>
  codedValues(
    'contacts:status',
    side === 'supplier'
      ? [CONTACT_STATUS.draft, CONTACT_STATUS.inEffect, CONTACT_STATUS.disabled]
      : [CONTACT_STATUS.inEffect, CONTACT_STATUS.disabled],
  );
export const retailerSees = (c: { status: string }) => c.status !== CONTACT_STATUS.draft;

// ------------------------------------------------------------------ action predicates

/** Only a draft is changed or submitted. */
export const canEditContact = (c: { status: string }) => c.status === CONTACT_STATUS.draft;
export const canSubmitContact = canEditContact;
/** Only a contact in effect is disabled. */
export const canDisableContact = (c: { status: string }) => c.status === CONTACT_STATUS.inEffect;

/** One contact in effect per large category and supplier combination (SPEC §3). */
export const inEffectFor = (
  contacts: readonly { status: string; bu: string; venderId: string; majorId: string }[],
  c: { bu: string; venderId: string; majorId: string },
) =>
  contacts.some(
    (o) =>
      o.status === CONTACT_STATUS.inEffect && o.bu === c.bu && o.venderId === c.venderId && o.majorId === c.majorId,
  );

// ------------------------------------------------------------------ validations (SPEC §5)

/** Main and cc email length: a portal choice (SPEC §5 caps only the supplier's own email, at 32). */
export const CONTACT_EMAIL_MAX = 64;

/** The form's fields in the order checked: required, length, format (a kit FieldCheck, lib/validators). */
export const CONTACT_FIELDS = {
  majorId: { required: true },
  contactPerson: { required: true, max: LENGTH_LIMITS.contact },
  phone: { required: true, max: LENGTH_LIMITS.phone, format: 'phone' },
  mainEmail: { required: true, max: CONTACT_EMAIL_MAX, format: 'email' },
  ccEmail: { required: false, max: CONTACT_EMAIL_MAX, format: 'email' },
} as const satisfies Record<string, { required: boolean; max?: number; format?: 'phone' | 'email' }>;
export type ContactField = keyof typeof CONTACT_FIELDS;

const FORMATS = { phone: isPhone, email: isEmail } as const;
export type ContactProblem = { field: ContactField; problem: 'required' | 'tooLong' | 'format' };

/** Every field's problem (required, then length, then format), in CONTACT_FIELDS' order; [] when it may be saved. */
export function contactProblems(input: Record<string, unknown>): ContactProblem[] {
  const out: ContactProblem[] = [];
  for (const [name, spec] of Object.entries(CONTACT_FIELDS) as [
    ContactField,
    (typeof CONTACT_FIELDS)[ContactField],
  ][]) {
    const value = isBlank(input[name]) ? '' : String(input[name]).trim();
    if (!value) {
      if (spec.required) out.push({ field: name, problem: 'required' });
    } else if ('max' in spec && exceedsLength(value, spec.max)) out.push({ field: name, problem: 'tooLong' });
    else if ('format' in spec && !FORMATS[spec.format](value)) out.push({ field: name, problem: 'format' });
  }
  return out;
}

// ------------------------------------------------------------------ errors (SPEC §8)

/** The contact error codes the mock answers, with the key of the client's own text where it words the case. */
export const CONTACT_ERRORS = {
  invalid: { code: 'A0410' },
  noRight: { code: 'A0303', messageKey: 'contacts:rule.noRight' },
  selectFirst: { code: 'A0430', messageKey: 'contacts:selectFirst' },
  notFound: { code: 'B0404' },
  /** A move on a contact whose state does not allow it (the client: errors:selectionNotEligible). */
  refused: { code: 'B0400', messageKey: 'errors:selectionNotEligible' },
  oneInEffect: { code: 'A0440', messageKey: 'contacts:rule.oneInEffect' },
  categoryUnknown: { code: 'A0441', messageKey: 'contacts:rule.categoryUnknown' },
} as const;
