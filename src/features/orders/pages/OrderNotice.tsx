import { useMemo } from 'react';
import { useSide } from '@/kit/permissions';
import { QueryPage, useDocumentGuard } from '@/kit/query';
import { confirmReceipt } from '../api';
import { orderNoticeQuery } from '../schemas/orderNotice';

/** Order notices: a supplier's own (confirming receipt), or every supplier's for the retailer. */
export default function OrderNotice() {
  const side = useSide();
  const { guard, run } = useDocumentGuard();
  const config = useMemo(
    () =>
      orderNoticeQuery(side, {
        confirmReceipt: async (rows, reload) => {
          if (!guard(rows, { allowed: ['0'] })) return;
          await run(() => confirmReceipt(rows.map((r) => r.sheetId)), 'orders:message.receiptConfirmed', rows.length, reload);
        },
      }),
    [side, guard, run],
  );
  return <QueryPage config={config} />;
}
