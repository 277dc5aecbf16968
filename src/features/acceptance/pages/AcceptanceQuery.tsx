import { useMemo } from 'react';
import { useSide } from '@/kit/permissions';
import { QueryPage, useDocumentAction } from '@/kit/query';
import { confirmAcceptances } from '../api';
import { acceptanceQuery, CONFIRMABLE } from '../schemas/acceptanceQuery';

/** Acceptance documents: a supplier's own (confirming pending ones), or every supplier's for the retailer. */
export default function AcceptanceQuery() {
  const side = useSide();
  const act = useDocumentAction();
  const config = useMemo(
    () =>
      acceptanceQuery(side, {
        confirm: async (rows, reload) => {
          await act(rows, CONFIRMABLE, (docs) => confirmAcceptances(docs.map((d) => d.sheetId)), 'acceptance:message.confirmed', reload);
        },
      }),
    [side, act],
  );
  return <QueryPage config={config} />;
}
