import type { ImportConfig } from '@/kit/import';
import type { ShipInput } from '../types';
import { EXPRESS_COMPANIES, EXPRESS_IMPORT_MAX_ROWS, EXPRESS_NO } from '../contract';

/** The express-number import: outer order number, express company (code or name) and express number per row. */

/** The company code of a cell holding a code (SF) or a name in any language (顺丰速运, SF Express). */
export function companyCode(cell: string, t: (key: string) => string): string | null {
  const v = cell.trim().toLowerCase();
  const found = EXPRESS_COMPANIES.find((c) => c.value.toLowerCase() === v || t(c.labelKey).toLowerCase() === v);
  return found?.value ?? null;
}

export function expressImportConfig(t: (key: string) => string): ImportConfig {
  const header = (name: string) => [t(`presale:field.${name}`), name];
  return {
    maxRows: EXPRESS_IMPORT_MAX_ROWS,
    columns: [
      {
        field: 'outerOrderNumber',
        header: header('outerOrderNumber'),
        rules: [{ kind: 'required' }, { kind: 'maxLength', max: 32 }],
      },
      {
        field: 'expressCompany',
        header: header('expressCompany'),
        rules: [
          { kind: 'required' },
          { kind: 'custom', validate: (v) => (companyCode(v, t) ? null : t('presale:import.company')) },
        ],
      },
      {
        field: 'expressNo',
        header: header('expressNo'),
        rules: [{ kind: 'required' }, { kind: 'pattern', pattern: EXPRESS_NO, messageKey: 'presale:import.expressNo' }],
      },
    ],
  };
}

/** An imported record as the call's row; `row` is its sheet row (the header is row 1). */
export const toShipRow = (
  r: Record<string, string>,
  index: number,
  t: (key: string) => string,
): ShipInput & { row: number } => ({
  row: index + 2,
  outerOrderNumber: r.outerOrderNumber.trim(),
  expressCompany: companyCode(r.expressCompany, t) ?? r.expressCompany,
  expressNo: r.expressNo.trim(),
});
