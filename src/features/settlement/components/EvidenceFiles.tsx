import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@/api/types';
import { FileSection } from '@/kit/upload';

/** A dispute's evidence files, read only. */
export function EvidenceFiles({ files }: { files: UploadedFile[] }) {
  const { t } = useTranslation('settlement');
  return <FileSection title={t('field.evidence')} emptyText={t('dispute.noEvidence')} files={files} />;
}
