import { useMemo, useState } from 'react';
import { useSide } from '@/kit/permissions';
import { QueryPage, useDocumentGuard } from '@/kit/query';
import { saveUndelivered } from '../api';
import { UndeliveredDialog } from '../components/UndeliveredDialog';
import { UNDELIVERED_STATUSES } from '../schemas/options';
import { undeliveredQuery } from '../schemas/undelivered';
import type { OrderNotice } from '../types';

type Pending = { rows: OrderNotice[]; reload: () => void };

/** Undelivered reasons: the supplier ticks notices and gives a reason; the retailer reads them. */
export default function UndeliveredReason() {
  const side = useSide();
  const { guard, run } = useDocumentGuard();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const config = useMemo(
    () =>
      undeliveredQuery(side, {
        // SPEC §5: a document must be ticked.
        giveReason: (rows, reload) => {
          if (guard(rows, { allowed: UNDELIVERED_STATUSES, emptyKey: 'orders:message.tickDocument' })) setPending({ rows, reload });
        },
      }),
    [side, guard],
  );
  const submit = async (reason: string, remark: string) => {
    if (!pending) return;
    setBusy(true);
    const done = await run(() => saveUndelivered(pending.rows.map((r) => r.sheetId), reason, remark), 'orders:message.reasonSaved', pending.rows.length, pending.reload);
    setBusy(false);
    if (done) setPending(null);
  };
  return (
    <>
      <QueryPage config={config} />
      <UndeliveredDialog open={pending !== null} count={pending?.rows.length ?? 0} busy={busy} onCancel={() => setPending(null)} onSubmit={(reason, remark) => void submit(reason, remark)} />
    </>
  );
}
