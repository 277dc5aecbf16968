import { useMemo, useState } from 'react';
import { Alert, Button, Progress, Space, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { writeXlsInWorker } from '@/kit/export';
import { ImportButton, type ImportConfig, type ImportRecord } from '@/kit/import';
import { importBatch, sendBatchStep } from '../api';
import { BATCH_FIELDS as FIELDS, BATCH_STEP, SENDER_NAME_MAX, TITLE_MAX } from '../contract';
import { batchImportConfig } from '../schemas/batchImport';
import type { BatchProgress, BatchRow, RecipientOption } from '../types';

/** vendors: the codes a row may name; null while they load (the import waits for them). */
type Props = { vendors: RecipientOption[] | null; onSent: () => void };

/**
 * Batch mail (SPEC §3 bulk mail rows, §5 rules): an Excel of supplier code, content, subject and
 * sender name; row errors are listed and nothing is sent until the set is clean; then one batch is
 * sent in steps with progress.
 */
export function BatchMail({ vendors, onSent }: Props) {
  const { t } = useTranslation('mail');
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const [failed, setFailed] = useState(false);
  const config = useMemo<ImportConfig>(
    () => batchImportConfig(new Set((vendors ?? []).map((v) => v.id)), t),
    [vendors, t],
  );

  const sendAll = async (batchId: string, total: number) => {
    let state: BatchProgress = { batchId, sent: 0, total, status: 'pending' };
    setProgress(state);
    setFailed(false);
    try {
      while (state.status !== 'done') {
        state = await sendBatchStep(batchId, BATCH_STEP);
        setProgress(state);
      }
      onSent();
    } catch {
      setFailed(true);
    }
  };

  const confirm = async (records: ImportRecord[]) => {
    const rows = records.map((r) => Object.fromEntries(FIELDS.map((f) => [f, r[f]])) as BatchRow);
    const { batchId, total } = await importBatch(rows);
    void sendAll(batchId, total);
  };

  const downloadTemplate = async () => {
    const file = await writeXlsInWorker({
      sheetName: t('batch.sheetName'),
      columns: FIELDS.map((f) => ({ title: t(`batch.col.${f}`), width: f === 'content' ? 320 : 140 })),
      rows: [
        [
          vendors?.[0]?.id ?? '100101',
          t('batch.sample.content'),
          t('batch.sample.title'),
          t('batch.sample.senderName'),
        ],
      ],
    });
    file.save(`${t('batch.templateFile')}.xls`);
  };

  const percent = progress ? Math.round((progress.sent / Math.max(1, progress.total)) * 100) : 0;
  return (
    <section className="vsm-mail-batch" aria-label={t('batch.tab')}>
      <Typography.Paragraph>{t('batch.intro', { title: TITLE_MAX, sender: SENDER_NAME_MAX })}</Typography.Paragraph>
      <Space>
        <ImportButton
          config={config}
          onConfirm={confirm}
          title={t('batch.reviewTitle')}
          // Until the supplier codes are in, every row would be refused as naming an unknown code.
          disabled={vendors === null || (progress?.status === 'pending' && !failed)}
          buttonProps={{ loading: vendors === null }}
        >
          {t('batch.import')}
        </ImportButton>
        <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>
          {t('batch.template')}
        </Button>
      </Space>
      {progress && (
        <div style={{ marginTop: 16, maxWidth: 520 }}>
          <Progress
            percent={percent}
            status={failed ? 'exception' : progress.status === 'done' ? 'success' : 'active'}
            aria-label={t('batch.progress')}
          />
          <Typography.Text role="status">
            {t(progress.status === 'done' ? 'batch.done' : 'batch.sending', {
              sent: progress.sent,
              total: progress.total,
            })}
          </Typography.Text>
          {failed && (
            <Alert
              type="error"
              showIcon
              title={t('batch.failed')}
              style={{ marginTop: 8 }}
              action={
                <Button size="small" onClick={() => void sendAll(progress.batchId, progress.total)}>
                  {t('batch.resume')}
                </Button>
              }
            />
          )}
        </div>
      )}
    </section>
  );
}
