import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ExportButton, type ServerExport } from '@/kit/export';
import type { ColumnSchema } from '@/kit/schema';
import { environmentConfig } from '@/lib/hostConfig';
import type * as HostConfig from '@/lib/hostConfig';
import { Providers, setUpTexts } from '../support/page';
import { findToast } from '../support/queries';
import { captureXlsDownloads } from './xlsDownloads';

/** SPEC §5 "import and export record counts capped" and §8 export messages: a client export above the cap is refused, never cut short. */

type Row = { id: string };
const columns: ColumnSchema<Row>[] = [{ key: 'id', titleKey: 'Id' }];
const rowsOf = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: String(i + 1) }));
/**
 * The button reads the cap of the page's host; here a small one, so that "at the cap" writes a few
 * rows, not the mock's 65,536 (a long table split over sheets is xlsWriter.test.ts's).
 */
const CAP = 40;
vi.mock('@/lib/hostConfig', async (importOriginal) => {
  const actual = await importOriginal<typeof HostConfig>();
  return {
    ...actual,
    currentEnvironmentConfig: () => ({ ...actual.currentEnvironmentConfig(), exportMaxRows: CAP }),
  };
});
const saved = captureXlsDownloads();

function renderButton(rows: Row[], server?: ServerExport) {
  render(
    <Providers>
      <ExportButton
        columns={columns}
        rows={rows}
        queried
        total={rows.length}
        fileNameKey="Docs"
        client
        server={server}
      />
    </Providers>,
  );
}

const exportClient = async (hasServer: boolean) => {
  fireEvent.click(screen.getByText('Export'));
  if (hasServer) fireEvent.click(await screen.findByText('Export current page'));
};

beforeAll(() => setUpTexts('en-US'));

describe('SPEC §5 export record cap: one configured number per environment', () => {
  it('each environment has its cap', () => {
    for (const env of ['mock', 'test', 'uat', 'prod'] as const)
      expect(environmentConfig(env).exportMaxRows).toBeGreaterThan(0);
  });

  it('a result at the cap is written whole', async () => {
    renderButton(rowsOf(CAP));
    await exportClient(false);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('Docs.xls');
  });

  it('one row above the cap: refused with the catalogue message, nothing written', async () => {
    renderButton(rowsOf(CAP + 1));
    await exportClient(false);
    await findToast(`The export exceeds ${CAP} records. Please narrow the query.`);
    expect(saved).toEqual([]);
  });

  it('one row above the cap on a screen with a server export: the refusal offers it, and it runs', async () => {
    const server = vi.fn<ServerExport>(async () => ({ blob: new Blob(['xls']), filename: 'all.xls' }));
    renderButton(rowsOf(CAP + 1), server);
    await exportClient(true);
    expect(await screen.findAllByText(`The export exceeds ${CAP} records. Please narrow the query.`)).not.toHaveLength(
      0,
    );
    expect(saved).toEqual([]);
    fireEvent.click(screen.getByText('Export all on the server'));
    await waitFor(() => expect(server).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['all.xls']));
  });
});
