import type { ReportKind, ReportRow } from '@/features/reports/types';
import { formatPercent } from '@/lib/formats';
import { reportColumnsOf } from '@/features/reports/contract';
import { codeAndName, exportColumns } from '../../services/exportColumns';
import type { XlsColumn } from '../../services/xls';

/**
 * The columns of each report's .xls export: the contract's (the screen's grid columns in its order, a
 * summary's those of its grouping), each cell as the server writes it: a code with its name where the
 * screen shows both, a rate or share as the grid shows it (12.50%), every other figure by its key.
 */
const withName = (code: string | undefined, name: string | undefined) => (code ? codeAndName(code, name) : '');

const CELLS = {
  venderId: (r: ReportRow) => withName(r.venderId, r.venderName),
  shopId: (r: ReportRow) => withName(r.shopId, r.shopName),
  dcId: (r: ReportRow) => withName(r.dcId, r.dcName),
  categoryName: (r: ReportRow) => withName(r.categoryId, r.categoryName),
  month: (r: ReportRow) => r.period ?? '',
  share: (r: ReportRow) => formatPercent(r.share),
  fillRate: (r: ReportRow) => formatPercent(r.fillRate),
  onTimeRate: (r: ReportRow) => formatPercent(r.onTimeRate),
  fillTarget: (r: ReportRow) => formatPercent(r.fillTarget),
  onTimeTarget: (r: ReportRow) => formatPercent(r.onTimeTarget),
};

export const reportExportColumns = (kind: ReportKind, groupBy: unknown): XlsColumn<ReportRow>[] =>
  exportColumns<ReportRow>(reportColumnsOf(kind, groupBy), CELLS);
