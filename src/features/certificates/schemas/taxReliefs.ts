import { documentPeopleColumns, field, supplierColumn } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, FieldSchema, StatusTone } from '@/kit/schema';
import { openPreviewWindow, pdfPreviewPath } from '@/kit/upload';
import { reviewTaxReliefs, saveTaxRelief, signTaxReliefs, queryTaxReliefs } from '../api';
import type { TaxRelief, TaxReliefInput } from '../types';
import { expiryProblem, todayIso } from '../validity';
import { REVIEW_RIGHT } from './certLists';

/** Tax relief certificates (SPEC §2 /cert/taxReliefs and /s/license/taxreduction_exemption, §7 PDF and CA signing). */

const label = (key: string) => `certificates:relief.${key}`;
const STATUSES: FieldOption[] = ['0', '1', '2', '3'].map((value) => ({
  value,
  labelKey: `certificates:relief.status.${value}`,
}));
const TONES: Record<string, StatusTone> = { '0': 'default', '1': 'processing', '2': 'success', '3': 'error' };
const TYPES: FieldOption[] = ['1', '2'].map((value) => ({ value, labelKey: `certificates:relief.type.${value}` }));

const col = (key: string, rest: Partial<ColumnSchema<TaxRelief>> = {}) =>
  field<TaxRelief>(key, { titleKey: label(key), ...rest });

const columns: ColumnSchema<TaxRelief>[] = [
  field<TaxRelief>('sheetId', { titleKey: 'certificates:field.sheetId', sortable: true, width: 170, search: true }),
  field<TaxRelief>('status', { options: STATUSES, tones: TONES, status: true, width: 110, search: true }),
  col('reliefType', { options: TYPES, width: 100, search: true }),
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
    options: TYPES,
    required: true,
    defaultValue: '1',
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
    isEditing: (v) => v.reliefType === '2',
  },
  { name: 'validFrom', labelKey: label('validFrom'), kind: 'date-picker', required: true },
  { name: 'validTo', labelKey: label('validTo'), kind: 'date-picker', required: true },
  { name: 'basis', labelKey: label('basis'), kind: 'textarea', required: true, maxLength: 200, span: 2 },
];

/** Period checks of the form (SPEC §5, §9: within five years). */
function validate(v: Record<string, unknown>): Record<string, string> | null {
  const from = v.validFrom as string | undefined;
  const to = v.validTo as string | undefined;
  if (from && to && from > to) return { validTo: 'certificates:relief.rule.period' };
  const problem = to ? expiryProblem(to, false, todayIso()) : null;
  return problem === 'certificates:rule.fiveYears' ? { validTo: problem } : null;
}

const toInput = (v: Record<string, unknown>, sheetId?: string): TaxReliefInput => ({
  sheetId,
  reliefType: v.reliefType === '2' ? '2' : '1',
  goodsId: String(v.goodsId ?? ''),
  reliefRate: v.reliefType === '2' ? Number(v.reliefRate ?? 0) : 0,
  validFrom: String(v.validFrom ?? ''),
  validTo: String(v.validTo ?? ''),
  basis: String(v.basis ?? ''),
});

const ids = (rows: TaxRelief[]) => rows.map((r) => r.sheetId);
const editable = (r: TaxRelief) => r.status === '0' || r.status === '3';

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
    form: { titleKey: label('action.new'), fields: formFields, width: 720, validate },
    call: (_rows, v) => saveTaxRelief(toInput(v)),
    successKey: 'certificates:saved',
  },
  {
    key: 'edit',
    labelKey: 'certificates:action.edit',
    only: 'supplier',
    places: ['row', 'detail'],
    allowed: editable,
    form: ([r]) => ({
      titleKey: label('action.edit'),
      fields: formFields,
      width: 720,
      validate,
      initialValues: { ...r },
    }),
    call: ([r], v) => saveTaxRelief(toInput(v, r.sheetId)),
    successKey: 'certificates:saved',
  },
  {
    key: 'sign',
    labelKey: label('action.sign'),
    only: 'supplier',
    allowed: editable,
    refusedKey: 'certificates:relief.rule.signed',
    emptyKey: 'certificates:selectFirst',
    confirmKey: label('signAsk'),
    call: (rows) => signTaxReliefs(ids(rows)),
    successKey: label('signed'),
  },
  {
    key: 'pass',
    labelKey: 'certificates:action.pass',
    only: 'retailer',
    right: REVIEW_RIGHT,
    primary: true,
    allowed: (r) => r.status === '1',
    refusedKey: 'certificates:relief.rule.notSigned',
    emptyKey: 'certificates:selectFirst',
    confirmKey: 'certificates:passAsk',
    call: (rows) => reviewTaxReliefs(ids(rows), true, ''),
    successKey: 'certificates:passed',
  },
  {
    key: 'reject',
    labelKey: 'certificates:action.reject',
    only: 'retailer',
    right: REVIEW_RIGHT,
    danger: true,
    allowed: (r) => r.status === '1',
    refusedKey: 'certificates:relief.rule.notSigned',
    emptyKey: 'certificates:selectFirst',
    reason: {
      titleKey: 'certificates:rejectTitle',
      labelKey: 'certificates:field.rejectReason',
      okKey: 'certificates:send',
    },
    call: (rows, v) => reviewTaxReliefs(ids(rows), false, String(v.reason)),
    successKey: 'certificates:rejected',
  },
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
