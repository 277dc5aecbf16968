import { Skeleton } from 'antd';
import { Drawer } from '@/kit/dialog';
import { useTranslation } from 'react-i18next';
import { useRequest } from '@/kit/useRequest';
import { getLoadingList, getReservation } from '../api';
import { lineKeyOf } from '../contract';
import type { LoadingList, Reservation } from '../types';
import { LoadingEditor, type EditorStart } from './LoadingEditor';

/** A saved list as the editor's values. */
function startOf(list: LoadingList, reservation: Reservation | null): EditorStart {
  const reserved = new Set(reservation?.items.map(lineKeyOf) ?? []);
  const { reservationNo, plateNo, driver, driverPhone, remark } = list;
  return {
    sheetId: list.sheetId,
    reservation,
    values: {
      reservationNo,
      plateNo,
      driver,
      driverPhone,
      remark,
      lines: list.lines.map(({ lineNo: _lineNo, batches: _batches, ...line }) => ({
        ...line,
        reserved: reserved.has(lineKeyOf(line)),
      })),
      batches: list.lines.flatMap((l) =>
        l.batches.map((b) => ({
          lineKey: lineKeyOf(l),
          batchNo: b.batchNo,
          productionDate: b.productionDate,
          qty: b.qty,
        })),
      ),
    },
  };
}

const NEW: EditorStart = { values: {}, reservation: null };

async function loadStart(sheetId: string, signal: AbortSignal): Promise<EditorStart> {
  const list = await getLoadingList(sheetId, { signal });
  return startOf(list, await getReservation(list.reservationNo, { signal }).catch(() => null));
}

/** The loading-list editor in a drawer: a new list, or a saved one loaded first. */
export function EditorDrawer({
  sheetId,
  onChanged,
  onClose,
}: {
  sheetId: string | null;
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('netInCar');
  const loaded = useRequest((signal) => (sheetId ? loadStart(sheetId, signal) : Promise.resolve(NEW)), [sheetId]);
  return (
    <Drawer
      open
      title={sheetId ? t('entry.editTitle', { sheetId }) : t('entry.newTitle')}
      size={1100}
      onClose={onClose}
      destroyOnHidden
    >
      {loaded.data && !loaded.loading ? (
        <LoadingEditor start={loaded.data} onChanged={onChanged} onClose={onClose} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
