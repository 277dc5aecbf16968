import { table } from '../../mocks/db';
import type { DocumentAction } from '@/kit/query';
import { fieldRules } from '@/kit/form/rules';
import type { FieldSchema } from '@/kit/schema';
import {
  CONTACT_ERRORS,
  CONTACT_FIELDS,
  CONTACT_STATUS,
  canDisableContact,
  canEditContact,
  canSubmitContact,
  contactProblems,
  contactStatuses,
  contactUrl,
  retailerSees,
} from '@/features/contacts/contract';
import { contactsQuery } from '@/features/contacts/schemas/contactsQuery';
import type { Contact } from '@/features/contacts/types';
import { api, DEMO_VENDOR, OK, RETAILER, SUPPLIER } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (the
 * contact form's field rules, each action's `allowed`, the listed states) and the mock's answer
 * through its handlers agree, because both call the rule.
 */

const actions = contactsQuery('supplier').actions!;
const actionOf = (key: string) => actions.find((a) => a.key === key) as DocumentAction<Contact>;
const allowedOf = (key: string) => actionOf(key).allowed!;
const asRow = (c: object) => ({ venderName: '', ...c }) as Contact;

/** Whether the form's own field rules (kit fieldRules: required, format, length) refuse the values. */
async function formRefuses(fields: FieldSchema[], values: Record<string, unknown>) {
  const checks = fields.flatMap((f) =>
    fieldRules(f, f.name, (k) => k).map((r) => {
      const validator = (r as { validator?: (rule: unknown, v: unknown) => Promise<void> }).validator;
      return validator ? validator(r, values[f.name]) : Promise.resolve();
    }),
  );
  return (await Promise.allSettled(checks)).some((r) => r.status === 'rejected');
}

const demo = (status: string, majorId?: string) =>
  table('contacts').find(
    (c) =>
      c.venderId === DEMO_VENDOR.venderId &&
      c.bu === DEMO_VENDOR.bu &&
      c.status === status &&
      (!majorId || c.majorId === majorId),
  )!;

describe('contacts contract: screen and mock refuse the same inputs', () => {
  it('SPEC §3, §5: a contact is refused by the form and the mock exactly when contactProblems finds one', async () => {
    const form = actionOf('new').form;
    const fields = (typeof form === 'function' ? form([]) : form!).fields;
    const ok = {
      majorId: '15',
      contactPerson: '林晓',
      phone: '13812345678',
      mainEmail: 'linxiao@example.com',
      ccEmail: '',
    };
    const cases: Record<string, unknown>[] = [
      ok,
      { ...ok, ccEmail: 'cc@example.com' },
      { ...ok, majorId: '' },
      { ...ok, contactPerson: '  ' },
      { ...ok, contactPerson: '林'.repeat(CONTACT_FIELDS.contactPerson.max + 1) },
      { ...ok, phone: 'abc-defg' },
      { ...ok, phone: '1'.repeat(CONTACT_FIELDS.phone.max + 1) },
      { ...ok, phone: '021-12345678' },
      { ...ok, mainEmail: 'linxiao@' },
      { ...ok, mainEmail: `${'a'.repeat(CONTACT_FIELDS.mainEmail.max - 11)}@example.com` },
      { ...ok, mainEmail: `${'a'.repeat(CONTACT_FIELDS.mainEmail.max - 12)}@example.com` },
      { ...ok, ccEmail: 'cc at example.com' },
    ];
    for (const values of cases) {
      const label = JSON.stringify(values).slice(0, 120);
      const problems = contactProblems(values);
      const { returncode } = await api(contactUrl('save'), values, SUPPLIER);
      expect([await formRefuses(fields, values), returncode], label).toEqual([
        problems.length > 0,
        problems.length ? CONTACT_ERRORS.invalid.code : OK,
      ]);
    }
  });

  it('SPEC §3: edit, submit and disable are offered and accepted exactly in the states the predicates allow', async () => {
    const edit = { contactPerson: '林晓', phone: '13812345678', mainEmail: 'linxiao@example.com', ccEmail: '' };
    for (const status of Object.values(CONTACT_STATUS)) {
      // Dairy (15) has no contact of the demo supplier in effect, so its draft may be submitted.
      const c = demo(status, status === CONTACT_STATUS.draft ? '15' : undefined);
      const saved = await api(contactUrl('save'), { ...edit, majorId: c.majorId, contactId: c.contactId }, SUPPLIER);
      expect([allowedOf('edit')(asRow(c)), saved.returncode], `edit ${status}`).toEqual([
        canEditContact(c),
        canEditContact(c) ? OK : CONTACT_ERRORS.refused.code,
      ]);
    }
    for (const [key, rule, call] of [
      ['submit', canSubmitContact, 'submit'],
      ['disable', canDisableContact, 'disable'],
    ] as const) {
      for (const status of Object.values(CONTACT_STATUS)) {
        const c = demo(status, key === 'submit' && status === CONTACT_STATUS.draft ? '15' : undefined);
        const [allowed, shown] = [rule(c), allowedOf(key)(asRow(c))];
        const { returncode } = await api(contactUrl(call), { contactIds: [c.contactId] }, SUPPLIER);
        expect([shown, returncode], `${key} ${status}`).toEqual([allowed, allowed ? OK : CONTACT_ERRORS.refused.code]);
      }
    }
  });

  it('the retailer lists, and is answered, only the states retailerSees allows', async () => {
    const search = contactsQuery('retailer').columns.find((c) => c.key === 'status')!;
    expect(search.options).toEqual(contactStatuses('retailer'));
    expect(contactsQuery('supplier').columns.find((c) => c.key === 'status')!.options).toEqual(
      contactStatuses('supplier'),
    );
    const page = await api<{ pageData: Contact[] }>(contactUrl('query'), { pageNo: 1, pageSize: 500 }, RETAILER);
    expect(page.data.pageData.length).toBeGreaterThan(0);
    expect(page.data.pageData.every(retailerSees)).toBe(true);
    expect(contactStatuses('retailer').every((s) => retailerSees({ status: s.value }))).toBe(true);
    expect(table('contacts').some((c) => !retailerSees(c))).toBe(true);
  });
});
