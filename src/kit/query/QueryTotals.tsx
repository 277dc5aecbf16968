import { useTranslation } from 'react-i18next';
import type { RequestOptions } from '@/api/http';
import type { PageQuery } from '@/api/types';
import { formatAmount } from '@/lib/formats';
import { useRequest } from '../useRequest';

/** SPEC §9 totals of a query screen: the ticked rows' (summed here) and the whole query's (a server call). */
export type TotalsConfig<T> = {
  /** The amount field summed on the ticked rows. */
  amountKey: keyof T & string;
  /** Count and amount of every row of the query (settlement totals: 60000 ms time-out). */
  load: (query: PageQuery, opts: RequestOptions) => Promise<{ count: number; amount: number }>;
};

const cents = (n: unknown) => Math.round(Number(n) * 100) || 0;

/** One line under the toolbar: ticked count and amount, and the whole query's (loaded again with each result). */
export function QueryTotals<T>({
  config,
  selected,
  selectable,
  query,
  run,
}: {
  config: TotalsConfig<T>;
  selected: T[];
  /** Whether the grid has tick boxes (else only the whole query's totals). */
  selectable: boolean;
  /** null until the user has queried. */
  query: PageQuery | null;
  /** QueryView's run: the totals load once per search, reload or supplier, not again when its rows arrive. */
  run: string | null;
}) {
  const { t } = useTranslation();
  const all = useRequest(
    (signal) => (query ? config.load({ ...query, pageNo: 1 }, { signal }) : Promise.resolve(null)),
    [run],
  );
  if (!query) return null;
  const ticked = selected.reduce((s, row) => s + cents((row as Record<string, unknown>)[config.amountKey]), 0) / 100;
  return (
    <div className="vsm-query-totals" role="status">
      {selectable && (
        <span>{t('kit:query.totalsTicked', { count: selected.length, amount: formatAmount(ticked) })}</span>
      )}
      <span>
        {all.data
          ? t('kit:query.totalsAll', { count: all.data.count, amount: formatAmount(all.data.amount) })
          : all.error
            ? t('kit:query.totalsFailed')
            : t('kit:query.totalsLoading')}
      </span>
    </div>
  );
}
