import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/kit/dialog';
import { useToast } from '@/kit/useToast';
import { deleteNotices, sendNotices } from '../api';

export type DraftRequest = { kind: 'send' | 'delete'; ids: string[]; reload: () => void };

/**
 * Asks before sending or deleting drafts, then does it once: a second click on OK while the call
 * is under way does nothing (a double click sends once).
 */
export function ConfirmDrafts({ request, onClose }: { request: DraftRequest | null; onClose: () => void }) {
  const { t } = useTranslation('notices');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const send = request?.kind === 'send';

  const run = async () => {
    if (!request || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await (send ? sendNotices(request.ids) : deleteNotices(request.ids));
      toast.success(t(send ? 'message.sent' : 'message.deleted'));
      request.reload();
      onClose();
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={request !== null}
      title={t(send ? 'confirm.sendTitle' : 'confirm.deleteTitle')}
      width={420}
      resizable={false}
      maximizable={false}
      onCancel={onClose}
      onOk={() => void run()}
      okText={t(send ? 'action.send' : 'action.delete')}
      okButtonProps={{ danger: !send }}
      confirmLoading={busy}
    >
      {request && t(send ? 'confirm.send' : 'confirm.delete', { count: request.ids.length })}
    </Dialog>
  );
}
