import { LOOKUPS } from '../../mocks/domains/lookup/service';
import {
  LOOKUP_ERRORS,
  LOOKUP_KINDS,
  LOOKUP_MESSAGES,
  LOOKUP_PAGE,
  isLookupKind,
  lookupUrl,
  type LookupKind,
} from '@/api/lookupContract';
import type { Page } from '@/api/types';
import { dialogQuery, outcomeMessageKey, outcomeOf, typedValueQuery } from '@/kit/lookup/flow';
import { catalogue } from '../../mocks/catalogue';
import { api, data } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the lookups' contract, the client's lookup flow
 * (the query it sends, the outcome and the info it shows) and the mock's answer agree.
 */

const R = { token: 'demo-retailer' };
type Major = { majorId: string; majorName: string };
const search = (kind: string, body: object) =>
  api<Page<Record<string, unknown>>>(`/api/fea-vsm/lookup/${kind}`, body, R);

describe('lookup contract: client and mock agree', () => {
  it('answers exactly the kinds of SPEC §2 the contract names, at the path the client calls', async () => {
    expect(Object.keys(LOOKUPS).sort()).toEqual([...LOOKUP_KINDS].sort());
    for (const kind of [...LOOKUP_KINDS, 'goods', 'constructor']) {
      const env = await api(`/api/fea-vsm/lookup/${kind}`, { ...LOOKUP_PAGE, params: {} }, R);
      const rule = isLookupKind(kind);
      if (rule) expect(lookupUrl(kind as LookupKind)).toBe(`/api/fea-vsm/lookup/${kind}`);
      expect(env.returncode, kind).toBe(rule ? '00000' : LOOKUP_ERRORS.unknownKind.code);
    }
  });

  it('pages a search that names no page as SPEC §9 says a typed value is searched (page 1, size 10)', async () => {
    const page = await data<Page<unknown>>(lookupUrl('major'), { params: {} }, R);
    expect([page.pageNo, page.pageSize]).toEqual([LOOKUP_PAGE.pageNo, LOOKUP_PAGE.pageSize]);
  });

  it("applies one record, or clears with the contract's info for none or several (SPEC §4 lookup flow)", async () => {
    const all = (await data<Page<Major>>(lookupUrl('major'), { pageNo: 1, pageSize: 100, params: {} }, R)).pageData;
    const one = all[0];
    const config = { valueField: 'majorId' };
    const cases: [string, 'apply' | 'none' | 'many'][] = [
      [one.majorId, 'apply'],
      ['no-such-major', 'none'],
      [one.majorId.slice(0, 1), all.filter((m) => m.majorId.startsWith(one.majorId[0])).length > 1 ? 'many' : 'apply'],
    ];
    for (const [value, expected] of cases) {
      const env = await search('major', typedValueQuery(config, value));
      const outcome = outcomeOf({ page: env.data });
      const reason = outcome.kind === 'apply' ? 'apply' : outcome.reason;
      expect(reason, value).toBe(expected);
      expect(outcomeMessageKey(outcome), value).toBe(expected === 'apply' ? null : LOOKUP_MESSAGES[expected]);
    }
  });

  it("matches the dialog's search box (the contract's keyword param) against every searchable field", async () => {
    const [one] = (await data<Page<Major>>(lookupUrl('major'), { ...LOOKUP_PAGE, params: {} }, R)).pageData;
    for (const keyword of [one.majorId, one.majorName]) {
      const env = await search('major', dialogQuery({}, keyword, 1));
      expect(
        (env.data.pageData as Major[]).map((m) => m.majorId),
        keyword,
      ).toContain(one.majorId);
    }
  });

  it("names a contract's status in the contract lookup as the contract screens do (contracts:status)", async () => {
    const page = await data<Page<{ status: string; statusName: string }>>(
      lookupUrl('contractId'),
      { pageNo: 1, pageSize: 200, params: {} },
      R,
    );
    expect(page.pageData.length).toBeGreaterThan(0);
    const statuses = new Set(page.pageData.map((row) => row.status));
    expect([...statuses].sort()).toEqual(expect.arrayContaining(['0', '1', '2', '4']));
    for (const row of page.pageData)
      expect(row.statusName, row.status).toBe(catalogue(`contracts:status.${row.status}`));
  });
});
