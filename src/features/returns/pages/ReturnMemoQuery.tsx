import { useMemo, useState } from 'react';
import { QueryPage } from '@/kit/query';
import { MemoDialog } from '../components/MemoDialog';
import { returnMemoQuery } from '../schemas/returnMemoQuery';
import type { ReturnMemo } from '../types';

/** The memo being added or edited, and how to refresh the list after saving. */
type Editing = { memo: ReturnMemo | 'new'; reload: () => void };

/** The retailer's memos on return documents: add and edit. */
export default function ReturnMemoQuery() {
  const [editing, setEditing] = useState<Editing | null>(null);
  const config = useMemo(() => returnMemoQuery({ add: (reload) => setEditing({ memo: 'new', reload }), edit: (memo, reload) => setEditing({ memo, reload }) }), []);
  return (
    <>
      <QueryPage config={config} />
      <MemoDialog
        memo={editing?.memo ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          editing?.reload();
          setEditing(null);
        }}
      />
    </>
  );
}
