import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getApptokenInfo } from '@/api/auth';
import type { Page, PageQuery } from '@/api/types';
import { QueryPage, type QueryPageConfig } from '@/kit/query';
import { useSession } from '@/stores/session';
import { FastProviders, setUpTexts, signIn } from '../support/page';
import { eventually, findToast } from '../support/queries';

/** QueryPage `searchNeedsOneOf`: the SPEC §5 "at least one of …" query rule on the client. */

type Doc = { sheetId: string; barcode: string; note: string };
const calls: PageQuery[] = [];
const config: QueryPageConfig<Doc> = {
  id: 'test.oneOf',
  query: async (q): Promise<Page<Doc>> => {
    calls.push(q);
    return { pageNo: 1, pageSize: 20, total: 1, pageData: [{ sheetId: 'S1', barcode: '690', note: '' }] };
  },
  rowKey: 'sheetId',
  columns: [
    { key: 'sheetId', titleKey: 'Sheet', search: true },
    { key: 'barcode', titleKey: 'Barcode', search: true },
    { key: 'note', titleKey: 'Note', search: true },
  ],
  searchNeedsOneOf: { fields: ['sheetId', 'barcode'], messageKey: 'Give a sheet or a barcode' },
};

beforeAll(() => setUpTexts('en-US'));
beforeEach(async () => {
  calls.length = 0;
  signIn();
  useSession.getState().setUser(await getApptokenInfo({ apptoken: 'demo-supplier' }));
});

it('SPEC §5: a search with none of the named fields is refused with the message and sends nothing; one of them is enough', async () => {
  render(
    <FastProviders>
      <MemoryRouter initialEntries={['/docs']}>
        <QueryPage config={config} />
      </MemoryRouter>
    </FastProviders>,
  );
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'only a note' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await findToast('Give a sheet or a barcode');
  expect(calls).toHaveLength(0);
  fireEvent.change(screen.getByLabelText('Barcode'), { target: { value: '690' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await eventually(() => expect(calls).toHaveLength(1));
  expect(calls[0].params).toMatchObject({ barcode: '690', note: 'only a note' });
});
