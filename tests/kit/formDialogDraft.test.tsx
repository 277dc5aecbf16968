import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormDialog, readDraft } from '@/kit/form';
import type { FieldSchema } from '@/kit/schema';
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

function renderDialog(onSubmit: (v: Record<string, unknown>) => Promise<unknown>, draftKey?: string) {
  return render(
    <FastProviders>
      <FormDialog
        title="Draft"
        fields={fields}
        initialValues={{ note: 'from the record' }}
        onSubmit={onSubmit}
        onClose={() => {}}
        draftKey={draftKey}
      />
    </FastProviders>,
  );
}
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });

beforeAll(() => setUpTexts());
beforeEach(() => sessionStorage.clear());

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

  it('keeps nothing without a draftKey', async () => {
    const dialog = renderDialog(() => Promise.resolve());
    fireEvent.change(input('Title'), { target: { value: 'Gone' } });
    dialog.unmount();
    renderDialog(() => Promise.resolve());
    expect(input('Title')).toHaveValue('');
  });
});
