import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRouteAvailable } from '@/kit/routing';
import { useShellPrefs } from '@/stores/shellPrefs';
import type { TodoCounts } from '@/api/types';
import { TODOS, type WorkbenchSide } from '../model';
import { Panel } from './Panel';

type Props = {
  side: WorkbenchSide;
  data: TodoCounts | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
};

/**
 * The seven to-do counts of SPEC §2, and retailer staff's own (what waits on their review screens). Each tile is a real link to its screen with the pending
 * filter in the query string; where the retailer side has no such screen it shows the count only.
 * Labels are static, so the tiles render at once and only the numbers wait for data.
 */
export function TodoCards({ side, data, loading, error, onRetry }: Props) {
  const { t } = useTranslation('workbench');
  const failed = !loading && error !== undefined && error !== null;
  // System settings > configure to-dos (SPEC §2) chooses which counts the workbench shows.
  const shown = useShellPrefs((s) => s.todos);
  const available = useRouteAvailable();

  return (
    <Panel
      title={t('todoTitle')}
      extra={
        failed ? (
          <span role="alert" className="wb-panel-extra">
            <span className="wb-load-failed">{t('loadFailed')}</span>
            <Button size="small" type="link" icon={<ReloadOutlined />} onClick={onRetry}>
              {t('retry')}
            </Button>
          </span>
        ) : null
      }
    >
      <ul className="wb-todos" aria-busy={loading}>
        {TODOS.filter((todo) => (!todo.only || todo.only === side) && shown.includes(todo.key)).map((todo) => {
          const label = t(todo.labelKey);
          const count = data?.[todo.key];
          const known = !loading && !failed && typeof count === 'number';
          const target = todo.to[side];
          const to = target && available(target) ? target : null;
          let value: ReactNode;
          if (loading) value = <span className="wb-tile-skeleton vsm-pulse" aria-hidden />;
          else value = known ? count : '-';

          const body = (
            <div className="wb-tile">
              <span className="wb-tile-label">{label}</span>
              <span
                className="wb-tile-value"
                data-testid={`todo-count-${todo.key}`}
                data-link={(to && known && count > 0) || undefined}
              >
                {value}
              </span>
            </div>
          );

          return (
            <li key={todo.key}>
              {to && known ? (
                <Link to={to} aria-label={t('todoLinkLabel', { label, count })} className="wb-todo-link">
                  {body}
                </Link>
              ) : (
                <div
                  style={{ height: '100%' }}
                  aria-label={known ? t('todoCountLabel', { label, count }) : undefined}
                  role={known ? 'group' : undefined}
                >
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
