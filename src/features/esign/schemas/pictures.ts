import { field } from '@/kit/columns';
import type { DetailConfig, DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, StatusTone } from '@/kit/schema';
import { deletePicture, queryPictures, setPictureStatus } from '../api';
import type { PictureSignature } from '../types';

const STATUSES: FieldOption[] = ['1', '0'].map((value) => ({ value, labelKey: `esign:pictures.status.${value}` }));
const TONES: Record<string, StatusTone> = { '1': 'success', '0': 'default' };
const col = (key: keyof PictureSignature & string, rest: Partial<ColumnSchema<PictureSignature>> = {}) =>
  field<PictureSignature>(key, { titleKey: `esign:pictures.field.${key}`, ...rest });

const columns: ColumnSchema<PictureSignature>[] = [
  col('pictureId', { width: 110 }),
  col('bu', { width: 180, value: (p) => `${p.bu} ${p.buName}`, search: { kind: 'input' } }),
  col('name', { width: 220, search: true }),
  col('image', { width: 200, detail: false, value: (p) => p.image.fileName }),
  col('status', { options: STATUSES, tones: TONES, status: true, width: 90, search: true }),
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
      allowed: (p) => p.status === '0',
      call: ([p]) => setPictureStatus(p.pictureId, '1'),
      successKey: 'esign:pictures.enabled',
    }),
    act('disable', {
      allowed: (p) => p.status === '1',
      confirmKey: 'esign:pictures.disableAsk',
      call: ([p]) => setPictureStatus(p.pictureId, '0'),
      successKey: 'esign:pictures.disabled',
    }),
    act('delete', {
      places: ['toolbar', 'row', 'detail'],
      danger: true,
      allowed: (p) => p.status === '0',
      refusedKey: 'esign:pictures.deleteEnabled',
      confirmKey: 'esign:pictures.deleteAsk',
      call: ([p]) => deletePicture(p.pictureId),
      successKey: 'esign:pictures.deleted',
    }),
  ],
  detail: { titleKey: 'esign:pictures.detailTitle', extra: image },
});
