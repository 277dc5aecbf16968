// @vitest-environment node
// (node environment: jsdom's FormData/Blob do not mix with Node's fetch)
import { table, updateRows } from '../../mocks/db';
import { catalogue } from '../../mocks/catalogue';
import { mockToday } from '../../mocks/db/clock';
import {
  APPLY_STATUS,
  APPLY_TYPE,
  CA_ERRORS as E,
  CERT_STATUS,
  REASON_MAX,
  applicationBlock,
  applyProblems,
  canCancelApplication,
  canReviewApplication,
  canWithdrawCertificate,
  caUrl,
  reasonProblem,
  requiredFilesOf,
} from '@/features/sealApplication/contract';
import {
  applicantFields,
  checkApplication,
  typeFields,
  validityFields,
} from '@/features/sealApplication/schemas/caForm';
import { rowActions, withdrawFields } from '@/features/sealApplication/schemas/caGrids';
import { caReviewQuery } from '@/features/sealApplication/schemas/caReview';
import type { CaApplication, CaCertificate, CaStatus } from '@/features/sealApplication/types';
import type { FieldSchema } from '@/kit/schema';
import { daysBetween } from '@/lib/dates';
import { allowedOf, api, data, DEMO_VENDOR, kitRefusal, OK, ORIGIN, type Vendor } from './helpers';
import { mockWords, tooLongText } from './screenTexts';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (its fields'
 * rules and checkApplication, the rows' actions, the review's `allowed`) and the mock's answer through
 * its handlers agree, because both call the rule.
 */

const SUPPLIER = { vendor: DEMO_VENDOR, token: 'demo-supplier' };
const MULTI: Vendor = { venderId: '100202', bu: '12', partnerId: 'P10002' };
const MULTI_CLOSED: Vendor = { venderId: '310202', bu: '31', partnerId: 'P10002' };
const AS_MULTI = { vendor: MULTI, token: 'demo-supplier-multi' };
const RETAILER = { token: 'demo-retailer', vendor: null };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

async function scans(token = 'demo-supplier') {
  const form = new FormData();
  form.append('file', new File([PNG], 'scan.png'));
  form.append('appCode', 'fea-vsm');
  form.append('fileStore', 'group2');
  const res = await fetch(`${ORIGIN}/api/fea-vsm/common/upload`, {
    method: 'POST',
    headers: { apptoken: token },
    body: form,
  });
  const stored = ((await res.json()) as { data: unknown }).data;
  const slots = ['protocol', 'applicationForm', 'authorization', 'businessLicense', 'handlerIdCopy'];
  return Object.fromEntries([...slots, 'multiCertDeclaration'].map((s) => [s, [stored]]));
}

const VALID = {
  applyType: APPLY_TYPE.new,
  validFrom: '2030-01-01',
  validTo: '2031-01-01',
  applicant: 'Zhang Wei',
  applicantPhone: '13812345678',
  applicantIdNo: '44030419850101123X',
  applicantAddress: 'Shenzhen Futian Shennan Road 6008',
  applicantPostalCode: '518000',
};

const KIT_PROBLEM: Record<string, string> = {
  'kit:validation.requiredInput': 'required',
  'kit:validation.requiredSelect': 'required',
  'kit:validation.format': 'format',
  'kit:validation.maxLength': 'tooLong',
  [E.validityOrder.messageKey]: 'validityOrder',
};

/** The first problem the kit's rules of a field find in a value. */
const kitProblem = async (field: FieldSchema, value: unknown) => {
  const refused = await kitRefusal(field, value);
  return refused === undefined ? undefined : KIT_PROBLEM[refused];
};

/** The /ca form's problems of a body: each field's kit rules, then the form's checkApplication (the validity is one range). */
async function screenProblems(body: Record<string, unknown>) {
  const values: Record<string, unknown> = { ...body, validity: [body.validFrom, body.validTo] };
  const problems: Record<string, string> = {};
  for (const field of [...typeFields, ...validityFields, ...applicantFields]) {
    const problem = await kitProblem(field, values[field.name]);
    if (problem) problems[field.name] = problem;
  }
  for (const [name, key] of Object.entries(checkApplication(values) ?? {})) problems[name] ??= KIT_PROBLEM[key];
  return problems;
}

/** The contract's problems as the form shows them: the validity's two days under its one field. */
function asOnScreen(problems: ReturnType<typeof applyProblems>) {
  const out: Record<string, string> = {};
  for (const [name, problem] of Object.entries(problems ?? {}))
    out[name === 'validFrom' || name === 'validTo' ? 'validity' : name] ??= problem!;
  return out;
}

describe('sealApplication contract: screen and mock refuse the same inputs', () => {
  // [case, patch of a valid application, whether the /ca form can send it (a radio group offers only the types)]
  const cases: [string, Record<string, unknown>, boolean][] = [
    ['a valid application', {}, true],
    ['applicant blank', { applicant: '  ' }, true],
    ['applicant of 32 characters', { applicant: 'x'.repeat(32) }, true],
    ['applicant of 33 characters', { applicant: 'x'.repeat(33) }, true],
    ['a phone not a mobile', { applicantPhone: '12812345678' }, true],
    [
      'a phone of 65 digits (length before format: lib/fieldRules, the kit rules alike)',
      { applicantPhone: '1'.repeat(65) },
      true,
    ],
    ['an ID of 16 digits', { applicantIdNo: '4403041985010112' }, true],
    ['an ID ending in a small x', { applicantIdNo: '44030419850101123x' }, true],
    ['a postal code of 7 characters', { applicantPostalCode: '5180000' }, true],
    ['an address of 65 characters', { applicantAddress: 'a'.repeat(65) }, true],
    ['an end on the start day', { validTo: '2030-01-01' }, true],
    ['an end before the start', { validTo: '2029-12-31' }, true],
    ['a start that is no calendar day', { validFrom: '2030-02-30' }, true],
    ['an unknown type', { applyType: '4' }, false],
    ['a renewal without a certificate', { applyType: APPLY_TYPE.renew }, false],
  ];
  for (const [name, patch, onScreen] of cases)
    it(`SPEC §5 application: ${name} — applyProblems, the /ca form and the mock agree`, async () => {
      const body = { ...VALID, ...patch };
      const problems = applyProblems(body);
      if (onScreen) expect(await screenProblems(body), 'screen').toEqual(asOnScreen(problems));
      const answer = await api(caUrl('apply'), { ...body, files: await scans() }, SUPPLIER);
      expect(answer.returncode, 'mock').toBe(problems ? E.invalid.code : OK);
      if (Object.values(problems ?? {})[0] === 'validityOrder')
        expect(answer.message).toBe(catalogue(E.validityOrder.messageKey));
    });

  it('SPEC §5 applicant fields: a value both too long and malformed is refused for its length first, by the contract and the form alike (lib/fieldRules order)', async () => {
    const phone = '1'.repeat(65);
    expect(applyProblems({ ...VALID, applicantPhone: phone })).toEqual({ applicantPhone: 'tooLong' });
    const field = applicantFields.find((f) => f.name === 'applicantPhone')!;
    expect(await kitProblem(field, phone)).toBe('tooLong');
  });

  it('SPEC §3 uploads: a new certificate beside a held one needs the declaration, a renewal does not (requiredFilesOf)', async () => {
    const files = await scans();
    const withoutDeclaration = { ...files, multiCertDeclaration: [] };
    expect(requiredFilesOf(APPLY_TYPE.new, true)).toContain('multiCertDeclaration');
    expect(requiredFilesOf(APPLY_TYPE.renew, true)).not.toContain('multiCertDeclaration');
    const renewal = { ...VALID, applyType: APPLY_TYPE.renew, serialNo: 'CFCA2024P10001A' };
    expect(
      await api(caUrl('apply'), { ...VALID, files: withoutDeclaration }, SUPPLIER),
      'new beside a held one',
    ).toMatchObject({
      returncode: E.invalid.code,
      message: `${catalogue('sealApplication:file.multiCertDeclaration')}不能为空`,
    });
    expect((await api(caUrl('apply'), { ...renewal, files: withoutDeclaration }, SUPPLIER)).returncode).toBe(OK);
  });

  it('SPEC §5 blocks: the status the mock answers is applicationBlock of its facts, and the apply call refuses with its code', async () => {
    updateRows('bus', (b) => b.buId === '31', { certBu: true });
    const combos: [Vendor, string][] = [
      [DEMO_VENDOR, 'demo-supplier'],
      [MULTI, 'demo-supplier-multi'],
      [MULTI_CLOSED, 'demo-supplier-multi'],
    ];
    for (const [vendor, token] of combos) {
      const facts = {
        vendorStatus: table('vendors').find((v) => v.venderId === vendor.venderId && v.bu === vendor.bu)?.status,
        buSupported: !!table('bus').find((b) => b.buId === vendor.bu)?.certBu,
        hasPending: table('caApplications').some((a) => a.partnerId === vendor.partnerId && canCancelApplication(a)),
      };
      const block = applicationBlock(facts);
      expect((await data<CaStatus>(caUrl('status'), {}, { vendor, token })).block, vendor.venderId).toBe(block);
    }
    expect(applicationBlock({ vendorStatus: '0', buSupported: false, hasPending: true })).toBe('buUnsupported');
    updateRows('bus', (b) => b.buId === DEMO_VENDOR.bu, { certBu: false });
    expect(await api(caUrl('apply'), { ...VALID, files: await scans() }, SUPPLIER)).toMatchObject({
      returncode: E.buUnsupported.code,
      message: catalogue(E.buUnsupported.messageKey),
    });
  });

  it('withdrawal is offered and accepted exactly for the certificates canWithdrawCertificate allows (expired included)', async () => {
    const mine = table('caCertificates').filter((c) => c.partnerId === DEMO_VENDOR.partnerId);
    // One more: a valid certificate past its end.
    updateRows('caCertificates', (c) => c.serialNo === mine[1].serialNo, {
      status: CERT_STATUS.valid,
      validTo: '2020-01-01',
    });
    const listed = await data<CaCertificate[]>(caUrl('certificates'), {}, SUPPLIER);
    expect(new Set(listed.map((c) => canWithdrawCertificate(c)))).toEqual(new Set([true, false]));
    for (const c of listed) {
      const rule = canWithdrawCertificate(c);
      expect(c.daysLeft).toBe(daysBetween(mockToday(), c.validTo));
      const answer = await api(caUrl('withdraw'), { serialNo: c.serialNo, reason: 'lost' }, SUPPLIER);
      expect([rowActions.withdraw.allowed(c), answer.returncode], c.serialNo).toEqual([
        rule,
        rule ? OK : E.refused.code,
      ]);
    }
  });

  it('cancelling is offered and accepted exactly for the applications canCancelApplication allows', async () => {
    for (const [vendor, as] of [
      [DEMO_VENDOR, SUPPLIER],
      [MULTI, AS_MULTI],
    ] as const) {
      const listed = await data<CaApplication[]>(caUrl('applications'), {}, as);
      for (const a of listed.filter((x) => x.partnerId === vendor.partnerId)) {
        const rule = canCancelApplication(a);
        const answer = await api(caUrl('cancel'), { applyId: a.applyId }, as);
        expect([rowActions.cancel.allowed(a), answer.returncode], a.applyId).toEqual([
          rule,
          rule ? OK : E.refused.code,
        ]);
      }
    }
  });

  it('the retailer approves and rejects exactly the applications canReviewApplication allows', async () => {
    const actions = caReviewQuery(undefined).actions;
    for (const status of Object.values(APPLY_STATUS))
      for (const [key, body] of [
        ['approve', { approve: true }],
        ['reject', { approve: false, remark: 'incomplete' }],
      ] as const) {
        const a = table('caApplications').find((x) => x.status === status)!;
        const row = { ...a, venderName: '', buName: '' };
        const rule = canReviewApplication(a);
        const answer = await api(caUrl('review'), { applyId: a.applyId, ...body }, RETAILER);
        expect([allowedOf(actions, key)(row), answer.returncode], `${key} ${status}`).toEqual([
          rule,
          rule ? OK : E.refused.code,
        ]);
        if (rule) updateRows('caApplications', (x) => x.applyId === a.applyId, { status });
      }
  });

  const reasons = ['', '   ', 'lost', 'x'.repeat(REASON_MAX), 'x'.repeat(REASON_MAX + 1), '😀'.repeat(REASON_MAX)];
  it('SPEC §5 reasons: a withdrawal reason is refused by its field and the mock exactly as reasonProblem says', async () => {
    const serialNo = 'CFCA2024P10001A';
    const field = withdrawFields.find((f) => f.name === 'reason')!;
    for (const reason of reasons) {
      updateRows('caCertificates', (c) => c.serialNo === serialNo, { status: CERT_STATUS.valid });
      const problem = reasonProblem(reason);
      const label = `${reason.length} characters`;
      expect(await kitProblem(field, reason), label).toBe(problem ?? undefined);
      const answer = await api(caUrl('withdraw'), { serialNo, reason }, SUPPLIER);
      expect(answer.returncode, label).toBe(problem ? E.invalid.code : OK);
      // SPEC §5 'Length limits (server messages)': the client's text of a server length message, the form's label.
      if (problem === 'tooLong')
        expect(mockWords(answer.message)).toEqual(tooLongText('sealApplication:withdraw.reason', REASON_MAX));
    }
  });

  it('SPEC §5 reasons: a rejection is refused by the mock exactly as reasonProblem says; the action asks REASON_MAX', async () => {
    const reject = caReviewQuery(undefined).actions!.find((a) => a.key === 'reject')!;
    expect(reject.reason?.maxLength).toBe(REASON_MAX);
    const a = table('caApplications').find((x) => x.status === APPLY_STATUS.pending)!;
    for (const remark of reasons) {
      updateRows('caApplications', (x) => x.applyId === a.applyId, { status: APPLY_STATUS.pending });
      const problem = reasonProblem(remark);
      const answer = await api(caUrl('review'), { applyId: a.applyId, approve: false, remark }, RETAILER);
      expect(answer.returncode, `${remark.length} characters`).toBe(problem ? E.invalid.code : OK);
    }
  });
});
