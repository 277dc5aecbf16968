import type { RowOf } from '../../db/tables';
import { addDays, at } from '../../db/clock';
import type { SeedersOf } from '../../db/seed';
import type { PictureSignature } from '@/features/esign/types';
import type { EsignTables } from './tables';
import { tr } from '../../glossary';
import { SEED_PICTURE_PREFIX } from '../../db/data/sealImage';
import { PICTURE_STATUS } from '@/features/esign/contract';

type BuRow = RowOf<'bus'>;

const SEAL_NAME = tr('合同专用章', 'Contract seal');

/**
 * Picture signatures: one enabled seal for most BUs that support e-signatures (party A seals with
 * it), an old disabled one in BU 12, two enabled in BU 16 (SPEC §8 multiple seals) and none in BU 31
 * (seal not detected). Their image files are stored on first use (mocks/shared/pictureSignatureFiles).
 */

export function pictureRows(bus: BuRow[], today: string): PictureSignature[] {
  const rows: PictureSignature[] = [];
  const add = (bu: BuRow, n: number, status: PictureSignature['status'], day: number) =>
    rows.push({
      pictureId: `QZ${bu.buId}${String(n).padStart(2, '0')}`,
      bu: bu.buId,
      buName: bu.buName,
      name: `${bu.buName}${SEAL_NAME}`,
      image: { fileUrl: `${SEED_PICTURE_PREFIX}${bu.buId}-${n}.png`, fileName: `seal-${bu.buId}-${n}.png`, size: 4145 },
      status,
      creator: '王晓梅',
      createDate: at(addDays(today, day), 10, n),
    });
  for (const bu of bus.filter((b) => b.certBu && b.buId !== '31')) {
    add(bu, 1, PICTURE_STATUS.enabled, -200);
    if (bu.buId === '12') add(bu, 2, PICTURE_STATUS.disabled, -600);
    if (bu.buId === '16') add(bu, 2, PICTURE_STATUS.enabled, -30);
  }
  return rows;
}

export const seeders: SeedersOf<EsignTables> = {
  pictureSignatures: (ctx) => pictureRows(ctx.tables.bus!, ctx.today),
};
