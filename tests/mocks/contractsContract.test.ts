import { deleteRows, table, updateRows } from '../../mocks/db';
import { addDays, mockToday } from '../../mocks/db/clock';
import { catalogue } from '../../mocks/catalogue';
import {
  agreementProblems,
  canChangeAttachment,
  canConfirmAttachment,
  canRejectByA,
  canRejectByB,
  canReviewContract,
  canReviewPromoter,
  canSealByA,
  canSign,
  certificateProblem,
  CONTRACT_ERRORS as E,
  SIGNING_CERT_STATUS,
  contractUrl,
  hasContractPdf,
  problemKeys,
  promoterProblems,
  renewableNow,
  ticketProblem,
  TICKET_PROBLEM_ERRORS,
  type CertificateProblem,
} from '@/features/contracts/contract';
import { validateAgreement } from '@/features/contracts/schemas/agreementApplication';
import { attachmentsQuery } from '@/features/contracts/schemas/attachments';
import { certificateRefusal, contractSigning } from '@/features/contracts/schemas/contractSigning';
import { promoterReport } from '@/features/contracts/schemas/promoter';
import { validatePromoter } from '@/features/contracts/schemas/promoterApplication';
import { ticketAgreements, ticketRefusal } from '@/features/contracts/schemas/ticketAgreements';
import type { AttachmentDoc, Contract, PromoterAgreement, TicketAgreement } from '@/features/contracts/types';
import { CERT_STATUS } from '@/features/sealApplication/contract';
import { allowedOf, api, DEMO_VENDOR, mine, OK } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (an
 * action's `allowed`, a form's `validate`, the signature's and invoice-easy refusals before the call)
 * and the mock's answer through its handlers agree, because both call the rule.
 */

const S = { vendor: DEMO_VENDOR };
const R = { token: 'demo-retailer' };
const refuse = (key: string): never => {
  throw new Error(key);
};
/** A row as it is now (the mock updates its rows in place). */
const copy = <T extends object>(row: T): T => ({ ...row });
const answer = async (path: Parameters<typeof contractUrl>[0], body: object, options: object) =>
  api(contractUrl(path), body, options);
/** The demo supplier's first ten bills: one per seeded SPEC §4 combination of bill, sign, seal and execution state. */
const demoBills = () => mine(table('contractBills')).slice(0, 10).map(copy);
const stateOf = (c: Contract) => `${c.contractId} ${c.status}/${c.signStatus}/${c.sealStatus}/${c.execStatus}`;

describe('contracts contract: screen and mock refuse the same inputs', () => {
  const signing = contractSigning(refuse).actions;

  it('SPEC §4: party B signs and rejects exactly the bills canSign and canRejectByB allow', async () => {
    const [sign, reject] = [allowedOf<Contract>(signing, 'sign'), allowedOf<Contract>(signing, 'rejectByB')];
    for (const c of demoBills()) {
      // Without a business type: a bill in a signable state gets as far as SPEC §5's choice.
      const signed = await answer('sign', { contractId: c.contractId }, S);
      expect([sign(c), signed.returncode], `sign ${stateOf(c)}`).toEqual([
        canSign(c),
        canSign(c) ? E.signing.code : c.signStatus === '1' ? E.repeated.code : E.refused.code,
      ]);
    }
    for (const c of demoBills()) {
      const rule = canRejectByB(c);
      const rejected = await answer('rejectByB', { contractId: c.contractId, reason: '条款有误' }, S);
      expect([reject(c), rejected.returncode], `rejectByB ${stateOf(c)}`).toEqual([
        rule,
        rule ? OK : c.execStatus !== '1' ? E.cannotReject.code : E.rejectFailed.code,
      ]);
    }
  });

  it('SPEC §4: the retailer approves and cancels exactly the bills canReviewContract allows', async () => {
    const [approve, cancel] = [allowedOf<Contract>(signing, 'approve'), allowedOf<Contract>(signing, 'cancel')];
    for (const c of demoBills()) {
      const rule = canReviewContract(c);
      const approved = await answer('approve', { contractIds: [c.contractId] }, R);
      expect([approve(c), approved.returncode], `approve ${stateOf(c)}`).toEqual([
        rule,
        rule ? OK : E.approveFailed.code,
      ]);
    }
    for (const c of mine(table('contractBills')).slice(10, 40).map(copy)) {
      const rule = canReviewContract(c);
      const cancelled = await answer('cancel', { contractIds: [c.contractId], reason: '资质待复核' }, R);
      expect([cancel(c), cancelled.returncode], `cancel ${stateOf(c)}`).toEqual([
        rule,
        rule ? OK : E.rejectFailed.code,
      ]);
    }
  });

  it('SPEC §4, §8: party A rejects exactly what canRejectByA allows, seals only what canSealByA allows', async () => {
    const [seal, reject] = [allowedOf<Contract>(signing, 'seal'), allowedOf<Contract>(signing, 'rejectByA')];
    for (const c of demoBills()) {
      const rule = canRejectByA(c);
      const rejected = await answer('rejectByA', { contractId: c.contractId, reason: '返利不符' }, R);
      expect([reject(c), rejected.returncode], `rejectByA ${stateOf(c)}`).toEqual([
        rule,
        rule ? OK : c.execStatus !== '1' ? E.cannotReject.code : E.rejectFailed.code,
      ]);
    }
    // Sealing places the seals on a PDF: the refused states only (the sealing itself: contracts.test.ts).
    for (const c of demoBills().filter((b) => !canSealByA(b))) {
      const sealed = await answer('seal', { contractId: c.contractId }, R);
      expect([seal(c), sealed.returncode], `seal ${stateOf(c)}`).toEqual([
        false,
        ['3', '4'].includes(c.sealStatus) ? E.repeated.code : E.refused.code,
      ]);
    }
  });

  it('SPEC §4: the contract PDF is read exactly in the states hasContractPdf allows', async () => {
    const read = allowedOf<Contract>(signing, 'read');
    for (const c of demoBills().filter((b) => !hasContractPdf(b))) {
      const opened = await answer('pdf', { contractId: c.contractId, signed: false }, S);
      expect([read(c), opened.returncode], `read ${stateOf(c)}`).toEqual([false, E.refused.code]);
    }
    const readable = demoBills().find(hasContractPdf)!;
    expect([
      read(readable),
      (await answer('pdf', { contractId: readable.contractId, signed: false }, S)).returncode,
    ]).toEqual([true, OK]);
  });

  it('SPEC §5, §8: a signature is refused on the screen and by the mock for the same certificate problem', async () => {
    const c = demoBills().find(canSign)!;
    // A signing time the mock takes (the minute of the approval), so the certificate decides.
    const body = { contractId: c.contractId, signBizType: '1', signTime: c.checkDate!.slice(0, 16) };
    const partner = (fields: object) =>
      updateRows('caCertificates', (x) => x.partnerId === DEMO_VENDOR.partnerId, fields);
    const cases: [string, () => void][] = [
      ['valid', () => {}],
      ['withdrawal applied', () => partner({ status: CERT_STATUS.withdrawalApplied })],
      ['withdrawn', () => partner({ status: CERT_STATUS.withdrawn })],
      ['expired', () => partner({ status: CERT_STATUS.valid, validTo: addDays(mockToday(), -1) })],
      ['none', () => deleteRows('caCertificates', (x) => x.partnerId === DEMO_VENDOR.partnerId)],
    ];
    for (const [name, setUp] of cases) {
      setUp();
      const { pageData } = (
        await api<{ pageData: { status: string; daysLeft: number; buSupported: boolean }[] }>(
          '/api/fea-vsm/esign/seals',
          { pageNo: 1, pageSize: 100, params: {} },
          S,
        )
      ).data;
      const problem: CertificateProblem | null = certificateProblem(pageData[0]?.buSupported, pageData);
      const signed = await answer('sign', body, S);
      expect([certificateRefusal(pageData), signed.returncode], name).toEqual([
        problem && E[problem].messageKey,
        // Past the certificate, an unread contract is refused (SPEC §8: read it first).
        problem ? E[problem].code : E.readFirst.code,
      ]);
      if (problem) expect(signed.message).toBe(catalogue(E[problem].messageKey));
    }
  });

  it('SPEC §5: only a certificate the seal application holds valid signs (SIGNING_CERT_STATUS is its CERT_STATUS)', () => {
    expect(SIGNING_CERT_STATUS.valid).toBe(CERT_STATUS.valid);
    const live = (status: string) => certificateProblem(true, [{ status, daysLeft: 10 }]);
    expect(Object.values(CERT_STATUS).map(live)).toEqual([null, 'activateFirst', 'activateFirst']);
  });

  it("SPEC §5: a supplier agreement's values are refused by its form and the mock by agreementProblems", async () => {
    const draft = demoBills()[0];
    const valid = {
      title: '年度协议',
      validFrom: '2027-01-01',
      validTo: '2027-12-31',
      paymentDays: 30,
      rebateRate: 2,
      promotionFee: 0,
    };
    const cases: Record<string, unknown>[] = [
      valid,
      { ...valid, validTo: '2026-12-31' },
      { ...valid, validTo: valid.validFrom },
      { ...valid, title: '协'.repeat(61) },
      { ...valid, paymentDays: 366 },
      { ...valid, rebateRate: 100.5 },
      { ...valid, promotionFee: -1 },
    ];
    for (const values of cases) {
      const problems = agreementProblems(values);
      const first = problems && Object.values(problems)[0];
      const saved = await answer('edit', { ...values, contractId: draft.contractId }, S);
      expect([validateAgreement(values), saved.returncode], JSON.stringify(values)).toEqual([
        problemKeys(problems),
        first ? E[first].code : OK,
      ]);
      if (first) expect(saved.message).toBe(catalogue(E[first].messageKey));
    }
  });

  it('SPEC §3, §9: a promoter application is refused by its form and the mock by promoterProblems', async () => {
    const shop = table('shops').find((s) => s.buId === DEMO_VENDOR.bu)!;
    const from = addDays(mockToday(), 10);
    const base = {
      shopId: shop.shopId,
      promoterName: '李小红',
      promoterType: '1',
      onboardType: '1',
      displayMode: '1',
      promoteFrom: from,
      promoteTo: addDays(from, 30),
      managementFee: 500,
      trainingFee: 0,
    };
    const replacement = { ...base, onboardType: '3', replacedName: '王芳', leaveDate: addDays(from, -3) };
    const cases: Record<string, unknown>[] = [
      base,
      { ...base, promoteTo: addDays(from, -1) },
      replacement,
      { ...replacement, leaveDate: addDays(from, -4) },
      { ...replacement, leaveDate: addDays(from, 1) },
      { ...replacement, replacedName: '' },
      { ...replacement, leaveDate: '' },
    ];
    for (const values of cases) {
      const problems = promoterProblems(values);
      const first = problems && Object.values(problems)[0];
      const added = await answer('promoterAdd', values, S);
      expect([validatePromoter(values), added.returncode], JSON.stringify(values)).toEqual([
        problemKeys(problems),
        first ? E[first].code : OK,
      ]);
      if (first) expect(added.message).toBe(catalogue(E[first].messageKey));
    }
  });

  it('SPEC §4: the retailer reviews exactly the promoter agreements canReviewPromoter allows', async () => {
    const approve = allowedOf<PromoterAgreement>(promoterReport.actions, 'approve');
    const reject = allowedOf<PromoterAgreement>(promoterReport.actions, 'reject');
    const rows = mine(table('promoterAgreements')).slice(0, 8).map(copy);
    for (const [i, p] of rows.entries()) {
      const rule = canReviewPromoter(p);
      const [shown, path, failed] =
        i < 4
          ? [approve(p), 'promoterApprove' as const, E.approveFailed]
          : [reject(p), 'promoterReject' as const, E.rejectFailed];
      const decided = await answer(path, { agreementIds: [p.agreementId], reason: '费用不符' }, R);
      expect([shown, decided.returncode], `${path} ${p.status}`).toEqual([rule, rule ? OK : failed.code]);
    }
  });

  it('SPEC §4: attachment documents are changed, submitted, confirmed and deleted in the states the contract allows', async () => {
    const actions = attachmentsQuery(undefined, undefined).actions;
    const docs = () => mine(table('contractAttachments'));
    const one = (status: string) => copy(docs().find((a) => a.status === status)!);
    for (const status of ['0', '1', '2']) {
      const a = one(status);
      const rule = canChangeAttachment(a);
      const saved = await answer('attachmentSave', { ...a, title: '授权委托书' }, S);
      expect([allowedOf<AttachmentDoc>(actions, 'edit')(a), saved.returncode], `edit ${status}`).toEqual([
        rule,
        rule ? OK : E.attachmentChange.code,
      ]);
      const deleted = await answer('attachmentDelete', { sheetId: one(status).sheetId }, S);
      expect([allowedOf<AttachmentDoc>(actions, 'delete')(a), deleted.returncode], `delete ${status}`).toEqual([
        rule,
        rule ? OK : E.attachmentChange.code,
      ]);
    }
    for (const status of ['0', '1', '2']) {
      const a = one(status);
      const submitted = await answer('attachmentSubmit', { sheetId: a.sheetId }, S);
      expect([allowedOf<AttachmentDoc>(actions, 'submit')(a), submitted.returncode], `submit ${status}`).toEqual([
        canChangeAttachment(a),
        canChangeAttachment(a) ? OK : E.attachmentResubmit.code,
      ]);
    }
    for (const status of ['0', '1', '2']) {
      const a = one(status);
      const rule = canConfirmAttachment(a);
      const confirmed = await answer('attachmentConfirm', { sheetId: a.sheetId }, S);
      expect([allowedOf<AttachmentDoc>(actions, 'confirm')(a), confirmed.returncode], `confirm ${status}`).toEqual([
        rule,
        rule ? OK : status === '0' ? E.attachmentConfirm.code : E.refused.code,
      ]);
    }
  });

  it('SPEC §4, §8: the invoice-easy renewal month and eligibility refuse alike on the screen and in the mock', async () => {
    const renew = allowedOf<TicketAgreement>(ticketAgreements(refuse).actions, 'renew');
    const current = () => mine(table('ticketAgreements')).find((t) => t.status === '1')!;
    const body = { applyType: '2', invoiceContact: '张三', invoicePhone: '13812345678', invoiceEmail: 'a@b.cn' };
    for (const validTo of [addDays(mockToday(), 400), `${mockToday().slice(0, 7)}-01`]) {
      updateRows('ticketAgreements', (t) => t === current(), { validTo });
      const t = copy(current());
      const rule = renewableNow(t, mockToday());
      const applied = await answer('ticketApply', body, S);
      expect([renew(t), applied.returncode], validTo).toEqual([rule, rule ? OK : E.renewalMonth.code]);
    }
    const vendor = (fields: object) =>
      updateRows('vendors', (v) => v.venderId === DEMO_VENDOR.venderId && v.bu === DEMO_VENDOR.bu, fields);
    for (const fields of [{ status: '98' }, { status: '2', taxNumber: '' }]) {
      vendor(fields);
      const eligibility = (await api<Parameters<typeof ticketRefusal>[0]>(contractUrl('ticketEligibility'), {}, S))
        .data;
      const problem = ticketProblem(eligibility)!;
      const applied = await answer('ticketApply', body, S);
      expect([ticketRefusal(eligibility), applied.returncode], JSON.stringify(fields)).toEqual([
        TICKET_PROBLEM_ERRORS[problem].messageKey,
        TICKET_PROBLEM_ERRORS[problem].code,
      ]);
    }
  });
});
