import type { ImportConfig } from '@/kit/import';
import { normalizeDate } from '@/lib/dates';

/** Import of designated days (SPEC §2): the sheet's columns and row rules. */

/** The template's example row. */
export const SPECIAL_IMPORT_EXAMPLES = [['12001', '100101', '1', '2025/6/1', '']];

export function specialImportConfig(t: (key: string) => string): ImportConfig {
  const header = (name: string, key = `booking:field.${name}`) => [t(key), name];
  return {
    maxRows: 1000,
    columns: [
      { field: 'dcId', header: header('dcId'), rules: [{ kind: 'required' }, { kind: 'maxLength', max: 20 }] },
      {
        field: 'venderId',
        header: header('venderId', 'fields:venderId'),
        rules: [{ kind: 'required' }, { kind: 'maxLength', max: 20 }],
      },
      {
        field: 'kind',
        header: header('kind'),
        rules: [{ kind: 'required' }, { kind: 'pattern', pattern: /^[12]$/, messageKey: 'booking:import.kind' }],
      },
      {
        field: 'date',
        header: header('date'),
        rules: [
          { kind: 'required' },
          { kind: 'custom', validate: (v) => (normalizeDate(v, { loose: true }) ? null : t('booking:import.date')) },
        ],
      },
      { field: 'remark', header: header('remark'), optional: true, rules: [{ kind: 'maxLength', max: 200 }] },
    ],
  };
}

/** An imported record as the import call's row (dates as yyyy-MM-dd). */
export const toSpecialRow = (r: Record<string, string>) => ({
  dcId: r.dcId,
  venderId: r.venderId,
  kind: r.kind,
  date: normalizeDate(r.date, { loose: true }) ?? r.date,
  remark: r.remark ?? '',
});
