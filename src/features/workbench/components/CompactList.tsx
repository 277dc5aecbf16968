import { Empty, Skeleton, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MaybeLink } from '@/kit/MaybeLink';
import { LIST_PAGE_SIZE } from '../model';
import { LoadError } from './LoadError';
import { Panel } from './Panel';

export const ROW_HEIGHT = 36;
const BODY_HEIGHT = LIST_PAGE_SIZE * ROW_HEIGHT + 8;

export type CompactRow = { key: string; to: string; label: string; content: ReactNode; date: string };

type Props = {
  title: string;
  moreTo: string;
  moreLabel: string;
  emptyText: string;
  rows: CompactRow[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  testId: string;
  /** False for the page's first commit: the panel's frame and its body's room, nothing in it. */
  drawn: boolean;
};

/**
 * A panel with a short list of links (notices, mail). The body keeps the height of a full page of rows
 * in every state (loading, error, empty, data), so nothing below it moves.
 */
export function CompactList({
  title,
  moreTo,
  moreLabel,
  emptyText,
  rows,
  loading,
  error,
  onRetry,
  testId,
  drawn,
}: Props) {
  const { t } = useTranslation('workbench');
  const { token } = theme.useToken();
  const failed = !loading && error !== undefined && error !== null;

  let body: ReactNode;
  if (!drawn) body = null;
  else if (loading) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: LIST_PAGE_SIZE }, (_, i) => (
          <div key={i} style={{ height: ROW_HEIGHT, display: 'flex', alignItems: 'center' }}>
            <Skeleton.Input active size="small" block style={{ height: 16 }} />
          </div>
        ))}
      </div>
    );
  } else if (failed) {
    body = <LoadError onRetry={onRetry} style={{ height: '100%' }} />;
  } else if (!rows || rows.length === 0) {
    body = (
      <div style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} style={{ margin: 0 }} />
      </div>
    );
  } else {
    body = (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row, i) => (
          <li
            key={row.key}
            style={{
              height: ROW_HEIGHT,
              display: 'flex',
              alignItems: 'center',
              borderTop: i === 0 ? undefined : `1px solid ${token.colorSplit}`,
            }}
          >
            <MaybeLink
              to={row.to}
              aria-label={row.label}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                width: '100%',
                minWidth: 0,
                color: token.colorText,
              }}
            >
              <span style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 6, overflow: 'hidden' }}>
                {row.content}
              </span>
              <time
                dateTime={row.date}
                style={{ flex: 'none', color: token.colorTextTertiary, fontVariantNumeric: 'tabular-nums' }}
              >
                {row.date}
              </time>
            </MaybeLink>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Panel
      testId={testId}
      title={title}
      extra={
        <MaybeLink to={moreTo} aria-label={moreLabel}>
          {t('more')}
        </MaybeLink>
      }
      bodyStyle={{ height: BODY_HEIGHT, padding: '4px 12px', overflow: 'hidden' }}
    >
      {body}
    </Panel>
  );
}
