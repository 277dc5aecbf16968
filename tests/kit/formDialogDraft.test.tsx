import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormDialog, readDraft } from '@/kit/form';
import type { FieldSchema } from '@/kit/schema';
import type { SessionUser } from '@/api/types';
import { useSession } from '@/stores/session';
import { FastProviders, setUpTexts } from '../support/page';

/*
 * A long form in a dialog keeps a draft (DOMAINS "Long forms keep a draft through a reload and a
 * session expiry"): what was typed comes back when the dialog opens again, and is gone once sent.
 */

const fields: FieldSchema[] = [
  { name: 'title', labelKey: 'Title', kind: 'input', required: true },
  { name: 'note', labelKey: 'Note', kind: 'input' },
];
const KEY = 'test.formDialogDraft';

function renderDialog(
  onSubmit: (v: Record<string, unknown>) => Promise<unknown>,
  draftKey?: string | false,
  initialValues: Record<string, unknown> = { note: 'from the record' },
) {
  return render(
    <FastProviders>
      <FormDialog
        title="Draft"
        fields={fields}
        initialValues={initialValues}
        onSubmit={onSubmit}
        onClose={() => {}}
        draftKey={draftKey}
      />
    </FastProviders>,
  );
}
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });

beforeAll(() => setUpTexts());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useSession.setState({ user: null });
});

describe('FormDialog draftKey', () => {
  it('brings back what was typed after the dialog was gone (a reload), over the initial values', async () => {
    const first = renderDialog(() => Promise.resolve(), KEY);
    fireEvent.change(input('Title'), { target: { value: 'Mid-Autumn special' } });
    await waitFor(() => expect(readDraft(KEY)).toMatchObject({ title: 'Mid-Autumn special' }));
    first.unmount();

    renderDialog(() => Promise.resolve(), KEY);
    expect(input('Title')).toHaveValue('Mid-Autumn special');
    expect(input('Note')).toHaveValue('from the record');
  });

  it('clears the draft once the call succeeds, keeps it when the call fails', async () => {
    const refused = renderDialog(() => Promise.reject(new Error('refused')), KEY);
    fireEvent.change(input('Title'), { target: { value: 'Kept' } });
    fireEvent.click(screen.getByRole('button', { name: /OK/ }));
    await waitFor(() => expect(readDraft(KEY)).toMatchObject({ title: 'Kept' }));
    refused.unmount();

    const onSubmit = vi.fn(() => Promise.resolve());
    renderDialog(onSubmit, KEY);
    fireEvent.click(screen.getByRole('button', { name: /OK/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'Kept', note: 'from the record' }));
    await waitFor(() => expect(readDraft(KEY)).toBeUndefined());
  });

  it('keeps nothing with draftKey false', async () => {
    const dialog = renderDialog(() => Promise.resolve(), false);
    fireEvent.change(input('Title'), { target: { value: 'Gone' } });
    dialog.unmount();
    renderDialog(() => Promise.resolve(), false);
    expect(input('Title')).toHaveValue('');
  });
});

describe('FormDialog drafts by default (non-negotiable 3: nothing is lost)', () => {
  const typeAndLeave = async (initialValues: Record<string, unknown>, title: string) => {
    const dialog = renderDialog(() => Promise.resolve(), undefined, initialValues);
    fireEvent.change(input('Title'), { target: { value: title } });
    await waitFor(() => expect(Object.keys(localStorage).some((k) => k.startsWith('fea-vsm-draft:'))).toBe(true));
    dialog.unmount();
  };

  it('brings a record’s unsent changes back to the same record’s dialog only, and says so', async () => {
    await typeAndLeave({ id: 'A', note: 'a' }, 'Changed A');
    const again = renderDialog(() => Promise.resolve(), undefined, { id: 'B', note: 'b' });
    expect(input('Title')).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
    again.unmount();
    renderDialog(() => Promise.resolve(), undefined, { id: 'A', note: 'a' });
    expect(input('Title')).toHaveValue('Changed A');
    expect(screen.getByRole('status')).toHaveTextContent('Your unsent changes from last time are back.');
  });

  it('discards the draft for the record’s own values at the user’s word', async () => {
    await typeAndLeave({ id: 'A', note: 'a' }, 'Changed A');
    const dialog = renderDialog(() => Promise.resolve(), undefined, { id: 'A', note: 'a' });
    fireEvent.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(input('Title')).toHaveValue('');
    expect(input('Note')).toHaveValue('a');
    expect(screen.queryByRole('status')).toBeNull();
    dialog.unmount();
    renderDialog(() => Promise.resolve(), undefined, { id: 'A', note: 'a' });
    expect(input('Title')).toHaveValue('');
  });

  it('keeps no draft of a form opened and left as it was', () => {
    renderDialog(() => Promise.resolve(), undefined, { id: 'A' }).unmount();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('fea-vsm-draft:'))).toEqual([]);
  });

  it('survives a session expiry (the new sign-in empties sessionStorage) for the same user, not for another', async () => {
    useSession.setState({ user: { account: 'u1' } as SessionUser });
    await typeAndLeave({ id: 'A' }, 'Mine');
    sessionStorage.clear();
    const other =
      (useSession.setState({ user: { account: 'u2' } as SessionUser }),
      renderDialog(() => Promise.resolve(), undefined, { id: 'A' }));
    expect(input('Title')).toHaveValue('');
    other.unmount();
    useSession.setState({ user: { account: 'u1' } as SessionUser });
    renderDialog(() => Promise.resolve(), undefined, { id: 'A' });
    expect(input('Title')).toHaveValue('Mine');
  });
});
