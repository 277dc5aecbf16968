import type { UploadedFile } from '@/api/types';
import type { FieldSchema } from '@/kit/schema';
import { CERT_KIND, CERT_KINDS, certMessageKey, isAnnualReview, itemProblems, needsGoods } from '../contract';
import type { CertCategoryRule, CertItem, CertSheetInput, CertType } from '../types';

/** The supplier's certificate sheet form (components/CertEditor): header fields and one section per evidence type. */

const label = (key: string) => `certificates:field.${key}`;
const isGoods = (values: Record<string, unknown>) => needsGoods(values.kind);

export const headerFields: FieldSchema[] = [
  {
    name: 'kind',
    labelKey: label('kind'),
    kind: 'radio-group',
    options: CERT_KINDS,
    required: true,
    defaultValue: CERT_KIND.goods,
  },
  {
    name: 'goodsId',
    labelKey: 'fields:goodsId',
    kind: 'elf',
    isEditing: isGoods,
    lookup: {
      kind: 'constGoods',
      valueField: 'goodsId',
      fill: { goodsName: 'goodsName', majorId: 'majorId', majorName: 'majorName' },
      columns: [
        { dataIndex: 'goodsId', titleKey: 'fields:goodsId' },
        { dataIndex: 'goodsName', titleKey: 'fields:goodsName' },
        { dataIndex: 'barcode', titleKey: 'fields:barcode' },
      ],
    },
  },
  { name: 'goodsName', labelKey: 'fields:goodsName', kind: 'text' },
  { name: 'majorName', labelKey: label('majorName'), kind: 'text' },
  { name: 'batchNo', labelKey: label('batchNo'), kind: 'input', maxLength: 32, isEditing: isGoods },
  { name: 'productionDate', labelKey: label('productionDate'), kind: 'date-picker', isEditing: isGoods },
  { name: 'manufacturer', labelKey: label('manufacturer'), kind: 'input', maxLength: 64 },
];

export type Slot = { type: CertType; required: boolean };

/**
 * The evidence sections of a sheet: for goods, what its category requires then what it accepts
 * (the retailer's category maintenance); for a company or brand, the types of that category; and
 * any type the stored sheet already holds.
 */
export function slotsOf(
  kind: string,
  majorId: string | undefined,
  types: CertType[],
  rules: CertCategoryRule[],
  stored: Pick<CertItem, 'ctId'>[],
): Slot[] {
  const byId = new Map(types.map((t) => [t.ctId, t]));
  const rule = rules.find((r) => r.majorId === majorId);
  const wanted: Array<[string, boolean]> = needsGoods(kind)
    ? rule
      ? [
          ...rule.required.map((id): [string, boolean] => [id, true]),
          ...rule.optional.map((id): [string, boolean] => [id, false]),
        ]
      : []
    : types.filter((t) => t.kind === kind && t.enabled).map((t): [string, boolean] => [t.ctId, false]);
  for (const it of stored) if (!wanted.some(([id]) => id === it.ctId)) wanted.push([it.ctId, false]);
  return wanted.filter(([id]) => byId.has(id)).map(([id, required]) => ({ type: byId.get(id)!, required }));
}

const YES_NO = [
  { value: '0', labelKey: 'certificates:no' },
  { value: '1', labelKey: 'certificates:yes' },
];
const INDEFINITE = [
  { value: '0', labelKey: 'certificates:term.fixed' },
  { value: '1', labelKey: 'certificates:term.indefinite' },
];

/** The fields of one certificate, named `${ctId}__field`. */
export function slotFields({ type, required }: Slot): FieldSchema[] {
  const name = (f: string) => `${type.ctId}__${f}`;
  return [
    { name: name('certCode'), labelKey: label('certCode'), kind: 'input', required, maxLength: 64 },
    { name: name('indefinite'), labelKey: label('term'), kind: 'radio-group', options: INDEFINITE, defaultValue: '0' },
    {
      name: name('expiryDate'),
      labelKey: label('expiryDate'),
      kind: 'date-picker',
      isEditing: (values) => values[name('indefinite')] !== '1',
    },
    { name: name('approvalNo'), labelKey: label('approvalNo'), kind: 'input', maxLength: 64 },
    // SPEC §3: whether the goods passed a sanitary inspection (卫生检验) under this certificate.
    {
      name: name('sanitaryInspection'),
      labelKey: label('sanitaryInspection'),
      kind: 'radio-group',
      options: YES_NO,
      defaultValue: '0',
    },
  ];
}

export type FormValues = Record<string, unknown> & { files?: Record<string, UploadedFile[]> };
/** A field's error as the form shows it: the message key and the field it names (a label's key, or a server name). */
export type SheetError = { name: string | string[]; messageKey: string; fieldKey?: string; fieldName?: string };

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The screen's check of a sheet before it is saved, by the contract's rules (itemProblems, needsGoods):
 * the certificates filled in (an optional section left empty is skipped, a required one is checked)
 * and what is wrong, field by field. `nameOf` gives a type's name as shown.
 */
export function sheetCheck(
  values: FormValues,
  kind: string,
  slots: Slot[],
  today: string,
  nameOf: (type: CertType) => string = (type) => type.ctName,
): { items: CertSheetInput['items']; errors: SheetError[] } {
  const errors: SheetError[] = [];
  const items: CertSheetInput['items'] = [];
  for (const slot of slots) {
    const id = slot.type.ctId;
    const code = text(values[`${id}__certCode`]);
    const files = values.files?.[id] ?? [];
    if (!slot.required && !code && files.length === 0) continue;
    const indefinite = values[`${id}__indefinite`] === '1';
    const expiry = (values[`${id}__expiryDate`] as string | null | undefined) ?? null;
    const item = {
      ctId: id,
      certCode: code,
      expiryDate: indefinite ? null : expiry,
      indefinite,
      approvalNo: text(values[`${id}__approvalNo`]),
      annualReview: isAnnualReview(slot.type),
      sanitaryInspection: values[`${id}__sanitaryInspection`] === '1',
      files,
    } satisfies Omit<CertItem, 'ctName'>;
    const problems = itemProblems(item, today);
    if (problems?.certCode)
      errors.push({ name: `${id}__certCode`, messageKey: 'kit:validation.requiredInput', fieldKey: label('certCode') });
    if (problems?.files)
      errors.push({ name: ['files', id], messageKey: 'kit:validation.requiredUpload', fieldName: nameOf(slot.type) });
    if (problems?.expiryDate)
      errors.push({ name: `${id}__expiryDate`, messageKey: certMessageKey(problems.expiryDate) });
    items.push(item);
  }
  if (needsGoods(kind) && !text(values.goodsId))
    errors.push({ name: 'goodsId', messageKey: 'kit:validation.requiredInput', fieldKey: 'fields:goodsId' });
  return { items, errors };
}
