import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@/api/types';
import { FormDialog } from '@/kit/form';
import type { ActionDialogProps } from '@/kit/query';
import { useListOptions } from '@/kit/dict/commonLists';
import type { FieldOption, FieldSchema } from '@/kit/schema';
import { UploadItem } from '@/kit/upload';
import { addPicture } from '../api';
import { PICTURE_NAME_MAX } from '../contract';
import type { PictureSignature } from '../types';

const fields = (bus: FieldOption[]): FieldSchema[] => [
  { name: 'bu', labelKey: 'esign:pictures.field.bu', kind: 'select', options: bus, required: true },
  { name: 'name', labelKey: 'esign:pictures.field.name', kind: 'input', required: true, maxLength: PICTURE_NAME_MAX },
];

/** A new picture signature: a BU, a name and one jpeg/png image of at most 1 MB (SPEC §5). */
export function PictureDialog({ close, reload }: ActionDialogProps<PictureSignature>) {
  const { t } = useTranslation();
  // Only the BUs that support electronic seals (the server refuses the others).
  const bus = useListOptions('certBus');
  return (
    <FormDialog
      name="picture-signature"
      title={t('esign:pictures.newTitle')}
      fields={fields(bus)}
      onSubmit={(v) =>
        addPicture({ bu: String(v.bu), name: String(v.name), image: (v.image as UploadedFile[] | undefined) ?? [] })
      }
      successKey="esign:pictures.saved"
      onDone={reload}
      onClose={close}
    >
      <UploadItem
        name="image"
        label={t('esign:pictures.field.image')}
        extra={t('esign:pictures.imageHint')}
        required
        requiredMessage={t('esign:pictures.imageRequired')}
        accept="image"
        maxCount={1}
      />
    </FormDialog>
  );
}
