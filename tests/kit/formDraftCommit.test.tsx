import { useLayoutEffect, type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { FormDraft, clearDraft, readDraft } from '@/kit/form';
import { FastProviders } from '../support/page';

/*
 * Non-negotiable 3: a reload loses nothing that is on screen. The draft is written in the commit that
 * shows a change, not in an effect after the paint: a page reloaded as soon as a change shows (a
 * picture that has just finished uploading, on a busy machine) found the draft without it.
 */

const KEY = 'test.formDraftCommit';

/** What the draft held when the commit that shows `value` ran its layout effects. */
function DraftSeen({ value, seen }: { value: string | undefined; seen: Array<unknown> }) {
  useLayoutEffect(() => {
    if (value) seen.push((readDraft(KEY) as { note?: string } | undefined)?.note);
  }, [value, seen]);
  return null;
}

function Note({ seen }: { seen: Array<unknown> }) {
  const form = Form.useFormInstance();
  const value = Form.useWatch('note', form) as string | undefined;
  return <DraftSeen value={value} seen={seen} />;
}

const NoteForm = ({ children }: { children?: ReactNode }) => (
  <FastProviders>
    <Form>
      <FormDraft storageKey={KEY} />
      <Form.Item name="note" label="Note">
        <Input />
      </Form.Item>
      {children}
    </Form>
  </FastProviders>
);

it('writes the draft in the commit that shows the change', async () => {
  const seen: unknown[] = [];
  render(
    <NoteForm>
      <Note seen={seen} />
    </NoteForm>,
  );
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'typed' } });
  await waitFor(() => expect(seen).toHaveLength(1));
  expect(seen).toEqual(['typed']);
});

it('a page left right after a change (before antd tells its watchers) writes that change as it goes', () => {
  clearDraft(KEY);
  render(<NoteForm />);
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'just typed' } });
  expect(screen.getByLabelText('Note')).toHaveValue('just typed');
  window.dispatchEvent(new Event('pagehide'));
  expect(readDraft(KEY)).toEqual({ note: 'just typed' });
});

it('a page left with nothing new since the draft was cleared (a save) keeps no draft', async () => {
  render(<NoteForm />);
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'saved' } });
  await waitFor(() => expect(readDraft(KEY)).toEqual({ note: 'saved' }));
  clearDraft(KEY);
  window.dispatchEvent(new Event('pagehide'));
  expect(readDraft(KEY)).toBeUndefined();
});
