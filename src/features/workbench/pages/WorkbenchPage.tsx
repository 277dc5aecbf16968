import { Suspense, lazy, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TodoCounts } from '@/api/types';
import { useRequest } from '@/kit/useRequest';
import { useVendor, vendorKey } from '@/stores/vendor';
import { InboxList } from '../components/InboxList';
import { NoticeList } from '../components/NoticeList';
import { SalesShareCard, preloadSalesCharts } from '../components/SalesShareCard';
import { TodoCards } from '../components/TodoCards';
import { oneTaskEach } from '@/lib/nextTask';
import { answeredTodoCounts, loadTodoCounts, prefetchBelowTodo, type BelowTodos } from '../prefetch';
import { visuallyHidden, type WorkbenchSide } from '../model';
import '../workbench.css';

// The portal home's content blocks: a chunk of its own (rich text and its sanitiser), for suppliers.
const loadHomeContent = () => import('../components/HomeContent');
const HomeContent = lazy(loadHomeContent);
const preloadHomeContent = () => void loadHomeContent().catch(() => undefined);

const BELOW: Record<WorkbenchSide, BelowTodos[]> = {
  supplier: ['salesShare', 'noticeList', 'inboxList', 'homeBlocks'],
  retailer: ['salesShare', 'noticeList', 'inboxList'],
};

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
  // render (prefetched), their commit stays small and the cards below draw in the next one.
  const settled = todos.data !== undefined || (!todos.loading && todos.error !== undefined);
  const todosSettled = useDeferredValue(settled, false);
  // Their calls and code go out once the to-dos are shown, not with the cards' pass (which the header's
  // tools and the side menu share on a first load), each in a task of its own after the to-dos' commit;
  // the cards take the answers. A card that has asked first (a switch of combination) is not asked for again.
  useEffect(() => {
    if (!settled) return;
    return oneTaskEach([
      ...BELOW[side].map((block) => () => prefetchBelowTodo(block, refreshKey)),
      preloadSalesCharts,
      ...(side === 'supplier' ? [preloadHomeContent] : []),
    ]);
  }, [settled, side, refreshKey]);
  // The cards below the to-dos: their frames (titles, the sales date, the room their bodies take) in the
  // first commit, so the page's layout and largest text are there with the to-dos; what fills them
  // (skeletons, rows, charts) from the second render on, keeping the to-dos' commit small.
  const drawn = useDeferredValue(true, false);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <h1 style={visuallyHidden}>{t('title')}</h1>
      <TodoCards side={side} data={todos.data} loading={todos.loading} error={todos.error} onRetry={todos.reload} />
      <SalesShareCard enabled={todosSettled} drawn={drawn} refreshKey={refreshKey} />
      <div className="workbench-lists">
        <NoticeList side={side} refreshKey={refreshKey} enabled={todosSettled} drawn={drawn} />
        <InboxList side={side} refreshKey={refreshKey} enabled={todosSettled} drawn={drawn} />
      </div>
      {side === 'supplier' && todosSettled && drawn && (
        <Suspense fallback={null}>
          <HomeContent refreshKey={refreshKey} />
        </Suspense>
      )}
    </div>
  );
}
