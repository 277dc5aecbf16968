import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ImportButton, type ImportConfig } from '@/kit/import';
import { InlineWorker, excelFile } from './importFixtures';
import { fastUser, Providers, setUpTexts } from '../support/page';

/*
 * ImportButton: a chosen Excel file is parsed (a stand-in worker: jsdom has none), its row errors
 * are listed in a dialog, and onConfirm is called only with a clean set the user confirms.
 */

const CONFIG: ImportConfig = {
  columns: [
    {
      field: 'goodsId',
      header: '商品编码',
      label: 'Goods code',
      rules: [{ kind: 'required' }, { kind: 'pattern', pattern: /^\d{7}$/ }],
    },
    {
      field: 'goodsName',
      header: '商品名称',
      label: 'Goods name',
      rules: [{ kind: 'required' }, { kind: 'maxLength', max: 20 }],
    },
  ],
  maxRows: 100,
};

beforeAll(() => setUpTexts('en-US'));
beforeEach(() => {
  InlineWorker.created = [];
});

function renderButton(onConfirm = vi.fn(), mode: 'parse' | 'hang' = 'parse', config: ImportConfig = CONFIG) {
  render(
    <Providers>
      <ImportButton config={config} onConfirm={onConfirm} createWorker={() => new InlineWorker(mode)} />
    </Providers>,
  );
  return onConfirm;
}

const choose = (file: File) => fastUser().upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);

describe('ImportButton', () => {
  it('lists the row errors and never confirms a file with problems', async () => {
    const onConfirm = renderButton();
    await choose(
      excelFile([
        ['商品编码', '商品名称'],
        ['2000001', 'Milk'],
        ['', 'Bread'],
        ['', ''],
        ['12', 'Tea'],
      ]),
    );
    const dialog = await screen.findByRole('dialog', { name: /Import preview/ });
    expect(within(dialog).getByText('3 problems found. Please fix the file and import it again.')).toBeInTheDocument();
    const problems = within(within(dialog).getByLabelText('Import problems'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(problems).toEqual([
      'Row 3: Goods code must not be empty.',
      'Row 4 of the imported data is empty.',
      'Row 5: Goods code has the wrong format.',
    ]);
    const ok = within(dialog).getByRole('button', { name: 'Import' });
    expect(ok).toBeDisabled();
    fireEvent.click(ok);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('previews a clean file and sends its rows once confirmed', async () => {
    const onConfirm = renderButton(vi.fn(async () => undefined));
    await choose(
      excelFile([
        ['商品编码', '商品名称'],
        ['2000001', 'Milk'],
        ['2000002', 'Bread'],
      ]),
    );
    const dialog = await screen.findByRole('dialog', { name: /Import preview/ });
    expect(within(dialog).getByText('2 rows are ready to import.')).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'Bread' })).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm).toHaveBeenCalledWith([
      { goodsId: '2000001', goodsName: 'Milk' },
      { goodsId: '2000002', goodsName: 'Bread' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the rows when sending them fails', async () => {
    const onConfirm = renderButton(vi.fn(async () => Promise.reject(new Error('save failed'))));
    await choose(
      excelFile([
        ['商品编码', '商品名称'],
        ['2000001', 'Milk'],
      ]),
    );
    const dialog = await screen.findByRole('dialog', { name: /Import preview/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog', { name: /Import preview/ })).toBeInTheDocument();
  });

  it('shows parse Excel failed when the worker runs out of time', async () => {
    const onConfirm = renderButton(vi.fn(), 'hang', { ...CONFIG, timeoutMs: 50 });
    await choose(
      excelFile([
        ['商品编码', '商品名称'],
        ['2000001', 'Milk'],
      ]),
    );
    expect(await screen.findByText('Failed to parse the Excel file. Please upload it again.')).toBeInTheDocument();
    expect(InlineWorker.created[0].terminated).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('refuses a file over the size cap and a file that is not Excel', async () => {
    renderButton(vi.fn(), 'parse', { ...CONFIG, maxBytes: 512 * 1024 });
    await choose(new File([new Uint8Array(600 * 1024)], 'big.xlsx'));
    expect(await screen.findByText('The import file must not exceed 0.5 MB.')).toBeInTheDocument();
    // (the file input's accept already hides other files; a dropped one is refused too)
    fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, {
      target: { files: [new File(['a,b'], 'data.txt')] },
    });
    expect(await screen.findByText('Only Excel files (.xls/.xlsx) can be imported.')).toBeInTheDocument();
    expect(InlineWorker.created).toHaveLength(0);
  });
});
