import type { ReactNode, Ref } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { useLabelMaps } from '../dict';
import { alignOf, cellText, DetailView } from '../grid';
import type { ColumnSchema } from '../schema';
import './document.css';

type PrintSheetProps<T> = {
  ref: Ref<HTMLDivElement>;
  title: string;
  fields: readonly ColumnSchema<T>[];
  row: T;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  lineColumns: readonly ColumnSchema<any>[];
  lines: readonly Record<string, unknown>[];
  extra?: ReactNode;
};

/**
 * The paper form of a document, kept in the page but shown only when printed: header fields, every
 * line in a plain table (a virtual grid would print only the rows on screen) and the extra text.
 */
export function PrintSheet<T extends object>({
  ref,
  title,
  fields,
  row,
  lineColumns,
  lines,
  extra,
}: PrintSheetProps<T>) {
  const { t } = useTranslation();
  const labels = useLabelMaps(lineColumns);
  return createPortal(
    <div ref={ref} className="vsm-print-sheet">
      <h1>{title}</h1>
      <DetailView fields={fields} record={row} columns={3} />
      {lineColumns.length > 0 && (
        <table className="vsm-print-lines">
          <thead>
            <tr>
              <th>{t('kit:grid.rowNo')}</th>
              {lineColumns.map((c) => (
                <th key={c.key}>{t(c.titleKey)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={i}>
                <td>{i + 1}</td>
                {lineColumns.map((c, ci) => (
                  <td key={c.key} className={alignOf(c) ? 'vsm-print-number' : undefined}>
                    {cellText(c, line, labels[ci])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {extra && <div className="vsm-print-extra">{extra}</div>}
      <p className="vsm-print-footer">{t('kit:detail.printedAt', { time: dayjs().format('YYYY-MM-DD HH:mm') })}</p>
    </div>,
    document.body,
  );
}

/** Prints one sheet: everything else on the page is hidden from the printer until printing ends. */
export function printSheet(sheet: HTMLElement): void {
  document.body.classList.add('vsm-printing');
  sheet.classList.add('vsm-print-active');
  const done = () => {
    document.body.classList.remove('vsm-printing');
    sheet.classList.remove('vsm-print-active');
  };
  window.addEventListener('afterprint', done, { once: true });
  window.print();
}
