import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { writeXls } from '@/kit/export/xlsWriter';
import { InThreadXlsWorker, bytesOf, captureXlsDownloads } from './xlsDownloads';
import { XLS_MIME } from '@/kit/export';
import { ImportButton, findColumns, validateSheet, type ImportConfig } from '@/kit/import';
import { readSheet } from '@/kit/import/sheet';
import { templateHeader, templateTable } from '@/kit/import/template';
import { InlineWorker } from './importFixtures';
import { Providers, setUpTexts } from '../support/page';

/*
 * The import template (issue 3 "template download for imports"): an .xls written by the export
 * worker whose headers are the ones the import accepts, so a filled-in template imports as it is.
 */

const CONFIG: ImportConfig = {
  columns: [
    {
      field: 'goodsId',
      header: ['商品编码', 'Goods code'],
      label: 'Goods code',
      rules: [{ kind: 'required' }, { kind: 'pattern', pattern: /^\d{7}$/ }],
    },
    { field: 'goodsName', header: '商品名称', rules: [{ kind: 'maxLength', max: 20 }] },
    { field: 'remark', header: '备注', optional: true },
  ],
};

const t = (key: string, params?: Record<string, unknown>) => `${key} ${JSON.stringify(params ?? {})}`;

describe('templateTable (pure)', () => {
  it('writes the first accepted header of each column, required ones marked *', () => {
    expect(CONFIG.columns.map(templateHeader)).toEqual(['*商品编码', '商品名称', '备注']);
    const table = templateTable(CONFIG, 'goods-template', [['2000001', 'Milk', '']]);
    expect(table.sheetName).toBe('goods-template');
    expect(table.columns.map((c) => c.title)).toEqual(['*商品编码', '商品名称', '备注']);
    expect(table.rows).toEqual([['2000001', 'Milk', '']]);
  });

  it('round-trips: the written template, filled in, is a clean import', () => {
    const table = templateTable(CONFIG, 'goods-template', [['2000001', 'Milk', 'x']]);
    const sheet = readSheet(new Uint8Array(writeXls(table)));
    expect(sheet[0]).toEqual(['*商品编码', '商品名称', '备注']);
    expect(findColumns(sheet[0], CONFIG.columns)).toEqual([0, 1, 2]);
    const result = validateSheet(sheet, CONFIG, t);
    expect(result.fileErrors).toEqual([]);
    expect(result.rowErrors).toEqual([]);
    expect(result.records).toEqual([{ goodsId: '2000001', goodsName: 'Milk', remark: 'x' }]);
  });
});

describe('ImportButton with a template', () => {
  const saved = captureXlsDownloads();
  beforeAll(() => setUpTexts('en-US'));

  const renderButton = () =>
    render(
      <Providers>
        <ImportButton
          config={CONFIG}
          onConfirm={vi.fn()}
          createWorker={() => new InlineWorker()}
          template={{ fileName: 'goods-template', examples: [['2000001', 'Milk']] }}
        />
      </Providers>,
    );

  it('downloads an .xls with the configured headers, written by the export worker', async () => {
    renderButton();
    expect(screen.getByRole('button', { name: /Import/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Download template/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(InThreadXlsWorker.urls).toEqual([expect.stringMatching(/\/kit\/export\/xlsWorker\.ts\b/)]);
    expect(saved[0].name).toBe('goods-template.xls');
    expect(saved[0].blob.type).toBe(XLS_MIME);
    const sheet = readSheet(new Uint8Array(await bytesOf(saved[0].blob)));
    expect(sheet).toEqual([
      ['*商品编码', '商品名称', '备注'],
      ['2000001', 'Milk', ''],
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Download template/ })).not.toHaveClass('ant-btn-loading'),
    );
  });

  it('says so when the file cannot be written, and saves nothing', async () => {
    InThreadXlsWorker.fail = true;
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: /Download template/ }));
    expect(await screen.findByText('Export failed!')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: /Download template/ })).toBeEnabled();
  });

  it('shows no template action unless configured', () => {
    render(
      <Providers>
        <ImportButton config={CONFIG} onConfirm={vi.fn()} />
      </Providers>,
    );
    expect(screen.queryByRole('button', { name: /Download template/ })).toBeNull();
  });
});
