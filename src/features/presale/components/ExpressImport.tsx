import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog, type ImportButtonProps, type ImportRecord } from '@/kit/import';
import { useToast } from '@/kit/useToast';
import { importExpress } from '../api';
import { expressImportConfig, toShipRow } from '../schemas/expressImport';
import type { ShipRowError } from '../types';

/**
 * Express numbers from Excel (SPEC §3 express_no per outerOrderNumber): the kit checks every row
 * first; the server ships the rows it can and answers the refused ones, listed here by sheet row.
 */
export function ExpressImport({
  onImported,
  onClose,
  createWorker,
}: {
  onImported: () => void;
  onClose: () => void;
  /** Test seam: the parse worker (as the kit's ImportButton). */
  createWorker?: ImportButtonProps['createWorker'];
}) {
  const { t } = useTranslation('presale');
  const toast = useToast();
  const [refused, setRefused] = useState<ShipRowError[]>([]);
  const config = expressImportConfig((key) => t(key));
  const send = async (records: ImportRecord[]) => {
    setRefused([]);
    const { count, errors } = await importExpress(records.map((r, i) => toShipRow(r, i, (key) => t(key))));
    if (count > 0) toast.success(t('import.done', { count }));
    onImported();
    if (errors.length === 0) onClose();
    else setRefused(errors);
  };
  return (
    <ImportDialog
      title={t('import.title')}
      help={t('import.help')}
      config={config}
      template={{
        fileName: t('import.templateFile'),
        examples: [['TB2026112500001', t('express.SF'), 'SF1234567890']],
      }}
      onConfirm={send}
      onClose={onClose}
      width={620}
      createWorker={createWorker}
    >
      {refused.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('import.refused', { count: refused.length })}
          description={
            <ul>
              {refused.map((e) => (
                <li key={`${e.row}-${e.outerOrderNumber}`}>
                  {t('import.refusedRow', { row: e.row, order: e.outerOrderNumber, reason: t(`refusal.${e.code}`) })}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </ImportDialog>
  );
}
