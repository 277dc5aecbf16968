import i18next from 'i18next';
import { refusalOf, refusalText, type DocumentAction } from '@/kit/query';
import { setUpTexts } from '../support/page';

/*
 * SPEC §8 'current document does not allow this operation', said with its reason: an action declares
 * the state that allows it and what to do first, and the refusal names them for the refused document.
 */
type Doc = { sheetId: string; status: string };
const t = i18next.t.bind(i18next);

beforeAll(() => setUpTexts('en-US'));

describe('a refused action says why (SPEC §8)', () => {
  const bare: DocumentAction<Doc> = { key: 'send', labelKey: 'Send', allowed: (d) => d.status === '0' };
  const why: DocumentAction<Doc> = {
    ...bare,
    refusal: { stateKey: 'only while {{sheetId}} is new', firstKey: 'withdraw {{sheetId}} first' },
  };
  const docs = [
    { sheetId: 'A1', status: '0' },
    { sheetId: 'B2', status: '1' },
  ];

  it('names the state that allows the action and what to do first, for the first refused document', () => {
    const key = refusalOf(why, docs)!;
    expect(refusalText(t, key, why, docs)).toBe(
      'This document does not allow “Send”: only while B2 is new; withdraw B2 first',
    );
    const stateOnly = { ...why, refusal: { stateKey: 'only new ones' } };
    expect(refusalText(t, refusalOf(stateOnly, docs)!, stateOnly, docs)).toBe(
      'This document does not allow “Send”: only new ones',
    );
  });

  it('keeps the catalogue message for an action that declares no reason, and every other refusal as it was', () => {
    expect(refusalText(t, refusalOf(bare, docs)!, bare, docs)).toBe(
      'The current document does not allow this operation.',
    );
    expect(refusalOf(why, [])).toBe('errors:selectDocumentsFirst');
    expect(refusalOf(why, [docs[0]])).toBeNull();
    expect(refusalOf({ ...why, refusedKey: 'own.key' }, docs)).toBe('own.key');
  });
});
