import { Form, type FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@/api/types';
import { UploadField, type UploadFieldProps } from './UploadField';

export type UploadItemProps = Omit<UploadFieldProps, 'value' | 'onChange' | 'id'> & {
  name: FormItemProps['name'];
  label: string;
  /** The form refuses an empty list with 'Please upload {field}'. */
  required?: boolean;
};

/** A form field of uploaded files: an UploadField under its label, required or not. */
export function UploadItem({ name, label, required = false, ...upload }: UploadItemProps) {
  const { t } = useTranslation('kit');
  const rule = {
    validator: (_: unknown, value: UploadedFile[] | undefined) =>
      !required || value?.length
        ? Promise.resolve()
        : Promise.reject(new Error(t('validation.requiredUpload', { field: label }))),
  };
  return (
    <Form.Item name={name} label={label} required={required} rules={[rule]}>
      <UploadField {...upload} />
    </Form.Item>
  );
}
