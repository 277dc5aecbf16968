import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/kit/dialog';
import { useToast } from '@/kit/useToast';
import { ImportButton, TemplateButton, type ImportRecord } from '@/kit/import';
import { importDamages } from '../api';
import { breachImportConfig, toImportRow } from '../schemas/breachImport';

/**
 * Breach import for retailer staff with damages:import (SPEC §6): a template, then an Excel file
 * whose row errors are listed by the kit's import; nothing is sent until every row is clean, and
 * the server saves all rows or none.
 */
export function BreachImport({ onImported, onClose }: { onImported: () => void; onClose: () => void }) {
  const { t } = useTranslation('damages');
  const toast = useToast();
  const config = breachImportConfig((key) => t(key));
  const send = async (records: ImportRecord[]) => {
    const { count } = await importDamages(records.map(toImportRow));
    toast.success(t('import.done', { count }));
    onImported();
    onClose();
  };
  return (
    <Dialog open title={t('import.title')} width={560} onCancel={onClose} footer={null}>
      <Typography.Paragraph>{t('import.help')}</Typography.Paragraph>
      <Space size={8}>
        <TemplateButton
          config={config}
          fileName={t('import.templateFile')}
          examples={[['100101', 'DH2025061100001', '1201', '1', '120.50', '2025/6/1', '']]}
        />
        <ImportButton config={config} onConfirm={send} buttonProps={{ type: 'primary' }} />
      </Space>
    </Dialog>
  );
}
