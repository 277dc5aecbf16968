import { useTranslation } from 'react-i18next';
import { ImportDialog, type ImportRecord } from '@/kit/import';
import { useToast } from '@/kit/useToast';
import { importSpecialDays } from '../api';
import { specialImportConfig, toSpecialRow } from '../schemas/specialImport';

/** Import of designated days (SPEC §2): the server saves all rows or none. */
export function SpecialImport({ onImported, onClose }: { onImported: () => void; onClose: () => void }) {
  const { t } = useTranslation('booking');
  const toast = useToast();
  const send = async (records: ImportRecord[]) => {
    const { count } = await importSpecialDays(records.map(toSpecialRow));
    toast.success(t('import.done', { count }));
    onImported();
    onClose();
  };
  return (
    <ImportDialog
      title={t('import.title')}
      help={t('import.help')}
      config={specialImportConfig((key) => t(key))}
      template={{ fileName: t('import.templateFile'), examples: [['12001', '100101', '1', '2025/6/1', '']] }}
      onConfirm={send}
      onClose={onClose}
    />
  );
}
