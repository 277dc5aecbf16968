import { Empty, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesShare, ShareItem } from '@/api/types';
import { CHART_SLOT_HEIGHT, sumOf } from '../model';
import { BarChart } from './charts/BarChart';
import { DonutChart } from './charts/DonutChart';
import { ShareTable } from './charts/ShareTable';
import { chartSummary } from './charts/shareText';

/**
 * The three sales-share charts of SPEC §2 (business type, channel, time slot). Loaded with
 * React.lazy in its own chunk, after the to-dos have their data; the card around it (request,
 * skeleton, empty and error states) lives in the page chunk.
 */
export default function SalesShareCharts({ data }: { data: SalesShare }) {
  const { t } = useTranslation('workbench');
  const byValue = (items: readonly ShareItem[]) => [...items].sort((a, b) => b.value - a.value);
  return (
    <div className="workbench-charts">
      <ChartSlot title={t('salesByBusinessType')} items={byValue(data.byBusinessType ?? [])} kind="donut" />
      <ChartSlot title={t('salesByChannel')} items={byValue(data.byChannel ?? [])} kind="donut" />
      <ChartSlot title={t('salesByTimeSlot')} items={data.byTimeSlot ?? []} kind="bars" />
    </div>
  );
}

function ChartSlot({ title, items, kind }: { title: string; items: readonly ShareItem[]; kind: 'donut' | 'bars' }) {
  const { t } = useTranslation('workbench');
  const { token } = theme.useToken();
  let drawing: ReactNode;
  if (sumOf(items) <= 0) {
    drawing = (
      <div style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chartEmpty')} style={{ margin: 0 }} />
      </div>
    );
  } else {
    const summary = chartSummary(t, title, items);
    drawing =
      kind === 'donut' ? <DonutChart items={items} summary={summary} /> : <BarChart items={items} summary={summary} />;
  }
  return (
    <figure
      style={{ margin: 0, height: CHART_SLOT_HEIGHT, display: 'flex', flexDirection: 'column', position: 'relative' }}
    >
      <figcaption>
        <h3
          style={{
            margin: '0 0 8px',
            fontSize: token.fontSize,
            fontWeight: 600,
            lineHeight: '22px',
            color: token.colorText,
          }}
        >
          {title}
        </h3>
      </figcaption>
      <div style={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center' }}>
        <div style={{ width: '100%', height: kind === 'donut' ? 120 : 150 }}>{drawing}</div>
      </div>
      {sumOf(items) > 0 ? <ShareTable title={title} items={items} /> : null}
    </figure>
  );
}
