import { act, fireEvent, screen, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { mockToday } from '../../mocks/db/clock';
import { noticesRoutes } from '@/features/notices/routes';
import { fastUser, pageTest } from '../support/page';
import {
  bodyRows,
  button,
  columnTexts,
  dialog,
  eventually,
  expectTexts,
  queryButton,
  rowOf,
  waitForRows,
} from '../support/queries';

/*
 * Email templates of the retailer (SPEC §2 /s/basicinfo/notictemplate; §6 function permissions
 * emailTemplate:add, emailTemplate:save, emailTemplate:query; §5 required-field messages).
 */

const {
  callsTo,
  signInAs,
  open: renderAt,
} = pageTest({ routes: noticesRoutes, calls: /\/api\/fea-vsm\/(?:notice|emailTemplate)\// });

beforeEach(() => signInAs('demo-retailer'));

async function typeBody(html: string) {
  const editor = await eventually(() => within(dialog()).getByRole('textbox', { name: 'Body' }));
  // async: the editor reads the DOM change in a microtask (a MutationObserver).
  await act(async () => {
    editor.innerHTML = html;
    fireEvent.input(editor);
  });
}

describe('email templates (demo-retailer)', () => {
  it('lists the templates (name, subject, type, body as text, creator, modified), newest change first', async () => {
    renderAt('/s/basicinfo/notictemplate');
    await waitForRows(20);
    const newest = [...table('mailTemplates')].sort(
      (a, b) => b.modifyDate.localeCompare(a.modifyDate) || b.templateId.localeCompare(a.templateId),
    )[0];
    expect(columnTexts('Template name')[0]).toBe(newest.name);
    expect(columnTexts('Subject')[0]).toBe(newest.subject);
    expect(columnTexts('Type')[0]).toBe({ '1': 'Internal mail', '2': 'Notice', '3': 'Reminder' }[newest.type]);
    expect(columnTexts('Body')[0]).not.toContain('<');
    expect(columnTexts('Creator')[0]).toBe(newest.creator);
    expect(screen.getByText('30 in total')).toBeInTheDocument();
  });

  it('adds a template after the required-field messages, and saves a change', async () => {
    const user = fastUser();
    renderAt('/s/basicinfo/notictemplate');
    await waitForRows(20);
    await user.click(button('Add'));
    await eventually(() => expect(within(dialog()).getByRole('textbox', { name: 'Body' })).toBeInTheDocument());
    await user.click(button('Save', dialog()));
    await expectTexts(['Please enter Template name', 'Please enter Subject', 'Please enter Body'], within(dialog()));

    fireEvent.change(within(dialog()).getByLabelText('Template name', { selector: 'input' }), {
      target: { value: 'Welcome letter' },
    });
    fireEvent.change(within(dialog()).getByLabelText('Subject', { selector: 'input' }), {
      target: { value: 'Welcome to the portal' },
    });
    await typeBody('<p>Dear {supplier}, <b>welcome</b>!</p><script>alert(1)</script>');
    await user.click(button('Save', dialog()));
    await eventually(() => expect(table('mailTemplates').some((r) => r.name === 'Welcome letter')).toBe(true));
    const added = table('mailTemplates').find((r) => r.name === 'Welcome letter')!;
    // What the editor hands over is sanitized.
    expect(added).toMatchObject({
      subject: 'Welcome to the portal',
      type: '1',
      body: '<p>Dear {supplier}, <strong>welcome</strong>!</p>',
      creator: '王晓梅',
      modifyDate: mockToday(),
    });
    await eventually(() => expect(rowOf('Welcome letter')).toBeTruthy());

    await user.click(within(rowOf('Welcome letter')).getByText('Edit'));
    const subject = await eventually(() => within(dialog()).getByLabelText('Subject', { selector: 'input' }));
    await eventually(() => expect(subject).toHaveValue('Welcome to the portal'));
    fireEvent.change(subject, { target: { value: 'Welcome aboard' } });
    await user.click(button('Save', dialog()));
    await eventually(() =>
      expect(table('mailTemplates').find((r) => r.templateId === added.templateId)!.subject).toBe('Welcome aboard'),
    );
    expect(callsTo('/emailTemplate/save')).toHaveLength(1);
    await eventually(() => expect(rowOf('Welcome letter')).toHaveTextContent('Welcome aboard'));
  });

  it('hides add and edit without their function permissions, and the list without the query permission', async () => {
    const user = table('users').find((u) => u.userId === '90001')!;
    user.rights = user.rights.filter((r) => r !== 'emailTemplate:add' && r !== 'emailTemplate:save');
    const { unmount } = renderAt('/s/basicinfo/notictemplate');
    await waitForRows(20);
    expect(queryButton('Add')).toBeNull();
    expect(within(bodyRows()[0]).queryByText('Edit')).toBeNull();
    unmount();

    user.rights = user.rights.filter((r) => r !== 'emailTemplate:query');
    await signInAs('demo-retailer');
    const queried = callsTo('/emailTemplate/query').length;
    renderAt('/s/basicinfo/notictemplate');
    expect(
      await screen.findByText('You have no permission to query email templates.', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(callsTo('/emailTemplate/query')).toHaveLength(queried);
  });
});
