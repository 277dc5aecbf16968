import { Suspense, lazy, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { TodoCounts } from '@/api/types';
import { useRequest } from '@/kit/useRequest';
import { useVendor, vendorKey } from '@/stores/vendor';
import { InboxList } from '../components/InboxList';
import { NoticeList } from '../components/NoticeList';
import { SalesShareCard } from '../components/SalesShareCard';
import { TodoCards } from '../components/TodoCards';
import { answeredTodoCounts, loadTodoCounts } from '../prefetch';
import { visuallyHidden, type WorkbenchSide } from '../model';
import '../workbench.css';

// The portal home's content blocks: a chunk of its own (rich text and its sanitiser), for suppliers.
const HomeContent = lazy(() => import('../components/HomeContent'));

/**
 * The workbench (SPEC §2): to-do counts first, then yesterday's sales share (lazy charts, started
 * once the to-dos are in), then the notice and inbox lists (also requested once the to-dos are in, so
 * nothing competes with them on the first load). Everything refetches when the supplier switches
 * combination.
 */
export function WorkbenchPage({ side }: { side: WorkbenchSide }) {
  const { t } = useTranslation('workbench');
  const refreshKey = vendorKey(useVendor((s) => s.vendor));
  const todos = useRequest<TodoCounts>((signal) => loadTodoCounts(refreshKey, signal), [refreshKey], {
    answered: answeredTodoCounts(refreshKey),
  });
  // The rest waits for the to-dos, and for a render of its own: when the to-dos are in at the first
  // render (prefetched), their commit stays small and the lists' requests start in the next one.
  const todosSettled = useDeferredValue(
    todos.data !== undefined || (!todos.loading && todos.error !== undefined),
    false,
  );
  // The cards below the to-dos (their placeholders included) from the second render on: the first
  // commit, which shows the to-dos, holds the to-dos only. Nothing above them moves when they come.
  const below = useDeferredValue(true, false);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <h1 style={visuallyHidden}>{t('title')}</h1>
      <TodoCards side={side} data={todos.data} loading={todos.loading} error={todos.error} onRetry={todos.reload} />
      {below && (
        <>
          <SalesShareCard enabled={todosSettled} refreshKey={refreshKey} />
          <div className="workbench-lists">
            <NoticeList side={side} refreshKey={refreshKey} enabled={todosSettled} />
            <InboxList side={side} refreshKey={refreshKey} enabled={todosSettled} />
          </div>
          {side === 'supplier' && todosSettled && (
            <Suspense fallback={null}>
              <HomeContent />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
