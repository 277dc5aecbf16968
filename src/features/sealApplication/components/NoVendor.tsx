import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The CA screens act for the selected supplier combination (SPEC §1); without one, say where to choose it. */
export function NoVendor() {
  const { t } = useTranslation('sealApplication');
  return (
    <Card>
      <Result
        status="info"
        title={t('noVendor.title')}
        subTitle={t('noVendor.text')}
        extra={
          <Link to="/workbench">
            <Button type="primary">{t('noVendor.action')}</Button>
          </Link>
        }
      />
    </Card>
  );
}
