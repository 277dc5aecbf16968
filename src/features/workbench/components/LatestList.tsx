import type { CSSProperties } from 'react';
import { useServerTextConverter } from '@/i18n/serverText';
import type { RequestState } from '@/kit/useRequest';
import { LIST_PAGE_SIZE } from '../model';
import { CompactList, type CompactRow } from './CompactList';

/** A text cut to its room with an ellipsis. */
export const ellipsis: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

type Props<T> = {
  testId: string;
  title: string;
  moreTo: string;
  moreLabel: string;
  emptyText: string;
  /** The list's first page (useBelowTodos). */
  request: RequestState<{ pageData: T[] }>;
  /** The order to show the items in (sticky notices first); the server's otherwise. */
  order?: (items: T[]) => T[];
  row: (item: T) => CompactRow;
  /** False for the page's first commit: the panel's frame only. */
  drawn: boolean;
};

/**
 * The first page of a list as a workbench panel of links (notices, mail), its server texts in the
 * user's script (zh-HK: Traditional once the converter is in, as in the grids).
 */
export function LatestList<T>({ request, order, row, ...panel }: Props<T>) {
  useServerTextConverter();
  const { data, loading, error, reload } = request;
  const items = data ? (data.pageData ?? []) : undefined;
  const rows = items && (order ? order(items) : items).slice(0, LIST_PAGE_SIZE).map(row);
  return <CompactList {...panel} rows={rows} loading={loading} error={error} onRetry={reload} />;
}
