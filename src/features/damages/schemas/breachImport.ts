import type { ImportConfig } from '@/kit/import';
import { normalizeDate } from '@/lib/dates';
import { BREACH_TYPE_PATTERN, IMPORT_MAX, isBreachAmount, isBreachDate } from '../contract';
import type { DamageImportRow } from '../types';

/** Breach import (SPEC §6 function permission damages:import): the sheet's columns and row rules. */

const field = (name: string) => `damages:field.${name}`;

/** The template's example row. */
export const BREACH_IMPORT_EXAMPLES = [['100101', 'DH2025061100001', '1201', '1', '120.50', '2025/6/1', '']];

export function breachImportConfig(t: (key: string) => string): ImportConfig {
  const header = (name: string) => [t(field(name)), name];
  return {
    maxRows: 1000,
    columns: [
      {
        field: 'venderId',
        header: header('venderId'),
        rules: [{ kind: 'required' }, { kind: 'maxLength', max: IMPORT_MAX.venderId }],
      },
      {
        field: 'orderSheetId',
        header: header('orderSheetId'),
        rules: [{ kind: 'required' }, { kind: 'maxLength', max: IMPORT_MAX.orderSheetId }],
      },
      { field: 'shopId', header: header('shopId'), rules: [{ kind: 'required' }] },
      {
        field: 'breachType',
        header: header('breachType'),
        rules: [
          { kind: 'required' },
          { kind: 'pattern', pattern: BREACH_TYPE_PATTERN, messageKey: 'damages:import.breachType' },
        ],
      },
      {
        field: 'amount',
        header: header('amount'),
        rules: [
          { kind: 'required' },
          { kind: 'custom', validate: (v) => (isBreachAmount(v) ? null : t('damages:import.amount')) },
        ],
      },
      {
        field: 'breachDate',
        header: header('breachDate'),
        rules: [
          { kind: 'required' },
          { kind: 'custom', validate: (v) => (isBreachDate(v) ? null : t('damages:import.date')) },
        ],
      },
      {
        field: 'remark',
        header: header('remark'),
        optional: true,
        rules: [{ kind: 'maxLength', max: IMPORT_MAX.remark }],
      },
    ],
  };
}

/** An imported record as the import call's row (dates as yyyy-MM-dd). */
export const toImportRow = (r: Record<string, string>): DamageImportRow => ({
  venderId: r.venderId,
  orderSheetId: r.orderSheetId,
  shopId: r.shopId,
  breachType: r.breachType,
  amount: r.amount,
  breachDate: normalizeDate(r.breachDate, { loose: true }) ?? r.breachDate,
  remark: r.remark ?? '',
});
