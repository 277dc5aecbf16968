import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/formats';
import type { ShareItem } from '@/api/types';
import { formatPercent, sumOf, visuallyHidden } from '../../model';

/** The chart's numbers as a table for screen readers; not shown on screen. */
export function ShareTable({ title, items }: { title: string; items: readonly ShareItem[] }) {
  const { t } = useTranslation('workbench');
  const total = sumOf(items);
  return (
    <table style={visuallyHidden}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{t('colName')}</th>
          <th scope="col">{t('colValue')}</th>
          <th scope="col">{t('colShare')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((it, i) => (
          <tr key={`${it.name}-${i}`}>
            <th scope="row">{it.name}</th>
            <td>{formatAmount(it.value)}</td>
            <td>{formatPercent(it.value, total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
