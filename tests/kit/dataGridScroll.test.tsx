import { render } from '@testing-library/react';
import { DataGrid } from '@/kit/grid';
import { FastProviders, setUpTexts } from '../support/page';

type Row = { code: string; name: string };

beforeAll(() => setUpTexts('en-US'));

describe('DataGrid keyboard scrolling', () => {
  it('WCAG 2.1.1 (axe scrollable-region-focusable): the scroll box of a grid with no link or button is reached by Tab', () => {
    const { container } = render(
      <FastProviders>
        <DataGrid<Row>
          columns={[
            { key: 'code', titleKey: 'Code', width: 100 },
            { key: 'name', titleKey: 'Name', width: 200 },
          ]}
          rows={[{ code: 'A1', name: 'Milk' }]}
          rowKey="code"
        />
      </FastProviders>,
    );
    expect(container.querySelector('.vsm-vgrid-scroll')).toHaveAttribute('tabindex', '0');
  });
});
