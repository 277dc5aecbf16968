import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { read, utils } from 'xlsx';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { queryGoods } from '@/features/basicinfo/api';
import { InThreadXlsWorker, bytesOf, captureXlsDownloads } from '../kit/xlsDownloads';
import { basicinfoRoutes } from '@/features/basicinfo/routes';
import { pageTest } from '../support/page';
import { bodyRows, button, field, grid, headers } from '../support/queries';

/*
 * Goods information: export (SPEC §5 "export needs queried, non-empty data", §8 messages, §9 xls
 * and time-outs) and column settings persisted per screen, against the mock backend.
 */

const { sent: queries, open: renderAt } = pageTest({
  routes: basicinfoRoutes,
  calls: /\/api\/fea-vsm\/goods\/query$/,
});
const SUPPLIER = '/basicinfo/goodsinfo';

const saved = captureXlsDownloads();

async function sheetOf(blob: Blob) {
  const book = read(new Uint8Array(await bytesOf(blob)), { type: 'array' });
  return utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
}

const exportMenu = async (item: 'Export current page' | 'Export all') => {
  fireEvent.click(button('Export'));
  fireEvent.click(await screen.findByText(item));
};

describe('goods export', () => {
  it('SPEC §8: refuses before a query has answered (no data to export) and on an empty result (export empty)', async () => {
    // The list's opening query held on its way: nothing has been queried yet.
    server.use(
      http.post('*/api/fea-vsm/goods/query', async () => (await delay('infinite'), HttpResponse.json({})), {
        once: true,
      }),
    );
    renderAt(SUPPLIER);
    await waitFor(() => expect(queries).toHaveLength(1));
    await exportMenu('Export current page');
    expect(await screen.findByText('There is no data to export. Please query first.')).toBeInTheDocument();

    fireEvent.change(field('Goods name'), { target: { value: 'no such goods' } });
    fireEvent.submit(screen.getByLabelText('Search conditions'));
    await waitFor(() => expect(queries).toHaveLength(2));
    await waitFor(() => expect(grid().querySelector('.vsm-empty')).not.toBeNull());
    await exportMenu('Export all');
    expect(await screen.findByText('The exported data is empty.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(InThreadXlsWorker.urls).toEqual([]);
  });

  it('SPEC §9: writes the current page to .xls in a worker, as shown (labels, formats, columns)', async () => {
    renderAt(`${SUPPLIER}?pageNo=1`);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const page = await queryGoods({ pageNo: 1, pageSize: 20, params: {} });
    await exportMenu('Export current page');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(InThreadXlsWorker.urls).toEqual([expect.stringMatching(/\/kit\/export\/xlsWorker\.ts\b.* module$/)]);
    expect(saved[0].name).toBe('Goods information.xls');
    expect(saved[0].blob.type).toBe('application/vnd.ms-excel');
    const rows = await sheetOf(saved[0].blob);
    expect(rows[0]).toEqual(headers().slice(0, -1)); // all but the actions column
    expect(rows).toHaveLength(21);
    const first = page.pageData[0];
    const cell = (title: string) => rows[1][(rows[0] as string[]).indexOf(title)];
    expect(cell('Goods code')).toBe(first.goodsId);
    expect(cell('Sale price')).toBe(first.salePrice);
    expect(cell('Sale tax rate')).toBe(`${first.saleTaxRate}%`);
    expect(cell('Weight type')).toBe(
      ['', 'Normal', 'Very light', 'Bulky or heavy', 'Variable weight'][first.weightType],
    );
    // The progress bar is gone once the file is saved.
    await waitFor(() => expect(screen.queryByLabelText('Export progress')).toBeNull());
  });

  it('SPEC §7: exports every row of the query on the server, as a binary download', async () => {
    const exports: unknown[] = [];
    const onStart = async ({ request }: { request: Request }) => {
      if (request.url.endsWith('/goods/export')) exports.push(await request.clone().json());
    };
    server.events.on('request:start', onStart);
    try {
      renderAt(`${SUPPLIER}?brand=%E4%BC%8A%E5%88%A9&pageNo=2&pageSize=2`);
      await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
      await exportMenu('Export all');
      await waitFor(() => expect(saved).toHaveLength(1));
      // SPEC §7: the export's payload carries the combination's partnerId and entId 1 (HTTP client).
      expect(exports).toEqual([{ pageNo: 1, pageSize: 2, params: { brand: '伊利' }, partnerId: 'P10001', entId: 1 }]);
      const all = await queryGoods({ pageNo: 1, pageSize: 1000, params: { brand: '伊利' } });
      const rows = await sheetOf(saved[0].blob);
      expect(rows).toHaveLength(all.total + 1);
      expect(rows.slice(1).map((r) => r[0])).toEqual(all.pageData.map((g) => g.goodsId));
      expect(saved[0].name).toBe('Goods information.xls');
    } finally {
      server.events.removeListener('request:start', onStart);
    }
  });
});

const settingsPanel = () => waitFor(() => document.querySelector<HTMLElement>('.vsm-column-settings')!);

describe('goods column settings', () => {
  it('shows, hides, orders and resizes columns, keeps them for the next visit, and resets', async () => {
    const view = renderAt(`${SUPPLIER}?pageNo=1&pageSize=5`);
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(headers()).toContain('Barcode');
    expect(headers()).not.toContain('Origin');
    fireEvent.click(screen.getByLabelText('Column settings'));
    const panel = await settingsPanel();
    fireEvent.click(within(panel).getByLabelText('Barcode'));
    fireEvent.click(within(panel).getByLabelText('Origin'));
    fireEvent.click(within(panel).getByLabelText('Move Goods name up'));
    fireEvent.change(within(panel).getByLabelText('Width of Brand'), { target: { value: '200' } });
    await waitFor(() => expect(headers()).not.toContain('Barcode'));
    expect(headers()).toContain('Origin');
    expect(headers().slice(0, 2)).toEqual(['Goods name', 'Goods code']);
    const stored = JSON.parse(localStorage.getItem('fea-vsm-columns:10001:basicinfo.goods')!);
    expect(stored.hidden).toEqual(['mediumName', 'subName', 'shelfLifeDays', 'barcode']);
    expect(stored.widths).toEqual({ brand: 200 });

    view.unmount();
    renderAt(`${SUPPLIER}?pageNo=1&pageSize=5`);
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(headers()).not.toContain('Barcode');
    expect(headers().slice(0, 2)).toEqual(['Goods name', 'Goods code']);

    fireEvent.click(screen.getByLabelText('Column settings'));
    fireEvent.click(within(await settingsPanel()).getByText('Reset'));
    await waitFor(() => expect(headers()).toContain('Barcode'));
    expect(headers().slice(0, 2)).toEqual(['Goods code', 'Goods name']);
    expect(localStorage.getItem('fea-vsm-columns:10001:basicinfo.goods')).toBeNull();
  });
});
