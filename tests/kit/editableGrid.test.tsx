import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button, Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { SchemaForm } from '@/kit/form';
import { EditableGrid, type EditableColumn } from '@/kit/grid';
import { FastProviders, setUpTexts, signIn } from '../support/page';
import { button, cell, expectTexts } from '../support/queries';

/** EditableGrid: the SchemaForm kinds and rules in cells, add/remove rows, paste rows from Excel. */

const g = (name: string) => `basicinfo:goods.${name}`;
const columns: EditableColumn[] = [
  { name: 'goodsId', labelKey: 'fields:goodsId', kind: 'input', required: true },
  { name: 'goodsName', labelKey: 'fields:goodsName', kind: 'input', isEditing: false },
  { name: 'tare', labelKey: g('tare'), kind: 'input-number', format: 'quantity' },
  { name: 'createDate', labelKey: g('createDate'), kind: 'date-picker', required: true },
  {
    name: 'weightType',
    labelKey: g('weightType'),
    kind: 'select',
    options: ['1', '2', '3', '4'].map((value) => ({ value, labelKey: `basicinfo:weightType.${value}` })),
  },
];

let form: FormInstance;
const keepForm = (f: FormInstance) => {
  form = f;
};
function Grid({ rows, onSubmit }: { rows: Record<string, unknown>[]; onSubmit: (v: Record<string, unknown>) => void }) {
  const [own] = Form.useForm();
  useEffect(() => keepForm(own), [own]);
  return (
    <FastProviders>
      <SchemaForm fields={[]} form={own} initialValues={{ items: rows }} onSubmit={onSubmit}>
        <EditableGrid name="items" columns={columns} label="Items" newRow={() => ({ goodsName: 'new' })} maxRows={4} />
        <Button htmlType="submit">save</Button>
      </SchemaForm>
    </FastProviders>
  );
}

const rowsOf = () => form.getFieldValue('items') as Record<string, unknown>[];

/** A button by its text (role queries over antd's DOM are slow in jsdom). */

beforeAll(() => setUpTexts('en-US'));
beforeEach(() => signIn());

describe('EditableGrid', () => {
  it('adds and removes rows, up to the row limit', async () => {
    render(<Grid rows={[{ goodsId: 'A', goodsName: 'Apple' }]} onSubmit={vi.fn()} />);
    const add = button('Add row');
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(rowsOf()).toHaveLength(3));
    expect(rowsOf()[1]).toEqual({ goodsName: 'new' });
    fireEvent.click(screen.getByLabelText('Remove row 1'));
    await waitFor(() => expect(rowsOf()).toEqual([{ goodsName: 'new' }, { goodsName: 'new' }]));
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(add).toBeDisabled());
    expect(rowsOf()).toHaveLength(4);
  });

  it('SPEC §5: cells with isEditing false are disabled; required cells say please enter / please select', async () => {
    const onSubmit = vi.fn();
    render(<Grid rows={[{ goodsName: 'Apple' }]} onSubmit={onSubmit} />);
    expect(cell('Goods name', 1)).toBeDisabled();
    expect(cell('Goods name', 1)).toHaveValue('Apple');
    expect(cell('Goods code', 1)).toBeEnabled();
    fireEvent.click(button('save'));
    const grid = screen.getByLabelText('Items');
    await expectTexts(['Please enter Goods code', 'Please select Created on'], within(grid));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('pastes rows copied from Excel from the focused cell on, converting each kind and adding rows', async () => {
    const onSubmit = vi.fn();
    render(<Grid rows={[{ goodsId: 'A', goodsName: 'Apple' }]} onSubmit={onSubmit} />);
    const text = 'G1\t1.5\t2025/6/1\tVery light\r\nG2\t0.25\t2025-06-02\t3\r\nG3\tx\t2025/2/30\t\r\n';
    fireEvent.paste(cell('Goods code', 1), { clipboardData: { getData: () => text } });
    await waitFor(() => expect(rowsOf()).toHaveLength(3));
    expect(rowsOf()).toEqual([
      { goodsId: 'G1', goodsName: 'Apple', tare: 1.5, createDate: '2025-06-01', weightType: '2' },
      { goodsName: 'new', goodsId: 'G2', tare: 0.25, createDate: '2025-06-02', weightType: '3' },
      { goodsName: 'new', goodsId: 'G3', tare: 'x', createDate: '2025/2/30', weightType: undefined },
    ]);
    expect(cell('Goods code', 2)).toHaveValue('G2');
    expect(cell('Tare (kg)', 1)).toHaveValue('1.500');
    // What could not be read is reported at once.
    const grid = screen.getByLabelText('Items');
    await waitFor(() => expect(within(grid).getAllByText('Please enter the correct format')).toHaveLength(2));
  });

  it('leaves a single pasted value to the control', () => {
    render(<Grid rows={[{ goodsId: 'A' }]} onSubmit={vi.fn()} />);
    const event = fireEvent.paste(cell('Goods code', 1), { clipboardData: { getData: () => 'just one' } });
    expect(event).toBe(true);
    expect(rowsOf()).toHaveLength(1);
  });
});
