import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import zhCN from '../../locales/zh-CN/contacts.json';
import enUS from '../../locales/en-US/contacts.json';
import { contactsRoutes } from '@/features/contacts/routes';
import { mergeServerTexts } from '@/i18n';
import { useRightsStore } from '@/stores/rights';
import { pageTest } from '../support/page';
import {
  button,
  columnTexts,
  confirmOk,
  dialog,
  enter,
  eventually,
  field,
  findToast,
  headers,
  queryButton,
  rowOf,
  tick,
  waitForRows,
} from '../support/queries';

/*
 * Supplier contacts (SPEC §3 contact fields, §5 valid phone and emails, §6 function permissions
 * contact:new/save/submit/query/disable/export) on both sides against the mock backend.
 */

const SUPPLIER = '/basicinfo/contactlist';
const RETAILER = '/s/basicinfo/contactlist';
const { notify, signInAs, open, callsOf } = pageTest({
  routes: contactsRoutes,
  account: null,
  calls: /\/api\/fea-vsm\/contact\/(\w+)$/,
  // The mock's texts as the app merges them at start-up (server messages in English).
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});

const toolbar = () => document.querySelector<HTMLElement>('.vsm-query-toolbar')!;
const contactOf = (mainEmail: string) => table('contacts').find((c) => c.mainEmail === mainEmail);
const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));

describe('supplier contact routes and texts', () => {
  it('declares both screens and the same keys in both languages', () => {
    expect(contactsRoutes.map((r) => [r.path, r.side])).toEqual([
      [SUPPLIER, 'supplier'],
      [RETAILER, 'retailer'],
    ]);
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });
});

describe('contact maintenance (demo-supplier)', () => {
  beforeEach(() => signInAs('demo-supplier'));

  it('lists its own contacts in every status, without a supplier column', async () => {
    const mine = table('contacts').filter((c) => c.venderId === '100101');
    open(`${SUPPLIER}?pageNo=1&pageSize=100`);
    await eventually(() => expect(screen.getByText(`${mine.length} in total`)).toBeInTheDocument());
    expect(new Set(columnTexts('Status'))).toEqual(new Set(['Draft', 'Submitted', 'Disabled']));
    expect(headers()).not.toContain('Supplier');
    const foreign = table('contacts').find((c) => c.venderId !== '100101')!;
    expect(screen.queryByText(foreign.mainEmail)).toBeNull();
  });

  it('journey: adds a contact with a bad main email, reads the message, corrects it and submits (SPEC §5)', async () => {
    open(`${SUPPLIER}?pageNo=1&pageSize=100`);
    await waitForRows();
    fireEvent.click(button('New', toolbar()));
    await eventually(() => expect(dialog()).toHaveTextContent('New contact'));
    const form = dialog();
    enter(field('Major category code', form), '15');
    fireEvent.blur(field('Major category code', form));
    // The category the lookup filled in reads in English, as in the grids (the server's en-US text).
    await eventually(() => expect(form).toHaveTextContent('Dairy'));
    enter(field('Contact person', form), 'Lin Xiao');
    enter(field('Contact phone', form), '0755-83001234');
    enter(field('Main email', form), 'linxiao@example');
    fireEvent.click(button('Save', form));
    await eventually(() => expect(within(form).getByText('Please enter the correct format')).toBeInTheDocument());
    expect(callsOf('save')).toHaveLength(0);
    // The form keeps every value for the correction.
    expect(field('Contact person', form)).toHaveValue('Lin Xiao');

    enter(field('Main email', form), 'linxiao@example.com');
    fireEvent.click(button('Save', form));
    await findToast('The contact was saved as a draft');
    expect(contactOf('linxiao@example.com')).toMatchObject({
      status: '0',
      majorId: '15',
      contactPerson: 'Lin Xiao',
      phone: '0755-83001234',
    });

    await eventually(() => expect(rowOf('linxiao@example.com')).toHaveTextContent('Draft'));
    tick(rowOf('linxiao@example.com'));
    fireEvent.click(button('Submit', toolbar()));
    await confirmOk('Submit the ticked contacts (1)? They take effect at once.');
    await findToast('Contacts submitted: 1');
    expect(contactOf('linxiao@example.com')!.status).toBe('1');
    await eventually(() => expect(rowOf('linxiao@example.com')).toHaveTextContent('Submitted'));
    expect(notify).not.toHaveBeenCalled();
    // contact:export
    expect(queryButton('Export')).not.toBeNull();
  });

  it("shows the server's refusal of a second contact in effect for a major category, and submits nothing", async () => {
    const inEffect = new Set(
      table('contacts')
        .filter((c) => c.venderId === '100101' && c.status === '1')
        .map((c) => c.majorId),
    );
    const draft = table('contacts').find(
      (c) => c.venderId === '100101' && c.status === '0' && inEffect.has(c.majorId),
    )!;
    open(`${SUPPLIER}?pageNo=1&pageSize=100`);
    await waitForRows();
    tick(rowOf(draft.mainEmail));
    fireEvent.click(button('Submit', toolbar()));
    await confirmOk('Submit the ticked contacts (1)? They take effect at once.');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'This major category already has a contact in effect; disable that contact first',
      ),
    );
    expect(table('contacts').find((c) => c.contactId === draft.contactId)!.status).toBe('0');
  });

  it('refuses to disable a draft on the client (SPEC §4), and disables a contact in effect', async () => {
    const mine = table('contacts').filter((c) => c.venderId === '100101');
    const draft = mine.find((c) => c.status === '0')!;
    const current = mine.find((c) => c.status === '1')!;
    open(`${SUPPLIER}?pageNo=1&pageSize=100`);
    await waitForRows();
    tick(rowOf(draft.mainEmail));
    fireEvent.click(button('Disable', toolbar()));
    await findToast('The selected data does not meet the requirements.');
    expect(callsOf('disable')).toHaveLength(0);
    tick(rowOf(draft.mainEmail));
    tick(rowOf(current.mainEmail));
    fireEvent.click(button('Disable', toolbar()));
    await confirmOk('Disable the ticked contacts (1)?');
    await findToast('Contacts disabled: 1');
    expect(table('contacts').find((c) => c.contactId === current.contactId)!.status).toBe('2');
  });

  it('edits a draft from its row (contact:save): a bad cc email is refused on the form, then the change is kept', async () => {
    const draft = table('contacts').find((c) => c.venderId === '100101' && c.status === '0')!;
    const current = table('contacts').find((c) => c.venderId === '100101' && c.status === '1')!;
    open(`${SUPPLIER}?pageNo=1&pageSize=100`);
    await waitForRows();
    // Only drafts are edited.
    expect(queryButton('Edit', rowOf(current.mainEmail))).toBeNull();
    fireEvent.click(button('Edit', rowOf(draft.mainEmail)));
    await eventually(() => expect(dialog()).toHaveTextContent('Edit contact'));
    const form = dialog();
    expect(field('Main email', form)).toHaveValue(draft.mainEmail);
    enter(field('Cc email', form), 'cc@');
    fireEvent.click(button('Save', form));
    await eventually(() => expect(within(form).getByText('Please enter the correct format')).toBeInTheDocument());
    enter(field('Cc email', form), 'orders@example.com');
    enter(field('Contact phone', form), '13812345678');
    fireEvent.click(button('Save', form));
    await findToast('The contact was saved as a draft');
    expect(table('contacts').find((c) => c.contactId === draft.contactId)).toMatchObject({
      status: '0',
      ccEmail: 'orders@example.com',
      phone: '13812345678',
    });
    expect(callsOf('save')[0].body.contactId).toBe(draft.contactId);
  });

  it('offers each action only with its function permission (SPEC §6)', async () => {
    const user = table('users').find((u) => u.userId === '10001')!;
    user.rights = user.rights.filter((r) => r !== 'contact:new' && r !== 'contact:disable' && r !== 'contact:export');
    open(`${SUPPLIER}?pageNo=1&pageSize=20`);
    await waitForRows();
    await eventually(() => expect(useRightsStore.getState().token).toBe('demo-supplier'));
    await eventually(() => expect(queryButton('Submit', toolbar())).not.toBeNull());
    expect(queryButton('New', toolbar())).toBeNull();
    expect(queryButton('Disable', toolbar())).toBeNull();
    expect(queryButton('Export')).toBeNull();
  });
});

describe('supplier contacts (demo-retailer)', () => {
  beforeEach(() => signInAs('demo-retailer'));

  it("queries every supplier's contacts with the supplier column, without drafts or maintenance actions", async () => {
    const visible = table('contacts').filter((c) => c.status !== '0');
    open(`${RETAILER}?pageNo=1&pageSize=20`);
    await eventually(() => expect(screen.getByText(`${visible.length} in total`)).toBeInTheDocument());
    expect(headers()).toContain('Supplier');
    expect(columnTexts('Supplier').some((s) => /^\d{6} \S/.test(s))).toBe(true);
    expect(columnTexts('Status')).not.toContain('Draft');
    expect(queryButton('New')).toBeNull();
    expect(queryButton('Submit')).toBeNull();
    // contact:export (the retailer holds it).
    await eventually(() => expect(queryButton('Export')).not.toBeNull());
  });

  it('searches one supplier in effect', async () => {
    const other = table('contacts').find((c) => c.venderId === '120501' && c.status === '1')!;
    open(`${RETAILER}?venderId=120501&status=1&pageNo=1&pageSize=20`);
    await eventually(() =>
      expect(callsOf('query').some((c) => (c.body.params as Record<string, unknown>).venderId === '120501')).toBe(true),
    );
    await eventually(() => expect(rowOf(other.mainEmail)).toHaveTextContent('120501'));
  });
});
