import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState';
import { useDocumentView, type DocumentViewProps } from './DocumentView';

export type DetailPaneProps<T> = DocumentViewProps<T> & {
  /** Whether a document is chosen (its row may still be loading: `row` undefined). */
  chosen: boolean;
};

/**
 * The master–detail reading of a query screen (`detail.placement: 'pane'`): the chosen document's
 * detail under the grid, and the SPEC §2 detail empty state (暂无数据、请选择单据) until one is chosen.
 */
export function DetailPane<T extends object>({ chosen, ...props }: DetailPaneProps<T>) {
  const { t } = useTranslation();
  const { title, tools, body } = useDocumentView(props);
  return (
    <section className="vsm-query-detail" aria-label={t(props.config.titleKey)}>
      <div className="vsm-query-detail-head">
        <h2>{title}</h2>
        {chosen && tools}
      </div>
      {chosen ? body : <EmptyState variant="detail" />}
    </section>
  );
}
