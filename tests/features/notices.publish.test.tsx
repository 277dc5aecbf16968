import { act, fireEvent, screen, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { mockToday } from '../../mocks/db/clock';
import { addNotice } from '@/features/notices/api';
import { noticesRoutes } from '@/features/notices/routes';
import { fastUser, pageTest } from '../support/page';
import { bodyRows, button, columnTexts, dialog, eventually, expectTexts, rowOf, waitForRows } from '../support/queries';

/*
 * Publishing official notices (SPEC §6 'publishers can issue notices' — notice:publish; §4 added as
 * status 1 draft, sent as status 2; §5 required-field messages): the retailer's list and editor.
 */

const {
  callsTo,
  signInAs,
  open: renderAt,
} = pageTest({ routes: noticesRoutes, calls: /\/api\/fea-vsm\/(?:notice|emailTemplate)\// });

beforeEach(() => signInAs('demo-retailer'));

/** What a user typing into the editor does: new content, then an input event (the editor loads on first use). */
async function typeBody(html: string) {
  const editor = await eventually(() => within(dialog()).getByRole('textbox', { name: 'Body' }));
  // async: the editor reads the DOM change in a microtask (a MutationObserver).
  await act(async () => {
    editor.innerHTML = html;
    fireEvent.input(editor);
  });
}

const draft = (title: string, sticky = false) =>
  addNotice({ title, content: '<p>Draft body</p>', audience: 'supplier', sticky, attachments: [] });

describe('publishing notices (demo-retailer, notice:publish)', () => {
  /** The list, then the editor of a new notice. */
  async function openNew(user: ReturnType<typeof fastUser>) {
    renderAt('/s/message/notice');
    await waitForRows();
    await user.click(await eventually(() => button('New notice')));
    await eventually(() =>
      expect(
        within(dialog()).getByText('New notice', { selector: '.ant-modal-title *, .ant-modal-title' }),
      ).toBeInTheDocument(),
    );
  }

  it('SPEC §5: a new notice asks for its title and body, and nothing is sent', async () => {
    const user = fastUser();
    await openNew(user);
    expect(columnTexts('Status')).toContain('Draft');
    // SPEC §5: 'please enter {field}' under each empty required field.
    await user.click(button('Save and send', dialog()));
    await expectTexts(['Please enter Title', 'Please enter Body'], within(dialog()));
    expect(callsTo('/notice/add')).toHaveLength(0);
  });

  it('saves and sends a sticky notice once on a double click; the list shows it first', async () => {
    const user = fastUser();
    await openNew(user);
    fireEvent.change(within(dialog()).getByLabelText('Title', { selector: 'input' }), {
      target: { value: 'Holiday deliveries' },
    });
    await user.click(within(dialog()).getByLabelText('Yes'));
    await typeBody('<p>All deliveries <b>stop</b> on the 1st.</p>');
    const send = button('Save and send', dialog());
    await user.dblClick(send);
    await eventually(() => expect(dialog()).toBeFalsy());
    expect(callsTo('/notice/add')).toHaveLength(1);
    expect(callsTo('/notice/send')).toHaveLength(1);
    expect(callsTo('/notice/add')[0].body).toMatchObject({
      title: 'Holiday deliveries',
      content: '<p>All deliveries <strong>stop</strong> on the 1st.</p>',
      audience: 'supplier',
      sticky: true,
      attachments: [],
    });

    // The server remembered it: sent today, sticky; the list shows it first.
    const saved = table('notices').filter((n) => n.title === 'Holiday deliveries');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ status: '2', sticky: true, publishDate: mockToday() });
    await eventually(() => expect(bodyRows()[0]).toHaveTextContent('Holiday deliveries'));
    expect(within(bodyRows()[0]).getByText('Pinned')).toBeInTheDocument();
  });

  it('saves a draft, edits it, and offers edit/send/delete only on drafts', async () => {
    const user = fastUser();
    const { id, docNo } = await draft('Quarterly audit');
    renderAt('/s/message/notice?status=1');
    await eventually(() => expect(rowOf(docNo)).toBeTruthy());
    expect(within(rowOf(docNo)).getByText('Edit')).toBeInTheDocument();
    const sentRow = bodyRows().find((r) => r.textContent?.includes('Sent'));
    if (sentRow) expect(within(sentRow).queryByText('Edit')).toBeNull();

    await user.click(within(rowOf(docNo)).getByText('Edit'));
    const title = await eventually(() => within(dialog()).getByLabelText('Title', { selector: 'input' }));
    await eventually(() => expect(title).toHaveValue('Quarterly audit'));
    await eventually(() =>
      expect(within(dialog()).getByRole('textbox', { name: 'Body' }).innerHTML).toBe('<p>Draft body</p>'),
    );
    fireEvent.change(title, { target: { value: 'Quarterly audit (updated)' } });
    await user.click(button('Save draft', dialog()));
    await eventually(() => expect(table('notices').find((n) => n.id === id)!.title).toBe('Quarterly audit (updated)'));
    expect(table('notices').find((n) => n.id === id)!.status).toBe('1');
    await eventually(() => expect(rowOf(docNo)).toHaveTextContent('Quarterly audit (updated)'));
  });

  it('sends a draft from its row once, even on a double click of the confirmation', async () => {
    const user = fastUser();
    const { id, docNo } = await draft('Price list');
    renderAt('/s/message/notice');
    await eventually(() => expect(rowOf(docNo)).toBeTruthy());
    await user.dblClick(within(rowOf(docNo)).getByText('Send'));
    const ok = await eventually(() => button('Send', dialog()));
    await user.dblClick(ok);
    await eventually(() => expect(table('notices').find((n) => n.id === id)!.status).toBe('2'));
    await eventually(() => expect(callsTo('/notice/send')).toHaveLength(1));
    await eventually(() => expect(within(rowOf(docNo)).queryByText('Send')).toBeNull());
  });

  it('deletes ticked drafts after a confirmation, and refuses sent notices', async () => {
    const user = fastUser();
    const { id, docNo } = await draft('Obsolete');
    renderAt('/s/message/notice');
    await eventually(() => expect(rowOf(docNo)).toBeTruthy());
    const sent = bodyRows().find((r) => r.textContent?.includes('Sent'))!;
    await user.click(within(sent).getByRole('checkbox'));
    await user.click(button('Delete'));
    expect(
      await screen.findByText('Only drafts can be sent, edited or deleted: tick drafts first', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    await user.click(within(sent).getByRole('checkbox'));
    await user.click(within(rowOf(docNo)).getByRole('checkbox'));
    await user.click(button('Delete'));
    await user.click(await eventually(() => button('Delete', dialog())));
    await eventually(() => expect(table('notices').some((n) => n.id === id)).toBe(false));
    await eventually(() => expect(bodyRows().some((r) => r.textContent?.includes(docNo))).toBe(false));
  });
});
