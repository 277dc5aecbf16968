import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@/api/types';
import { CellLink } from '@/kit/grid';
import { openPreviewWindow, pdfPreviewPath } from '@/kit/upload';
import { downloadFile } from '@/api/common';

/** A dispute's evidence files: each opens its preview (PDF) or download (image). */
export function EvidenceFiles({ files }: { files: UploadedFile[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('settlement:field.evidence')}>
      <h4>{t('settlement:field.evidence')}</h4>
      {files.length === 0 ? (
        <p>{t('settlement:dispute.noEvidence')}</p>
      ) : (
        <ul className="vsm-settlement-files">
          {files.map((f) => (
            <li key={f.fileUrl}>
              <CellLink
                onClick={() =>
                  /\.pdf$/i.test(f.fileName)
                    ? openPreviewWindow(pdfPreviewPath(f.fileUrl))
                    : void downloadFile(f.fileUrl).catch(() => undefined)
                }
              >
                {f.fileName}
              </CellLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
