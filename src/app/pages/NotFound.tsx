import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** The catch-all not-found page of SPEC §2. */
export function NotFound({ home = '/workbench' }: { home?: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.hint')}
      extra={
        <Button type="primary" onClick={() => navigate(home)}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
