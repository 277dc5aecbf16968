import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { FieldOption, FieldSchema } from '@/kit/schema';
import { queryPromoterAgreements } from '../api';
import {
  DISPLAY_MODES,
  isReplacement,
  ONBOARD_TYPES,
  PROMOTER_NAME_MAX,
  PROMOTER_TYPES,
  problemKeys,
  promoterProblems,
} from '../contract';
import type { PromoterAgreement, PromoterInput } from '../types';
import { promoterColumns } from './promoter';

const label = (name: string) => `contracts:promoter.field.${name}`;

/** The promoter agreement form (SPEC §3): the store is one of the supplier's BU. */
export const promoterFields = (shops: FieldOption[]): FieldSchema[] => [
  { name: 'shopId', labelKey: label('shopId'), kind: 'select', options: shops, required: true, span: 2 },
  {
    name: 'promoterName',
    labelKey: label('promoterName'),
    kind: 'input',
    required: true,
    maxLength: PROMOTER_NAME_MAX,
  },
  { name: 'promoterType', labelKey: label('promoterType'), kind: 'select', options: PROMOTER_TYPES, required: true },
  { name: 'onboardType', labelKey: label('onboardType'), kind: 'select', options: ONBOARD_TYPES, required: true },
  { name: 'displayMode', labelKey: label('displayMode'), kind: 'select', options: DISPLAY_MODES, required: true },
  {
    name: 'replacedName',
    labelKey: label('replacedName'),
    kind: 'input',
    maxLength: PROMOTER_NAME_MAX,
    isEditing: isReplacement,
  },
  { name: 'leaveDate', labelKey: label('leaveDate'), kind: 'date-picker', isEditing: isReplacement },
  { name: 'promoteFrom', labelKey: label('promoteFrom'), kind: 'date-picker', required: true },
  { name: 'promoteTo', labelKey: label('promoteTo'), kind: 'date-picker', required: true },
  {
    name: 'managementFee',
    labelKey: label('managementFee'),
    kind: 'input-number',
    required: true,
    min: 0,
    format: 'amount',
  },
  {
    name: 'trainingFee',
    labelKey: label('trainingFee'),
    kind: 'input-number',
    required: true,
    min: 0,
    format: 'amount',
  },
];

/** Rules across fields (the contract's promoterProblems): the period's order; a replacement names whom it replaces and starts within 3 days (SPEC §9). */
export const validatePromoter = (v: Record<string, unknown>): Record<string, string> | null =>
  problemKeys(promoterProblems(v));

export const promoterInputOf = (v: Record<string, unknown>): PromoterInput => ({
  shopId: String(v.shopId ?? ''),
  promoterName: String(v.promoterName ?? ''),
  promoterType: String(v.promoterType ?? ''),
  onboardType: String(v.onboardType ?? ''),
  displayMode: String(v.displayMode ?? ''),
  promoteFrom: String(v.promoteFrom ?? ''),
  promoteTo: String(v.promoteTo ?? ''),
  managementFee: Number(v.managementFee),
  trainingFee: Number(v.trainingFee),
  ...(isReplacement(v) ? { replacedName: String(v.replacedName ?? ''), leaveDate: String(v.leaveDate ?? '') } : {}),
});

/** The supplier's promoter agreements (on its agreement application screen): its applications and a new one. */
export const promoterApplications = (
  dialog: DocumentAction<PromoterAgreement>['dialog'],
): QueryPageConfig<PromoterAgreement> => ({
  id: 'contracts.promoterApplications',
  query: queryPromoterAgreements,
  rowKey: 'agreementId',
  columns: promoterColumns<PromoterAgreement>().filter((c) => c.key !== 'venderId'),
  defaultOrderBy: 'createDate desc',
  actions: [
    {
      key: 'new',
      labelKey: 'contracts:promoter.new',
      rows: false,
      primary: true,
      dialog,
    },
  ],
  export: { fileNameKey: 'contracts:promoter.applicationsTitle' },
  detail: { titleKey: 'contracts:promoter.detailTitle' },
});
