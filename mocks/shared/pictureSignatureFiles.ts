import { insertRow, table } from '../db';
import { nowStamp } from '../db/clock';
import { SEAL_PNG_BASE64, SEED_PICTURE_PREFIX } from '../db/data/sealImage';

/** Stores the seeded pictures' image files on first use (seeders fill only their own tables): esign lists them, contracts seal with them. */
export function ensurePictureFiles(): void {
  for (const p of table('pictureSignatures')) {
    if (!p.image.fileUrl.startsWith(SEED_PICTURE_PREFIX)) continue;
    if (table('files').some((f) => f.fileUrl === p.image.fileUrl)) continue;
    insertRow('files', {
      fileUrl: p.image.fileUrl,
      fileName: p.image.fileName,
      contentType: 'image/png',
      size: p.image.size,
      base64: SEAL_PNG_BASE64,
      uploadedBy: null,
      uploadedAt: nowStamp(),
      public: false,
    });
  }
}
