import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { server } from '@mocks/node';
import { useSession } from '@/stores/session';
import { SchemaForm } from '@/kit/form';
import { LENGTH_LIMITS } from '@/lib/validators';
import type { FieldSchema } from '@/kit/schema';
import { FastProviders, setUpTexts, signIn } from '../support/page';
import { button, expectTexts } from '../support/queries';

/** SchemaForm: SPEC §3 control kinds with the SPEC §5 rules and messages, against the mock (dictionaries). */

const g = (name: string) => `basicinfo:goods.${name}`;
const fields: FieldSchema[] = [
  { name: 'goodsName', labelKey: 'fields:goodsName', kind: 'input', required: true },
  { name: 'saleTaxRate', labelKey: g('saleTaxRate'), kind: 'select', dict: 'SALETAXRATE', required: true },
  { name: 'createDate', labelKey: g('createDate'), kind: 'date-picker', required: true },
  { name: 'brand', labelKey: g('brand'), kind: 'input', check: 'mobile' },
  { name: 'origin', labelKey: g('origin'), kind: 'input', maxLength: LENGTH_LIMITS.postalCode },
  { name: 'spec', labelKey: 'fields:spec', kind: 'input', isEditing: false },
  { name: 'unit', labelKey: 'fields:unit', kind: 'input', isEditing: (values) => values.goodsName !== 'locked' },
  { name: 'salePrice', labelKey: g('salePrice'), kind: 'text', format: 'price' },
  {
    name: 'weightType',
    labelKey: g('weightType'),
    kind: 'radio-group',
    options: [
      { value: '1', labelKey: 'basicinfo:weightType.1' },
      { value: '2', labelKey: 'basicinfo:weightType.2' },
    ],
  },
];

function renderForm(onSubmit = vi.fn(), initialValues: Record<string, unknown> = { salePrice: 12.5, spec: '500ml' }) {
  render(
    <FastProviders>
      <SchemaForm fields={fields} initialValues={initialValues} onSubmit={onSubmit} name="goods">
        <Button htmlType="submit">submit</Button>
      </SchemaForm>
    </FastProviders>,
  );
  return onSubmit;
}

/** A button by its text (role queries over antd's DOM are slow in jsdom). */

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

let dicCalls = 0;
const countDic = ({ request }: { request: Request }) => {
  if (request.url.endsWith('/common/getDic')) dicCalls += 1;
};
beforeAll(() => server.events.on('request:start', countDic));
afterAll(() => server.events.removeListener('request:start', countDic));

describe('SchemaForm in zh-CN', () => {
  beforeAll(() => setUpTexts('zh-CN'));
  beforeEach(() => signIn());

  it('SPEC §5 required input says 请输入{field}, required select 请选择{field}', async () => {
    const submit = renderForm();
    fireEvent.click(button('submit'));
    expect(await screen.findByText('请输入商品名称')).toBeInTheDocument();
    expect(screen.getByText('请选择销项税率')).toBeInTheDocument();
    expect(screen.getByText('请选择创建日期')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('SPEC §5 "Blank means undefined, null or whitespace only": spaces do not fill a required field', async () => {
    renderForm();
    type(screen.getByLabelText('商品名称'), '   ');
    fireEvent.click(button('submit'));
    expect(await screen.findByText('请输入商品名称')).toBeInTheDocument();
  });

  it('SPEC §5 format error says 请输入正确的格式; length limits are enforced', async () => {
    renderForm();
    type(screen.getByLabelText('品牌'), '12345');
    fireEvent.click(button('submit'));
    expect(await screen.findByText('请输入正确的格式')).toBeInTheDocument();
    expect(screen.getByLabelText('产地')).toHaveAttribute('maxlength', '6');
  });

  it('SPEC §5 "Cells with isEditing false are disabled", also when it depends on other values', async () => {
    renderForm();
    expect(screen.getByLabelText('规格')).toBeDisabled();
    expect(screen.getByLabelText('规格')).toHaveValue('500ml');
    expect(screen.getByLabelText('单位')).toBeEnabled();
    type(screen.getByLabelText('商品名称'), 'locked');
    await waitFor(() => expect(screen.getByLabelText('单位')).toBeDisabled());
  });

  it('shows a text field formatted (SPEC §9 price, 2 decimals)', () => {
    renderForm();
    expect(screen.getByText('12.50')).toBeInTheDocument();
  });
});

describe('SchemaForm in en-US', () => {
  beforeAll(() => setUpTexts('en-US'));
  beforeEach(() => {
    // A new session: the dictionary cache starts empty.
    useSession.getState().clear();
    signIn();
    dicCalls = 0;
  });

  it("SPEC §5 'please enter {field}', 'please select {field}', 'please enter the correct format'", async () => {
    renderForm();
    type(screen.getByLabelText('Brand'), 'not a phone');
    fireEvent.click(button('submit'));
    await expectTexts(['Please enter Goods name', 'Please select Sale tax rate', 'Please enter the correct format']);
  });

  it('submits plain values: a dictionary choice, a date as YYYY-MM-DD, a radio choice', async () => {
    const submit = renderForm(vi.fn(), { salePrice: 1, createDate: '2025-06-18', spec: 'x' });
    type(screen.getByLabelText('Goods name'), 'Milk');
    fireEvent.mouseDown(screen.getByLabelText('Sale tax rate'));
    fireEvent.click(await screen.findByTitle('13%'));
    fireEvent.click(screen.getByLabelText('Very light'));
    type(screen.getByLabelText('Brand'), '13800138000');
    fireEvent.click(button('submit'));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).toMatchObject({
      goodsName: 'Milk',
      saleTaxRate: '13',
      createDate: '2025-06-18',
      weightType: '2',
      brand: '13800138000',
      spec: 'x',
    });
  });

  it('SPEC §3 dictionaries are cached once per session: several selects, one getDic', async () => {
    renderForm();
    renderForm();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(dicCalls).toBe(1);
    renderForm();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(dicCalls).toBe(1);
    expect(JSON.parse(sessionStorage.getItem('dictionaries')!).entries.SALETAXRATE).toHaveLength(7);
  });
});

describe('every SPEC §3 control kind', () => {
  beforeAll(() => setUpTexts('en-US'));
  beforeEach(() => signIn());

  const options = [
    { value: '1', labelKey: 'basicinfo:weightType.1' },
    { value: '2', labelKey: 'basicinfo:weightType.2' },
  ];
  const all: FieldSchema[] = [
    { name: 'input', labelKey: 'Input', kind: 'input' },
    { name: 'number', labelKey: 'Number', kind: 'input-number', format: 'cost' },
    { name: 'select', labelKey: 'Select', kind: 'select', options },
    { name: 'text', labelKey: 'Text', kind: 'text', options },
    { name: 'range', labelKey: 'Range', kind: 'range-picker' },
    { name: 'date', labelKey: 'Date', kind: 'date-picker' },
    { name: 'time', labelKey: 'Time', kind: 'time-picker' },
    { name: 'month', labelKey: 'Month', kind: 'month-picker' },
    { name: 'radio', labelKey: 'Radio', kind: 'radio-group', options },
    { name: 'elf', labelKey: 'Elf', kind: 'elf', lookup: { kind: 'major', valueField: 'majorId' } },
    { name: 'search', labelKey: 'Search', kind: 'search' },
    { name: 'status', labelKey: 'Status', kind: 'status', options, tones: { '2': 'warning' }, isEditing: false },
    { name: 'textarea', labelKey: 'Textarea', kind: 'textarea', maxLength: 200 },
  ];
  const data = {
    input: 'a',
    number: 1.23456,
    select: '1',
    text: '2',
    range: ['2025-01-01', '2025-01-31'],
    date: '2025-06-18',
    time: '09:30',
    month: '2025-06',
    radio: '2',
    elf: '10',
    search: 'find',
    status: '2',
    textarea: 'line',
  };

  it('renders each kind from plain values and submits them as plain values', async () => {
    const onSubmit = vi.fn();
    render(
      <FastProviders>
        <SchemaForm fields={all} initialValues={data} onSubmit={onSubmit} columns={3}>
          <Button htmlType="submit">submit</Button>
        </SchemaForm>
      </FastProviders>,
    );
    const input = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
    expect(input('Input')).toHaveValue('a');
    expect(input('Number')).toHaveValue('1.2346');
    expect(screen.getByTitle('Normal')).toBeInTheDocument();
    expect(screen.getByText('Very light', { selector: '.vsm-field-text' })).toBeInTheDocument();
    expect(input('Range')).toHaveValue('2025-01-01');
    expect(input('Date')).toHaveValue('2025-06-18');
    expect(input('Time')).toHaveValue('09:30');
    expect(input('Month')).toHaveValue('2025-06');
    expect(screen.getByLabelText('Very light', { selector: 'input' })).toBeChecked();
    expect(input('Elf')).toHaveValue('10');
    expect(input('Search')).toHaveValue('find');
    expect(screen.getByText('Very light', { selector: '.vsm-status-tag' })).toHaveAttribute('data-tone', 'warning');
    expect(input('Textarea')).toHaveValue('line');
    fireEvent.click(button('submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual(data);
  });

  it('grows a text area by CSS, without the measuring textarea the production CSP leaves visible', async () => {
    render(
      <FastProviders>
        <SchemaForm fields={[all[all.length - 1]]} initialValues={{ textarea: 'line' }} />
      </FastProviders>,
    );
    const area = screen.getByLabelText('Textarea', { selector: 'textarea' });
    fireEvent.change(area, { target: { value: 'one\ntwo\nthree' } });
    await waitFor(() => expect(area).toHaveValue('one\ntwo\nthree'));
    expect(document.querySelectorAll('textarea')).toHaveLength(1);
    expect(area).toHaveClass('vsm-textarea');
  });
});
