import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n, mergeServerTexts } from '@/i18n';
import { field, shopColumn } from '@/kit/columns';
import { DataGrid, DetailView } from '@/kit/grid';
import { useChoices } from '@/kit/dict';
import { FieldControl } from '@/kit/fields';
import type { ColumnSchema, FieldOption } from '@/kit/schema';
import { FastProviders, setUpTexts, signIn } from '../support/page';

/**
 * zh-HK reads the server's data in Traditional (docs/ARCHITECTURE.md, i18n): the kit's grid and
 * detail cells convert what they show; codes and numbers stay, and the row keeps the server's own
 * text for whatever is sent back.
 */
type Line = { goodsId: string; goodsName: string; shopId: string; shopName: string; qty: number };
const line: Line = { goodsId: '1201', goodsName: '冰鲜鸡翅中', shopId: '1204', shopName: '东莞南城店', qty: 1200 };
const columns: ColumnSchema<Line>[] = [
  field<Line>('goodsId'),
  field<Line>('goodsName'),
  shopColumn<Line>(),
  field<Line>('qty', { format: 'quantity' }),
];

beforeAll(() => setUpTexts('zh-CN'));
beforeEach(() => signIn());
afterAll(() => initI18n({ language: 'zh-CN' }));

it('zh-CN shows the server text as it is', () => {
  render(
    <FastProviders>
      <DataGrid columns={columns} rows={[line]} rowKey="goodsId" />
    </FastProviders>,
  );
  expect(screen.getByText('冰鲜鸡翅中')).toBeInTheDocument();
  expect(screen.getByText('1204 东莞南城店')).toBeInTheDocument();
});

it('zh-HK shows names in grids and details in Traditional, codes and numbers unchanged, the row untouched', async () => {
  await initI18n({ language: 'zh-HK' });
  const onOpen = vi.fn();
  render(
    <FastProviders>
      <DataGrid columns={columns} rows={[line]} rowKey="goodsId" onOpen={onOpen} />
      <DetailView fields={columns} record={line} />
    </FastProviders>,
  );
  // The converter loads on the first text that needs it; the cells follow.
  await waitFor(() => expect(screen.getAllByText('冰鮮雞翅中')).toHaveLength(2), { timeout: 10_000 });
  expect(screen.getAllByText('1204 東莞南城店')).toHaveLength(2);
  expect(screen.queryByText('冰鲜鸡翅中')).toBeNull();
  expect(screen.getAllByText(/^1,?200(\.0+)?$/)).toHaveLength(2);

  fireEvent.click(screen.getByRole('button', { name: '1201' }));
  expect(onOpen).toHaveBeenCalledWith(line);
  expect(line.goodsName).toBe('冰鲜鸡翅中');
});

it('zh-HK shows a form’s read-only text (a line’s goods name in an editor) in Traditional, as its grid cell', async () => {
  await initI18n({ language: 'zh-HK' });
  render(
    <FastProviders>
      <FieldControl field={{ name: 'goodsName', labelKey: 'Goods', kind: 'text' }} value="五粮液普五(便携装)" />
    </FastProviders>,
  );
  await waitFor(() => expect(screen.getByText('五糧液普五(便攜裝)')).toBeInTheDocument(), { timeout: 10_000 });
});

it('en-US names a store by the server’s English text where it has one (SPEC §7 i18n download), else as the server wrote it', async () => {
  await initI18n({ language: 'en-US' });
  await mergeServerTexts('en-US', { 东莞南城店: 'Dongguan Nancheng Store' });
  const other: Line = { ...line, goodsId: '1202', shopId: '1299', shopName: '未译门店' };
  render(
    <FastProviders>
      <DataGrid columns={columns} rows={[line, other]} rowKey="goodsId" />
    </FastProviders>,
  );
  expect(screen.getByText('1204 Dongguan Nancheng Store')).toBeInTheDocument();
  expect(screen.getByText('1299 未译门店')).toBeInTheDocument();
});

it('en-US reads a server name the same in every grid, whether or not its column translates it (SPEC §1: everything in the chosen language)', async () => {
  await initI18n({ language: 'en-US' });
  await mergeServerTexts('en-US', {
    华润万家: 'CR Vanguard',
    深圳常温配送中心: 'Shenzhen ambient DC',
    质检报告: 'Quality inspection report',
    品牌授权书: 'Brand authorisation letter',
  });
  type Row = { id: string; buName: string; dc: string; types: string; memo: string };
  const row: Row = {
    id: 'A1',
    buName: '华润万家',
    dc: '12001 深圳常温配送中心',
    types: '质检报告、品牌授权书',
    memo: '已与采购沟通',
  };
  const plain: ColumnSchema<Row>[] = ['id', 'buName', 'dc', 'types', 'memo'].map((key) => field<Row>(key));
  render(
    <FastProviders>
      <DataGrid columns={plain} rows={[row]} rowKey="id" />
    </FastProviders>,
  );
  expect(screen.getByText('CR Vanguard')).toBeInTheDocument();
  expect(screen.getByText('12001 Shenzhen ambient DC')).toBeInTheDocument();
  expect(screen.getByText('Quality inspection report, Brand authorisation letter')).toBeInTheDocument();
  // A text the server's download lacks (a clerk's note) stays as it was written; the row is untouched.
  expect(screen.getByText('已与采购沟通')).toBeInTheDocument();
  expect(row.buName).toBe('华润万家');
});

/** The labels a select offers (kit useChoices), one per line. */
function Choices({ options }: { options: FieldOption[] }) {
  return (
    <ul>
      {useChoices({ options }).map((c) => (
        <li key={c.value}>{c.label}</li>
      ))}
    </ul>
  );
}

it('SPEC §1 zh-HK: a select whose choices are data (licence types) offers them in Traditional', async () => {
  await initI18n({ language: 'zh-HK' });
  render(
    <FastProviders>
      <Choices
        options={[
          { value: '101', labelKey: '', label: '营业执照' },
          { value: '201', labelKey: 'fields:status' },
        ]}
      />
    </FastProviders>,
  );
  await waitFor(() => expect(screen.getByText('營業執照')).toBeInTheDocument(), { timeout: 10_000 });
  expect(screen.queryByText('营业执照')).toBeNull();
});
