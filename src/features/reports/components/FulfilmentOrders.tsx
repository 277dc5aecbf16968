import { useTranslation } from 'react-i18next';
import { Dialog } from '@/kit/dialog';
import { DataGrid } from '@/kit/grid';
import type { ColumnSchema } from '@/kit/schema';
import { useRequest } from '@/kit/useRequest';
import { fulfilmentOrders } from '../api';
import type { ReportRow } from '../types';
import { C } from '../schemas/reportColumns';

const COLUMNS: ColumnSchema<ReportRow>[] = [
  { key: 'sheetId', titleKey: 'reports:field.sheetId', width: 170 },
  { key: 'expectedDate', titleKey: 'reports:field.expectedDate', format: 'date', width: 110 },
  { key: 'receivedDate', titleKey: 'reports:field.receivedDate', format: 'date', width: 110 },
  C.orderedQty,
  C.receivedQty,
  C.fillRate,
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
  const params = { dcId: row.dcId, week: row.period, venderId: row.venderId, dateStart: '', dateEnd: '' };
  const orders = useRequest((signal) => fulfilmentOrders(weekParams(params, row), { signal }), [row.rowKey]);
  return (
    <Dialog
      open
      title={t('reports:ordersTitle', { dc: row.dcName, week: row.period })}
      onCancel={onClose}
      footer={null}
      width={900}
    >
      <DataGrid<ReportRow>
        columns={COLUMNS}
        rows={orders.data?.pageData ?? []}
        rowKey="rowKey"
        loading={orders.loading}
        label={t('reports:ordersTitle', { dc: row.dcName, week: row.period })}
      />
    </Dialog>
  );
}

/** The week's Monday to Sunday as the period (the server filters the week itself). */
function weekParams(params: Record<string, unknown>, row: ReportRow): Record<string, unknown> {
  const [year, week] = (row.period ?? '').split('-W').map(Number);
  if (!year || !week) return params;
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday = new Date(jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * 86400000 + (week - 1) * 7 * 86400000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { ...params, dateStart: day(monday), dateEnd: day(new Date(monday.getTime() + 6 * 86400000)) };
}
