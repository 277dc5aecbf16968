import { render, screen } from '@testing-library/react';
import { useState, type Key } from 'react';
import { DataGrid } from '@/kit/grid';
import { FastProviders, setUpTexts } from '../support/page';

/** Tick boxes are read by screen readers: their names come from the user's texts, not antd's English. */

type Doc = { sheetId: string; amount: number };
const rows: Doc[] = [
  { sheetId: 'S1', amount: 1 },
  { sheetId: 'S2', amount: 2 },
];

function Ticked() {
  const [keys, setKeys] = useState<Key[]>(['S2']);
  return (
    <FastProviders>
      <DataGrid<Doc>
        columns={[
          { key: 'sheetId', titleKey: 'Sheet' },
          { key: 'amount', titleKey: 'Amount', format: 'amount' },
        ]}
        rows={rows}
        rowKey="sheetId"
        selection={{ type: 'checkbox', keys, onChange: setKeys }}
      />
    </FastProviders>
  );
}

const names = () => screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'));

it('names the grid’s tick boxes in Chinese on a zh-CN screen, ticked or not (SPEC §9 languages)', async () => {
  await setUpTexts('zh-CN');
  render(<Ticked />);
  expect(names()).toEqual(['全选', '选择第1行', '选择第2行']);
});

it('names them in English on an en-US screen', async () => {
  await setUpTexts('en-US');
  render(<Ticked />);
  expect(names()).toEqual(['Select all', 'Select row 1', 'Select row 2']);
});
