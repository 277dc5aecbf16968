import i18next from 'i18next';
import { table } from '../../mocks/db';
import { glossary } from '../../mocks/glossary';
import { refusalOf, refusalText, type DocumentAction } from '@/kit/query';
import { expenseQuery } from '@/features/settlement/schemas/expenses';
import { settleDocQuery } from '@/features/settlement/schemas/settleDocs';
import { paymentDeskQuery } from '@/features/settlement/schemas/paymentDesk';
import { paymentQuery } from '@/features/settlement/schemas/sheets';
import type { Expense, PaydeskSheet, SettleSheet } from '@/features/settlement/types';
import zhKit from '../../locales/zh-CN/kit.json';
import zhSettlement from '../../locales/zh-CN/settlement.json';
import enKit from '../../locales/en-US/kit.json';
import enSettlement from '../../locales/en-US/settlement.json';
import { api, DEMO_VENDOR } from './helpers';

/*
 * SPEC §8 refusals of the settlement actions say why, and the mock's refusal of the same case says
 * what the client's says (zh-CN as sent, en-US through the server's text download).
 */
const S = '/api/fea-vsm/settlement';
const V = { vendor: DEMO_VENDOR };
const demo = <T extends { venderId: string; bu: string }>(rows: T[]) =>
  rows.filter((r) => r.venderId === '100101' && r.bu === '12');

/** The interface texts the client words its refusals with (node: no browser to set up the app's i18n in). */
const texts = i18next.createInstance();
beforeAll(() =>
  texts.init({
    resources: {
      'zh-CN': { kit: zhKit, settlement: zhSettlement },
      'en-US': { kit: enKit, settlement: enSettlement },
    },
    lng: 'zh-CN',
    interpolation: { escapeValue: false },
  }),
);

/** The client's refusal of `row` by the screen's action, in zh-CN and en-US. */
async function clientSays<T>(action: DocumentAction<T>, row: T) {
  const said: Record<string, string> = {};
  for (const language of ['zh-CN', 'en-US'] as const) {
    const t = texts.getFixedT(language);
    said[language] = refusalText(t, refusalOf(action, [row])!, action, [row]);
  }
  return said;
}

const actionOf = <T>(actions: DocumentAction<T>[] | undefined, key: string) => actions!.find((a) => a.key === key)!;

describe('settlement refusals say why, alike on the client and in the mock (SPEC §8)', () => {
  it('争议剔除 of a document not in a New sheet: only while the sheet is New; if finalized, contact the buyer first', async () => {
    const action = actionOf(settleDocQuery(undefined).actions, 'cull-dispute');
    const free = demo(table('settleDocs')).find((d) => d.status === '1')!;
    const said = await clientSays(action, free);
    expect(said['zh-CN']).toBe(
      '当前单据不允许争议剔除：仅结算单为新建时，其中的单据可以剔除；结算单已定稿的，请先联系采购处理',
    );
    expect(said['en-US']).toMatch(/^This document does not allow “Remove as disputed”: .*New.*; .*buyer first$/);
    // the server's refusal of a document in a finalized sheet (the client cannot see the sheet's state)
    const fixed = demo(table('settleSheets')).find((x) => x.status === '1')!;
    const inFixed = table('settleDocs').find((d) => d.settleSheetId === fixed.sheetId)!;
    const answer = await api(`${S}/doc/cull`, { sheetIds: [inFixed.sheetId], mode: 'dispute', reason: '数量不符' }, V);
    expect(answer).toMatchObject({ returncode: 'B0400', message: said['zh-CN'] });
    expect(glossary()[answer.message]).toBe(said['en-US']);
  });

  it('合并结算 of an extracted document, and 确认 of an expense no longer waiting, say the same on both sides', async () => {
    const merge = actionOf(settleDocQuery(undefined).actions, 'merge');
    const extracted = demo(table('settleDocs')).find((d) => d.status === '2')!;
    const mergeSaid = await clientSays(merge, extracted);
    const mergeAnswer = await api(`${S}/doc/merge`, { sheetIds: [extracted.sheetId] }, V);
    expect(mergeAnswer).toMatchObject({ returncode: 'B0400', message: mergeSaid['zh-CN'] });
    expect(glossary()[mergeAnswer.message]).toBe(mergeSaid['en-US']);

    const confirm = actionOf(expenseQuery(undefined).actions, 'confirm');
    const confirmed = demo(table('expenseDocs')).find((e) => e.status !== '0')!;
    const confirmSaid = await clientSays(confirm, confirmed as unknown as Expense);
    expect(confirmSaid['zh-CN']).toBe('当前单据不允许确认：仅待确认的费用单可以确认');
    const confirmAnswer = await api(`${S}/expense/confirm`, { sheetIds: [confirmed.sheetId] }, V);
    expect(confirmAnswer).toMatchObject({ returncode: 'B0400', message: confirmSaid['zh-CN'] });
    expect(glossary()[confirmAnswer.message]).toBe(confirmSaid['en-US']);
  });

  it('开票信息确认 of a sheet already confirmed, and 重新生成开票信息 of one not yet confirmed, say the same on both sides', async () => {
    const sheets = demo(table('settleSheets')).filter((x) => x.status === '0' || x.status === '1');
    for (const [key, path, sheet] of [
      ['confirmInvoice', 'confirmInvoice', sheets.find((x) => x.invoiceConfirmed)!],
      ['regenerateInvoice', 'regenerateInvoice', sheets.find((x) => !x.invoiceConfirmed)!],
    ] as const) {
      const action = actionOf(paymentQuery(undefined).actions, key);
      const said = await clientSays(action, sheet as unknown as SettleSheet);
      expect(said['zh-CN'].length).toBeLessThanOrEqual(60); // longer server messages read 'access exception' (SPEC §8)
      const answer = await api(`${S}/sheet/${path}`, { sheetIds: [sheet.sheetId] }, V);
      expect(answer, key).toMatchObject({ returncode: 'B0400', message: said['zh-CN'] });
      expect(glossary()[answer.message]).toBe(said['en-US']);
    }
  });

  it('the payment desk: 收到发票 of a sheet not applied for payment, and 付款 of one whose invoice is not received, say the same on both sides', async () => {
    const R = { token: 'demo-retailer' };
    const applied = table('settleSheets').find((x) => x.status === '2')!;
    const received = table('settleSheets').find((x) => x.status === '3')!;
    for (const [key, path, sheet] of [
      ['receiveInvoice', 'receiveInvoice', received],
      ['pay', 'pay', applied],
    ] as const) {
      const action = actionOf(paymentDeskQuery(undefined).actions, key);
      const said = await clientSays(action, sheet as unknown as PaydeskSheet);
      expect(said['zh-CN'].length).toBeLessThanOrEqual(60);
      const answer = await api(`${S}/paydesk/${path}`, { sheetId: sheet.sheetId, payDate: '2026-01-05', amount: 1 }, R);
      expect(answer, key).toMatchObject({ returncode: 'B0400', message: said['zh-CN'] });
      expect(glossary()[answer.message]).toBe(said['en-US']);
    }
    expect((await clientSays(actionOf(paymentDeskQuery(undefined).actions, 'pay'), applied as never))['en-US']).toBe(
      'This document does not allow “Mark paid”: only a sheet whose invoice has been received can be paid; mark its invoice received first',
    );
  });
});
