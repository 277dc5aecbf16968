import { fireEvent, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import zhCN from '../../locales/zh-CN/presale.json';
import enUS from '../../locales/en-US/presale.json';
import { presaleRoutes } from '@/features/presale/routes';
import { expressImportConfig } from '@/features/presale/schemas/expressImport';
import { i18n, mergeServerTexts } from '@/i18n';
import { validateSheet } from '@/kit/import';
import { pageTest } from '../support/page';
import {
  button,
  confirmOk,
  dialog,
  enter,
  eventually,
  field,
  findToast,
  grid,
  rowOf,
  tick,
  waitForRows,
} from '../support/queries';

/*
 * Presale and after-sale screens of the supplier (SPEC §2 /presale/*, §3 express_no, §4 presale and
 * after-sale states, §5 rejection reason) against the mock backend.
 */

const ORDERS = '/presale/performance-info';
const AFTER_SALE = '/presale/after-sale';
const PACKS = '/presale/pack-info';
const { notify, open, callsOf } = pageTest({
  routes: presaleRoutes,
  calls: /\/api\/fea-vsm\/presale\/(\w+)$/,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});

const toolbar = () => document.querySelector<HTMLElement>('.vsm-query-toolbar')!;
const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
const order = (orderNo: string) => table('presaleOrders').find((o) => o.orderNo === orderNo)!;
const afterSale = (no: string) => table('afterSales').find((a) => a.afterSaleNo === no)!;

async function choose(label: string, option: RegExp, root: HTMLElement) {
  fireEvent.mouseDown(within(root).getByRole('combobox', { name: label }));
  const pick = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) =>
      option.test(o.getAttribute('title') ?? ''),
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(pick);
}

it('declares the three supplier screens and the same keys in both languages', () => {
  expect(presaleRoutes.map((r) => [r.path, r.side])).toEqual([
    [ORDERS, 'supplier'],
    [AFTER_SALE, 'supplier'],
    [PACKS, 'supplier'],
  ]);
  expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
});

describe('presale orders (SPEC §4 presale order states and stages)', () => {
  it('ships a paid order of the delivery period one by one; the express number is checked first (SPEC §3 express_no)', async () => {
    const target = table('presaleOrders').find((o) => o.venderId === '100101' && o.status === '1' && o.stage === '2')!;
    const early = table('presaleOrders').find((o) => o.venderId === '100101' && o.status === '1' && o.stage === '1')!;
    open(`${ORDERS}?pageNo=1&pageSize=50&status=1`);
    await waitForRows();
    await eventually(() => expect(rowOf(target.orderNo)).toHaveTextContent('Delivery period'));
    expect(rowOf(early.orderNo)).toHaveTextContent('Presale period');
    // SPEC §4: an order of the presale period offers no shipment.
    expect(within(rowOf(early.orderNo)).queryByText('Ship')).toBeNull();

    fireEvent.click(within(rowOf(target.orderNo)).getByText('Ship'));
    await eventually(() => expect(dialog()).toHaveTextContent(`Ship order ${target.outerOrderNumber}`));
    const form = dialog();
    await choose('Express company', /SF Express/, form);
    enter(field('Express number', form), 'SF-12');
    fireEvent.click(button('OK', form));
    await eventually(() =>
      expect(within(form).getByText('Please enter the correct format (8-30 letters or digits)')).toBeInTheDocument(),
    );
    expect(callsOf('ship')).toHaveLength(0);
    enter(field('Express number', form), 'SF1234567890');
    fireEvent.click(button('OK', form));
    await findToast('Order shipped');
    expect(order(target.orderNo)).toMatchObject({ status: '2', expressCompany: 'SF', expressNo: 'SF1234567890' });
    // The list of paid orders is queried again: the shipped order has left it.
    await eventually(() => expect(grid()).not.toHaveTextContent(target.orderNo));
    expect(notify).not.toHaveBeenCalled();
  });

  it('checks every imported row before sending (kit import row messages)', () => {
    const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);
    const config = expressImportConfig((key) => t(key));
    const result = validateSheet(
      [
        ['Outer order number', 'Express company', 'Express number'],
        ['TB1', 'SF Express', 'SF1234567890'],
        ['TB2', 'Pigeon post', 'SF1234567891'],
        ['TB3', 'ZTO', 'ZT-1'],
      ],
      config,
      t,
    );
    expect(result.records).toHaveLength(3);
    expect(result.rowErrors.map((e) => e.message)).toEqual([
      'Row 3: Unknown express company',
      'Row 4: Express number has the wrong format (8-30 letters or digits).',
    ]);
  });
});

describe('after-sale (SPEC §4 after-sale view states)', () => {
  it('agrees to a refund-only application: it waits for the refund', async () => {
    const target = table('afterSales').find((a) => a.venderId === '100101' && a.status === '1' && a.applyType === '1')!;
    open(`${AFTER_SALE}?pageNo=1&pageSize=100&status=1`);
    await waitForRows();
    await eventually(() => expect(rowOf(target.afterSaleNo)).toHaveTextContent('Refund only'));
    tick(rowOf(target.afterSaleNo));
    fireEvent.click(button('Agree', toolbar()));
    await confirmOk('Agree to the ticked after-sale applications (1)?');
    await findToast('After-sale applications agreed: 1');
    expect(afterSale(target.afterSaleNo).status).toBe('3');
  });

  it('rejects only with a reason (SPEC §5 rejection reason required)', async () => {
    const target = table('afterSales').find((a) => a.venderId === '100101' && a.status === '1')!;
    open(`${AFTER_SALE}?pageNo=1&pageSize=100&status=1`);
    await waitForRows();
    tick(await eventually(() => rowOf(target.afterSaleNo)));
    fireEvent.click(button('Reject', toolbar()));
    await eventually(() => expect(dialog()).toHaveTextContent('Reject after-sale (1)'));
    fireEvent.click(button('Submit', dialog()));
    await eventually(() => expect(within(dialog()).getByText('Please enter Rejection reason')).toBeInTheDocument());
    expect(callsOf('reject')).toHaveLength(0);
    enter(field('Rejection reason', dialog()), 'Signed for more than 7 days ago');
    fireEvent.click(button('Submit', dialog()));
    await findToast('After-sale applications rejected: 1');
    expect(afterSale(target.afterSaleNo)).toMatchObject({
      status: '5',
      rejectReason: 'Signed for more than 7 days ago',
    });
  });

  it('refuses to confirm the receipt of an application that waits for no goods (SPEC §8)', async () => {
    const target = table('afterSales').find((a) => a.venderId === '100101' && a.status === '3')!;
    open(`${AFTER_SALE}?pageNo=1&pageSize=100&status=3`);
    await waitForRows();
    tick(await eventually(() => rowOf(target.afterSaleNo)));
    fireEvent.click(button('Confirm receipt', toolbar()));
    await eventually(() =>
      expect(document.body).toHaveTextContent('The selected data does not meet the requirements.'),
    );
    expect(callsOf('confirmReceipt')).toHaveLength(0);
  });
});

describe('package information', () => {
  it('enters the packing of a goods; sizes must be above 0', async () => {
    const target = table('presalePacks').find((p) => p.venderId === '100101' && p.updateTime === null)!;
    open(PACKS);
    await waitForRows();
    fireEvent.click(within(await eventually(() => rowOf(target.goodsId))).getByText('Edit'));
    await eventually(() => expect(dialog()).toHaveTextContent(`Package information: ${target.goodsName}`));
    const form = dialog();
    enter(field('Length (cm)', form), '30');
    enter(field('Width (cm)', form), '20');
    enter(field('Height (cm)', form), '0');
    enter(field('Weight (kg)', form), '1.5');
    enter(field('Pieces per parcel', form), '2');
    await choose('Packing material', /Carton/, form);
    fireEvent.click(button('OK', form));
    await eventually(() => expect(within(form).getByText('Must be above 0')).toBeInTheDocument());
    expect(callsOf('savePack')).toHaveLength(0);
    enter(field('Height (cm)', form), '15');
    fireEvent.click(button('OK', form));
    await findToast('Package information saved');
    expect(table('presalePacks').find((p) => p.goodsId === target.goodsId)).toMatchObject({
      packHeight: 15,
      packWeight: 1.5,
      packMaterial: '1',
    });
  });
});
