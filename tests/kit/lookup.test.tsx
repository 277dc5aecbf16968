import { useLayoutEffect } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { server, setFault } from '@mocks/node';
import { lookupSearch } from '@/api/lookup';
import {
  LookupField,
  BankAccountField,
  DEFAULT_LOOKUP_COLUMNS,
  fillValues,
  outcomeOf,
  typedValueQuery,
  dialogQuery,
} from '@/kit/lookup';
import type { LookupConfig } from '@/kit/schema';
import { fastUser, Providers, setUpTexts, signIn, withoutClientFields } from '../support/page';

/*
 * The lookup field (精灵, SPEC §3/§4) against the real mock backend: typed values resolved on
 * blur/Enter, the lookup dialog with server paging, and the bank-account search variant.
 */

const GOODS: LookupConfig = {
  kind: 'constGoods',
  valueField: 'goodsId',
  fill: { goodsName: 'goodsName', barcode: 'barcode' },
};
const LESS_MAJOR: LookupConfig = {
  kind: 'lessMajor',
  valueField: 'lessMajorId',
  fill: { lessMajorName: 'lessMajorName', majorName: 'majorName' },
};

/** Calls of the controls under test (the tests' own set-up calls ask for 100 rows and are left out). */
let lookupCalls: Array<{ path: string; body: unknown }> = [];
async function onStart({ request }: { request: Request }) {
  const path = new URL(request.url).pathname;
  if (!path.includes('/lookup/') && !path.endsWith('/bankAccountSearch')) return;
  const body = (await request.clone().json()) as { pageSize?: number };
  if (body.pageSize !== 100) lookupCalls.push({ path, body: withoutClientFields(body, request.headers) });
}

beforeAll(async () => {
  await setUpTexts('en-US');
  server.events.on('request:start', onStart);
});
afterAll(() => server.events.removeListener('request:start', onStart));
beforeEach(() => {
  lookupCalls = [];
  signIn();
});

type Values = Record<string, string | undefined>;

function LookupForm({
  config,
  siblings,
  initialValues,
  formRef,
}: {
  config: LookupConfig;
  siblings: string[];
  initialValues?: Values;
  formRef?: { current: ReturnType<typeof Form.useForm>[0] | null };
}) {
  const [form] = Form.useForm();
  useLayoutEffect(() => {
    if (formRef) formRef.current = form;
  });
  return (
    <Providers>
      <Form form={form} initialValues={initialValues}>
        <Form.Item label="Code" name={config.valueField}>
          <LookupField config={config} />
        </Form.Item>
        {siblings.map((name) => (
          <Form.Item key={name} label={name} name={name}>
            <Input aria-label={name} />
          </Form.Item>
        ))}
        <button type="button">Elsewhere</button>
      </Form>
    </Providers>
  );
}

function renderForm(config: LookupConfig, initialValues?: Values) {
  const siblings = Object.keys(config.fill ?? {});
  const formRef: { current: ReturnType<typeof Form.useForm>[0] | null } = { current: null };
  const view = render(
    <LookupForm config={config} siblings={siblings} initialValues={initialValues} formRef={formRef} />,
  );
  const field = screen.getByRole('textbox', { name: 'Code' });
  return { ...view, field, values: () => formRef.current!.getFieldsValue() as Values };
}

async function demoGoods() {
  const page = await lookupSearch<{ goodsId: string; goodsName: string; barcode: string }>('constGoods', {
    pageNo: 1,
    pageSize: 100,
    params: {},
  });
  return page.pageData;
}

/*
 * Role queries with names are slow in jsdom under antd's CSS-in-JS (each candidate's visibility is
 * computed): the dialog tests find things by label or text instead.
 */
const openButton = () => screen.getByLabelText('Open the lookup wizard');
async function findLookupDialog() {
  const title = await screen.findByText('Lookup wizard');
  return title.closest<HTMLElement>('[role="dialog"]')!;
}
const rowOf = async (container: HTMLElement, text: string) =>
  (await within(container).findByText(text)).closest<HTMLElement>('tr')!;
const dialogGone = () => document.querySelector('.vsm-lookup-dialog') === null;

/** Types a whole value at once and presses Enter (cheaper than typing key by key). */
function enter(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

/** A goods code of the demo supplier that no other of its codes starts with (a typed value finding exactly one). */
async function uniqueGoods() {
  const goods = await demoGoods();
  const one = goods.find((g) => goods.filter((o) => o.goodsId.startsWith(g.goodsId)).length === 1)!;
  expect(one).toBeTruthy();
  return one;
}

describe('lookup flow (pure)', () => {
  it('sends page 1, size 10, keyed by the search field plus the configured params', () => {
    expect(typedValueQuery({ valueField: 'goodsId', params: { buId: '12' } }, '2001')).toEqual({
      pageNo: 1,
      pageSize: 10,
      params: { buId: '12', goodsId: '2001' },
    });
    expect(typedValueQuery({ valueField: 'goodsId', searchField: 'goodsCode' }, '2001')).toEqual({
      pageNo: 1,
      pageSize: 10,
      params: { goodsCode: '2001' },
    });
    expect(dialogQuery({ params: { buId: '12' } }, ' milk ', 3)).toEqual({
      pageNo: 3,
      pageSize: 10,
      params: { buId: '12', keyword: 'milk' },
    });
    expect(dialogQuery({}, '  ', 1)).toEqual({ pageNo: 1, pageSize: 10, params: {} });
  });

  it('decides: failed, none, many, exactly one', () => {
    const page = (rows: object[], total = rows.length) => ({
      page: { pageNo: 1, pageSize: 10, total, pageData: rows as Record<string, unknown>[] },
    });
    expect(outcomeOf({ error: new Error('x') })).toEqual({ kind: 'clear', reason: 'failed' });
    expect(outcomeOf(page([]))).toEqual({ kind: 'clear', reason: 'none' });
    expect(outcomeOf({ page: null })).toEqual({ kind: 'clear', reason: 'none' });
    expect(outcomeOf(page([{ a: 1 }, { a: 2 }]))).toEqual({ kind: 'clear', reason: 'many' });
    expect(outcomeOf(page([{ a: 1 }], 7))).toEqual({ kind: 'clear', reason: 'many' });
    expect(outcomeOf(page([{ a: 1 }]))).toEqual({ kind: 'apply', record: { a: 1 } });
  });

  it('maps and clears associated fields', () => {
    expect(fillValues({ name: 'goodsName', code: 'barcode' }, { goodsName: 'Milk', barcode: '69' })).toEqual({
      name: 'Milk',
      code: '69',
    });
    expect(fillValues({ name: 'goodsName', code: 'barcode' }, null)).toEqual({ name: undefined, code: undefined });
    expect(fillValues(undefined, { a: 1 })).toEqual({});
  });

  it('has default columns with texts for the 8 kinds', () => {
    expect(Object.keys(DEFAULT_LOOKUP_COLUMNS).sort()).toEqual([
      'constGoods',
      'contractId',
      'finEntityId',
      'lessMajor',
      'major',
      'origin',
      'partner',
      'tempId',
    ]);
  });
});

describe('LookupField: a typed value', () => {
  it('applies exactly one record to the field and its associated fields (blur)', async () => {
    const user = fastUser();
    const goods = await uniqueGoods();
    const { field, values } = renderForm(GOODS);
    await user.type(field, goods.goodsId);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() =>
      expect(values()).toEqual({ goodsId: goods.goodsId, goodsName: goods.goodsName, barcode: goods.barcode }),
    );
    // The form holds the values a render before its fields show them: wait for what the user sees.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'goodsName' })).toHaveValue(goods.goodsName));
    expect(lookupCalls).toEqual([
      { path: '/api/fea-vsm/lookup/constGoods', body: { pageNo: 1, pageSize: 10, params: { goodsId: goods.goodsId } } },
    ]);
    // Leaving again without an edit searches nothing.
    await user.click(field);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(lookupCalls).toHaveLength(1);
  });

  it('searches on Enter', async () => {
    const goods = await uniqueGoods();
    const { field, values } = renderForm(GOODS);
    enter(field, goods.goodsId);
    await waitFor(() => expect(values().goodsName).toBe(goods.goodsName));
    expect(lookupCalls).toHaveLength(1);
  });

  it('shows 无数据 and clears for no record', async () => {
    const { field, values } = renderForm(GOODS, { goodsName: 'stale', barcode: 'stale' });
    enter(field, 'NO-SUCH-CODE');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await waitFor(() => expect(values()).toEqual({ goodsId: undefined, goodsName: undefined, barcode: undefined }));
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('shows 查询多条数据请精灵选择 and clears for several records', async () => {
    expect((await demoGoods()).length).toBeGreaterThan(1);
    const { field, values } = renderForm(GOODS, { goodsName: 'stale' });
    enter(field, '2000');
    expect(
      await screen.findByText('Several records were found. Please choose one in the lookup dialog.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(values()).toEqual({ goodsId: undefined, goodsName: undefined, barcode: undefined }));
  });

  it('clears when the call fails', async () => {
    const notify = signIn();
    const goods = await uniqueGoods();
    setFault({ path: '/lookup/constGoods', kind: 'http500', times: 1 });
    const { field, values } = renderForm(GOODS, { goodsName: 'stale', barcode: 'stale' });
    enter(field, goods.goodsId);
    await waitFor(() => expect(values()).toEqual({ goodsId: undefined, goodsName: undefined, barcode: undefined }));
    // The client showed the error toast itself; the field adds no lookup message.
    expect(notify).toHaveBeenCalledWith('error', expect.any(String));
    expect(screen.queryByText('No data')).toBeNull();
  });

  it('clears when the answer is not 00000', async () => {
    signIn();
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post('*/api/fea-vsm/lookup/constGoods', () =>
        HttpResponse.json({ returncode: 'B0001', message: 'busy', data: null }),
      ),
    );
    const { field, values } = renderForm(GOODS, { goodsName: 'stale', barcode: 'stale' });
    enter(field, '2000001');
    await waitFor(() => expect(values()).toEqual({ goodsId: undefined, goodsName: undefined, barcode: undefined }));
  });

  it('sends nothing for an empty value, and an emptied field drops what it filled in', async () => {
    const user = fastUser();
    const { field, values } = renderForm(GOODS, { goodsId: '2000001', goodsName: 'Milk', barcode: '69' });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(values()).toEqual({ goodsId: undefined, goodsName: undefined, barcode: undefined }));
    await user.type(field, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.click(field);
    await user.keyboard('{Enter}');
    expect(lookupCalls).toEqual([]);
  });
});

describe('LookupField: the lookup dialog', () => {
  it('opens from the search icon, pages on the server and applies the chosen row', async () => {
    const all = await lookupSearch<{ lessMajorId: string; lessMajorName: string; majorName: string }>('lessMajor', {
      pageNo: 1,
      pageSize: 100,
      params: {},
    });
    expect(all.total).toBeGreaterThan(10);
    const { values } = renderForm(LESS_MAJOR);
    fireEvent.click(openButton());
    const dialog = await findLookupDialog();
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '800px' });
    expect(dialog.querySelector('.vsm-dialog-body')).toHaveStyle({ height: '500px' });
    expect(dialog.querySelector('.ant-modal-footer')).toBeNull();
    const grid = dialog.querySelector<HTMLElement>('table')!;
    await within(grid).findByText(all.pageData[0].lessMajorName);
    expect(within(grid).getByText('Medium category code')).toBeInTheDocument();
    expect(lookupCalls.at(-1)).toEqual({
      path: '/api/fea-vsm/lookup/lessMajor',
      body: { pageNo: 1, pageSize: 10, params: {} },
    });

    fireEvent.click(within(dialog).getByTitle('2'));
    const onPage2 = all.pageData[10];
    const row = await rowOf(grid, onPage2.lessMajorId);
    expect(row).toHaveAttribute('aria-label', `Choose ${onPage2.lessMajorId}`);
    expect(lookupCalls.at(-1)!.body).toEqual({ pageNo: 2, pageSize: 10, params: {} });
    fireEvent.click(row);
    await waitFor(() =>
      expect(values()).toEqual({
        lessMajorId: onPage2.lessMajorId,
        lessMajorName: onPage2.lessMajorName,
        majorName: onPage2.majorName,
      }),
    );
    await waitFor(() => expect(dialogGone()).toBe(true));
  });

  it('searches by keyword and chooses a row with Enter', async () => {
    const goods = await uniqueGoods();
    const { values } = renderForm(GOODS);
    fireEvent.click(openButton());
    const dialog = await findLookupDialog();
    const box = within(dialog).getByLabelText('Lookup search');
    // The search box has the focus once the dialog is open, without antd's motion too (the tests'
    // providers have none, as for a user who asked the system for reduced motion).
    await waitFor(() => expect(box).toHaveFocus());
    fireEvent.change(box, { target: { value: goods.goodsName } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(lookupCalls.at(-1)!.body).toEqual({ pageNo: 1, pageSize: 10, params: { keyword: goods.goodsName } }),
    );
    const row = await rowOf(dialog, goods.goodsId);
    act(() => row.focus());
    fireEvent.keyDown(row, { key: 'Enter' });
    await waitFor(() =>
      expect(values()).toEqual({ goodsId: goods.goodsId, goodsName: goods.goodsName, barcode: goods.barcode }),
    );
  });

  it('leaves the field as it was when the dialog is closed', async () => {
    const { values } = renderForm(GOODS, { goodsId: '2000001', goodsName: 'kept' });
    fireEvent.click(openButton());
    const dialog = await findLookupDialog();
    fireEvent.click(dialog.querySelector<HTMLElement>('button.ant-modal-close')!);
    await waitFor(() => expect(dialogGone()).toBe(true));
    expect(values()).toMatchObject({ goodsId: '2000001', goodsName: 'kept' });
  });
});

describe('LookupField: a typed value and the dialog', () => {
  it('resolves a typed value left unchosen in the dialog when the control is left', async () => {
    const user = fastUser();
    const { field, values } = renderForm(GOODS, { goodsName: 'stale' });
    await user.type(field, 'NO-SUCH');
    fireEvent.click(openButton());
    const dialog = await findLookupDialog();
    expect(within(dialog).getByLabelText('Lookup search')).toHaveValue('NO-SUCH');
    fireEvent.click(dialog.querySelector<HTMLElement>('button.ant-modal-close')!);
    await waitFor(() => expect(dialogGone()).toBe(true));
    expect(values().goodsId).toBe('NO-SUCH');
    await user.click(field);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await waitFor(() => expect(values()).toEqual({ goodsId: undefined, goodsName: undefined, barcode: undefined }));
  });
});

describe('BankAccountField', () => {
  function BankForm({ formRef }: { formRef: { current: ReturnType<typeof Form.useForm>[0] | null } }) {
    const [form] = Form.useForm();
    useLayoutEffect(() => {
      formRef.current = form;
    });
    return (
      <Providers>
        <Form form={form} initialValues={{ bankName: 'stale' }}>
          <Form.Item label="Account" name="account">
            <BankAccountField />
          </Form.Item>
          {['accountName', 'bankName', 'bankCode'].map((name) => (
            <Form.Item key={name} label={name} name={name}>
              <Input aria-label={name} />
            </Form.Item>
          ))}
        </Form>
      </Providers>
    );
  }
  const renderBank = () => {
    const formRef: { current: ReturnType<typeof Form.useForm>[0] | null } = { current: null };
    render(<BankForm formRef={formRef} />);
    return {
      field: screen.getByRole('textbox', { name: 'Account' }),
      values: () => formRef.current!.getFieldsValue() as Values,
    };
  };

  it('fills the bank fields from the one account found', async () => {
    const { field, values } = renderBank();
    enter(field, '6222100000000000');
    await waitFor(() => expect(values().bankCode).toMatch(/^\d{12}$/));
    expect(values()).toMatchObject({
      account: '6222100000000000',
      accountName: expect.any(String),
      bankName: expect.any(String),
    });
    expect(lookupCalls).toEqual([
      {
        path: '/api/fea-vsm/common/bankAccountSearch',
        body: { pageNo: 1, pageSize: 10, params: { account: '6222100000000000' } },
      },
    ]);
  });

  it('clears for several accounts and for another supplier’s account', async () => {
    const { field, values } = renderBank();
    enter(field, '622210000000000');
    expect(
      await screen.findByText('Several records were found. Please choose one in the lookup dialog.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(values()).toEqual({
        account: undefined,
        accountName: undefined,
        bankName: undefined,
        bankCode: undefined,
      }),
    );
    enter(field, '6222100007777777');
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });
});
