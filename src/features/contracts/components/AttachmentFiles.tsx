import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { UploadField } from '@/kit/upload';
import type { AttachmentDoc } from '../types';

/** An attachment document's files in its detail, each opening its preview (DOMAINS "preview where a file is attached"). */
export function AttachmentFiles({ doc }: { doc: AttachmentDoc }) {
  const { t } = useTranslation('contracts');
  const id = `attachment-${doc.sheetId}-files`;
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('attachment.field.files')} htmlFor={id}>
        <UploadField id={id} value={doc.files} disabled />
      </Form.Item>
    </Form>
  );
}
