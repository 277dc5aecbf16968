import { columnsIn, field } from '@/kit/columns';
import type { DetailConfig, DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { deletePicture, queryPictures, setPictureStatus } from '../api';
import {
  canDeletePicture,
  canDisablePicture,
  canEnablePicture,
  ESIGN_ERRORS,
  PICTURE_STATUS,
  PICTURE_STATUSES,
  PICTURE_TONES,
} from '../contract';
import type { PictureSignature } from '../types';

const col = columnsIn<PictureSignature>('esign:pictures.field');

const columns: ColumnSchema<PictureSignature>[] = [
  col('pictureId', { width: 110 }),
  col('bu', { width: 180, value: (p) => `${p.bu} ${p.buName}`, search: { kind: 'input' } }),
  col('name', { width: 220, search: true }),
  col('image', { width: 200, detail: false, value: (p) => p.image.fileName }),
  col('status', { options: PICTURE_STATUSES, tones: PICTURE_TONES, status: true, width: 90, search: true }),
  field<PictureSignature>('creator', { width: 100 }),
  field<PictureSignature>('createDate', { sortable: true, width: 160 }),
];

const act = (key: string, rest: Partial<DocumentAction<PictureSignature>>): DocumentAction<PictureSignature> => ({
  key,
  labelKey: `esign:pictures.action.${key}`,
  only: 'retailer',
  places: ['row', 'detail'],
  ...rest,
});

/** Picture signatures (SPEC §2 /s/electronic-signature/picturesignature_maintenance): party A's seal image per BU. */
export const picturesQuery = (
  dialog: DocumentAction<PictureSignature>['dialog'],
  image: DetailConfig<PictureSignature>['extra'],
): QueryPageConfig<PictureSignature> => ({
  id: 'esign.pictures',
  query: queryPictures,
  rowKey: 'pictureId',
  columns,
  selection: 'radio',
  defaultOrderBy: 'createDate desc',
  actions: [
    { key: 'new', labelKey: 'esign:pictures.action.new', only: 'retailer', rows: false, primary: true, dialog },
    act('enable', {
      allowed: canEnablePicture,
      call: ([p]) => setPictureStatus(p.pictureId, PICTURE_STATUS.enabled),
      successKey: 'esign:pictures.enabled',
    }),
    act('disable', {
      allowed: canDisablePicture,
      confirmKey: 'esign:pictures.disableAsk',
      call: ([p]) => setPictureStatus(p.pictureId, PICTURE_STATUS.disabled),
      successKey: 'esign:pictures.disabled',
    }),
    act('delete', {
      places: ['toolbar', 'row', 'detail'],
      danger: true,
      allowed: canDeletePicture,
      refusedKey: ESIGN_ERRORS.deleteEnabled.messageKey,
      confirmKey: 'esign:pictures.deleteAsk',
      call: ([p]) => deletePicture(p.pictureId),
      successKey: 'esign:pictures.deleted',
    }),
  ],
  detail: { titleKey: 'esign:pictures.detailTitle', extra: image },
});
