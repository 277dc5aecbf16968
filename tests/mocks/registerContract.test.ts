// @vitest-environment node
import { table, updateRows } from '../../mocks/db';
import {
  REGISTER_ERRORS,
  REGISTRATION_STATUS,
  REJECT_REASON_MAX,
  canReviewRegistration,
  registerUrl,
  registrationProblems,
  reviewProblem,
  type FieldProblem,
  type RegisterField,
  type RegisterPath,
} from '@/features/register/contract';
import { addressFields, companyFields, contactFields } from '@/features/register/schemas/registerForm';
import { registrationReviewQuery } from '@/features/register/schemas/registrationReview';
import type { RegistrationReviewRow } from '@/features/register/types';
import { fieldRules } from '@/kit/form/rules';
import type { DocumentAction } from '@/kit/query';
import { api, ORIGIN, RETAILER } from './helpers';

/*
 * One contract per domain: for each case the contract's rule, the screen's check (the registration
 * form's fields and their kit rules, the review actions' `allowed` and reason) and the mock's answer
 * through its handlers agree, because both call the rule.
 */

const PUBLIC = { token: null };
const answer = async (path: RegisterPath, body: object, options: object) =>
  (await api(registerUrl(path), body, options)).returncode;
const codeOf = (problem: FieldProblem | undefined) => (problem ? REGISTER_ERRORS[problem].code : '00000');

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
async function licence(): Promise<unknown> {
  const form = new FormData();
  form.append('file', new File([PNG], 'licence.png'));
  form.append('fileStore', 'group2');
  const res = await fetch(`${ORIGIN}${registerUrl('upload')}`, { method: 'POST', body: form });
  return ((await res.json()) as { data: unknown }).data;
}

let n = 0;
/** A registration every rule takes, with a tax number nobody holds. */
const valid = () => {
  n += 1;
  return {
    venderName: '契约测试食品有限公司',
    businessLicenseNo: `91440300CT${String(n).padStart(4, '0')}`,
    taxNumber: `91440300CT${String(n).padStart(4, '0')}X`,
    contact: '李娜',
    phone: '0755-83001234',
    email: 'lina@fresh.cn',
    address: '深圳市福田区',
    postalCode: '518000',
    provinceId: '440000',
    cityId: '440300',
  };
};

const FORM = [...companyFields, ...contactFields, ...addressFields];
const KIT_MESSAGE: Record<string, FieldProblem> = {
  'kit:validation.requiredInput': 'required',
  'kit:validation.format': 'format',
  'kit:validation.maxLength': 'tooLong',
};
async function screenProblem(name: string, value: unknown) {
  const field = FORM.find((f) => f.name === name)!;
  for (const rule of fieldRules(field, name, (key) => key)) {
    const validator = (rule as { validator?: (r: unknown, v: unknown) => Promise<void> }).validator!;
    const failed = await validator({}, value).then(
      () => null,
      (e: Error) => e.message,
    );
    if (failed) return KIT_MESSAGE[failed];
  }
  return undefined;
}

describe('register contract: screen and mock refuse the same inputs', () => {
  it('registers exactly as registrationProblems allows (SPEC §5 required, lengths, phone, email, postal code)', async () => {
    const licenseFiles = [await licence()];
    const cases: [RegisterField, string][] = [
      ['venderName', ''],
      ['venderName', 'x'.repeat(64)],
      ['venderName', 'x'.repeat(65)],
      ['businessLicenseNo', 'x'.repeat(33)],
      ['orgCode', 'x'.repeat(21)],
      ['orgCode', ''],
      ['contact', ' '],
      ['phone', 'abc'],
      ['email', 'a@'],
      ['email', `${'a'.repeat(26)}@ex.cn`],
      ['address', 'x'.repeat(201)],
      ['postalCode', '51800'],
      ['postalCode', '51800a'],
      ['postalCode', ''],
    ];
    // No case is both too long and malformed: the form shows both messages, the server the length's.
    for (const [name, value] of cases) {
      const body = { ...valid(), [name]: value };
      const rule = registrationProblems(body)?.[name];
      expect(await screenProblem(name, value), `${name} ${value}`).toBe(rule);
      expect(await answer('submit', { ...body, licenseFiles }, PUBLIC), `${name} ${value}`).toBe(codeOf(rule));
    }
    // The region selects are the page's own required items; the server refuses them as the contract does.
    for (const name of ['provinceId', 'cityId'] as const) {
      const body = { ...valid(), [name]: '' };
      expect(registrationProblems(body)?.[name]).toBe('required');
      expect(await answer('submit', { ...body, licenseFiles }, PUBLIC)).toBe(REGISTER_ERRORS.required.code);
    }
  });

  it('reviews a registration exactly when canReviewRegistration allows it, a rejection as reviewProblem allows', async () => {
    const actions = registrationReviewQuery(() => null).actions as DocumentAction<RegistrationReviewRow>[];
    const reject = actions.find((a) => a.key === 'reject')!;
    expect(reject.reason?.maxLength).toBe(REJECT_REASON_MAX);
    const { registerNo } = table('registrations')[0];
    const review = (body: object) => answer('review', { registerNo, ...body }, RETAILER);
    for (const status of Object.values(REGISTRATION_STATUS)) {
      updateRows('registrations', (r) => r.registerNo === registerNo, { status });
      const row = { ...table('registrations').find((r) => r.registerNo === registerNo)! } as RegistrationReviewRow;
      const rule = canReviewRegistration(row);
      for (const action of actions) expect(action.allowed!(row), `${action.key} ${status}`).toBe(rule);
      expect(await review({ approve: true }), status).toBe(rule ? '00000' : REGISTER_ERRORS.refused.code);
    }
    for (const remark of ['', '  ', '资料不全', 'x'.repeat(REJECT_REASON_MAX), 'x'.repeat(REJECT_REASON_MAX + 1)]) {
      updateRows('registrations', (r) => r.registerNo === registerNo, { status: REGISTRATION_STATUS.submitted });
      const problem = reviewProblem(false, remark);
      expect(await review({ approve: false, remark }), remark.slice(0, 10)).toBe(
        problem ? REGISTER_ERRORS[problem].code : '00000',
      );
    }
  });
});
