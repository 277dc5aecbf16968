import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/kit/dialog';
import { ImportButton, TemplateButton, type ImportRecord } from '@/kit/import';
import { useToast } from '@/kit/useToast';
import { importSpecialDays } from '../api';
import { specialImportConfig, toSpecialRow } from '../schemas/specialImport';

/**
 * Import of designated days (SPEC §2): a template, then an Excel file whose row errors the kit's
 * import lists; nothing is sent until every row is clean, and the server saves all rows or none.
 */
export function SpecialImport({ onImported, onClose }: { onImported: () => void; onClose: () => void }) {
  const { t } = useTranslation('booking');
  const toast = useToast();
  const config = specialImportConfig((key) => t(key));
  const send = async (records: ImportRecord[]) => {
    const { count } = await importSpecialDays(records.map(toSpecialRow));
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
          examples={[['12001', '100101', '1', '2025/6/1', '']]}
        />
        <ImportButton config={config} onConfirm={send} buttonProps={{ type: 'primary' }} />
      </Space>
    </Dialog>
  );
}
