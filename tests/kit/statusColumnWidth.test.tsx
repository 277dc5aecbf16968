import { render } from '@testing-library/react';
import { DataGrid } from '@/kit/grid';
import { statusColumnWidth, textWidthBound } from '@/kit/grid/textWidth';
import { FastProviders, setUpTexts } from '../support/page';

beforeAll(() => setUpTexts('en-US'));

describe('status columns show their tags whole in every language (SPEC §1 languages: English labels are longer)', () => {
  it('widens a column to its widest tag: 12px text, the tag padding, border and margin, and the cell padding', () => {
    expect(statusColumnWidth(['Enabled', 'Disabled'], 90)).toBe(Math.ceil(textWidthBound('Disabled', 12)) + 41);
    expect(statusColumnWidth(['Enabled', 'Disabled'], 90)).toBeGreaterThan(90);
  });

  it('keeps the declared width when every tag fits in it', () => {
    expect(statusColumnWidth(['启用', '停用'], 90)).toBe(90);
    expect(statusColumnWidth([], 90)).toBe(90);
  });

  it('a grid gives a status column declared too narrow for its English tags the width they need', () => {
    type Row = { id: string; status: string };
    const { container } = render(
      <FastProviders>
        <DataGrid<Row>
          columns={[
            { key: 'id', titleKey: 'Code', width: 100 },
            {
              key: 'status',
              titleKey: 'Status',
              width: 90,
              status: true,
              options: [
                { value: '1', labelKey: '', label: 'Enabled' },
                { value: '0', labelKey: '', label: 'Disabled' },
              ],
            },
          ]}
          rows={[{ id: 'QZ1', status: '0' }]}
          rowKey="id"
        />
      </FastProviders>,
    );
    const widths = [...container.querySelectorAll<HTMLElement>('.vsm-vgrid-head [role="columnheader"]')].map(
      (c) => c.style.width,
    );
    expect(widths).toEqual(['100px', `${statusColumnWidth(['Enabled', 'Disabled'], 90)}px`]);
  });
});
