import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@/api/types';
import { UploadField } from '@/kit/upload';

/** A registration's business licence files, read only: each opens its image or PDF preview. */
export function LicenceFiles({ files }: { files: UploadedFile[] }) {
  const { t } = useTranslation('register');
  return (
    <section aria-label={t('section.license')}>
      <h4>{t('section.license')}</h4>
      {files.length === 0 ? (
        <p>{t('review.noFile')}</p>
      ) : (
        <UploadField value={files} disabled listType="text" thumbnails={false} />
      )}
    </section>
  );
}
