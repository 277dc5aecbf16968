import type { TFunction } from 'i18next';
import type { ShareItem } from '@/api/types';
import { formatPercent, sumOf } from '../../model';

/** Interpolated values are data, not markup: React escapes them when rendered. */
const raw = { interpolation: { escapeValue: false } } as const;

/** The aria-label of a chart: its title and every item's share, e.g. "By channel: Stores 60.00%, Online 40.00%". */
export function chartSummary(t: TFunction, title: string, items: readonly ShareItem[]): string {
  const total = sumOf(items);
  const parts = items.map((it) => t('chartItem', { name: it.name, percent: formatPercent(it.value, total), ...raw }));
  return t('chartSummary', { title, items: parts.join(t('listSeparator')), ...raw });
}
