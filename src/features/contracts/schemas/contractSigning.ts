import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { FieldSchema } from '@/kit/schema';
import { checkSigningTime } from '@/lib/signingTime';
import {
  approveContracts,
  cancelContracts,
  openContractPdf,
  queryContracts,
  querySupplierCertificates,
  rejectByA,
  type SupplierCertificate,
  rejectByB,
  sealByA,
  signContract,
} from '../api';
import type { Refuse } from '../components/useRefusal';
import {
  canRejectByA,
  canRejectByB,
  canReviewContract,
  canSealByA,
  canSign,
  certificateProblem,
  CONTRACT_ERRORS,
  hasContractPdf,
  hasSignedPdf,
  SIGN_BIZ_TYPES,
} from '../contract';
import type { Contract } from '../types';
import { contractColumns } from './contractColumns';
import { idsOf } from '@/kit/columns';
import { nowMinute } from '@/lib/serverClock';

/** SPEC §5: a signing business type and an electronic signing time must be chosen. */
export const SIGN_FIELDS: FieldSchema[] = [
  {
    name: 'signBizType',
    labelKey: 'contracts:field.signBizType',
    kind: 'select',
    options: SIGN_BIZ_TYPES,
    required: true,
  },
  { name: 'signDate', labelKey: 'contracts:field.signDate', kind: 'date-picker', required: true },
  { name: 'signClock', labelKey: 'contracts:field.signClock', kind: 'time-picker', required: true },
];

/**
 * The electronic signing time by the one signing-time rule (`@/lib/signingTime`, the server's too):
 * a time of day 01:00–24:00, not later than now nor earlier than the contract's approval
 * (`approvedAt`, its checkDate), by the minute as it is chosen.
 */
export function checkSignTime(v: Record<string, unknown>, approvedAt: string | null, now = nowMinute()) {
  if (!v.signDate || !v.signClock) return null;
  const fault = checkSigningTime(`${String(v.signDate)} ${String(v.signClock)}`, { now, notBefore: approvedAt });
  if (!fault) return null;
  const field = fault.part === 'date' ? 'signDate' : 'signClock';
  if (fault.problem === 'format') return { [field]: 'kit:validation.format' };
  if (fault.problem === 'future') return { signClock: 'contracts:signing.signTimeFuture' };
  // Under the date when the day itself is before the approval's, else under the time.
  return { [field]: 'contracts:signing.signTimeBeforeApproval' };
}

const act = (key: string, rest: Partial<DocumentAction<Contract>>): DocumentAction<Contract> => ({
  key,
  labelKey: `contracts:action.${key}`,
  places: ['toolbar', 'row', 'detail'],
  ...rest,
});
const one = (rows: Contract[]) => rows[0].contractId;

/**
 * SPEC §8 seal refusals decided from the supplier's certificates by the contract's rule (i18n key, or
 * null to sign); whether the BU supports e-signatures is known from a certificate's row.
 */
export function certificateRefusal(certificates: SupplierCertificate[]): string | null {
  const problem = certificateProblem(certificates[0]?.buSupported, certificates);
  return problem && CONTRACT_ERRORS[problem].messageKey;
}

/** The supplier's certificates (one cheap call) refuse a signature before it is sent. */
async function checkCertificate(refuse: Refuse): Promise<void> {
  const { pageData } = await querySupplierCertificates({ pageNo: 1, pageSize: 100, params: {} });
  const refusal = certificateRefusal(pageData);
  if (refusal) refuse(refusal);
}

/** Contract signing, both sides (SPEC §2 /contract-management/signature, /s/contract/signature). */
export const contractSigning = (refuse: Refuse): QueryPageConfig<Contract> => ({
  id: 'contracts.signing',
  query: queryContracts,
  rowKey: 'contractId',
  columns: contractColumns(),
  defaultOrderBy: 'createDate desc',
  selection: 'radio',
  actions: [
    act('read', {
      places: ['row', 'detail'],
      allowed: hasContractPdf,
      call: (rows) => openContractPdf(one(rows), false),
    }),
    act('openSigned', {
      places: ['row', 'detail'],
      allowed: hasSignedPdf,
      call: (rows) => openContractPdf(one(rows), true),
    }),
    act('sign', {
      only: 'supplier',
      primary: true,
      allowed: canSign,
      refusedKey: 'contracts:refused.sign',
      form: ([c]) => ({
        titleKey: 'contracts:signing.signTitle',
        fields: SIGN_FIELDS,
        okKey: 'contracts:action.sign',
        validate: (v) => checkSignTime(v, c.checkDate),
        initialValues: { contractId: c.contractId },
      }),
      call: async (rows, v) => {
        await checkCertificate(refuse);
        return signContract({
          contractId: one(rows),
          signBizType: String(v.signBizType),
          signTime: `${v.signDate} ${v.signClock}`,
        });
      },
      successKey: 'contracts:signing.signed',
    }),
    act('rejectByB', {
      only: 'supplier',
      danger: true,
      allowed: canRejectByB,
      refusedKey: 'contracts:refused.reject',
      reason: { titleKey: 'contracts:signing.rejectTitle', labelKey: 'contracts:field.rejectReason' },
      call: (rows, v) => rejectByB(one(rows), String(v.reason)),
      successKey: 'contracts:signing.rejected',
    }),
    act('approve', {
      only: 'retailer',
      primary: true,
      allowed: canReviewContract,
      refusedKey: 'contracts:refused.approve',
      confirmKey: 'contracts:signing.approveAsk',
      call: (rows) => approveContracts(idsOf(rows, 'contractId')),
      successKey: 'contracts:signing.approved',
    }),
    act('cancel', {
      only: 'retailer',
      danger: true,
      allowed: canReviewContract,
      refusedKey: 'contracts:refused.approve',
      reason: { titleKey: 'contracts:signing.cancelTitle', labelKey: 'contracts:field.rejectReason' },
      call: (rows, v) => cancelContracts(idsOf(rows, 'contractId'), String(v.reason)),
      successKey: 'contracts:signing.cancelled',
    }),
    act('seal', {
      only: 'retailer',
      primary: true,
      allowed: canSealByA,
      refusedKey: 'contracts:refused.seal',
      confirmKey: 'contracts:signing.sealAsk',
      call: (rows) => sealByA(one(rows)),
      successKey: 'contracts:signing.sealed',
    }),
    act('rejectByA', {
      only: 'retailer',
      danger: true,
      allowed: canRejectByA,
      refusedKey: 'contracts:refused.reject',
      reason: { titleKey: 'contracts:signing.rejectTitle', labelKey: 'contracts:field.rejectReason' },
      call: (rows, v) => rejectByA(one(rows), String(v.reason)),
      successKey: 'contracts:signing.rejected',
    }),
  ],
  export: { fileNameKey: 'contracts:signing.title' },
  detail: { titleKey: 'contracts:detailTitle', width: 860 },
});
