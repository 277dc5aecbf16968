import { documentPeopleColumns, field, idsOf, supplierColumn } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import type { ConfirmCalls } from '../api';
import { canConfirmDoc, CONFIRM_STATUSES, PROMOTION_ERRORS, type ConfirmStatus } from '../contract';
import { columnsOf, statusColumn } from './columns';

type ConfirmRow = {
  sheetId: string;
  status: ConfirmStatus;
  venderId: string;
  venderName: string;
  declineReason: string | null;
};

/** A document the supplier confirms or declines: only while it waits; the others are refused (SPEC §8). */
const move = <T extends ConfirmRow>(key: string, rest: Partial<DocumentAction<T>>): DocumentAction<T> => ({
  key,
  labelKey: `promotions:action.${key}`,
  only: 'supplier',
  allowed: canConfirmDoc,
  refusedKey: PROMOTION_ERRORS.refused.messageKey,
  ...rest,
});

/**
 * A list of promotion documents the supplier confirms, or declines with a reason (gross-profit
 * approval, tie-ins, VIP discounts, sales gross profit, price-difference compensation): the sheet
 * number, the status (with 'pending' for the workbench link), the screen's own columns, the decline
 * reason, who handled it; export and a detail drawer.
 */
export function confirmListQuery<T extends ConfirmRow>(options: {
  id: string;
  calls: ConfirmCalls<T>;
  columns: ColumnSchema<T>[];
  exportKey: string;
  detailKey: string;
}): QueryPageConfig<T> {
  const { id, calls, columns, exportKey, detailKey } = options;
  const col = columnsOf<T>();
  return {
    id,
    query: calls.query,
    rowKey: 'sheetId',
    columns: [
      field<T>('sheetId', { titleKey: 'promotions:field.sheetId', sortable: true, width: 170, search: true }),
      statusColumn<T>('confirmStatus', CONFIRM_STATUSES),
      supplierColumn<T>({ only: 'retailer', detail: 'bothSides' }),
      ...columns,
      col('declineReason', { width: 200, hidden: true }),
      ...documentPeopleColumns<T>(),
    ],
    selection: 'checkbox',
    defaultOrderBy: 'createDate desc',
    actions: [
      move<T>('confirm', {
        primary: true,
        confirmKey: 'promotions:confirmAsk',
        call: (rows) => calls.confirm(idsOf(rows, 'sheetId')),
        successKey: 'promotions:confirmed',
      }),
      move<T>('decline', {
        reason: {
          titleKey: 'promotions:declineTitle',
          labelKey: 'promotions:field.declineReason',
          okKey: 'promotions:send',
        },
        call: (rows, v) => calls.decline(idsOf(rows, 'sheetId'), String(v.reason)),
        successKey: 'promotions:declined',
      }),
    ],
    export: { fileNameKey: exportKey },
    detail: { titleKey: detailKey, width: 760 },
  };
}
