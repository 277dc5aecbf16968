import { table } from '../../mocks/db';
import {
  NOTICE_ERRORS,
  NOTICE_STATUS,
  canDeleteNotice,
  canEditNotice,
  canSendNotice,
  noticeProblems,
  noticeUrl,
  templateProblems,
  templateUrl,
  type NoticeProblem,
  type TemplateProblem,
} from '@/features/notices/contract';
import { NOTICE_FIELDS } from '@/features/notices/schemas/noticeForm';
import { noticeQuery } from '@/features/notices/schemas/noticeQuery';
import { TEMPLATE_FIELDS } from '@/features/notices/schemas/templateForm';
import type { Notice, NoticeDetail } from '@/features/notices/types';
import type { DocumentAction } from '@/kit/query';
import { api, OK, refusedByKit } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (a list
 * action's `allowed`, the editor's field rules) and the mock's answer through its handlers agree,
 * because both call the rule.
 */

const PUBLISHER = { token: 'demo-retailer', vendor: null };
const { invalid: INVALID, refused: REFUSED } = NOTICE_ERRORS;

const allowedOf = (key: string) => {
  const action = noticeQuery('retailer', () => null).actions!.find((a) => a.key === key) as DocumentAction<Notice>;
  return action.allowed!;
};
const refusedFields = refusedByKit;
const fieldOf = (p: NoticeProblem | TemplateProblem) => p.replace(/(Required|TooLong)$/, '');
const newDraft = async () =>
  (
    await api<NoticeDetail>(
      noticeUrl('add'),
      { title: 'Delivery rules', content: '<p>Dear suppliers</p>', audience: 'supplier', sticky: false },
      PUBLISHER,
    )
  ).data;

describe('notices contract: screen and mock refuse the same inputs', () => {
  it('SPEC §4: edit, send and delete are offered and accepted exactly in the states canEditNotice, canSendNotice and canDeleteNotice allow', async () => {
    const sent = table('notices').find((n) => n.status === NOTICE_STATUS.sent)!;
    const moves = [
      {
        key: 'edit',
        rule: canEditNotice,
        call: (id: string) =>
          api(noticeUrl('update'), { id, title: 'New title', content: '<p>x</p>', audience: 'all' }, PUBLISHER),
      },
      { key: 'send', rule: canSendNotice, call: (id: string) => api(noticeUrl('send'), { ids: [id] }, PUBLISHER) },
      {
        key: 'delete',
        rule: canDeleteNotice,
        call: (id: string) => api(noticeUrl('delete'), { ids: [id] }, PUBLISHER),
      },
    ];
    for (const { key, rule, call } of moves) {
      for (const notice of [await newDraft(), { ...sent, readers: 0, read: false, attachments: 0 }]) {
        const [allowed, shown] = [rule(notice), allowedOf(key)(notice)];
        const answer = await call(notice.id);
        expect([shown, answer.returncode], `${key} ${notice.status}`).toEqual([allowed, allowed ? OK : REFUSED.code]);
      }
    }
  });

  it('SPEC §5: a notice is refused by the editor and the mock exactly where noticeProblems says', async () => {
    const cases = [
      { title: 'Delivery rules', audience: 'all' },
      { title: '   ', audience: 'supplier' },
      { title: 'x'.repeat(100), audience: 'retailer' },
      { title: 'x'.repeat(101), audience: 'supplier' },
      { title: 'Delivery rules', audience: '' },
      { title: '', audience: '' },
    ];
    for (const c of cases) {
      const label = JSON.stringify(c);
      const rule = noticeProblems(c);
      expect((await refusedFields(NOTICE_FIELDS, c)).sort(), label).toEqual(rule.map(fieldOf).sort());
      const answer = await api(noticeUrl('add'), { ...c, content: '<p>Body</p>', sticky: false }, PUBLISHER);
      expect(answer.returncode, label).toBe(rule.length ? INVALID.code : OK);
    }
  });

  it('SPEC §5, §6: an email template is refused by its editor and the mock exactly where templateProblems says', async () => {
    const cases = [
      { name: 'Reminder A', subject: 'Please confirm', type: '3' },
      { name: '  ', subject: 'Please confirm', type: '1' },
      { name: 'n'.repeat(51), subject: 'Please confirm', type: '1' },
      { name: 'Reminder B', subject: 's'.repeat(101), type: '2' },
      { name: 'Reminder C', subject: '', type: '' },
    ];
    for (const c of cases) {
      const label = JSON.stringify(c);
      const rule = templateProblems(c);
      expect((await refusedFields(TEMPLATE_FIELDS, c)).sort(), label).toEqual(rule.map(fieldOf).sort());
      const answer = await api(templateUrl('add'), { ...c, body: '<p>Body</p>' }, PUBLISHER);
      expect(answer.returncode, label).toBe(rule.length ? INVALID.code : OK);
    }
  });
});
