import { render, screen } from '@testing-library/react';
import { SchemaForm } from '@/kit/form';
import { EditableGrid, type EditableColumn } from '@/kit/grid';
import { FastProviders, setUpTexts, signIn } from '../support/page';

/** An 'elf' (lookup) cell of an EditableGrid is named like every other cell (axe 'label', WCAG 4.1.2). */

const columns: EditableColumn[] = [
  { name: 'majorId', labelKey: 'fields:goodsId', kind: 'elf', lookup: { kind: 'major', valueField: 'majorId' } },
];

beforeAll(() => setUpTexts('en-US'));
beforeEach(() => signIn());

it('names a lookup cell by its column and row', () => {
  render(
    <FastProviders>
      <SchemaForm fields={[]} initialValues={{ items: [{ majorId: '10' }] }}>
        <EditableGrid name="items" columns={columns} label="Items" />
      </SchemaForm>
    </FastProviders>,
  );
  expect(screen.getByLabelText('Row 1 Goods code')).toHaveValue('10');
});
