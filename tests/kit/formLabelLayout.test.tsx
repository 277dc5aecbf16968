import { render } from '@testing-library/react';
import { Form, Input } from 'antd';
import { SchemaForm } from '@/kit/form';
import { labelLayout } from '@/kit/form/labelLayout';
import { textWidthBound } from '@/kit/grid/textWidth';
import type { FieldSchema } from '@/kit/schema';
import { FastProviders, setUpTexts, signIn } from '../support/page';

/*
 * Form labels never run over the row below (issue 34): a SchemaForm lays its labels out for the
 * language shown, beside the controls in a column as wide as the widest label, or above the controls
 * when a label needs more than its row can spare (the long English ones).
 */

const fields: FieldSchema[] = [
  { name: 'bookDays', labelKey: 'booking:field.bookDays', kind: 'input-number', required: true },
  { name: 'nValue', labelKey: 'booking:field.nValue', kind: 'input-number', required: true },
  { name: 'supplierLimit', labelKey: 'booking:field.supplierLimit', kind: 'input-number', required: true },
  { name: 'multiple', labelKey: 'booking:field.multiple', kind: 'input' },
];

function renderForm() {
  const { container } = render(
    <FastProviders>
      <SchemaForm fields={fields} columns={2} name="params" />
    </FastProviders>,
  );
  return [...container.querySelectorAll<HTMLElement>('.ant-form-item')];
}
const labelOf = (item: HTMLElement) => item.querySelector<HTMLElement>('.ant-form-item-label')!;

describe('form label layout', () => {
  beforeEach(() => signIn());

  it('en-US: labels longer than a two-column row can spare sit above their controls', async () => {
    await setUpTexts('en-US');
    const items = renderForm();
    expect(items).toHaveLength(4);
    expect(labelOf(items[1])).toHaveTextContent('N value (earliest days ahead)');
    for (const item of items) {
      expect(item).toHaveClass('ant-form-item-vertical');
      expect(labelOf(item)).toHaveClass('ant-col-24');
    }
  });

  it('zh-CN: labels stay beside their controls, in a column as wide as the widest one', async () => {
    await setUpTexts('zh-CN');
    const items = renderForm();
    const widest = Math.max(...items.map((item) => textWidthBound(labelOf(item).textContent ?? '')));
    expect(widest).toBeGreaterThan(112); // 'N值（最早提前天数）' wrapped in the former fixed 112px
    for (const item of items) {
      expect(item).toHaveClass('ant-form-item-horizontal');
      const width = parseFloat(labelOf(item).style.flex.split(' ').pop() ?? '');
      expect(width).toBeGreaterThanOrEqual(widest);
    }
  });

  it('a single-column form gives a label more room before putting it above', () => {
    const label = 'Requested cartons'; // about 170px of English text, by the upper estimate
    expect(labelLayout([label], 2)).toEqual({ kind: 'above' });
    expect(labelLayout([label], 1)).toMatchObject({ kind: 'beside' });
    expect(labelLayout(['箱数'], 4)).toEqual({ kind: 'beside', width: 112 });
  });

  it('lays out the items a SchemaForm is given besides its fields with them (a Form.Item, a rich text)', async () => {
    await setUpTexts('en-US');
    const long = 'Evidence for the retailer (pictures or PDF)';
    const { container } = render(
      <FastProviders>
        <SchemaForm fields={[{ name: 'remark', labelKey: 'fields:remark', kind: 'input' }]} columns={1} name="dispute">
          <Form.Item name="evidence" label={long}>
            <Input />
          </Form.Item>
        </SchemaForm>
      </FastProviders>,
    );
    const items = [...container.querySelectorAll<HTMLElement>('.ant-form-item')];
    expect(items).toHaveLength(2);
    const bound = Math.ceil(textWidthBound(long));
    for (const item of items) {
      // Beside in a column that holds the longest label (the field's too: one column), or above.
      const flex = labelOf(item).style.flex;
      if (item.classList.contains('ant-form-item-vertical')) continue;
      expect(parseFloat(flex.split(' ').pop() ?? '')).toBeGreaterThanOrEqual(bound);
    }
    expect(labelOf(items[0]).style.flex).toBe(labelOf(items[1]).style.flex);
  });
});
