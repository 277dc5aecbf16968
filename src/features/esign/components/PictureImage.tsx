import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { UploadField } from '@/kit/upload';
import type { PictureSignature } from '../types';

/** A picture signature's image in its detail: its thumbnail, which opens the preview. */
export function PictureImage({ picture }: { picture: PictureSignature }) {
  const { t } = useTranslation('esign');
  const id = `picture-${picture.pictureId}-image`;
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('pictures.field.image')} htmlFor={id}>
        <UploadField id={id} value={[picture.image]} disabled accept="image" maxCount={1} />
      </Form.Item>
    </Form>
  );
}
