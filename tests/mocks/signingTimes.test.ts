import { table } from '../../mocks/db';
import { addDays, mockToday } from '../../mocks/db/clock';
import { api, data, DEMO_VENDOR } from './helpers';
import { SETTLEMENT_ERRORS } from '@/features/settlement/contract';
import { mockWords, screenText } from './screenTexts';

/* SPEC §5: one rule for every signing time, checked by the server as by the forms. */

const V = { vendor: DEMO_VENDOR };

describe('mock backend: signing times (SPEC §5 signing time, time input 01:00-24:00)', () => {
  it('a settlement confirmation letter refuses a signing time later than today or with a time outside 01:00-24:00', async () => {
    const sheet = table('settleSheets').find(
      (s) => s.venderId === '100101' && s.bu === '12' && s.letterStatus !== '3',
    )!;
    const save = (signTime: string) =>
      api('/api/fea-vsm/settlement/letter/save', { sheetId: sheet.sheetId, signBizType: '1', signTime }, V);
    expect(await save(addDays(mockToday(), 1))).toMatchObject({
      returncode: 'A0435',
      message: '签约时间不能晚于当前时间',
    });
    // SPEC §5 'a signing business type and signing time must be chosen': whole sentences, the contract's keys,
    // in the catalogue's zh-CN and en-US.
    const format = screenText(SETTLEMENT_ERRORS.signTimeFormat.messageKey);
    expect(format.zh).toBe('请输入正确的签约时间');
    for (const signTime of [`${addDays(mockToday(), -1)} 00:02`, '2023-02-29']) {
      const said = await save(signTime);
      expect(said.returncode, signTime).toBe(SETTLEMENT_ERRORS.signTimeFormat.code);
      expect(mockWords(said.message), signTime).toEqual(format);
    }
    const unchosen = await save('');
    expect(unchosen.returncode).toBe(SETTLEMENT_ERRORS.signingRequired.code);
    expect(mockWords(unchosen.message)).toEqual(screenText(SETTLEMENT_ERRORS.signingRequired.messageKey));
    await data(
      '/api/fea-vsm/settlement/letter/save',
      { sheetId: sheet.sheetId, signBizType: '1', signTime: mockToday() },
      V,
    );
  });

  it('a contract signature refuses a time of day outside 01:00-24:00 (00:02)', async () => {
    const c = table('contractBills').find(
      (x) =>
        x.venderId === '100101' &&
        x.status === '2' &&
        x.signStatus === '0' &&
        x.sealStatus === '' &&
        x.execStatus === '1',
    )!;
    const day = addDays(c.checkDate!.slice(0, 10), 1);
    const sign = (signTime: string) =>
      api('/api/fea-vsm/contract/sign', { contractId: c.contractId, signBizType: '1', signTime }, V);
    expect(await sign(`${day} 00:02`)).toMatchObject({
      returncode: 'A0431',
      message: '请输入正确的电子签署时间（时刻为01:00至24:00）',
    });
    // The time is judged before the PDF is asked for: a valid one goes on to the next rule.
    expect(await sign(`${day} 01:00`)).toMatchObject({ message: '请先阅读合同文件后再签署' });
  });
});
