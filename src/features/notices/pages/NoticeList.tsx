import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/kit/useToast';
import { useSide } from '@/kit/permissions';
import { QueryPage } from '@/kit/query';
import { ConfirmDrafts, type DraftRequest } from '../components/ConfirmDrafts';
import { NoticeEditor } from '../components/NoticeEditor';
import { noticeQuery, type NoticeActions } from '../schemas/noticeQuery';
import type { Notice } from '../types';

/**
 * Official notices (SPEC §2 /message/notice and /s/message/notice): the list with search, sticky
 * first and unread markers; publishers add, edit, send and delete drafts here.
 */
export default function NoticeList() {
  const { t } = useTranslation('notices');
  const side = useSide();
  const toast = useToast();
  const [editing, setEditing] = useState<{ id: string | null; reload: () => void } | null>(null);
  const [confirming, setConfirming] = useState<DraftRequest | null>(null);

  const config = useMemo(() => {
    const ask = (kind: DraftRequest['kind'], rows: Notice[], reload: () => void) => {
      if (!rows.length || rows.some((r) => r.status !== '1')) {
        toast.warning(t('message.draftsOnly'));
        return;
      }
      // A second click keeps the first question.
      setConfirming((open) => open ?? { kind, ids: rows.map((r) => r.id), reload });
    };
    const actions: NoticeActions = {
      add: (ctx) => setEditing({ id: null, reload: ctx.reload }),
      edit: (row, ctx) => setEditing({ id: row.id, reload: ctx.reload }),
      send: (rows, ctx) => ask('send', rows, ctx.reload),
      remove: (rows, ctx) => ask('delete', rows, ctx.reload),
    };
    return noticeQuery(side, actions);
  }, [side, toast, t]);

  return (
    <>
      <QueryPage config={config} />
      <NoticeEditor noticeId={editing?.id} onClose={() => setEditing(null)} onSaved={() => editing?.reload()} />
      <ConfirmDrafts request={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}
