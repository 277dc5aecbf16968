import { translateServerText } from '@/i18n';
import { columnsIn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import { queryCategories } from '../api';
import type { CategoryRow } from '../types';

const col = columnsIn<CategoryRow>('masterData:categories.field');
/** A category level as code and name (the names are the server's, translated for English readers). */
const level =
  (id: 'majorId' | 'mediumId' | 'subId', name: 'majorName' | 'mediumName' | 'subName') => (r: CategoryRow) =>
    `${r[id]} ${translateServerText(r[name])}`;

/**
 * The category tree (SPEC §2 /s/basicinfo/category_query, §3 major → medium → sub): one row per
 * sub-category under its medium and major category, sorted by code so the tree reads top-down. A
 * typed major or medium code is resolved by the `major` and `lessMajor` lookups (SPEC §4 lookup flow).
 */
export const categoryQuery: QueryPageConfig<CategoryRow> = {
  id: 'masterData.categories',
  query: queryCategories,
  rowKey: 'subId',
  defaultOrderBy: 'subId',
  columns: [
    col('majorId', {
      value: level('majorId', 'majorName'),
      sortable: true,
      width: 200,
      search: { kind: 'elf', lookup: { kind: 'major', valueField: 'majorId' } },
    }),
    col('mediumId', {
      value: level('mediumId', 'mediumName'),
      sortable: true,
      width: 220,
      search: { name: 'lessMajorId', kind: 'elf', lookup: { kind: 'lessMajor', valueField: 'lessMajorId' } },
    }),
    col('subId', { sortable: true, width: 120 }),
    col('subName', { value: (r) => translateServerText(r.subName), width: 180 }),
    col('goodsCount', { sortable: true, width: 110 }),
    // Search only: a code of any level, or part of a name.
    col('keyword', { grid: false, detail: false, search: { kind: 'input' } }),
  ],
  export: { fileNameKey: 'masterData:categories.exportFileName' },
};
