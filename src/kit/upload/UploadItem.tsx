import { useRef, type ReactNode } from 'react';
import { Form, type FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@/api/types';
import { UploadField, type UploadFieldProps } from './UploadField';

export type UploadItemProps = Omit<UploadFieldProps, 'value' | 'onChange' | 'id' | 'onUploadingChange'> & {
  name: FormItemProps['name'];
  label: string;
  /** The form refuses an empty list with 'Please upload {field}' (or `requiredMessage`). */
  required?: boolean;
  requiredMessage?: string;
  /** A hint under the field. */
  extra?: ReactNode;
};

/**
 * A form field of uploaded files: an UploadField under its label, required or not. While a file is still
 * uploading, the form is not submitted: the field says so, and the file is in the form once it arrives.
 */
export function UploadItem({ name, label, required = false, requiredMessage, extra, ...upload }: UploadItemProps) {
  const { t } = useTranslation('kit');
  const uploading = useRef<string[]>([]);
  const rule = {
    validator: (_: unknown, value: UploadedFile[] | undefined) =>
      uploading.current.length
        ? Promise.reject(new Error(t('validation.uploading', { field: label, name: uploading.current.join(', ') })))
        : !required || value?.length
          ? Promise.resolve()
          : Promise.reject(new Error(requiredMessage ?? t('validation.requiredUpload', { field: label }))),
  };
  return (
    <Form.Item name={name} label={label} required={required} rules={[rule]} extra={extra}>
      <UploadField {...upload} onUploadingChange={(names) => (uploading.current = names)} />
    </Form.Item>
  );
}
