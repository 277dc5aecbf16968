import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { FieldSchema } from '@/kit/schema';
import { addAgreement, deleteAgreement, editAgreement, queryContracts, submitAgreement } from '../api';
import {
  AGREEMENT_TITLE_MAX,
  agreementProblems,
  CONTRACT_TYPE,
  isNewAgreement,
  PAYMENT_DAYS_MAX,
  problemKeys,
  REBATE_RATE_MAX,
  REMARK_MAX,
} from '../contract';
import type { AgreementInput, Contract } from '../types';
import { contractColumns } from './contractColumns';

const label = (name: string) => `contracts:field.${name}`;

/** The supplier agreement form (SPEC §4 bill; validity, payment terms, rebate and promotion fee). */
export const AGREEMENT_FIELDS: FieldSchema[] = [
  { name: 'title', labelKey: label('title'), kind: 'input', required: true, maxLength: AGREEMENT_TITLE_MAX, span: 2 },
  { name: 'validFrom', labelKey: label('validFrom'), kind: 'date-picker', required: true },
  { name: 'validTo', labelKey: label('validTo'), kind: 'date-picker', required: true },
  {
    name: 'paymentDays',
    labelKey: label('paymentDays'),
    kind: 'input-number',
    required: true,
    min: 0,
    max: PAYMENT_DAYS_MAX,
  },
  {
    name: 'rebateRate',
    labelKey: label('rebateRate'),
    kind: 'input-number',
    required: true,
    min: 0,
    max: REBATE_RATE_MAX,
    format: 'amount',
  },
  {
    name: 'promotionFee',
    labelKey: label('promotionFee'),
    kind: 'input-number',
    required: true,
    min: 0,
    format: 'amount',
  },
  { name: 'remark', labelKey: 'fields:remark', kind: 'textarea', maxLength: REMARK_MAX, span: 2 },
];

/** The contract's agreementProblems: SPEC §5 date order (the validity ends after it starts), the name's length, the figures' ranges. */
export const validateAgreement = (v: Record<string, unknown>) => problemKeys(agreementProblems(v));

const inputOf = (v: Record<string, unknown>): AgreementInput => ({
  title: String(v.title ?? ''),
  validFrom: String(v.validFrom ?? ''),
  validTo: String(v.validTo ?? ''),
  paymentDays: Number(v.paymentDays),
  rebateRate: Number(v.rebateRate),
  promotionFee: Number(v.promotionFee),
  remark: String(v.remark ?? ''),
});

const onNew = (key: string, rest: Partial<DocumentAction<Contract>>): DocumentAction<Contract> => ({
  key,
  labelKey: `contracts:action.${key}`,
  places: ['row', 'detail'],
  allowed: isNewAgreement,
  refusedKey: 'contracts:refused.notNew',
  ...rest,
});

/** Supplier agreement application (SPEC §2 /contract-management/supplieragreement_application). */
export const agreementApplication: QueryPageConfig<Contract> = {
  id: 'contracts.agreements',
  query: queryContracts,
  params: { contractType: CONTRACT_TYPE.supplierAgreement },
  rowKey: 'contractId',
  columns: contractColumns().filter((c) => c.key !== 'contractType'),
  defaultOrderBy: 'createDate desc',
  actions: [
    {
      key: 'new',
      labelKey: 'contracts:action.new',
      rows: false,
      primary: true,
      form: {
        draftKey: 'contracts.agreement.new',
        titleKey: 'contracts:agreement.newTitle',
        fields: AGREEMENT_FIELDS,
        width: 720,
        validate: validateAgreement,
      },
      call: (_rows, v) => addAgreement(inputOf(v)),
      successKey: 'contracts:agreement.saved',
    },
    onNew('edit', {
      form: ([c]) => ({
        titleKey: 'contracts:agreement.editTitle',
        fields: AGREEMENT_FIELDS,
        width: 720,
        validate: validateAgreement,
        initialValues: { ...c },
      }),
      call: ([c], v) => editAgreement(c.contractId, inputOf(v)),
      successKey: 'contracts:agreement.saved',
    }),
    onNew('submit', {
      primary: true,
      refusedKey: 'contracts:refused.repeatedSubmit',
      confirmKey: 'contracts:agreement.submitAsk',
      call: ([c]) => submitAgreement(c.contractId),
      successKey: 'contracts:agreement.submitted',
    }),
    onNew('delete', {
      danger: true,
      confirmKey: 'contracts:agreement.deleteAsk',
      call: ([c]) => deleteAgreement(c.contractId),
      successKey: 'contracts:agreement.deleted',
    }),
  ],
  export: { fileNameKey: 'contracts:agreement.title' },
  detail: { titleKey: 'contracts:detailTitle', width: 860 },
};
