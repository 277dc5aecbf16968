import type { Page, PageQuery } from '@/api/types';
import { field } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption } from '@/kit/schema';
import { certCategoryRules, saveCategoryRule } from '../api';
import { categoryRuleOverlaps, certMessageKey } from '../contract';
import { changingReference } from '../reference';
import type { CertCategoryRule } from '../types';

/** Which evidence each goods category requires and accepts (SPEC §3): the retailer maintains it, the supplier reads it. */

type Row = CertCategoryRule & { requiredNames: string; optionalNames: string };
const fieldKey = (key: string) => `certificates:field.${key}`;

const columns: ColumnSchema<Row>[] = [
  field<Row>('majorId', { titleKey: fieldKey('majorId'), width: 120, search: true }),
  field<Row>('majorName', { titleKey: fieldKey('majorName'), width: 160 }),
  field<Row>('requiredNames', { titleKey: fieldKey('requiredEvidence'), width: 320 }),
  field<Row>('optionalNames', { titleKey: fieldKey('optionalEvidence'), width: 320 }),
];

const ids = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

/** `typeOptions`: the licence types as select options; `label` reads a server name in the interface language. */
export function licenceCategoriesQuery(
  typeOptions: FieldOption[],
  label: (text: string) => string,
): QueryPageConfig<Row> {
  const nameOf = (id: string) => typeOptions.find((o) => o.value === id)?.label ?? id;
  const query = async (q: PageQuery, opts: Parameters<typeof certCategoryRules>[0]): Promise<Page<Row>> => {
    const majorId = String(q.params.majorId ?? '').trim();
    const rows = (await certCategoryRules(opts))
      .filter((r) => !majorId || r.majorId.startsWith(majorId))
      .map((r) => ({
        ...r,
        majorName: label(r.majorName),
        requiredNames: r.required.map(nameOf).join(', '),
        optionalNames: r.optional.map(nameOf).join(', '),
      }));
    return { pageNo: 1, pageSize: rows.length || q.pageSize, total: rows.length, pageData: rows };
  };
  return {
    id: 'certificates.categories',
    query,
    rowKey: 'majorId',
    columns,
    actions: [
      {
        key: 'edit',
        labelKey: 'certificates:action.edit',
        only: 'retailer',
        places: ['row'],
        form: ([r]) => ({
          titleKey: 'certificates:editCategoryTitle',
          fields: [
            {
              name: 'required',
              labelKey: fieldKey('requiredEvidence'),
              kind: 'select',
              multiple: true,
              options: typeOptions,
            },
            {
              name: 'optional',
              labelKey: fieldKey('optionalEvidence'),
              kind: 'select',
              multiple: true,
              options: typeOptions,
            },
          ],
          initialValues: { required: r.required, optional: r.optional },
          // SPEC §3: a type is either required or optional for a category.
          validate: (v) =>
            categoryRuleOverlaps(ids(v.required), ids(v.optional)) ? { optional: certMessageKey('overlap') } : null,
        }),
        call: ([r], v) =>
          changingReference(saveCategoryRule)({
            majorId: r.majorId,
            required: ids(v.required),
            optional: ids(v.optional),
          }),
        successKey: 'certificates:saved',
      },
    ],
  };
}
