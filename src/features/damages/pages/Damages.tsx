import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/kit/useToast';
import { useSide } from '@/kit/permissions';
import { QueryPage, type ActionContext, type RowAction, type ToolbarAction } from '@/kit/query';
import { confirmDamages, disputeDamages, reviewDisputes } from '../api';
import { BreachImport } from '../components/BreachImport';
import { ReasonDialog } from '../components/ReasonDialog';
import { IMPORT_RIGHT, canConfirm, canDispute, canReview, damagesQuery } from '../schemas/damagesQuery';
import type { Damage } from '../types';

/** An open dialog: a reason for a move on some breaches, or the breach import. */
type Open = { kind: 'dispute' | 'reject'; rows: Damage[]; reload: () => void } | { kind: 'import'; reload: () => void } | null;

/**
 * Order liquidated damages (SPEC §2 /order/order_liquidateddamages and
 * /s/order-management/order_liquidateddamages): the supplier confirms or disputes its breaches
 * (ticked first; a dispute needs a reason), the retailer reviews disputes and imports breaches.
 */
export default function Damages() {
  const { t } = useTranslation('damages');
  const toast = useToast();
  const { modal } = App.useApp();
  const side = useSide();
  const [open, setOpen] = useState<Open>(null);

  const config = useMemo(() => {
    /** Runs a move on breaches once they are ticked and every one allows it. */
    const guarded = (allowed: (d: Damage) => boolean, run: (rows: Damage[], ctx: ActionContext<Damage>) => void) => (rows: Damage[], ctx: ActionContext<Damage>) => {
      if (rows.length === 0) return void toast.warning(t('selectFirst'));
      if (!rows.every(allowed)) return void toast.warning(t('errors:selectionNotEligible'));
      run(rows, ctx);
    };
    const done = (key: string, ctx: ActionContext<Damage>) => (r: { count: number }) => {
      toast.success(t(key, { count: r.count }));
      ctx.reload();
    };
    const confirm = guarded(canConfirm, (rows, ctx) =>
      modal.confirm({
        title: t('confirmAsk', { count: rows.length }),
        mask: { closable: false },
        onOk: () => confirmDamages(rows.map((d) => d.sheetId)).then(done('confirmed', ctx), () => undefined),
      }),
    );
    const dispute = guarded(canDispute, (rows, ctx) => setOpen({ kind: 'dispute', rows, reload: ctx.reload }));
    const accept = guarded(canReview, (rows, ctx) =>
      modal.confirm({
        title: t('acceptAsk', { count: rows.length }),
        mask: { closable: false },
        onOk: () => reviewDisputes(rows.map((d) => d.sheetId), true, '').then(done('accepted', ctx), () => undefined),
      }),
    );
    const reject = guarded(canReview, (rows, ctx) => setOpen({ kind: 'reject', rows, reload: ctx.reload }));

    const tool = (key: string, run: (rows: Damage[], ctx: ActionContext<Damage>) => void, primary = false): ToolbarAction<Damage> => ({ key, labelKey: `damages:action.${key}`, primary, onClick: (ctx) => run(ctx.selected, ctx) });
    const one = (key: string, visible: (d: Damage) => boolean, run: (rows: Damage[], ctx: ActionContext<Damage>) => void): RowAction<Damage> => ({ key, labelKey: `damages:action.${key}`, visible, onClick: (row, ctx) => run([row], ctx) });
    if (side === 'supplier') {
      return damagesQuery({
        toolbar: [tool('confirm', confirm, true), tool('dispute', dispute)],
        detail: [one('confirm', canConfirm, confirm), one('dispute', canDispute, dispute)],
      });
    }
    return damagesQuery({
      toolbar: [
        tool('accept', accept, true),
        tool('reject', reject),
        { key: 'import', labelKey: 'damages:action.import', right: IMPORT_RIGHT, onClick: (ctx) => setOpen({ kind: 'import', reload: ctx.reload }) },
      ],
      detail: [one('accept', canReview, accept), one('reject', canReview, reject)],
    });
  }, [side, modal, t, toast]);

  const close = () => setOpen(null);
  return (
    <>
      <QueryPage config={config} />
      {open?.kind === 'dispute' && (
        <ReasonDialog
          title={t('disputeTitle', { count: open.rows.length })}
          labelKey="damages:field.disputeReason"
          onSubmit={(reason) =>
            disputeDamages(open.rows.map((d) => d.sheetId), reason).then((r) => {
              toast.success(t('disputed', { count: r.count }));
              open.reload();
            })
          }
          onClose={close}
        />
      )}
      {open?.kind === 'reject' && (
        <ReasonDialog
          title={t('rejectTitle', { count: open.rows.length })}
          labelKey="damages:field.rejectReason"
          onSubmit={(reason) =>
            reviewDisputes(open.rows.map((d) => d.sheetId), false, reason).then((r) => {
              toast.success(t('rejected', { count: r.count }));
              open.reload();
            })
          }
          onClose={close}
        />
      )}
      {open?.kind === 'import' && <BreachImport onImported={open.reload} onClose={close} />}
    </>
  );
}
