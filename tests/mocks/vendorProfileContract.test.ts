import { table, updateRows } from '../../mocks/db';
import {
  CHANGE_STATUS,
  PROFILE_ERRORS,
  REMARK_MAX,
  canReviewChange,
  fieldsOf,
  profileProblems,
  reviewProblem,
  venderInfoUrl,
  type ChangePart,
  type FieldProblem,
  type ProfilePart,
  type VenderInfoPath,
} from '@/features/vendorProfile/contract';
import { profileForms, validateProfile } from '@/features/vendorProfile/schemas/profileSchema';
import { supplierQuery } from '@/features/vendorProfile/schemas/supplierQuery';
import type { SupplierRecord } from '@/features/vendorProfile/types';
import { fieldRules } from '@/kit/form/rules';
import type { DocumentAction } from '@/kit/query';
import { api, DEMO_VENDOR, RETAILER, SUPPLIER } from './helpers';

/*
 * One contract per domain: for each case the contract's rule, the screen's check (each part's form:
 * its fields' rules and its validate; the review actions' `allowed`) and the mock's answer through its
 * handlers agree, because both call the rule.
 */

const answer = async (path: VenderInfoPath, body: object, options: object = SUPPLIER) =>
  (await api(venderInfoUrl(path), body, options)).returncode;
const codeOf = (problem: FieldProblem | undefined) => (problem ? PROFILE_ERRORS[problem].code : '00000');
const isDemo = (r: { venderId: string; bu: string }) => r.venderId === DEMO_VENDOR.venderId && r.bu === DEMO_VENDOR.bu;
const noneLists = { provinces: [], accountTypes: [], payModes: [], financingTypes: [], taxLevels: [] };

const KIT_MESSAGE: Record<string, FieldProblem> = {
  'kit:validation.requiredInput': 'required',
  'kit:validation.requiredSelect': 'required',
  'kit:validation.format': 'format',
  'kit:validation.maxLength': 'tooLong',
};
/** The screen's problem of a field: the kit's rules of the field the form declares, then the form's validate. */
async function screenProblem(part: ProfilePart, values: Record<string, unknown>, name: string) {
  const field = profileForms(noneLists)[part].find((f) => f.name === name)!;
  for (const rule of fieldRules(field, name, (key) => key)) {
    const validator = (rule as { validator?: (r: unknown, v: unknown) => Promise<void> }).validator!;
    const failed = await validator({}, values[name]).then(
      () => null,
      (e: Error) => e.message,
    );
    if (failed) return KIT_MESSAGE[failed];
  }
  const key = validateProfile(part)(values)?.[name];
  return key ? KIT_MESSAGE[key] : undefined;
}

const current = (part: ProfilePart) => {
  const row: Record<string, unknown> = {
    ...table('vendors').find(isDemo)!,
    ...table('vendorFinance').find(isDemo)!,
  };
  return Object.fromEntries(fieldsOf(part).map((f) => [f, String(row[f] ?? '')]));
};
/** No request of the demo supplier left pending (a request that passed is pending). */
const settle = () =>
  updateRows('vendorChanges', (r) => isDemo(r) && canReviewChange(r), { status: CHANGE_STATUS.approved });

describe('vendorProfile contract: screen and mock refuse the same inputs', () => {
  it('saves the contact data exactly as profileProblems allows (SPEC §5 lengths, phone, mobile, email)', async () => {
    const cases: [string, string][] = [
      ['contact', ''],
      ['contact', 'x'.repeat(32)],
      ['contact', 'x'.repeat(33)],
      ['phone', '12'],
      ['phone', '0755-83000000'],
      ['mobile', ''],
      ['mobile', '1380000000'],
      ['email', 'a@'],
      ['email', `${'a'.repeat(25)}@ex.com`],
      ['address', ' '],
      ['postalCode', '5180001'],
    ];
    for (const [name, value] of cases) {
      const values = { ...current('basic'), [name]: value };
      const rule = profileProblems('basic', values)?.[name];
      expect(await screenProblem('basic', values, name), `${name} ${value}`).toBe(rule);
      expect(await answer('saveBasic', values), `${name} ${value}`).toBe(codeOf(rule));
    }
  });

  it('takes a bank or invoicing change exactly as profileProblems allows (the account of 8 to 32 digits)', async () => {
    const cases: [ChangePart, string, string][] = [
      ['bank', 'account', ''],
      ['bank', 'account', '6222abc0001'],
      ['bank', 'account', '1234567'],
      ['bank', 'account', '62220000111122223'],
      ['bank', 'accountName', 'x'.repeat(65)],
      ['bank', 'bankCode', 'x'.repeat(21)],
      ['invoice', 'invoiceAccount', ''],
      ['invoice', 'invoiceAccount', 'ICBC-1'],
      ['invoice', 'invoiceAccount', '955880001234'],
      ['invoice', 'invoicePhone', 'abc'],
      ['invoice', 'taxpayerId', ''],
    ];
    let n = 0;
    for (const [part, name, value] of cases) {
      settle();
      // Each request changes a field without rules too, so a valid one is never 'nothing changed'.
      n += 1;
      const values = {
        ...current(part),
        [part === 'bank' ? 'bankCity' : 'invoiceBankName']: `测试${n}`,
        [name]: value,
      };
      const rule = profileProblems(part, values)?.[name];
      const label = `${part} ${name} ${value}`;
      expect(await screenProblem(part, values, name), label).toBe(rule);
      expect(await answer('requestChange', { part, data: values, remark: '' }), label).toBe(codeOf(rule));
    }
    settle();
    const remark = profileForms(noneLists).bank.find((f) => f.name === 'remark')!;
    expect(remark.maxLength).toBe(REMARK_MAX);
    const data = { ...current('bank'), bankCity: '测试' };
    const tooLong = { part: 'bank', data, remark: 'x'.repeat(REMARK_MAX + 1) };
    expect(await answer('requestChange', tooLong)).toBe(PROFILE_ERRORS.tooLong.code);
    settle();
  });

  it('reviews a request exactly when canReviewChange allows it, a rejection only with a reason', async () => {
    const actions = supplierQuery({ basic: [], bank: [], invoice: [], history: [] })
      .actions as DocumentAction<SupplierRecord>[];
    const request = table('vendorChanges').find(isDemo)!;
    for (const status of Object.values(CHANGE_STATUS)) {
      settle();
      updateRows('vendorChanges', (r) => r.requestId === request.requestId, { status });
      const row = (
        await api<{ pageData: SupplierRecord[] }>(
          venderInfoUrl('supplierQuery'),
          { pageNo: 1, pageSize: 20, params: { venderId: DEMO_VENDOR.venderId, bu: DEMO_VENDOR.bu } },
          RETAILER,
        )
      ).data.pageData.find(isDemo)!;
      const rule = canReviewChange({ status });
      for (const key of ['approve', 'reject'])
        expect(actions.find((a) => a.key === key)!.allowed!(row), key).toBe(rule);
      // A rejection without a reason is refused before the state (SPEC §5 rejection reason required).
      expect(reviewProblem(false, ' ')).toBe('rejectReason');
      expect(await answer('review', { requestIds: [request.requestId], approve: false, reason: ' ' }, RETAILER)).toBe(
        PROFILE_ERRORS.rejectReason.code,
      );
      const code = await answer('review', { requestIds: [request.requestId], approve: true }, RETAILER);
      expect(code, status).toBe(rule ? '00000' : PROFILE_ERRORS.refused.code);
    }
  });
});
