import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@/api/types';
import { UploadField } from '@/kit/upload';

/** A dispute's evidence files, read only: image thumbnails with their preview, PDFs opening the PDF preview. */
export function EvidenceFiles({ files }: { files: UploadedFile[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('settlement:field.evidence')}>
      <h4>{t('settlement:field.evidence')}</h4>
      {files.length === 0 ? (
        <p>{t('settlement:dispute.noEvidence')}</p>
      ) : (
        <UploadField value={files} disabled listType="text" thumbnails={false} />
      )}
    </section>
  );
}
