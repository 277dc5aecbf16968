import { useMemo, useState } from 'react';
import { useSide } from '@/kit/permissions';
import { QueryPage, useDocumentGuard } from '@/kit/query';
import { answerApprovals } from '../api';
import { AnswerDialog } from '../components/AnswerDialog';
import { orderApprovalQuery, type Answer } from '../schemas/orderApproval';
import { SHIPPED } from '../schemas/options';
import type { OrderApproval as Approval } from '../types';

type Pending = { answer: Answer; rows: Approval[]; reload: () => void };

/** Order approval: the supplier confirms or rejects shipped change documents; the retailer sees the answers. */
export default function OrderApproval() {
  const side = useSide();
  const { guard, run } = useDocumentGuard();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const config = useMemo(
    () =>
      orderApprovalQuery(side, {
        answer: (answer, rows, reload) => {
          if (guard(rows, { allowed: [SHIPPED] })) setPending({ answer, rows, reload });
        },
      }),
    [side, guard],
  );
  const submit = async (reason: string) => {
    if (!pending) return;
    const { answer, rows, reload } = pending;
    setBusy(true);
    const done = await run(() => answerApprovals(answer, rows.map((r) => r.sheetId), reason), `orders:message.${answer}ed`, rows.length, reload);
    setBusy(false);
    if (done) setPending(null);
  };
  return (
    <>
      <QueryPage config={config} />
      <AnswerDialog answer={pending?.answer ?? null} count={pending?.rows.length ?? 0} busy={busy} onCancel={() => setPending(null)} onSubmit={(reason) => void submit(reason)} />
    </>
  );
}
