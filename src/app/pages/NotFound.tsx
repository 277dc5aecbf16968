import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './ErrorState';

/** The catch-all not-found page of SPEC §2. */
export function NotFound({ home = '/workbench' }: { home?: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <ErrorState
      kind="notFound"
      title={t('notFound.title')}
      text={t('notFound.hint')}
      actions={
        <Button type="primary" onClick={() => navigate(home)}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
