import { useMemo } from 'react';
import { useSide } from '@/kit/permissions';
import { QueryPage, useDocumentAction } from '@/kit/query';
import { executeReturnDocs } from '../api';
import { EXECUTABLE } from '../schemas/options';
import { returnDocQuery } from '../schemas/returnDocQuery';

/** Return documents: a supplier's own, or (return-sales) every supplier's for the retailer, who executes them. */
export default function ReturnDocQuery() {
  const side = useSide();
  const act = useDocumentAction();
  const config = useMemo(
    () =>
      returnDocQuery(side, {
        execute: async (rows, reload) => {
          await act(rows, EXECUTABLE, (docs) => executeReturnDocs(docs.map((d) => d.sheetId)), 'returns:message.executed', reload);
        },
      }),
    [side, act],
  );
  return <QueryPage config={config} />;
}
