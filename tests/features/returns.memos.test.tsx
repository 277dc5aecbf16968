import { fireEvent, waitFor } from '@testing-library/react';
import { table } from '@mocks/db';
import { returnsRoutes } from '@/features/returns/routes';
import { pageTest } from '../support/page';
import { button, columnTexts, dialog, findText, rowOf, waitForRows } from '../support/queries';

/* Return memos (SPEC §2 /s/reorder/return-sales-memo): the retailer's notes on returns, text required (SPEC §5). */

const { callsTo, signInAs, open } = pageTest({
  routes: returnsRoutes,
  calls: /\/api\/fea-vsm\/(?:acceptance|returns)\//,
});

const render = () => open('/s/reorder/return-sales-memo');
const input = (label: string) => dialog().querySelector<HTMLInputElement | HTMLTextAreaElement>(`[id$="_${label}"]`)!;

beforeEach(() => signInAs('demo-retailer'));

describe('return memos (retailer)', () => {
  it('adds a memo: the text is required, the server remembers it and the list shows it', async () => {
    const doc = table('returnDocs')[5];
    const before = table('returnMemos').length;
    render();
    await waitForRows();
    fireEvent.click(button('New memo'));
    await waitFor(() => expect(dialog()).toBeTruthy());
    fireEvent.change(input('sheetId'), { target: { value: doc.sheetId } });
    fireEvent.click(button('OK', dialog()));
    expect(await findText('Please enter Memo')).toBeInTheDocument();
    expect(callsTo('/returns/memoSave')).toHaveLength(0);
    fireEvent.change(input('text'), { target: { value: 'Pickup agreed for Monday' } });
    fireEvent.click(button('OK', dialog()));
    expect(await findText('Memo saved')).toBeInTheDocument();
    expect(table('returnMemos')).toHaveLength(before + 1);
    expect(table('returnMemos').at(-1)).toMatchObject({
      sheetId: doc.sheetId,
      text: 'Pickup agreed for Monday',
      creator: '王晓梅',
    });
    await waitFor(() => expect(columnTexts('Memo')).toContain('Pickup agreed for Monday'), { timeout: 10000 });
  });

  it('edits a memo’s text; the document number stays', async () => {
    render();
    await waitForRows();
    const [memoId] = [table('returnMemos').find((m) => columnTexts('Return document no.').includes(m.sheetId))!.memoId];
    const memo = table('returnMemos').find((m) => m.memoId === memoId)!;
    fireEvent.click(button('Edit', rowOf(memo.sheetId)));
    await waitFor(() => expect(input('text').value).toBe(memo.text));
    expect(input('sheetId')).toBeDisabled();
    fireEvent.change(input('text'), { target: { value: 'Goods collected' } });
    fireEvent.click(button('OK', dialog()));
    expect(await findText('Memo saved')).toBeInTheDocument();
    expect(table('returnMemos').find((m) => m.memoId === memoId)).toMatchObject({
      text: 'Goods collected',
      modifier: '王晓梅',
    });
  });
});
