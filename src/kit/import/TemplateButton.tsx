import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { writeXlsInWorker } from '../export';
import { useToast } from '../useToast';
import { templateTable } from './template';
import type { ImportConfig } from './types';

export type TemplateButtonProps = {
  config: ImportConfig;
  /** File name without extension (also the sheet name). */
  fileName: string;
  /** Example rows under the header (cells in column order). */
  examples?: ReadonlyArray<ReadonlyArray<string | number>>;
  children?: ReactNode;
};

/**
 * The import template of an ImportConfig: an .xls with the headers the import accepts (required
 * ones marked '*') and optional example rows, written by the export worker (the page never freezes).
 */
export function TemplateButton({ config, fileName, examples, children }: TemplateButtonProps) {
  const { t } = useTranslation(['import', 'errors']);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      (await writeXlsInWorker(templateTable(config, fileName, examples))).save(`${fileName}.xls`);
    } catch {
      toast.error(t('errors:exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {children ?? t('import:template')}
    </Button>
  );
}
