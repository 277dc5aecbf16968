import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { UploadField } from '@/kit/upload';
import type { TraceBatch } from '../types';

/** A batch's inspection report and production log, each file opening its preview (SPEC §5 uploads, DOMAINS "preview where a file is attached"). */
export function BatchFiles({ batch }: { batch: TraceBatch }) {
  const { t } = useTranslation('traceability');
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('field.inspectionReport')} htmlFor={`batch-${batch.batchId}-report`}>
        <UploadField id={`batch-${batch.batchId}-report`} value={batch.inspectionReport} disabled accept="image" />
      </Form.Item>
      <Form.Item label={t('field.productionLog')} htmlFor={`batch-${batch.batchId}-log`}>
        <UploadField id={`batch-${batch.batchId}-log`} value={batch.productionLog} disabled />
      </Form.Item>
    </Form>
  );
}
