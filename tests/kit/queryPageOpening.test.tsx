import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getApptokenInfo } from '@/api/auth';
import type { Page, PageQuery } from '@/api/types';
import { initI18n, loadRestTexts } from '@/i18n';
import { QueryPage, type QueryPageConfig } from '@/kit/query';
import { useSession } from '@/stores/session';
import { FastProviders, setUpTexts, signIn } from '../support/page';
import { eventually, findToast, queryButton, ROW } from '../support/queries';
import { captureXlsDownloads } from './xlsDownloads';

/**
 * A list opens on its data (the kit's default): opened, a query screen queries its default view,
 * reset returns to it, and export works at once; only a screen whose query needs the user's
 * criteria (SPEC §5 "at least one of …", a long report of SPEC §9) waits, and says which.
 */

type Doc = { sheetId: string; barcode: string; status: string; day: string };
const docs: Doc[] = Array.from({ length: 30 }, (_, i) => ({
  sheetId: `S${String(i + 1).padStart(3, '0')}`,
  barcode: `690${i}`,
  status: String(i % 2),
  day: `2025-06-${String((i % 28) + 1).padStart(2, '0')}`,
}));
const calls: PageQuery[] = [];

function config(overrides: Partial<QueryPageConfig<Doc>> = {}): QueryPageConfig<Doc> {
  return {
    id: 'test.opening',
    query: async (q): Promise<Page<Doc>> => {
      calls.push(q);
      const rows = docs.filter(
        (d) =>
          (!q.params.status || d.status === q.params.status) && (!q.params.sheetId || d.sheetId === q.params.sheetId),
      );
      return { pageNo: q.pageNo, pageSize: q.pageSize, total: rows.length, pageData: rows.slice(0, q.pageSize) };
    },
    rowKey: 'sheetId',
    defaultOrderBy: 'day desc',
    columns: [
      { key: 'sheetId', titleKey: 'Sheet', search: { order: 1 } },
      { key: 'barcode', titleKey: 'Barcode', search: { order: 2 } },
      {
        key: 'status',
        titleKey: 'Status',
        options: ['0', '1'].map((value) => ({ value, labelKey: `State ${value}` })),
        search: { order: 0, defaultValue: '1' },
      },
      { key: 'day', titleKey: 'Day', search: { kind: 'input', order: 3 } },
    ],
    ...overrides,
  };
}

function renderPage(cfg: QueryPageConfig<Doc>, url = '/docs') {
  return render(
    <FastProviders>
      <MemoryRouter initialEntries={[url]}>
        <QueryPage config={cfg} />
      </MemoryRouter>
    </FastProviders>,
  );
}

const rowsIn = () => [...document.querySelectorAll<HTMLElement>(`.vsm-data-grid ${ROW}`)];
const emptyText = () => document.querySelector('.vsm-empty .ant-empty-description')?.textContent;
const saved = captureXlsDownloads();

beforeAll(() => setUpTexts('en-US'));
beforeEach(async () => {
  calls.length = 0;
  signIn();
  useSession.getState().setUser(await getApptokenInfo({ apptoken: 'demo-supplier' }));
});

describe('a list opens on its data (the kit default)', () => {
  it('a screen that declares nothing queries its default view on arrival: the fields’ defaults, sorted newest first', async () => {
    renderPage(config());
    await waitFor(() => expect(rowsIn()).toHaveLength(15));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ pageNo: 1, orderBy: 'day desc', params: { status: '1' } });
  });

  it('reset returns to the default view, queried: from another search, and again from the default view itself', async () => {
    renderPage(config(), '/docs?status=0&sheetId=S001&pageNo=1');
    await waitFor(() => expect(rowsIn()).toHaveLength(1));
    fireEvent.click(queryButton('Reset')!);
    await waitFor(() => expect(rowsIn()).toHaveLength(15));
    expect(calls.at(-1)!.params).toEqual({ status: '1' });
    expect(emptyText()).toBeUndefined();
    const before = calls.length;
    fireEvent.click(queryButton('Reset')!);
    await eventually(() => expect(calls).toHaveLength(before + 1));
    expect(calls.at(-1)!.params).toEqual({ status: '1' });
  });

  it('SPEC §5 export needs queried data: right after opening, once the default query answered, the export writes its rows', async () => {
    renderPage(config({ export: { fileNameKey: 'Docs' } }));
    await waitFor(() => expect(rowsIn()).toHaveLength(15));
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0].name).toBe('Docs.xls');
  });
});

describe('a screen whose query needs criteria waits for Search and names them', () => {
  const needsOneOf = () =>
    config({ searchNeedsOneOf: { fields: ['sheetId', 'barcode'], messageKey: 'Give a sheet or a barcode' } });

  it('SPEC §5 at least one of: nothing is sent on arrival, the grid names the fields; a search with one of them runs', async () => {
    renderPage(needsOneOf());
    await waitFor(() => expect(emptyText()).toBe('Enter one of: Sheet, Barcode, then press Search'));
    expect(calls).toHaveLength(0);
    fireEvent.click(queryButton('Search')!);
    await findToast('Give a sheet or a barcode');
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Sheet'), { target: { value: 'S002' } });
    fireEvent.click(queryButton('Search')!);
    await waitFor(() => expect(rowsIn()).toHaveLength(1));
    expect(calls).toHaveLength(1);
  });

  it('SPEC §5: an address without the criteria (a page number only) sends nothing either; reset waits again', async () => {
    renderPage(needsOneOf(), '/docs?pageNo=1');
    await waitFor(() => expect(emptyText()).toBe('Enter one of: Sheet, Barcode, then press Search'));
    fireEvent.change(screen.getByLabelText('Sheet'), { target: { value: 'S002' } });
    fireEvent.click(queryButton('Search')!);
    await waitFor(() => expect(rowsIn()).toHaveLength(1));
    fireEvent.click(queryButton('Reset')!);
    await waitFor(() => expect(emptyText()).toBe('Enter one of: Sheet, Barcode, then press Search'));
    expect(calls).toHaveLength(1);
  });

  it('SPEC §5 with one field: the grid names it alone', async () => {
    renderPage(config({ searchNeedsOneOf: { fields: ['barcode'], messageKey: 'Give a barcode' } }));
    await waitFor(() => expect(emptyText()).toBe('Enter Barcode, then press Search'));
    expect(calls).toHaveLength(0);
  });

  it('SPEC §9 a long report declared waiting: nothing on arrival, the grid names what to set, Search runs the defaults', async () => {
    renderPage(config({ waitsForSearch: { fields: ['status', 'day'] } }));
    await waitFor(() => expect(emptyText()).toBe('Set Status, Day, then press Search'));
    expect(calls).toHaveLength(0);
    fireEvent.click(queryButton('Search')!);
    await waitFor(() => expect(rowsIn()).toHaveLength(15));
    expect(calls[0].params).toEqual({ status: '1' });
  });

  it('SPEC §9 languages: the criteria are named in zh-CN and in zh-HK', async () => {
    try {
      await setUpTexts('zh-CN');
      const { unmount } = renderPage(
        config({
          columns: [
            { key: 'sheetId', titleKey: 'fields:goodsId', search: true },
            { key: 'barcode', titleKey: 'fields:barcode', search: true },
          ],
          searchNeedsOneOf: { fields: ['sheetId', 'barcode'], messageKey: 'x' },
        }),
      );
      await waitFor(() => expect(emptyText()).toBe('请输入以下任一条件后点击查询：商品编码、条码'));
      unmount();
      await initI18n({ language: 'zh-HK' });
      await loadRestTexts('zh-HK');
      renderPage(
        config({
          waitsForSearch: { fields: ['sheetId'] },
          columns: [{ key: 'sheetId', titleKey: 'fields:goodsId', search: true }],
        }),
      );
      await waitFor(() => expect(emptyText()).toBe('請設置商品編碼後點擊查詢'));
      expect(calls).toHaveLength(0);
    } finally {
      await setUpTexts('en-US');
    }
  });
});
