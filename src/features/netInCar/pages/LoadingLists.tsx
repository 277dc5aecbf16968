import { App, Drawer } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/kit/useToast';
import { QueryPage } from '@/kit/query';
import { getLoadingList, getReservation, submitLoadingList } from '../api';
import { LoadingEditor, type EditorStart } from '../components/LoadingEditor';
import { lineKeyOf } from '../rules';
import { loadingQuery } from '../schemas/loadingQuery';
import type { LoadingList } from '../types';

/** A saved list as the editor's values. */
function startOf(list: LoadingList, reservation: EditorStart['reservation']): EditorStart {
  const reserved = new Set(reservation?.items.map(lineKeyOf) ?? []);
  return {
    sheetId: list.sheetId,
    reservation,
    values: {
      reservationNo: list.reservationNo,
      plateNo: list.plateNo,
      driver: list.driver,
      driverPhone: list.driverPhone,
      remark: list.remark,
      lines: list.lines.map((l) => ({ orderSheetId: l.orderSheetId, goodsId: l.goodsId, goodsName: l.goodsName, unit: l.unit, reservedQty: l.reservedQty, loadedQty: l.loadedQty, reserved: reserved.has(lineKeyOf(l)) })),
      batches: list.lines.flatMap((l) => l.batches.map((b) => ({ lineKey: lineKeyOf(l), batchNo: b.batchNo, productionDate: b.productionDate, qty: b.qty }))),
    },
  };
}

/**
 * Loading-list entry (SPEC §2 /order/netincar): the supplier's loading lists (query, detail with
 * batches, print) and the editor for a new or saved list; a saved list is edited or submitted,
 * a submitted one is read-only.
 */
export default function LoadingLists() {
  const { t } = useTranslation('netInCar');
  const toast = useToast();
  const { modal } = App.useApp();
  // The editor's start, and how to refresh the query after a save.
  const [editor, setEditor] = useState<(EditorStart & { reload: () => void }) | null>(null);

  const config = useMemo(
    () =>
      loadingQuery({
        onNew: (ctx) => setEditor({ values: {}, reservation: null, reload: ctx.reload }),
        onEdit: async (row, ctx) => {
          const list = await getLoadingList(row.sheetId);
          const reservation = await getReservation(list.reservationNo).catch(() => null);
          setEditor({ ...startOf(list, reservation), reload: ctx.reload });
        },
        onSubmit: (row, ctx) => {
          modal.confirm({
            title: t('list.submitConfirm', { sheetId: row.sheetId }),
            mask: { closable: false },
            onOk: async () => {
              try {
                await submitLoadingList({ sheetId: row.sheetId });
                toast.success(t('entry.submitted', { sheetId: row.sheetId }));
              } catch {
                // The client showed the server's refusal (e.g. goods quantity mismatch).
              }
              ctx.reload();
            },
          });
        },
      }),
    [modal, t, toast],
  );

  return (
    <>
      <QueryPage config={config} />
      <Drawer
        open={editor !== null}
        title={editor?.sheetId ? t('entry.editTitle', { sheetId: editor.sheetId }) : t('entry.newTitle')}
        size={1100}
        onClose={() => setEditor(null)}
        destroyOnHidden
      >
        {editor && <LoadingEditor start={editor} onChanged={editor.reload} onClose={() => setEditor(null)} />}
      </Drawer>
    </>
  );
}
