import { table } from '../../mocks/db';
import type { DocumentAction } from '@/kit/query';
import {
  AFTER_SALE_STATUS,
  PRESALE_ERRORS,
  agreedStatus,
  canConfirmReceipt,
  canDecideAfterSale,
  canShip,
  isExpressNo,
  packSizeProblems,
  presaleUrl,
} from '@/features/presale/contract';
import { afterSalesQuery } from '@/features/presale/schemas/afterSales';
import { packInfoQuery } from '@/features/presale/schemas/packInfo';
import { presaleOrdersQuery } from '@/features/presale/schemas/presaleOrders';
import type { AfterSale, PackInfo, PresaleOrder } from '@/features/presale/types';
import { api, DEMO_VENDOR, OK, SUPPLIER } from './helpers';
import { mockWords, screenText } from './screenTexts';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (an action's
 * `allowed`, its form's `validate`) and the mock's answer through its service agree, because both call the rule.
 */

const demo = <T extends { venderId: string; bu: string }>(rows: T[]) =>
  rows.filter((r) => r.venderId === DEMO_VENDOR.venderId && r.bu === DEMO_VENDOR.bu);
const actionOf = <T>(actions: DocumentAction<T>[] | undefined, key: string) => {
  const action = actions?.find((a) => a.key === key);
  if (!action) throw new Error(`no action ${key}`);
  return action;
};
const formOf = <T>(action: DocumentAction<T>, rows: T[]) => {
  if (!action.form) throw new Error(`no form on ${action.key}`);
  return typeof action.form === 'function' ? action.form(rows) : action.form;
};
const code = async (path: Parameters<typeof presaleUrl>[0], body: object) =>
  (await api(presaleUrl(path), body, SUPPLIER)).returncode;

describe('presale contract: screen and mock refuse the same inputs', () => {
  it('SPEC §4: an order ships exactly when canShip allows it (paid, delivery period)', async () => {
    const ship = actionOf<PresaleOrder>(presaleOrdersQuery(undefined).actions, 'ship');
    const seen = new Set<string>();
    for (const o of demo(table('presaleOrders'))) {
      const kind = `${o.status}/${o.stage}`;
      if (seen.has(kind)) continue;
      seen.add(kind);
      const [rule, shown] = [canShip(o), ship.allowed!({ ...o })];
      const answer = await code('ship', {
        outerOrderNumber: o.outerOrderNumber,
        expressCompany: 'SF',
        expressNo: 'SF1234567890',
      });
      expect([shown, answer], kind).toEqual([rule, rule ? OK : PRESALE_ERRORS.notPaid.code]);
    }
    expect(seen.size).toBeGreaterThanOrEqual(6);
  });

  it('SPEC §5 express numbers: the ship form and the mock refuse exactly what isExpressNo refuses', async () => {
    const ship = actionOf<PresaleOrder>(presaleOrdersQuery(undefined).actions, 'ship');
    const open = demo(table('presaleOrders')).filter(canShip);
    const validate = formOf(ship, [open[0]]).validate!;
    const cases = ['SF1234567890', ' YT12345678 ', 'SF123', 'SF-1234567890', 'A'.repeat(31), 'a1'.repeat(15), ''];
    for (const expressNo of cases) {
      const rule = isExpressNo(expressNo);
      // Each accepted number ships its order: the next case takes another that may ship.
      const order = demo(table('presaleOrders')).find(canShip)!;
      const answer = await code('ship', { outerOrderNumber: order.outerOrderNumber, expressCompany: 'SF', expressNo });
      expect([validate({ expressCompany: 'SF', expressNo }), answer], JSON.stringify(expressNo)).toEqual([
        rule ? null : { expressNo: PRESALE_ERRORS.expressNo.messageKey },
        rule ? OK : PRESALE_ERRORS.expressNo.code,
      ]);
    }
  });

  it('packing information is saved exactly when packSizeProblems finds nothing (sizes above 0, whole pieces)', async () => {
    const pack = demo(table('presalePacks'))[0];
    const validate = formOf(actionOf<PackInfo>(packInfoQuery.actions, 'edit'), [pack]).validate!;
    const good = { packLength: 30, packWidth: 20, packHeight: 10, packWeight: 1.25, piecesPerParcel: 2 };
    const cases: Record<string, unknown>[] = [
      {},
      { packLength: 0 },
      { packWidth: -1 },
      { packHeight: '' },
      { packWeight: null },
      { piecesPerParcel: 1.5 },
      { piecesPerParcel: '3' },
      { packWeight: 'x' },
    ];
    for (const change of cases) {
      const values = { ...good, ...change };
      const problems = packSizeProblems(values);
      const shown = validate(values);
      expect(Object.keys(shown ?? {}).sort(), JSON.stringify(change)).toEqual(Object.keys(problems ?? {}).sort());
      const said = await api(presaleUrl('savePack'), { goodsId: pack.goodsId, packMaterial: '1', ...values }, SUPPLIER);
      expect(said.returncode, JSON.stringify(change)).toBe(problems ? PRESALE_ERRORS.packSize.code : OK);
      // The form marks each figure; the server refuses in one sentence, the contract's key in zh-CN and en-US.
      if (problems)
        expect(mockWords(said.message), JSON.stringify(change)).toEqual(screenText(PRESALE_ERRORS.packSize.messageKey));
    }
  });

  it('SPEC §4 after-sale: agree, reject and receipt are offered and accepted in the states the contract allows', async () => {
    const actions = afterSalesQuery.actions;
    const [agree, reject, receive] = ['agree', 'reject', 'receive'].map((k) => actionOf<AfterSale>(actions, k));
    const mine = () => demo(table('afterSales'));
    for (const status of Object.values(AFTER_SALE_STATUS)) {
      const cases: [DocumentAction<AfterSale>, (a: AfterSale) => boolean, Parameters<typeof presaleUrl>[0]][] = [
        [agree, canDecideAfterSale, 'agree'],
        [reject, canDecideAfterSale, 'reject'],
        [receive, canConfirmReceipt, 'confirmReceipt'],
      ];
      for (const [action, rule, path] of cases) {
        const a = mine().find((x) => x.status === status);
        if (!a) continue;
        const [allowed, shown, before] = [rule(a), action.allowed!({ ...a }), { ...a }];
        const answer = await code(path, { afterSaleNos: [a.afterSaleNo], reason: 'Outside the return window' });
        expect([shown, answer], `${path} ${status}`).toEqual([allowed, allowed ? OK : PRESALE_ERRORS.refused.code]);
        if (allowed && path === 'agree')
          expect(table('afterSales').find((x) => x.afterSaleNo === a.afterSaleNo)!.status).toBe(agreedStatus(before));
      }
    }
  });
});
