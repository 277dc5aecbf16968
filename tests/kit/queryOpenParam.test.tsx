import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import type { Page, PageQuery } from '@/api/types';
import { QueryPage, type QueryPageConfig } from '@/kit/query';
import { FastProviders, setUpTexts, signIn } from '../support/page';

/*
 * A document's detail opened by the address (`?<number field>=…&open=<row key>`: the shell's search
 * box, a link): the query screen opens it as a click on its row would; closing it leaves the list's address.
 */

type Doc = { sheetId: string; amount: number };
const docs: Doc[] = Array.from({ length: 12 }, (_, i) => ({ sheetId: `PO-${1000 + i}`, amount: i }));

const config: QueryPageConfig<Doc> = {
  id: 'test.open',
  query: async (q: PageQuery): Promise<Page<Doc>> => {
    const wanted = String(q.params.sheetId ?? '');
    const rows = docs.filter((d) => d.sheetId.includes(wanted));
    return { pageNo: q.pageNo, pageSize: q.pageSize, total: rows.length, pageData: rows.slice(0, q.pageSize) };
  },
  rowKey: 'sheetId',
  columns: [
    { key: 'sheetId', titleKey: 'Sheet', search: true },
    { key: 'amount', titleKey: 'Amount', format: 'amount' },
  ],
  detail: { titleKey: 'Order notice' },
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

const renderAt = (url: string) =>
  render(
    <FastProviders>
      <MemoryRouter initialEntries={[url]}>
        <QueryPage config={config} />
        <Where />
        <Link to="/docs?sheetId=1007&open=PO-1007">again</Link>
      </MemoryRouter>
    </FastProviders>,
  );

beforeAll(() => setUpTexts());
beforeEach(() => signIn());

describe('QueryPage: the detail opened by the address', () => {
  it('opens the document named by `open` among the rows its search finds', async () => {
    renderAt('/docs?sheetId=1007&open=PO-1007');
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer).toHaveTextContent('PO-1007'));
  });

  it('opens nothing for a key its rows lack', async () => {
    renderAt('/docs?sheetId=100&open=PO-9999');
    await screen.findByRole('row', { name: /PO-1009/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closing the detail takes `open` out of the address; the same document asked for again opens again', async () => {
    renderAt('/docs?sheetId=1007&open=PO-1007');
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer).toHaveTextContent('PO-1007'));
    fireEvent.click(within(drawer).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?sheetId=1007'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('link', { name: 'again' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('PO-1007'));
  });
});
