import { useMemo } from 'react';
import { useSide } from '@/kit/permissions';
import { QueryPage } from '@/kit/query';
import { NoticeEditor } from '../components/NoticeEditor';
import { noticeQuery } from '../schemas/noticeQuery';

/**
 * Official notices (SPEC §2 /message/notice and /s/message/notice): the list with search, sticky
 * first and unread markers; publishers add, edit, send and delete drafts here.
 */
export default function NoticeList() {
  const side = useSide();
  const config = useMemo(
    () =>
      noticeQuery(side, ({ noticeId, close, reload }) => (
        <NoticeEditor noticeId={noticeId} onClose={close} onSaved={reload} />
      )),
    [side],
  );
  return <QueryPage config={config} />;
}
