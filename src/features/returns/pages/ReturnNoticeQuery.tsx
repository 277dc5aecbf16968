import { useMemo } from 'react';
import { useSide } from '@/kit/permissions';
import { QueryPage, useDocumentAction } from '@/kit/query';
import { confirmReturnNotices } from '../api';
import { CONFIRMABLE } from '../schemas/options';
import { returnNoticeQuery } from '../schemas/returnNoticeQuery';

/** Return notices of the supplier: the return policy, print, and confirming pending ones. */
export default function ReturnNoticeQuery() {
  const side = useSide();
  const act = useDocumentAction();
  const config = useMemo(
    () =>
      returnNoticeQuery(side, {
        confirm: async (rows, reload) => {
          await act(rows, CONFIRMABLE, (docs) => confirmReturnNotices(docs.map((d) => d.sheetId)), 'returns:message.confirmed', reload);
        },
      }),
    [side, act],
  );
  return <QueryPage config={config} />;
}
