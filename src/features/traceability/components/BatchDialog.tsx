import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@/api/types';
import { FormDialog } from '@/kit/form';
import { UploadItem } from '@/kit/upload';
import { addTraceBatch } from '../api';
import { batchFields, checkBatch } from '../schemas/traceBatches';

/**
 * A new production batch of one goods (SPEC §5: the inspection report image and the production log
 * are required; uploads follow the image/PDF rules of the kit's upload).
 */
export function BatchDialog({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation('traceability');
  const files = (v: unknown) => (Array.isArray(v) ? (v as UploadedFile[]) : []);
  return (
    <FormDialog
      name="traceBatch"
      title={t('batch.newTitle')}
      fields={batchFields}
      validate={checkBatch}
      width={640}
      successKey="traceability:batch.saved"
      onDone={onDone}
      onClose={onClose}
      onSubmit={(v) =>
        addTraceBatch({
          goodsId: String(v.goodsId ?? ''),
          batchNo: String(v.batchNo ?? ''),
          productionDate: String(v.productionDate ?? ''),
          quantity: Number(v.quantity),
          inspectionReport: files(v.inspectionReport),
          productionLog: files(v.productionLog),
        })
      }
    >
      <UploadItem name="inspectionReport" label={t('field.inspectionReport')} required accept="image" maxCount={3} />
      <UploadItem name="productionLog" label={t('field.productionLog')} required maxCount={5} />
    </FormDialog>
  );
}
