import { useState, type ReactNode } from 'react';
import { Alert, Button, Table, Typography, Upload, type ButtonProps } from 'antd';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog';
import type { ParseWorker } from './parse';
import { TemplateButton, type TemplateButtonProps } from './TemplateButton';
import { isClean, type ImportConfig, type ImportRecord } from './types';
import { EXCEL_ACCEPT, useExcelImport } from './useExcelImport';
import { labelOf } from './validate';
import './import.css';

export type ImportButtonProps = {
  config: ImportConfig;
  /** Called with the clean rows once the user confirms; the dialog stays open while it runs and if it fails. */
  onConfirm: (records: ImportRecord[]) => unknown;
  /** Button text (default 导入). */
  children?: ReactNode;
  disabled?: boolean;
  buttonProps?: ButtonProps;
  /** Dialog title (default 导入预览). */
  title?: ReactNode;
  /** Test seam: the parse worker. */
  createWorker?: () => ParseWorker;
  /** Offers the 'download template' action beside the button: an .xls with this configuration's headers. */
  template?: Omit<TemplateButtonProps, 'config' | 'children'>;
};

type PreviewRow = { row: number; record: ImportRecord };

/** How many rows the review shows. */
export const IMPORT_PREVIEW_ROWS = 10;

/**
 * Excel import: choose a file, see its row errors (or a preview of its rows) in a dialog, and
 * send nothing until a clean set is confirmed (`onConfirm(records)`). With `template`, a
 * 'download template' button follows it.
 */
export function ImportButton({
  config,
  onConfirm,
  children,
  disabled,
  buttonProps,
  title,
  createWorker,
  template,
}: ImportButtonProps) {
  const { t } = useTranslation('import');
  const { state, importFile, reset } = useExcelImport(config, { createWorker });
  const [sending, setSending] = useState(false);
  const review = state.phase === 'review' ? state : null;
  const clean = review ? isClean(review.result) : false;
  const problems = review ? [...review.result.fileErrors, ...review.result.rowErrors.map((e) => e.message)] : [];

  const confirm = async () => {
    if (!review || !clean) return;
    setSending(true);
    try {
      await onConfirm(review.result.records);
      reset();
    } catch {
      // The caller (or the HTTP client) showed why; the rows stay for another try.
    } finally {
      setSending(false);
    }
  };

  const upload = (
    <Upload
      accept={EXCEL_ACCEPT}
      showUploadList={false}
      disabled={disabled || state.phase === 'parsing'}
      beforeUpload={(file) => {
        void importFile(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button icon={<ImportOutlined />} loading={state.phase === 'parsing'} disabled={disabled} {...buttonProps}>
        {children ?? t('button')}
      </Button>
    </Upload>
  );

  return (
    <>
      {template ? (
        <span className="vsm-import-actions">
          {upload}
          <TemplateButton config={config} {...template} />
        </span>
      ) : (
        upload
      )}
      <Dialog
        open={!!review}
        title={title ?? t('reviewTitle')}
        width={760}
        onCancel={() => !sending && reset()}
        onOk={() => void confirm()}
        okText={t('confirm')}
        okButtonProps={{ disabled: !clean }}
        confirmLoading={sending}
      >
        {review && (
          <>
            <Typography.Paragraph type="secondary">{t('fileName', { name: review.fileName })}</Typography.Paragraph>
            {clean ? (
              <>
                <Alert
                  type="success"
                  showIcon
                  title={t('ready', { count: review.result.records.length })}
                  style={{ marginBottom: 12 }}
                />
                <Table<PreviewRow>
                  size="small"
                  bordered
                  pagination={false}
                  aria-label={t('previewLabel')}
                  rowKey="row"
                  dataSource={review.result.records
                    .slice(0, IMPORT_PREVIEW_ROWS)
                    .map((record, i) => ({ row: review.result.rowNumbers[i], record }))}
                  columns={config.columns.map((c) => ({
                    key: c.field,
                    title: labelOf(c),
                    ellipsis: true,
                    render: (_: unknown, item: PreviewRow) => item.record[c.field],
                  }))}
                />
                {review.result.records.length > IMPORT_PREVIEW_ROWS && (
                  <Typography.Text type="secondary">{t('previewNote', { count: IMPORT_PREVIEW_ROWS })}</Typography.Text>
                )}
              </>
            ) : (
              <>
                <Alert
                  type="error"
                  showIcon
                  title={t('problems', { count: problems.length })}
                  style={{ marginBottom: 12 }}
                />
                <ul className="vsm-import-problems" aria-label={t('problemsLabel')}>
                  {problems.map((text, i) => (
                    <li key={i}>{text}</li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </Dialog>
    </>
  );
}
