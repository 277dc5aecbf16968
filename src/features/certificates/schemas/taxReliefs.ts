import { columnsIn, documentPeopleColumns, field, supplierColumn } from '@/kit/columns';
import { signAction, type DocumentAction, type QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import { today } from '@/lib/serverClock';
import { openPreviewWindow, pdfPreviewPath } from '@/kit/upload';
import { reviewTaxReliefs, saveTaxRelief, signTaxReliefs, queryTaxReliefs } from '../api';
import type { TaxRelief, TaxReliefInput } from '../types';
import {
  CERT_REFUSED_KEYS,
  RELIEF_STATUSES,
  RELIEF_TONES,
  RELIEF_TYPE,
  RELIEF_TYPES,
  canEditRelief,
  canReviewRelief,
  canSignRelief,
  certMessageKey,
  reliefPeriodProblem,
} from '../contract';
import { reviewActions } from './reviewActions';

/** Tax relief certificates (SPEC §2 /cert/taxReliefs and /s/license/taxreduction_exemption, §7 PDF and CA signing). */

const label = (key: string) => `certificates:relief.${key}`;

const col = columnsIn<TaxRelief>('certificates:relief');

const columns: ColumnSchema<TaxRelief>[] = [
  field<TaxRelief>('sheetId', { titleKey: 'certificates:field.sheetId', sortable: true, width: 170, search: true }),
  field<TaxRelief>('status', { options: RELIEF_STATUSES, tones: RELIEF_TONES, status: true, width: 110, search: true }),
  col('reliefType', { options: RELIEF_TYPES, width: 100, search: true }),
  field<TaxRelief>('goodsId', { width: 110, search: true }),
  field<TaxRelief>('goodsName', { width: 200 }),
  col('taxRate', { width: 90 }),
  col('reliefRate', { width: 110 }),
  col('validFrom', { format: 'date', width: 110 }),
  col('validTo', { format: 'date', sortable: true, width: 110 }),
  col('basis', { width: 260 }),
  supplierColumn<TaxRelief>({ only: 'retailer', detail: 'bothSides' }),
  col('signedAt', { width: 150, hidden: true }),
  field<TaxRelief>('rejectReason', { titleKey: 'certificates:field.rejectReason', width: 200 }),
  ...documentPeopleColumns<TaxRelief>(),
];

const formFields: FieldSchema[] = [
  {
    name: 'reliefType',
    labelKey: label('reliefType'),
    kind: 'radio-group',
    options: RELIEF_TYPES,
    required: true,
    defaultValue: RELIEF_TYPE.exemption,
  },
  {
    name: 'goodsId',
    labelKey: 'fields:goodsId',
    kind: 'elf',
    required: true,
    lookup: { kind: 'constGoods', valueField: 'goodsId', fill: { goodsName: 'goodsName' } },
  },
  { name: 'goodsName', labelKey: 'fields:goodsName', kind: 'text' },
  {
    name: 'reliefRate',
    labelKey: label('reliefRate'),
    kind: 'input-number',
    min: 0,
    max: 100,
    isEditing: (v) => v.reliefType === RELIEF_TYPE.reduction,
  },
  { name: 'validFrom', labelKey: label('validFrom'), kind: 'date-picker', required: true },
  { name: 'validTo', labelKey: label('validTo'), kind: 'date-picker', required: true },
  { name: 'basis', labelKey: label('basis'), kind: 'textarea', required: true, maxLength: 200, span: 2 },
];

/** Period checks of the form by the contract's rule (SPEC §5, §9: within five years). */
export function validateRelief(v: Record<string, unknown>): Record<string, string> | null {
  const problem = reliefPeriodProblem(v.validFrom as string | undefined, v.validTo as string | undefined, today());
  return problem ? { validTo: certMessageKey(problem) } : null;
}

const toInput = (v: Record<string, unknown>, sheetId?: string): TaxReliefInput => ({
  sheetId,
  reliefType: v.reliefType === RELIEF_TYPE.reduction ? RELIEF_TYPE.reduction : RELIEF_TYPE.exemption,
  goodsId: String(v.goodsId ?? ''),
  reliefRate: v.reliefType === RELIEF_TYPE.reduction ? Number(v.reliefRate ?? 0) : 0,
  validFrom: String(v.validFrom ?? ''),
  validTo: String(v.validTo ?? ''),
  basis: String(v.basis ?? ''),
});

const actions: DocumentAction<TaxRelief>[] = [
  {
    key: 'pdf',
    labelKey: label('action.pdf'),
    places: ['row', 'detail'],
    allowed: (r) => !!r.pdf,
    open: ([r]) => openPreviewWindow(pdfPreviewPath(r.pdf!.fileUrl)),
  },
  {
    key: 'new',
    labelKey: label('action.new'),
    only: 'supplier',
    primary: true,
    rows: false,
    form: { titleKey: label('action.new'), fields: formFields, width: 720, validate: validateRelief },
    call: (_rows, v) => saveTaxRelief(toInput(v)),
    successKey: 'certificates:saved',
  },
  {
    key: 'edit',
    labelKey: 'certificates:action.edit',
    only: 'supplier',
    places: ['row', 'detail'],
    allowed: canEditRelief,
    form: ([r]) => ({
      titleKey: label('action.edit'),
      fields: formFields,
      width: 720,
      validate: validateRelief,
      initialValues: { ...r },
    }),
    call: ([r], v) => saveTaxRelief(toInput(v, r.sheetId)),
    successKey: 'certificates:saved',
  },
  signAction<TaxRelief>(signTaxReliefs, {
    labelKey: label('action.sign'),
    only: 'supplier',
    allowed: canSignRelief,
    refusedKey: CERT_REFUSED_KEYS.signRelief,
    emptyKey: 'certificates:selectFirst',
    confirmKey: label('signAsk'),
    successKey: label('signed'),
  }),
  ...reviewActions<TaxRelief>({
    allowed: canReviewRelief,
    refusedKey: CERT_REFUSED_KEYS.reviewRelief,
    review: reviewTaxReliefs,
  }),
];

export const taxReliefsQuery: QueryPageConfig<TaxRelief> = {
  id: 'certificates.taxReliefs',
  query: queryTaxReliefs,
  rowKey: 'sheetId',
  columns,
  selection: 'checkbox',
  defaultOrderBy: 'createDate desc',
  actions,
  export: { fileNameKey: label('exportFileName') },
  detail: { titleKey: label('detailTitle'), width: 900 },
};
