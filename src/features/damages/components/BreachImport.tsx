import { useTranslation } from 'react-i18next';
import { ImportDialog, type ImportRecord } from '@/kit/import';
import { useToast } from '@/kit/useToast';
import { importDamages } from '../api';
import { breachImportConfig, toImportRow } from '../schemas/breachImport';

/**
 * Breach import for retailer staff with damages:import (SPEC §6): the server saves all rows or none.
 */
export function BreachImport({ onImported, onClose }: { onImported: () => void; onClose: () => void }) {
  const { t } = useTranslation('damages');
  const toast = useToast();
  const send = async (records: ImportRecord[]) => {
    const { count } = await importDamages(records.map(toImportRow));
    toast.success(t('import.done', { count }));
    onImported();
    onClose();
  };
  return (
    <ImportDialog
      title={t('import.title')}
      help={t('import.help')}
      config={breachImportConfig((key) => t(key))}
      template={{
        fileName: t('import.templateFile'),
        examples: [['100101', 'DH2025061100001', '1201', '1', '120.50', '2025/6/1', '']],
      }}
      onConfirm={send}
      onClose={onClose}
    />
  );
}
