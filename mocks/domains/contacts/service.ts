import { fieldsOf } from '../../db/tables';
import type { Contact } from '@/features/contacts/types';
import {
  CONTACT_ERRORS,
  CONTACT_FIELDS,
  CONTACT_RIGHTS,
  CONTACT_STATUS,
  canDisableContact,
  canEditContact,
  canSubmitContact,
  contactProblems,
  inEffectFor,
  retailerSees,
  type ContactField,
  type ContactProblem,
  type ContactStatus,
} from '@/features/contacts/contract';
import { insertRow, nextId, table, updateRows } from '../../db';
import { nowStamp } from '../../db/clock';
import { apiError, ERR, requiredMessage, tooLongMessage, fromContract } from '../../errors';
import { tr } from '../../glossary';
import { isRetailer, requireUser, requireVendor, vendorScope, type Ctx } from '../../services/context';
import { matchesParams, paramsOf, type Page, type PageQuery, pageInOrder, text, list } from '../../services/paging';
import { CONTACT_FORMATS, LENGTH_LIMITS, requiredRule } from '../../services/validation';
import type { ContactRow } from './tables';

/**
 * Supplier contacts (SPEC §3 contact, §5 valid phone and emails with the phone capped at 64, §6
 * function permissions contact:new/save/submit/query/disable/export). A supplier keeps its
 * contacts per large category: a new contact is a draft (0), a submitted one (1) is in effect and
 * receives that category's mail, a disabled one (2) is kept for the record. One contact per large
 * category and supplier combination is in effect at a time. The retailer reads every supplier's
 * submitted and disabled contacts (drafts are the supplier's own).
 */

export const CONTACTS_ERR = {
  noRight: fromContract(CONTACT_ERRORS.noRight),
  selectFirst: fromContract(CONTACT_ERRORS.selectFirst),
  notFound: { code: CONTACT_ERRORS.notFound.code, message: tr('联系人不存在', 'The contact does not exist') },
  categoryUnknown: fromContract(CONTACT_ERRORS.categoryUnknown),
  oneInEffect: fromContract(CONTACT_ERRORS.oneInEffect),
} as const;

/** The labels of the contract's required fields, for the required messages the server answers (declared in English). */
const REQUIRED_LABELS: Partial<Record<ContactField, string>> = {
  majorId: requiredRule('大类', 'Major category').label,
  contactPerson: LENGTH_LIMITS.contact.label,
  phone: LENGTH_LIMITS.phone.label,
  mainEmail: requiredRule('主邮箱', 'Main email').label,
};

/** The server's words of a contract problem: required, too long (the form's label), or the field's format. */
function refusalOf({ field, problem }: ContactProblem) {
  if (problem === 'required')
    return { code: CONTACT_ERRORS.invalid.code, message: requiredMessage(REQUIRED_LABELS[field]!) };
  if (problem === 'tooLong')
    return {
      code: CONTACT_ERRORS.invalid.code,
      message: tooLongMessage(`contacts:field.${field}`, (CONTACT_FIELDS[field] as { max: number }).max),
    };
  return {
    code: CONTACT_ERRORS.invalid.code,
    message: CONTACT_FORMATS[field as 'phone' | 'mainEmail' | 'ccEmail'].message,
  };
}

function requireRight(ctx: Ctx, right: string) {
  if (!requireUser(ctx).rights.includes(right)) throw apiError(CONTACTS_ERR.noRight);
}

/** The supplier's selected combination (actions change one combination's contacts). */
function requireSupplier(ctx: Ctx, right: string) {
  if (isRetailer(ctx)) throw apiError(ERR.supplierOnly);
  requireRight(ctx, right);
  return requireVendor(ctx)!;
}

/**
 * Params: majorId (prefix), contactPerson, phone, mainEmail (substring), status, venderId (retailer
 * only). Default order: last changed first.
 */
export function queryContacts(ctx: Ctx, query: PageQuery): Page<Contact> {
  requireRight(ctx, CONTACT_RIGHTS.query);
  const inScope = vendorScope(ctx);
  const retailer = isRetailer(ctx);
  const params = { ...paramsOf(query) };
  if (!retailer) delete params.venderId;
  const names = new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  const rows = table('contacts')
    .filter((c) => inScope(c) && (!retailer || retailerSees(c)) && matchesParams(c, params))
    .map((c) => ({ ...c, venderName: names.get(`${c.bu}/${c.venderId}`) ?? '' }));
  return pageInOrder(rows, query, 'updateDate desc,contactId desc');
}

/** SPEC §5: the contract's first problem (required, length, valid phone and emails), then a known category. */
function checkInput(body: Record<string, unknown>) {
  const input = Object.fromEntries(Object.keys(CONTACT_FIELDS).map((k) => [k, text(body[k])]));
  const [first] = contactProblems(input);
  if (first) throw apiError(refusalOf(first));
  const major = table('categories').find((c) => c.level === 1 && c.id === input.majorId);
  if (!major) throw apiError(CONTACTS_ERR.categoryUnknown);
  return {
    majorId: major.id,
    majorName: major.name,
    ...fieldsOf(input, ['contactPerson', 'phone', 'mainEmail', 'ccEmail']),
  };
}

function ownContact(ctx: Ctx, contactId: string): ContactRow {
  const inScope = vendorScope(ctx);
  const row = table('contacts').find((c) => c.contactId === contactId);
  if (!row || !inScope(row)) throw apiError(CONTACTS_ERR.notFound);
  return row;
}

/** New (contact:new, no contactId) or a draft's changes (contact:save); either way a draft. */
export function saveContact(ctx: Ctx, body: Record<string, unknown>): ContactRow {
  const id = text(body.contactId);
  const vendor = requireSupplier(ctx, id ? CONTACT_RIGHTS.save : CONTACT_RIGHTS.new);
  if (id && !canEditContact(ownContact(ctx, id))) throw apiError(ERR.statusNotAllowed);
  const fields = checkInput(body);
  const now = nowStamp();
  if (id) return updateRows('contacts', (c) => c.contactId === id, { ...fields, updateDate: now })[0];
  const { venderName } = table('vendors').find((v) => v.venderId === vendor.venderId && v.bu === vendor.bu) ?? {
    venderName: '',
  };
  return insertRow('contacts', {
    contactId: `LX${vendor.venderId}${String(9000 + nextId('contact')).padStart(4, '0')}`,
    ...vendor,
    ...fields,
    status: CONTACT_STATUS.draft,
    creator: venderName,
    createDate: now,
    updateDate: now,
    submitDate: null,
    disableDate: null,
  });
}

/** Checks every contact first, then moves them all: one refusal leaves all unchanged. */
function moveAll(
  ctx: Ctx,
  ids: string[],
  allowed: (c: ContactRow) => boolean,
  to: ContactStatus,
  patch: (now: string) => Partial<ContactRow>,
  check: (rows: ContactRow[]) => void = () => {},
) {
  if (ids.length === 0) throw apiError(CONTACTS_ERR.selectFirst);
  const rows = ids.map((id) => ownContact(ctx, id));
  if (!rows.every(allowed)) throw apiError(ERR.statusNotAllowed);
  check(rows);
  const now = nowStamp();
  for (const id of ids)
    updateRows('contacts', (c) => c.contactId === id, { status: to, updateDate: now, ...patch(now) });
  return { count: ids.length };
}

/** Drafts go into effect (contact:submit), re-checked; one per large category and combination (A0440). */
export function submitContacts(ctx: Ctx, body: Record<string, unknown>) {
  requireSupplier(ctx, CONTACT_RIGHTS.submit);
  return moveAll(
    ctx,
    list(body.contactIds),
    canSubmitContact,
    CONTACT_STATUS.inEffect,
    (now) => ({ submitDate: now }),
    (rows) => {
      const taken = new Set<string>();
      for (const c of rows) {
        checkInput(c);
        const key = `${c.bu}/${c.venderId}/${c.majorId}`;
        if (inEffectFor(table('contacts'), c) || taken.has(key)) throw apiError(CONTACTS_ERR.oneInEffect);
        taken.add(key);
      }
    },
  );
}

/** Contacts in effect are disabled (contact:disable); drafts and disabled ones are refused (B0400). */
export function disableContacts(ctx: Ctx, body: Record<string, unknown>) {
  requireSupplier(ctx, CONTACT_RIGHTS.disable);
  return moveAll(ctx, list(body.contactIds), canDisableContact, CONTACT_STATUS.disabled, (now) => ({
    disableDate: now,
  }));
}
