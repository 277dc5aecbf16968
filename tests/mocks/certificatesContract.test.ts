import { addDays, mockToday } from '../../mocks/db/clock';
import { table } from '../../mocks/db';
import type { DocumentAction } from '@/kit/query';
import { isEmptyValue } from '@/kit/form/rules';
import { today } from '@/lib/serverClock';
import {
  CERT_ERRORS,
  CERT_KIND,
  CERT_SEARCH_NEEDS,
  CERT_STATUS,
  RELIEF_STATUS,
  auditedStatus,
  canAuditCert,
  canDeleteCert,
  canEditRelief,
  canReviewRelief,
  canSubmitCert,
  categoryRuleOverlaps,
  certUrl,
  hasSearchCriterion,
  itemProblems,
  latestExpiry,
  reliefPeriodProblem,
  taxReliefUrl,
  type ItemProblems,
} from '@/features/certificates/contract';
import { sheetCheck } from '@/features/certificates/schemas/certForm';
import { auditActions, certList } from '@/features/certificates/schemas/certLists';
import { licenceCategoriesQuery } from '@/features/certificates/schemas/licenceCategories';
import { taxReliefsQuery } from '@/features/certificates/schemas/taxReliefs';
import type { CertSheet, CertType, TaxRelief } from '@/features/certificates/types';
import { allowedOf, api, DEMO_VENDOR, OK, RETAILER, SUPPLIER } from './helpers';
import { mockWords, screenText } from './screenTexts';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (an action's
 * `allowed`, a form's `validate`, the editor's sheetCheck, the search's criteria) and the mock's answer
 * through its service agree, because both call the rule.
 */

const nav = { open: () => {}, create: () => {} };
const asListRow = <T extends object>(s: T) => ({ ...s, venderName: '', daysLeft: null, openOrders: [] });
const formOf = <T>(action: DocumentAction<T> | undefined, rows: T[]) => {
  const form = action?.form;
  if (!form) throw new Error(`no form on ${action?.key}`);
  return typeof form === 'function' ? form(rows) : form;
};
const code = async (path: string, body: object, options: object) => (await api(path, body, options)).returncode;

/** A demo sheet in `status` whose certificates are all within their validity today (so only its state decides). */
const demoSheetIn = (status: string) =>
  table('certSheets').find(
    (s) =>
      s.venderId === DEMO_VENDOR.venderId &&
      s.bu === DEMO_VENDOR.bu &&
      s.status === status &&
      s.items.length > 0 &&
      s.items.every((it) => !itemProblems(it, mockToday())),
  )!;

describe('certificates contract: screen and mock refuse the same inputs', () => {
  it('the clocks agree: the screen judges by the day the mock judges by', () => {
    expect(today()).toBe(mockToday());
  });

  it('SPEC §4: submit and delete are offered and accepted exactly in the states canSubmitCert and canDeleteCert allow', async () => {
    const actions = certList('news', [], nav).actions;
    const [submit, del] = [allowedOf<CertSheet>(actions, 'submit'), allowedOf<CertSheet>(actions, 'delete')];
    for (const status of Object.values(CERT_STATUS)) {
      const s = demoSheetIn(status);
      const [rule, shown] = [canSubmitCert(s), submit(asListRow(s))];
      const answer = await code(certUrl('submit'), { sheetIds: [s.sheetId] }, SUPPLIER);
      expect([shown, answer], `submit ${status}`).toEqual([rule, rule ? OK : CERT_ERRORS.refused.code]);
    }
    for (const status of Object.values(CERT_STATUS)) {
      const s = demoSheetIn(status);
      const [rule, shown] = [canDeleteCert(s), del(asListRow(s))];
      const answer = await code(certUrl('delete'), { sheetIds: [s.sheetId] }, SUPPLIER);
      expect([shown, answer], `delete ${status}`).toEqual([rule, rule ? OK : CERT_ERRORS.refused.code]);
    }
  });

  it('SPEC §4 初审/终审: the audit is offered and accepted in the states canAuditCert allows, and moves the sheet as auditedStatus says', async () => {
    const [pass, reject] = [allowedOf(auditActions(), 'pass'), allowedOf(auditActions(), 'reject')];
    for (const status of Object.values(CERT_STATUS)) {
      const s = demoSheetIn(status);
      const [rule, shown] = [canAuditCert(s), [pass(asListRow(s)), reject(asListRow(s))]];
      const answer = await code(certUrl('audit'), { sheetIds: [s.sheetId], pass: true, reason: '' }, RETAILER);
      expect([...shown, answer], status).toEqual([rule, rule, rule ? OK : CERT_ERRORS.refused.code]);
      const now = table('certSheets').find((x) => x.sheetId === s.sheetId)!.status;
      expect(now, status).toBe(rule ? auditedStatus(status, true) : status);
    }
    expect(auditedStatus(CERT_STATUS.preAudit, true)).toBe(CERT_STATUS.finalAudit);
    expect(auditedStatus(CERT_STATUS.finalAudit, true)).toBe(CERT_STATUS.approved);
    expect(auditedStatus(CERT_STATUS.finalAudit, false)).toBe(CERT_STATUS.rejected);
  });

  it('SPEC §3, §5: one certificate (code, expiry within five years unless indefinite, files) is refused by the editor and the mock exactly when itemProblems says so', async () => {
    const type: CertType = { ...table('licenceTypes').find((t) => t.ctId === '101')! };
    const day = mockToday();
    const latest = latestExpiry(day);
    const files = [{ fileUrl: 'group1/M00/licence.jpg', fileName: 'licence.jpg', size: 50_000 }];
    const cases: { certCode: string; expiryDate: string | null; indefinite: boolean; files: typeof files }[] = [
      { certCode: 'L-1', expiryDate: addDays(day, 365), indefinite: false, files },
      { certCode: 'L-1', expiryDate: day, indefinite: false, files },
      { certCode: 'L-1', expiryDate: latest, indefinite: false, files },
      { certCode: 'L-1', expiryDate: addDays(latest, 1), indefinite: false, files },
      { certCode: 'L-1', expiryDate: addDays(day, -1), indefinite: false, files },
      { certCode: 'L-1', expiryDate: null, indefinite: false, files },
      { certCode: 'L-1', expiryDate: null, indefinite: true, files },
      { certCode: '  ', expiryDate: addDays(day, 30), indefinite: false, files },
      { certCode: 'L-1', expiryDate: addDays(day, 30), indefinite: false, files: [] },
      { certCode: '', expiryDate: addDays(day, -1), indefinite: false, files: [] },
    ];
    // The mock answers the first problem, in the order the contract lists them.
    const mockCode = (p: ItemProblems | null) =>
      !p ? OK : p.certCode ? 'A0400' : p.expiryDate ? CERT_ERRORS[p.expiryDate].code : 'A0400';
    for (const c of cases) {
      const label = JSON.stringify({ ...c, files: c.files.length });
      const problems = itemProblems(c, day);
      const values = {
        kind: CERT_KIND.company,
        [`${type.ctId}__certCode`]: c.certCode,
        [`${type.ctId}__expiryDate`]: c.expiryDate,
        [`${type.ctId}__indefinite`]: c.indefinite ? '1' : '0',
        files: { [type.ctId]: c.files },
      };
      const shown = sheetCheck(values, CERT_KIND.company, [{ type, required: true }], day).errors;
      const wrong = Object.keys(problems ?? {}).map((f) =>
        f === 'files' ? `files,${type.ctId}` : `${type.ctId}__${f}`,
      );
      expect(shown.map((e) => String(e.name)).sort(), label).toEqual(wrong.sort());
      if (problems?.expiryDate)
        expect(shown.find((e) => String(e.name).endsWith('expiryDate'))!.messageKey, label).toBe(
          CERT_ERRORS[problems.expiryDate].messageKey,
        );
      const body = { kind: CERT_KIND.company, items: [{ ctId: type.ctId, ...c }] };
      const answer = await api(certUrl('save'), body, SUPPLIER);
      expect(answer.returncode, label).toBe(mockCode(problems));
      // An expiry the editor refuses, the mock refuses with the editor's words.
      if (!problems?.certCode && problems?.expiryDate)
        expect(mockWords(answer.message), label).toEqual(screenText(CERT_ERRORS[problems.expiryDate].messageKey));
    }
  });

  it('SPEC §5: an empty licence type, type code or type name is refused naming the field as its screen labels it', async () => {
    const empty = (labelKey: string) => `${screenText(labelKey).zh}不能为空`;
    const sheet = { kind: CERT_KIND.company, items: [{ ctId: '', certCode: 'L-1', indefinite: true, files: [] }] };
    expect((await api(certUrl('save'), sheet, SUPPLIER)).message).toBe(empty('certificates:field.ctNames'));
    // The type maintenance's form (schemas/licenceTypes) labels its fields type code and type name.
    const type = { ctId: '', ctName: '有机产品认证', kind: CERT_KIND.goods };
    expect((await api(certUrl('addType'), type, RETAILER)).message).toBe(empty('certificates:field.ctId'));
    expect((await api(certUrl('addType'), { ...type, ctId: '499', ctName: '' }, RETAILER)).message).toBe(
      empty('certificates:field.ctName'),
    );
  });

  it('SPEC §5: the certificate search is sent and answered exactly when it names one of CERT_SEARCH_NEEDS', async () => {
    const needs = certList('search', [], nav).searchNeedsOneOf!;
    expect(needs.fields).toEqual(CERT_SEARCH_NEEDS);
    expect(needs.messageKey).toBe(CERT_ERRORS.oneOfRequired.messageKey);
    const cases: Record<string, unknown>[] = [
      {},
      { sheetId: '   ' },
      { status: CERT_STATUS.approved },
      { barcode: '69' },
      { certCode: 'X' },
      { kind: CERT_KIND.goods },
      { ctId: '201', status: '' },
      { goodsId: null },
    ];
    for (const params of cases) {
      const rule = hasSearchCriterion(params);
      // QueryPage sends nothing while every field of searchNeedsOneOf is empty.
      const screenSends = !needs.fields.every((name) => isEmptyValue(params[name]));
      const answer = await code(
        certUrl('query'),
        { pageNo: 1, pageSize: 5, params: { view: 'search', ...params } },
        SUPPLIER,
      );
      expect([screenSends, answer], JSON.stringify(params)).toEqual([rule, rule ? OK : CERT_ERRORS.oneOfRequired.code]);
    }
  });

  it("SPEC §3: a category's evidence is saved exactly when no type is both required and optional", async () => {
    const rule = table('licenceRules')[0];
    const row = { ...rule, requiredNames: '', optionalNames: '' };
    const edit = licenceCategoriesQuery([], (s) => s).actions!.find((a) => a.key === 'edit');
    const validate = formOf(edit, [row]).validate!;
    const cases: [string[], string[]][] = [
      [['201'], ['203']],
      [['201'], ['201', '203']],
      [[], ['302']],
      [['201', '302'], ['302']],
    ];
    for (const [required, optional] of cases) {
      const overlaps = categoryRuleOverlaps(required, optional);
      const body = { majorId: rule.majorId, required, optional };
      expect(
        [validate({ required, optional }) !== null, await code(certUrl('saveCategory'), body, RETAILER)],
        JSON.stringify(body),
      ).toEqual([overlaps, overlaps ? CERT_ERRORS.overlap.code : OK]);
    }
  });

  it("SPEC §5, §9: a tax relief's period is refused by its form and the mock exactly when reliefPeriodProblem says so", async () => {
    const validate = formOf(
      taxReliefsQuery.actions!.find((a) => a.key === 'new'),
      [],
    ).validate!;
    const goods = table('goods').find((g) => g.venderId === DEMO_VENDOR.venderId && g.bu === DEMO_VENDOR.bu)!;
    const day = mockToday();
    const latest = latestExpiry(day);
    // One accepted period (the boundary): each save the mock accepts renders the relief's PDF.
    const cases: [string, string][] = [
      [addDays(day, 10), day],
      [day, latest],
      [day, addDays(latest, 1)],
      [addDays(day, -30), addDays(day, -1)],
    ];
    for (const [validFrom, validTo] of cases) {
      const problem = reliefPeriodProblem(validFrom, validTo, day);
      const values = { reliefType: '1', goodsId: goods.goodsId, validFrom, validTo, basis: '财税〔2012〕75号' };
      expect(validate(values), `${validFrom}~${validTo}`).toEqual(
        problem ? { validTo: CERT_ERRORS[problem].messageKey } : null,
      );
      const said = await api(taxReliefUrl('save'), values, SUPPLIER);
      expect(said.returncode, `${validFrom}~${validTo}`).toBe(problem ? CERT_ERRORS[problem].code : OK);
      // …in the words the form shows under the end date (zh-CN, and en-US through the download).
      if (problem)
        expect(mockWords(said.message), `${validFrom}~${validTo}`).toEqual(screenText(CERT_ERRORS[problem].messageKey));
    }
  });

  it('tax reliefs: edit and review are offered and accepted in the states canEditRelief and canReviewRelief allow', async () => {
    const actions = taxReliefsQuery.actions;
    const [edit, pass] = [allowedOf<TaxRelief>(actions, 'edit'), allowedOf<TaxRelief>(actions, 'pass')];
    const mine = table('taxReliefs').filter((r) => r.venderId === DEMO_VENDOR.venderId && r.bu === DEMO_VENDOR.bu);
    for (const status of Object.values(RELIEF_STATUS)) {
      const r = mine.find((x) => x.status === status)!;
      const row = { ...r, venderName: '' };
      const [editRule, shown] = [canEditRelief(r), edit(row)];
      const body = { ...r, validFrom: mockToday(), validTo: addDays(mockToday(), 100) };
      expect([shown, await code(taxReliefUrl('save'), body, SUPPLIER)], `edit ${status}`).toEqual([
        editRule,
        editRule ? OK : CERT_ERRORS.refused.code,
      ]);
    }
    for (const status of Object.values(RELIEF_STATUS)) {
      const r = mine.find((x) => x.status === status)!;
      const [rule, shown] = [canReviewRelief(r), pass({ ...r, venderName: '' })];
      const answer = await code(taxReliefUrl('review'), { sheetIds: [r.sheetId], pass: true, reason: '' }, RETAILER);
      expect([shown, answer], `review ${status}`).toEqual([rule, rule ? OK : CERT_ERRORS.refused.code]);
    }
  });
});
