import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@/api/types';
import { FormDialog } from '@/kit/form';
import type { ActionDialogProps } from '@/kit/query';
import type { FieldSchema } from '@/kit/schema';
import { UploadField } from '@/kit/upload';
import { saveAttachment } from '../api';
import type { AttachmentDoc } from '../types';

const label = (name: string) => `contracts:attachment.field.${name}`;
const FIELDS: FieldSchema[] = [
  { name: 'contractId', labelKey: label('contractId'), kind: 'input', required: true, maxLength: 30 },
  { name: 'title', labelKey: label('title'), kind: 'input', required: true, maxLength: 60 },
  { name: 'remark', labelKey: 'fields:remark', kind: 'textarea', maxLength: 200 },
];

/** A new attachment document, or changes to a draft (SPEC §4: a submitted one cannot be changed). */
export function AttachmentDialog({ rows, close, reload }: ActionDialogProps<AttachmentDoc>) {
  const { t } = useTranslation();
  const draft = rows[0];
  return (
    <FormDialog
      name="contract-attachment"
      title={t(draft ? 'contracts:attachment.editTitle' : 'contracts:attachment.newTitle')}
      fields={FIELDS}
      initialValues={draft ? { ...draft } : undefined}
      onSubmit={(v) =>
        saveAttachment({
          sheetId: draft?.sheetId,
          contractId: String(v.contractId ?? ''),
          title: String(v.title ?? ''),
          remark: String(v.remark ?? ''),
          files: (v.files as UploadedFile[] | undefined) ?? [],
        })
      }
      successKey="contracts:attachment.saved"
      onDone={reload}
      onClose={close}
    >
      <Form.Item
        name="files"
        label={t(label('files'))}
        rules={[{ required: true, message: t('contracts:attachment.filesRequired') }]}
      >
        <UploadField accept="imageOrPdf" />
      </Form.Item>
    </FormDialog>
  );
}
