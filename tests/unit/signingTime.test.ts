import { checkSignTime } from '@/features/contracts/schemas/contractSigning';
import { checkLetterSignTime, letterQuery } from '@/features/settlement/schemas/letters';
import { checkSigningTime } from '@/lib/signingTime';

const NOW = '2026-11-26 10:30';

describe('one rule for every signing time (SPEC §5 dates and time input 01:00-24:00)', () => {
  it('takes a day or a minute up to now, refuses a later one', () => {
    expect(checkSigningTime('2026-11-26', { now: NOW })).toBeNull();
    expect(checkSigningTime('2026-11-26 10:30', { now: NOW })).toBeNull();
    expect(checkSigningTime('2026-11-26 10:30:59', { now: NOW })).toBeNull();
    expect(checkSigningTime('2027-05-01', { now: NOW })).toEqual({ problem: 'future', part: 'date' });
    expect(checkSigningTime('2026-11-27 09:00', { now: NOW })).toEqual({ problem: 'future', part: 'date' });
    expect(checkSigningTime('2026-11-26 10:31', { now: NOW })).toEqual({ problem: 'future', part: 'time' });
  });

  it('refuses a time of day outside 01:00-24:00 and a day that does not exist', () => {
    expect(checkSigningTime('2026-11-20 00:02', { now: NOW })).toEqual({ problem: 'format', part: 'time' });
    expect(checkSigningTime('2026-11-20 24:01', { now: NOW })).toEqual({ problem: 'format', part: 'time' });
    expect(checkSigningTime('2026-11-20 10:00:60', { now: NOW })).toEqual({ problem: 'format', part: 'time' });
    expect(checkSigningTime('2026-11-20 24:00', { now: NOW })).toBeNull();
    expect(checkSigningTime('2026-11-20 01:00', { now: NOW })).toBeNull();
    expect(checkSigningTime('2023-02-29', { now: NOW })).toEqual({ problem: 'format', part: 'date' });
    expect(checkSigningTime('soon', { now: NOW })).toEqual({ problem: 'format', part: 'date' });
  });

  it('refuses a time before its start (a contract approval), by the minute', () => {
    const notBefore = '2026-11-20 14:05:30';
    expect(checkSigningTime('2026-11-20 14:05', { now: NOW, notBefore })).toBeNull();
    expect(checkSigningTime('2026-11-20 14:04', { now: NOW, notBefore })).toEqual({
      problem: 'beforeStart',
      part: 'time',
    });
    expect(checkSigningTime('2026-11-19 18:00', { now: NOW, notBefore })).toEqual({
      problem: 'beforeStart',
      part: 'date',
    });
  });

  it('the contract form and the settlement letter form apply the same rule', () => {
    expect(checkSignTime({ signDate: '2026-11-20', signClock: '00:02' }, null, NOW)).toEqual({
      signClock: 'kit:validation.format',
    });
    expect(checkLetterSignTime({ signTime: '2027-05-01' }, NOW)).toEqual({
      signTime: 'settlement:letter.signTimeFuture',
    });
    expect(checkLetterSignTime({ signTime: '2026-11-26' }, NOW)).toBeNull();
    expect(checkLetterSignTime({ signTime: '2026-11-20 00:02' }, NOW)).toEqual({ signTime: 'kit:validation.format' });
  });

  it('the confirmation letter’s save form refuses a signing day after the server’s today with that rule', () => {
    const save = letterQuery(undefined).actions!.find((a) => a.key === 'saveLetter')!;
    const form = typeof save.form === 'function' ? save.form([]) : save.form!;
    expect(form.validate!({ signBizType: '1', signTime: '2999-05-01' })).toEqual({
      signTime: 'settlement:letter.signTimeFuture',
    });
    expect(form.validate!({ signBizType: '1', signTime: '2020-05-01' })).toBeNull();
  });
});
