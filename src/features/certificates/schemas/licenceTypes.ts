import type { Page, PageQuery } from '@/api/types';
import { field } from '@/kit/columns';
import type { ActionForm, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import { addCertType, certTypes, editCertType } from '../api';
import { changingReference } from '../reference';
import type { CertType } from '../types';
import { CERT_KINDS } from '../contract';

/** Licence types (SPEC §3 evidence types: ctId, ctName, yearFlag), maintained by the retailer. */

const YES_NO = [
  { value: '1', labelKey: 'certificates:yes' },
  { value: '0', labelKey: 'certificates:no' },
];
const label = (key: string) => `certificates:field.${key}`;
type Row = CertType & { yearFlagText: string; enabledText: string };

const columns: ColumnSchema<Row>[] = [
  field<Row>('ctId', { titleKey: label('ctId'), width: 120, search: true }),
  field<Row>('ctName', { titleKey: label('ctName'), width: 260, search: true }),
  field<Row>('kind', { titleKey: label('kind'), options: CERT_KINDS, width: 140, search: true }),
  field<Row>('yearFlagText', { titleKey: label('annualReview'), options: YES_NO, width: 120 }),
  field<Row>('enabledText', { titleKey: label('enabled'), options: YES_NO, width: 100 }),
];

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** The types as a page (the server answers them all; a few dozen at most). */
async function queryTypes(q: PageQuery, opts: Parameters<typeof certTypes>[0]): Promise<Page<Row>> {
  const { ctId, ctName, kind } = q.params as Record<string, unknown>;
  const rows = (await certTypes(opts))
    .filter((t) => (!text(ctId) || t.ctId.includes(text(ctId))) && (!text(ctName) || t.ctName.includes(text(ctName))))
    .filter((t) => !text(kind) || t.kind === text(kind))
    .map((t) => ({ ...t, yearFlagText: String(t.yearFlag), enabledText: t.enabled ? '1' : '0' }));
  return {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: rows.length,
    pageData: rows.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize),
  };
}

const fields = (isNew: boolean): FieldSchema[] => [
  { name: 'ctId', labelKey: label('ctId'), kind: 'input', required: true, maxLength: 10, isEditing: isNew },
  { name: 'ctName', labelKey: label('ctName'), kind: 'input', required: true, maxLength: 64 },
  { name: 'kind', labelKey: label('kind'), kind: 'select', options: CERT_KINDS, required: true },
  { name: 'yearFlag', labelKey: label('annualReview'), kind: 'radio-group', options: YES_NO, defaultValue: '0' },
  { name: 'enabled', labelKey: label('enabled'), kind: 'radio-group', options: YES_NO, defaultValue: '1' },
];

const toType = (v: Record<string, unknown>): CertType => ({
  ctId: text(v.ctId),
  ctName: text(v.ctName),
  kind: text(v.kind) as CertType['kind'],
  yearFlag: text(v.yearFlag) === '1' ? 1 : 0,
  enabled: text(v.enabled) !== '0',
});

export const licenceTypesQuery: QueryPageConfig<Row> = {
  id: 'certificates.types',
  query: queryTypes,
  rowKey: 'ctId',
  columns,
  actions: [
    {
      key: 'add',
      labelKey: 'certificates:action.addType',
      only: 'retailer',
      primary: true,
      rows: false,
      form: { titleKey: 'certificates:action.addType', fields: fields(true) } satisfies ActionForm,
      call: (_rows, v) => changingReference(addCertType)(toType(v)),
      successKey: 'certificates:saved',
    },
    {
      key: 'edit',
      labelKey: 'certificates:action.edit',
      only: 'retailer',
      places: ['row'],
      form: ([r]) => ({
        titleKey: 'certificates:action.editType',
        fields: fields(false),
        initialValues: { ...r, yearFlag: String(r.yearFlag), enabled: r.enabled ? '1' : '0' },
      }),
      call: ([r], v) => changingReference(editCertType)(toType({ ...v, ctId: r.ctId })),
      successKey: 'certificates:saved',
    },
  ],
  export: { fileNameKey: 'certificates:exportFileName.types' },
};
