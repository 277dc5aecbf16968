import dayjs from 'dayjs';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { FieldOption, FieldSchema } from '@/kit/schema';
import { queryPromoterAgreements } from '../api';
import type { PromoterAgreement, PromoterInput } from '../types';
import { DISPLAY_MODES, ONBOARD_TYPES, PROMOTER_TYPES, promoterColumns } from './promoter';

const label = (name: string) => `contracts:promoter.field.${name}`;
const REPLACEMENT = '3';
const isReplacement = (v: Record<string, unknown>) => v.onboardType === REPLACEMENT;
/** SPEC §9: a replacement promoter starts within 3 days of the replaced one leaving. */
export const REPLACEMENT_DAYS = 3;

/** The promoter agreement form (SPEC §3): the store is one of the supplier's BU. */
export const promoterFields = (shops: FieldOption[]): FieldSchema[] => [
  { name: 'shopId', labelKey: label('shopId'), kind: 'select', options: shops, required: true, span: 2 },
  { name: 'promoterName', labelKey: label('promoterName'), kind: 'input', required: true, maxLength: 20 },
  { name: 'promoterType', labelKey: label('promoterType'), kind: 'select', options: PROMOTER_TYPES, required: true },
  { name: 'onboardType', labelKey: label('onboardType'), kind: 'select', options: ONBOARD_TYPES, required: true },
  { name: 'displayMode', labelKey: label('displayMode'), kind: 'select', options: DISPLAY_MODES, required: true },
  { name: 'replacedName', labelKey: label('replacedName'), kind: 'input', maxLength: 20, isEditing: isReplacement },
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

/** Rules across fields: the period's order; a replacement names whom it replaces and starts within 3 days (SPEC §9). */
export function validatePromoter(v: Record<string, unknown>): Record<string, string> | null {
  const problems: Record<string, string> = {};
  if (v.promoteFrom && v.promoteTo && String(v.promoteTo) < String(v.promoteFrom))
    problems.promoteTo = 'contracts:promoter.periodOrder';
  if (isReplacement(v)) {
    if (!v.replacedName) problems.replacedName = 'contracts:promoter.replacedRequired';
    if (!v.leaveDate) problems.leaveDate = 'contracts:promoter.leaveDateRequired';
    else if (v.promoteFrom) {
      const days = dayjs(String(v.promoteFrom)).diff(dayjs(String(v.leaveDate)), 'day');
      if (days < 0 || days > REPLACEMENT_DAYS) problems.promoteFrom = 'contracts:promoter.lateReplacement';
    }
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

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
