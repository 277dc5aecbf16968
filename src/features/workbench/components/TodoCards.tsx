import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRouteAvailable } from '@/kit/routing';
import { useShellPrefs } from '@/stores/shellPrefs';
import { TODOS, type TodoCountsData, type WorkbenchSide } from '../model';

type Props = {
  side: WorkbenchSide;
  data: TodoCountsData | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
};

/** Height of the number line; the skeleton takes exactly this, so values arriving shift nothing. */
const VALUE_HEIGHT = 32;

/**
 * The seven to-do counts of SPEC §2. Each tile is a real link to its screen with the pending
 * filter in the query string; where the retailer side has no such screen it shows the count only.
 * Labels are static, so the tiles render at once and only the numbers wait for data.
 */
export function TodoCards({ side, data, loading, error, onRetry }: Props) {
  const { t } = useTranslation('workbench');
  const { token } = theme.useToken();
  const failed = !loading && error !== undefined && error !== null;
  // System settings > configure to-dos (SPEC §2) chooses which counts the workbench shows.
  const shown = useShellPrefs((s) => s.todos);
  const available = useRouteAvailable();

  const linkStyle: CSSProperties = { display: 'block', height: '100%', color: 'inherit', textDecoration: 'none', borderRadius: token.borderRadius };

  return (
    <Card
      size="small"
      title={<h2 style={{ margin: 0, fontSize: token.fontSizeLG, fontWeight: 600 }}>{t('todoTitle')}</h2>}
      extra={
        failed ? (
          <span role="alert" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <span style={{ color: token.colorError }}>{t('loadFailed')}</span>
            <Button size="small" type="link" icon={<ReloadOutlined />} onClick={onRetry}>
              {t('retry')}
            </Button>
          </span>
        ) : null
      }
    >
      <ul
        aria-busy={loading}
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(132px, 100%), 1fr))',
        }}
      >
        {TODOS.filter((todo) => shown.includes(todo.key)).map((todo) => {
          const label = t(todo.labelKey);
          const count = data?.[todo.key];
          const known = !loading && !failed && typeof count === 'number';
          const target = todo.to[side];
          const to = target && available(target) ? target : null;
          let value: ReactNode;
          if (loading) value = <Skeleton.Button active size="small" style={{ width: 48, height: 24 }} />;
          else value = known ? count : '-';

          const body = (
            <Card
              size="small"
              hoverable={Boolean(to && known)}
              style={{ height: '100%', background: token.colorFillQuaternary }}
              styles={{ body: { padding: '12px 16px', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between' } }}
            >
              <span style={{ display: 'block', color: token.colorTextSecondary, fontSize: token.fontSize }}>{label}</span>
              <span
                data-testid={`todo-count-${todo.key}`}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  height: VALUE_HEIGHT,
                  marginTop: 4,
                  fontSize: 24,
                  fontWeight: 600,
                  fontVariantNumeric: 'tabular-nums',
                  color: to && known && count > 0 ? token.colorLink : token.colorText,
                }}
              >
                {value}
              </span>
            </Card>
          );

          return (
            <li key={todo.key}>
              {to && known ? (
                <Link to={to} aria-label={t('todoLinkLabel', { label, count })} style={linkStyle}>
                  {body}
                </Link>
              ) : (
                <div style={{ height: '100%' }} aria-label={known ? t('todoCountLabel', { label, count }) : undefined} role={known ? 'group' : undefined}>
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
