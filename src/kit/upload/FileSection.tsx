import type { UploadedFile } from '@/api/types';
import { UploadField } from './UploadField';

/**
 * A document's files under their heading, read only (a registration's licence, a dispute's evidence):
 * each opens its image or PDF preview; `emptyText` where there is none.
 */
export function FileSection({ title, emptyText, files }: { title: string; emptyText: string; files: UploadedFile[] }) {
  return (
    <section aria-label={title}>
      <h4>{title}</h4>
      {files.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <UploadField value={files} disabled listType="text" thumbnails={false} />
      )}
    </section>
  );
}
