import { useTranslation } from 'react-i18next';
import { translateServerText } from '@/i18n';
import { Dialog } from '@/kit/dialog';
import { DataGrid } from '@/kit/grid';
import type { ColumnSchema } from '@/kit/schema';
import { useRequest } from '@/kit/useRequest';
import { fulfilmentOrders } from '../api';
import type { ReportRow } from '../types';
import { ORDER_FIGURES } from '../schemas/reportColumns';

const COLUMNS: ColumnSchema<ReportRow>[] = [
  { key: 'sheetId', titleKey: 'reports:field.sheetId', width: 170 },
  { key: 'expectedDate', titleKey: 'reports:field.expectedDate', format: 'date', width: 110 },
  { key: 'receivedDate', titleKey: 'reports:field.receivedDate', format: 'date', width: 110 },
  ...ORDER_FIGURES,
  {
    key: 'onTime',
    titleKey: 'reports:field.onTime',
    width: 90,
    options: [
      { value: 'true', labelKey: 'reports:onTime.true' },
      { value: 'false', labelKey: 'reports:onTime.false' },
    ],
    value: (r) => String(r.onTime),
  },
];

/** The orders of one DC and week of the scorecard, those that pulled it down (short, then late) first. */
export function FulfilmentOrders({ row, onClose }: { row: ReportRow; onClose: () => void }) {
  const { t } = useTranslation();
  // The orders due on the row's days: its week within the period queried (the server names them).
  const params = { dcId: row.dcId, week: row.period, dateStart: row.weekStart, dateEnd: row.weekEnd };
  const orders = useRequest((signal) => fulfilmentOrders(params, { signal }), [row.rowKey]);
  const title = t('reports:ordersTitle', {
    dc: translateServerText(row.dcName ?? ''),
    week: row.period,
    from: row.weekStart,
    to: row.weekEnd,
  });
  return (
    <Dialog open title={title} onCancel={onClose} footer={null} width={900}>
      <DataGrid<ReportRow>
        columns={COLUMNS}
        rows={orders.data?.pageData ?? []}
        rowKey="rowKey"
        loading={orders.loading}
        label={title}
      />
    </Dialog>
  );
}
