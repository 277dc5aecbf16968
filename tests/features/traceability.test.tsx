import { fireEvent, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import zhCN from '../../locales/zh-CN/traceability.json';
import enUS from '../../locales/en-US/traceability.json';
import { traceabilityRoutes } from '@/features/traceability/routes';
import { mergeServerTexts } from '@/i18n';
import { fastUser, pageTest } from '../support/page';
import { button, dialog, enter, eventually, field, findToast, rowOf, waitForRows, typeDate } from '../support/queries';

/*
 * Quality traceability of the supplier (SPEC §2 base_information and goods_traceability; §5 the
 * inspection report image and the production log are required, upload rules) against the mock.
 */

const BASES = '/quality-traceability/base_information';
const BATCHES = '/quality-traceability/goods_traceability';
const { notify, open, callsOf } = pageTest({
  routes: traceabilityRoutes,
  calls: /\/api\/fea-vsm\/traceability\/(\w+)$/,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});

const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
const toolbar = () => document.querySelector<HTMLElement>('.vsm-query-toolbar')!;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string) => {
  const bytes = new Uint8Array(200);
  bytes.set(PNG);
  return new File([bytes], name, { type: 'image/png' });
};
const itemOf = (label: string) =>
  within(dialog()).getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;

it('declares the two supplier screens and the same keys in both languages', () => {
  expect(traceabilityRoutes.map((r) => [r.path, r.side])).toEqual([
    [BASES, 'supplier'],
    [BATCHES, 'supplier'],
  ]);
  expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
});

it('enters the base information of a goods not yet maintained; the licence number is checked first', async () => {
  const base = new Set(table('traceBases').map((b) => b.goodsId));
  const goods = table('goods').find((g) => g.venderId === '100101' && g.bu === '12' && !base.has(g.goodsId))!;
  open(`${BASES}?pageNo=1&pageSize=20&goodsId=${goods.goodsId}`);
  await waitForRows();
  await eventually(() => expect(rowOf(goods.goodsId)).toHaveTextContent('Not entered'));
  fireEvent.click(within(rowOf(goods.goodsId)).getByText('Edit'));
  await eventually(() => expect(dialog()).toHaveTextContent(`Traceability base information: ${goods.goodsName}`));
  const form = dialog();
  enter(field('Manufacturer', form), 'CR Foods Dongguan plant');
  enter(field('Origin', form), 'Dongguan, Guangdong');
  enter(field('Production licence number', form), 'SC123');
  fireEvent.click(button('OK', form));
  await eventually(() =>
    expect(within(form).getByText('Please enter the correct format (SC and 14 digits)')).toBeInTheDocument(),
  );
  expect(callsOf('saveBase')).toHaveLength(0);
  enter(field('Production licence number', form), 'SC10644190012345');
  fireEvent.click(button('OK', form));
  await findToast('Traceability base information saved');
  expect(table('traceBases').find((b) => b.goodsId === goods.goodsId)).toMatchObject({
    manufacturer: 'CR Foods Dongguan plant',
    licenceNo: 'SC10644190012345',
  });
  await eventually(() => expect(rowOf(goods.goodsId)).toHaveTextContent('Entered'));
});

it('refuses a batch without the inspection report image, then saves it with one (SPEC §5 traceability)', async () => {
  const goodsId = table('traceBases').find((b) => b.venderId === '100101' && b.bu === '12')!.goodsId;
  const user = fastUser();
  open(BATCHES);
  await waitForRows();
  fireEvent.click(button('New batch', toolbar()));
  await eventually(() => expect(dialog()).toHaveTextContent('New production batch'));
  enter(field('Goods code', dialog()), goodsId);
  fireEvent.blur(field('Goods code', dialog()));
  const goodsName = table('goods').find((g) => g.goodsId === goodsId)!.goodsName;
  await eventually(() => expect(dialog()).toHaveTextContent(goodsName));
  enter(field('Batch number', dialog()), 'B20260601');
  await typeDate('Production date', '2025-06-01');
  enter(field('Quantity produced', dialog()), '500');
  await user.upload(itemOf('Production log').querySelector<HTMLInputElement>('input[type="file"]')!, png('log.png'));
  await eventually(() =>
    expect(itemOf('Production log').querySelectorAll('.ant-upload-list-item-done')).toHaveLength(1),
  );
  fireEvent.click(button('OK', dialog()));
  await eventually(() =>
    expect(within(dialog()).getByText('Please upload Inspection report image')).toBeInTheDocument(),
  );
  expect(callsOf('addBatch')).toHaveLength(0);

  await user.upload(
    itemOf('Inspection report image').querySelector<HTMLInputElement>('input[type="file"]')!,
    png('report.png'),
  );
  await eventually(() =>
    expect(itemOf('Inspection report image').querySelectorAll('.ant-upload-list-item-done')).toHaveLength(1),
  );
  fireEvent.click(button('OK', dialog()));
  await findToast('Production batch saved');
  const saved = table('traceBatches').find((b) => b.batchNo === 'B20260601')!;
  expect(saved).toMatchObject({ goodsId, productionDate: '2025-06-01', quantity: 500 });
  expect(saved.inspectionReport).toHaveLength(1);
  expect(saved.productionLog).toHaveLength(1);
  expect(notify).not.toHaveBeenCalled();
});

it("shows a batch's inspection report and production log in its detail (the kit's upload list, which previews them)", async () => {
  const batch = table('traceBatches').find((b) => b.venderId === '100101' && b.bu === '12')!;
  open(`${BATCHES}?pageNo=1&pageSize=20&batchNo=${batch.batchNo}&goodsId=${batch.goodsId}`);
  await waitForRows();
  fireEvent.click(within(await eventually(() => rowOf(batch.batchNo))).getByText('View'));
  const files = await eventually(() => {
    const found = document.querySelector<HTMLElement>('.ant-drawer-section');
    expect(found).toHaveTextContent('Production log');
    return found!;
  });
  expect(files).toHaveTextContent(batch.inspectionReport[0].fileName);
  expect(files).toHaveTextContent(batch.productionLog[0].fileName);
});
