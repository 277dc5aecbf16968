import type { ComponentType } from 'react';
import { preloadChart } from '@/kit/chart';
import { QueryPage, type DocumentAction } from '@/kit/query';
import type { Side } from '@/kit/schema';
import { FulfilmentOrders } from '../components/FulfilmentOrders';
import { ReportAside } from '../components/ReportAside';
import { reportConfig, sourceOf, type ReportScreen } from '../schemas/reports';
import type { ReportRow } from '../types';

/** The scorecard's drill-down: the orders behind a DC's week, one click away. */
const ORDERS: DocumentAction<ReportRow> = {
  key: 'orders',
  labelKey: 'reports:orders',
  places: ['row'],
  dialog: ({ rows, close }) => <FulfilmentOrders row={rows[0]} onClose={close} />,
};

/** ECharts, loaded with the report screens' code (routes.ts waits for it): the chart is drawn as its data arrives. */
export const chartLoaded = preloadChart();

const screens = new Map<string, ComponentType>();

/** The page of one report screen on one side (one component per screen, made once). */
export function reportScreen(screen: ReportScreen, side: Side): ComponentType {
  const id = `${screen}/${side}`;
  const made = screens.get(id);
  if (made) return made;
  const source = sourceOf(screen);
  const config = {
    ...reportConfig(screen, side, screen === 'fulfilment' ? [ORDERS] : []),
    aside: (view: Parameters<typeof ReportAside>[0]['view']) => <ReportAside source={source} view={view} />,
  };
  const Screen = () => <QueryPage config={config} />;
  Screen.displayName = `Report(${id})`;
  screens.set(id, Screen);
  return Screen;
}
