import type { ReactNode } from 'react';
import { Space, Typography } from 'antd';
import { Dialog } from '../dialog';
import { ImportButton, type ImportButtonProps } from './ImportButton';
import { TemplateButton, type TemplateButtonProps } from './TemplateButton';
import type { ImportConfig, ImportRecord } from './types';

export type ImportDialogProps = {
  title: ReactNode;
  help: ReactNode;
  config: ImportConfig;
  template: Pick<TemplateButtonProps, 'fileName' | 'examples'>;
  /** Called with the clean rows: sends them; the dialog's owner closes it when it is done. */
  onConfirm: (records: ImportRecord[]) => Promise<void>;
  onClose: () => void;
  width?: number;
  /** Test seam: the parse worker (as ImportButton's). */
  createWorker?: ImportButtonProps['createWorker'];
  /** Below the buttons: what the server answered (e.g. the rows it refused). */
  children?: ReactNode;
};

/**
 * An Excel import in a dialog: its help, the template, then the file, whose row errors the kit's
 * import lists; nothing is sent until every row is clean.
 */
export function ImportDialog({
  title,
  help,
  config,
  template,
  onConfirm,
  onClose,
  width = 560,
  createWorker,
  children,
}: ImportDialogProps) {
  return (
    <Dialog open title={title} width={width} onCancel={onClose} footer={null}>
      <Typography.Paragraph>{help}</Typography.Paragraph>
      <Space size={8}>
        <TemplateButton config={config} {...template} />
        <ImportButton
          config={config}
          onConfirm={onConfirm}
          buttonProps={{ type: 'primary' }}
          createWorker={createWorker}
        />
      </Space>
      {children}
    </Dialog>
  );
}
