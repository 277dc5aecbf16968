import { Empty, Skeleton } from 'antd';
import { Suspense, lazy, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBelowTodos } from '../useBelowTodos';
import { useServerLabel } from '@/kit/dict/useServerLabel';
import type { SalesShare, ShareItem } from '@/api/types';
import { CHART_SLOT_HEIGHT, isSalesEmpty, yesterday } from '../model';
import { LoadError } from './LoadError';
import { Panel } from './Panel';

const loadCharts = () => import('./SalesShareCharts');
const SalesShareCharts = lazy(loadCharts);

/** Fetches the charts' code (once the to-dos have settled, with the data's request). */
export const preloadSalesCharts = () => void loadCharts().catch(() => undefined);

type Props = {
  /** False until the to-dos have settled: nothing of the charts is fetched or loaded before. */
  enabled: boolean;
  /** False for the page's first commit: the card's frame only, its body's room kept empty. */
  drawn: boolean;
  refreshKey: string;
};

/**
 * Yesterday's sales share (SPEC §2). The card and its skeleton are in the page chunk and reserve
 * the charts' height from the first paint; the request and the charts chunk start only once the
 * to-dos are in, so the to-dos never wait for them.
 */
export function SalesShareCard({ enabled, drawn, refreshKey }: Props) {
  const { t } = useTranslation('workbench');
  return (
    <Panel
      testId="workbench-sales"
      title={t('salesTitle')}
      extra={<span className="wb-panel-note">{t('salesDate', { date: yesterday() })}</span>}
    >
      {!drawn ? <ChartsSkeleton bare /> : enabled ? <SalesShareBody refreshKey={refreshKey} /> : <ChartsSkeleton />}
    </Panel>
  );
}

function SalesShareBody({ refreshKey }: { refreshKey: string }) {
  const { t } = useTranslation('workbench');
  const { data: raw, loading, error, reload } = useBelowTodos('salesShare', refreshKey);
  // Business types and channels are server texts: translated (en-US) or converted (zh-HK) at render, so a language switch applies.
  const names = useMemo(() => serverNames(raw), [raw]);
  const label = useServerLabel(names);
  const data = useMemo(() => raw && localizeNames(raw, label), [raw, label]);

  // Fetch the charts chunk alongside the data rather than after it.
  useEffect(preloadSalesCharts, []);

  let content: ReactNode;
  if (loading) content = <ChartsSkeleton />;
  else if (error !== undefined && error !== null)
    content = <LoadError onRetry={reload} style={{ minHeight: CHART_SLOT_HEIGHT }} />;
  else if (isSalesEmpty(data))
    content = (
      <div style={{ minHeight: CHART_SLOT_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Empty description={t('salesEmpty')} style={{ margin: 0 }} />
      </div>
    );
  else
    content = (
      <Suspense fallback={<ChartsSkeleton />}>
        <SalesShareCharts data={data as SalesShare} />
      </Suspense>
    );
  return content;
}

function serverNames(data: SalesShare | undefined): string[] {
  if (!data) return [];
  return [...(data.byBusinessType ?? []), ...(data.byChannel ?? []), ...(data.byTimeSlot ?? [])].map((it) =>
    String(it.name),
  );
}

function localizeNames(data: SalesShare, label: (text: string) => string): SalesShare {
  const names = (items: ShareItem[] | null | undefined) =>
    (items ?? []).map((it) => ({ name: label(String(it.name)), value: Number(it.value) }));
  return {
    byBusinessType: names(data?.byBusinessType),
    byChannel: names(data?.byChannel),
    byTimeSlot: names(data?.byTimeSlot),
  };
}

/** The charts' room (one slot a chart, the same grid), with skeletons unless `bare`. */
function ChartsSkeleton({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation('workbench');
  if (bare)
    return (
      <div className="workbench-charts" aria-hidden>
        {[0, 1, 2].map((i) => (
          <div key={i} style={{ height: CHART_SLOT_HEIGHT }} />
        ))}
      </div>
    );
  return (
    <div
      className="workbench-charts"
      role="status"
      aria-busy="true"
      aria-label={t('loading')}
      data-testid="workbench-sales-skeleton"
    >
      {[0, 1, 2].map((i) => (
        <div key={i}>
          <div style={{ height: CHART_SLOT_HEIGHT, display: 'flex', flexDirection: 'column', gap: 8 }}>
            <Skeleton.Input active size="small" style={{ width: 96, height: 22 }} />
            <div style={{ flex: 1, display: 'flex', alignItems: 'center', gap: 16 }}>
              {i < 2 ? <Skeleton.Avatar active size={120} shape="circle" /> : null}
              <Skeleton active title={false} paragraph={{ rows: 4 }} style={{ flex: 1 }} />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
