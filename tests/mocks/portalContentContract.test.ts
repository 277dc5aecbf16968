import { insertRow } from '../../mocks/db';
import {
  CONTENT_ALLOWS,
  CONTENT_KIND,
  CONTENT_PAGE,
  CONTENT_TITLE_MAX,
  CONTENT_STATUS,
  PORTAL_ERRORS,
  contentProblems,
  portalUrl,
  type ContentProblem,
} from '@/features/portalContent/contract';
import { CONTENT_FIELDS, validateContent } from '@/features/portalContent/schemas/contentForm';
import { contentQuery } from '@/features/portalContent/schemas/contentQuery';
import type { PortalContent } from '@/features/portalContent/types';
import type { DocumentAction } from '@/kit/query';
import { api, OK, refusedByKit } from './helpers';
import { mockWords, tooLongText } from './screenTexts';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (a list
 * action's `allowed`, the editor's field rules and validate) and the mock's answer through its
 * handlers agree, because both call the rule.
 */

const PUBLISHER = { token: 'demo-retailer', vendor: null };
const IMAGE = '<p><img src="https://img.example.com/banner.png" alt="banner"></p>';

const allowedOf = (key: string) => {
  const actions = contentQuery(CONTENT_PAGE.login, () => null).actions as DocumentAction<PortalContent>[];
  return actions.find((a) => a.key === key)!.allowed!;
};

let serial = 0;
/** A fresh item in `status` (pinned or not), so each accepted move finds its own. */
function itemIn(status: PortalContent['status'], sticky: boolean): PortalContent {
  serial += 1;
  return insertRow('portalContents', {
    contentId: `PCT${serial}`,
    page: CONTENT_PAGE.login,
    kind: CONTENT_KIND.dynamic,
    title: `Item ${serial}`,
    body: '<p>Body</p>',
    sticky,
    status,
    creator: 'Tester',
    createTime: '2026-11-20 10:00:00',
    updateTime: '2026-11-20 10:00:00',
    publisher: status === CONTENT_STATUS.draft ? '' : 'Tester',
    publishTime: status === CONTENT_STATUS.draft ? null : '2026-11-21 09:00:00',
  });
}

/** The fields the editor refuses: each field's kit rules, then its validate. */
const refusedFields = async (values: Record<string, unknown>) => [
  ...(await refusedByKit(CONTENT_FIELDS, values)),
  ...Object.keys(validateContent(values) ?? {}),
];
const FIELD_OF: Record<ContentProblem, string> = {
  titleRequired: 'title',
  titleTooLong: 'title',
  bannerNeedsImage: 'body',
};

/** Each move is offered on a row and accepted by the mock exactly in the states its contract predicate allows. */
async function checkMoves(keys: string[]) {
  const moves = [
    {
      key: 'edit',
      rule: CONTENT_ALLOWS.edit,
      call: (r: PortalContent) => api(portalUrl('save'), { ...r, title: 'Changed' }, PUBLISHER),
    },
    {
      key: 'publish',
      rule: CONTENT_ALLOWS.publish,
      call: (r: PortalContent) => api(portalUrl('publish'), { contentIds: [r.contentId], sticky: false }, PUBLISHER),
    },
    {
      key: 'withdraw',
      rule: CONTENT_ALLOWS.withdraw,
      call: (r: PortalContent) => api(portalUrl('withdraw'), { contentIds: [r.contentId] }, PUBLISHER),
    },
    {
      key: 'pin',
      rule: CONTENT_ALLOWS.pin,
      call: (r: PortalContent) => api(portalUrl('pin'), { contentIds: [r.contentId], sticky: true }, PUBLISHER),
    },
    {
      key: 'unpin',
      rule: CONTENT_ALLOWS.unpin,
      call: (r: PortalContent) => api(portalUrl('pin'), { contentIds: [r.contentId], sticky: false }, PUBLISHER),
    },
    {
      key: 'restore',
      rule: CONTENT_ALLOWS.restore,
      call: (r: PortalContent) => api(portalUrl('restore'), { contentIds: [r.contentId] }, PUBLISHER),
    },
  ];
  const states: [PortalContent['status'], boolean][] = [
    [CONTENT_STATUS.draft, false],
    [CONTENT_STATUS.published, false],
    [CONTENT_STATUS.published, true],
    [CONTENT_STATUS.withdrawn, true],
  ];
  for (const { key, rule, call } of moves.filter((m) => keys.includes(m.key))) {
    for (const [status, sticky] of states) {
      const row = itemIn(status, sticky);
      // Both judged before the call: the mock moves the very row.
      const [allowed, shown] = [rule(row), allowedOf(key)(row)];
      const answer = await call(row);
      expect([shown, answer.returncode], `${key} ${status} sticky=${sticky}`).toEqual([
        allowed,
        allowed ? OK : PORTAL_ERRORS.refused.code,
      ]);
    }
  }
}

describe('portal content contract: screen and mock refuse the same inputs', () => {
  it('SPEC §2: publish, withdraw and restore are offered and accepted exactly in the states their contract predicates allow', async () => {
    await checkMoves(['publish', 'withdraw', 'restore']);
  });

  it('SPEC §2 sticky, §7 save: edit, pin and unpin likewise (a pinned item is not pinned again)', async () => {
    await checkMoves(['edit', 'pin', 'unpin']);
  });

  it('SPEC §5, §7: an item is refused by the editor and the mock exactly where contentProblems says', async () => {
    const cases = [
      { kind: CONTENT_KIND.dynamic, title: 'Portal news', body: '<p>Body</p>' },
      { kind: CONTENT_KIND.dynamic, title: '   ', body: '<p>Body</p>' },
      { kind: CONTENT_KIND.dynamic, title: 'x'.repeat(60), body: '<p>Body</p>' },
      { kind: CONTENT_KIND.dynamic, title: 'x'.repeat(61), body: '<p>Body</p>' },
      { kind: CONTENT_KIND.banner, title: 'Spring fair', body: IMAGE },
      { kind: CONTENT_KIND.banner, title: 'Spring fair', body: '<p>No picture</p>' },
    ];
    for (const c of cases) {
      const label = JSON.stringify(c);
      const rule = contentProblems(c);
      expect((await refusedFields(c)).sort(), label).toEqual(rule.map((p) => FIELD_OF[p]).sort());
      const answer = await api(portalUrl('save'), { ...c, page: CONTENT_PAGE.index }, PUBLISHER);
      const expected = !rule.length
        ? OK
        : rule[0] === 'bannerNeedsImage'
          ? PORTAL_ERRORS.bannerImage.code
          : PORTAL_ERRORS.invalid.code;
      expect(answer.returncode, label).toBe(expected);
      // SPEC §5 'Length limits (server messages)': the client's text of a server length message, the form's label.
      if (rule[0] === 'titleTooLong')
        expect(mockWords(answer.message), label).toEqual(tooLongText('portalContent:field.title', CONTENT_TITLE_MAX));
    }
  });
});
