import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, type FormInstance } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import type { Page, PageQuery } from '@/api/types';
import { SchemaForm } from '@/kit/form';
import { QueryPage, type QueryPageConfig } from '@/kit/query';
import type { FieldSchema } from '@/kit/schema';
import { Providers, fastUser, setUpTexts, signIn } from '../support/page';

/** SPEC §5 "Dates accept YYYY-MM-DD or YYYY/MM/DD with calendar and leap-year check", typed in every date kind. */

type Row = { sheetId: string; orderDate: string };

function renderSearch() {
  const query = vi.fn(async (q: PageQuery): Promise<Page<Row>> => ({
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: 0,
    pageData: [],
  }));
  const config: QueryPageConfig<Row> = {
    id: 'test.typedDates',
    query,
    rowKey: 'sheetId',
    columns: [
      { key: 'sheetId', titleKey: 'Sheet' },
      // As the order notices declare their order date: a date column searched by a range.
      { key: 'orderDate', titleKey: 'Order date', format: 'date', search: true },
    ],
  };
  render(
    <Providers>
      <MemoryRouter initialEntries={['/docs']}>
        <QueryPage config={config} />
      </MemoryRouter>
    </Providers>,
  );
  const [start, end] = [...document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')];
  return { query, start, end };
}

function renderForm(fields: FieldSchema[]) {
  const onSubmit = vi.fn();
  render(
    <Providers>
      <SchemaForm fields={fields} onSubmit={onSubmit}>
        <Button htmlType="submit">submit</Button>
      </SchemaForm>
    </Providers>,
  );
  return onSubmit;
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

beforeAll(() => setUpTexts('en-US'));
beforeEach(() => signIn());

describe('SPEC §5 typed dates: a range typed on the keyboard (start, Enter, end, Enter) reaches the query whole', () => {
  it.each([
    ['YYYY-MM-DD', '2024-02-29', '2024-03-05'],
    ['YYYY/MM/DD', '2024/02/29', '2024/03/05'],
  ])('%s: both dates are sent, once', async (_format, from, to) => {
    const { query, start } = renderSearch();
    // The list opens on its data (SPEC §2); the range typed is the next query.
    await waitFor(() => expect(query).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    query.mockClear();
    const user = fastUser();
    await user.click(start);
    await user.keyboard(`${from}{Enter}`);
    await user.keyboard(`${to}{Enter}`);
    await waitFor(() => expect(query).toHaveBeenCalled());
    // Enter on the start only moves to the end: the one query has both dates.
    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0][0].params).toEqual({ orderDateStart: '2024-02-29', orderDateEnd: '2024-03-05' });
  });
});

describe('SPEC §5 typed dates: a typed start survives the form re-rendering before the end is typed', () => {
  it('the range picker keeps its typed start when the form validates meanwhile', async () => {
    const fields: FieldSchema[] = [{ name: 'orderDate', labelKey: 'Order date', kind: 'range-picker', required: true }];
    const onSubmit = vi.fn();
    let form: FormInstance | undefined;
    function Harness() {
      [form] = Form.useForm();
      return (
        <SchemaForm form={form} fields={fields} onSubmit={onSubmit}>
          <Button htmlType="submit">submit</Button>
        </SchemaForm>
      );
    }
    render(
      <Providers>
        <Harness />
      </Providers>,
    );
    const [start] = [...document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')];
    const user = fastUser();
    await user.click(start);
    await user.keyboard('2024/02/29{Enter}');
    // The form validating re-renders the control (on the order notices, Enter submitted the search form).
    await act(() => form!.validateFields().catch(() => undefined));
    await user.keyboard('2024/03/05{Enter}');
    fireEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(onSubmit.mock.lastCall?.[0]).toEqual({ orderDate: ['2024-02-29', '2024-03-05'] }));
  });
});

describe('SPEC §5 typed dates: the date and month pickers take YYYY/MM/DD with the leap-year check', () => {
  const fields: FieldSchema[] = [
    { name: 'day', labelKey: 'Day', kind: 'date-picker' },
    { name: 'month', labelKey: 'Month', kind: 'month-picker' },
  ];

  it('2024/02/29 is taken as 2024-02-29, 2024/06 as 2024-06', async () => {
    const onSubmit = renderForm(fields);
    const user = fastUser();
    await user.click(input('Day'));
    await user.keyboard('2024/02/29{Enter}');
    await user.click(input('Month'));
    await user.keyboard('2024/06{Enter}');
    // (Enter in a picker also submits the form, as in any form field.)
    fireEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(onSubmit.mock.lastCall?.[0]).toEqual({ day: '2024-02-29', month: '2024-06' }));
  });

  it('SPEC §5 2023/02/29 is no calendar day: the format message, and the form is not sent; a day typed over it is', async () => {
    const onSubmit = renderForm(fields);
    const user = fastUser();
    await user.click(input('Day'));
    await user.keyboard('2023/02/29{Enter}');
    await user.click(input('Month'));
    expect(input('Day')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByText('submit'));
    expect(await screen.findByText('Please enter the correct format')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input('Day'));
    await user.keyboard('2023/02/28{Enter}');
    fireEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(onSubmit.mock.lastCall?.[0]).toMatchObject({ day: '2023-02-28' }));
  });
});
