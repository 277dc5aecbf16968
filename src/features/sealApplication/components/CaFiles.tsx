import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { UploadField } from '@/kit/upload';
import { fileLabelKey } from '../schemas/caForm';
import { CA_FILE_SLOTS } from '../contract';
import type { CaReviewRow } from '../types';

/** An application's scanned forms by slot, read only: each opens its image or PDF preview. */
export function CaFiles({ application }: { application: CaReviewRow }) {
  const { t } = useTranslation('sealApplication');
  return (
    <section aria-label={t('section.files')}>
      <h4>{t('section.files')}</h4>
      <Descriptions
        size="small"
        bordered
        column={1}
        items={CA_FILE_SLOTS.map((slot) => {
          const files = application.files[slot] ?? [];
          return {
            key: slot,
            label: t(fileLabelKey(slot)),
            children: files.length ? (
              <UploadField value={files} disabled listType="text" thumbnails={false} />
            ) : (
              t('review.noFile')
            ),
          };
        })}
      />
    </section>
  );
}
