import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@/api/types';
import { FileSection } from '@/kit/upload';

/** A registration's business licence files, read only. */
export function LicenceFiles({ files }: { files: UploadedFile[] }) {
  const { t } = useTranslation('register');
  return <FileSection title={t('section.license')} emptyText={t('review.noFile')} files={files} />;
}
