import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AllOrNoneImport, type ImportConfig } from '@/kit/import';
import { InlineWorker, excelFile } from './importFixtures';
import { fastUser, Providers, setUpTexts } from '../support/page';

/*
 * AllOrNoneImport: the import a feature configures with its texts, template, rule set and call
 * (booking's designated days, damages' breaches): the server saves the clean rows whole, the
 * dialog says how many and closes; a refused send keeps it open.
 */

const config = (t: (key: string) => string): ImportConfig => ({
  columns: [{ field: 'venderId', header: [t('fields:venderId'), 'venderId'], rules: [{ kind: 'required' }] }],
  maxRows: 10,
});

beforeAll(() => setUpTexts('en-US'));

function renderImport(send: (records: unknown[]) => Promise<{ count: number }>) {
  const onImported = vi.fn();
  const onClose = vi.fn();
  render(
    <Providers>
      <AllOrNoneImport
        textsKey="damages:import"
        config={config}
        examples={[['100101']]}
        send={send}
        onImported={onImported}
        onClose={onClose}
        createWorker={() => new InlineWorker()}
      />
    </Providers>,
  );
  return { onImported, onClose };
}

const chooseRows = async (rows: string[][]) => {
  await screen.findByRole('dialog', { name: /Import breaches/ });
  await fastUser().upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, excelFile(rows));
  await screen.findByText(/ready to import/);
  // The preview opens over the import dialog: its Import button is the last.
  fireEvent.click(screen.getAllByRole('button', { name: 'Import' }).at(-1)!);
};

describe('AllOrNoneImport', () => {
  it("shows the feature's texts, sends the clean rows, says how many were saved, reloads and closes", async () => {
    const send = vi.fn(async (records: unknown[]) => ({ count: records.length }));
    const { onImported, onClose } = renderImport(send);
    expect(await screen.findByText(/nothing is saved until every row is correct/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Template/i })).toBeInTheDocument();
    await chooseRows([['Supplier code'], ['100101'], ['100202']]);
    await waitFor(() => expect(send).toHaveBeenCalledWith([{ venderId: '100101' }, { venderId: '100202' }]));
    expect(await screen.findByText('2 breaches imported')).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open without a success when the server refuses the rows', async () => {
    const send = vi.fn(async () => Promise.reject(new Error('refused')));
    const { onImported, onClose } = renderImport(send);
    await chooseRows([['Supplier code'], ['100101']]);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(screen.getByText(/ready to import/)).toBeInTheDocument();
    expect(screen.queryByText(/breaches imported/)).toBeNull();
    expect(onImported).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
