import type { Page, PageQuery } from '@/api/types';
import { documentSource, documentSources } from '@/kit/search';

/* A document list as a search source (the kit's one factory for the domains' search.ts): asked by its
 * number, each hit its status label and tone, day, and who it is about on each side. */

type Row = { sheetId: string; status: string; venderId: string; venderName: string; shopName: string; day: string };
const row: Row = {
  sheetId: 'WY202611280001',
  status: '1',
  venderId: '100101',
  venderName: '示例供应商',
  shopName: '一号店',
  day: '2026-11-28',
};

function listCall() {
  const asked: PageQuery[] = [];
  const query = async (q: PageQuery): Promise<Page<Row>> => {
    asked.push(q);
    return { pageNo: 1, pageSize: 5, total: 1, pageData: [row] };
  };
  return { asked, query };
}

const spec = (query: ReturnType<typeof listCall>['query']) => ({
  kindKey: 'search:kind.damage',
  query,
  number: 'sheetId' as const,
  statuses: [{ value: '1', labelKey: 'damages:status.1' }],
  tones: { '1': 'warning' as const },
  date: (r: Row) => r.day,
  place: (r: Row) => r.shopName,
});

describe('documentSource', () => {
  it('asks the list by the typed number (5 rows) and opens the hit on its screen', async () => {
    const { asked, query } = listCall();
    const source = documentSource<Row>({ ...spec(query), id: 'x.doc', side: 'supplier', path: '/x/list' });
    const hits = await source.search('0001', { signal: new AbortController().signal });
    expect(asked).toEqual([{ pageNo: 1, pageSize: 5, params: { sheetId: '0001' } }]);
    expect(hits).toEqual([
      {
        key: row.sheetId,
        number: row.sheetId,
        statusKey: 'damages:status.1',
        tone: 'warning',
        date: '2026-11-28',
        party: '一号店',
        to: `/x/list?sheetId=${row.sheetId}&open=${row.sheetId}`,
      },
    ]);
  });

  it('names the supplier for the retailer, and makes one source a side with its own id and screen', async () => {
    const { query } = listCall();
    const [supplier, retailer] = documentSources<Row>('x.doc', { supplier: '/x', retailer: '/s/x' }, spec(query));
    expect([supplier.id, supplier.side, supplier.path]).toEqual(['x.doc.supplier', 'supplier', '/x']);
    expect([retailer.id, retailer.side, retailer.path]).toEqual(['x.doc.retailer', 'retailer', '/s/x']);
    const [hit] = await retailer.search('WY', { signal: new AbortController().signal });
    expect(hit.party).toBe('100101 示例供应商 · 一号店');
    expect(hit.to).toBe(`/s/x?sheetId=${row.sheetId}&open=${row.sheetId}`);
  });

  it('reads the day, place and name by field, and the status from another field where the list keeps it there', async () => {
    type Bill = Omit<Row, 'status' | 'day'> & { billStatus: string; billDay: string; title: string };
    const bill: Bill = { ...row, sheetId: 'ZD1', billStatus: '1', billDay: '2026-11-28', title: '发票名' };
    const source = documentSource<Bill>({
      id: 'x.bill',
      kindKey: 'search:kind.bill',
      side: 'supplier',
      path: '/x/bills',
      query: async () => ({ pageNo: 1, pageSize: 5, total: 1, pageData: [bill] }),
      status: 'billStatus',
      statuses: [{ value: '1', labelKey: 'x:status.1' }],
      tones: { '1': 'success' },
      date: 'billDay',
      place: 'shopName',
      name: 'title',
    });
    const [hit] = await source.search('ZD', { signal: new AbortController().signal });
    expect(hit).toMatchObject({
      key: 'ZD1',
      number: 'ZD1',
      name: '发票名',
      statusKey: 'x:status.1',
      tone: 'success',
      date: '2026-11-28',
      party: '一号店',
    });
  });
});
