import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/kit/dialog';
import { SchemaForm } from '@/kit/form';
import type { FieldSchema } from '@/kit/schema';

type Props = {
  title: string;
  /** i18n key of the reason's label (its required message names it). */
  labelKey: string;
  /** Sends the reason; the dialog stays open (with the text) when it fails. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/** A required reason (SPEC §5 'dispute reason required', rejection reason required) before a move. */
export function ReasonDialog({ title, labelKey, onSubmit, onClose }: Props) {
  const { t } = useTranslation('damages');
  const [form] = Form.useForm();
  const [sending, setSending] = useState(false);
  const fields: FieldSchema[] = [{ name: 'reason', labelKey, kind: 'textarea', required: true, maxLength: 200 }];
  const confirm = async () => {
    const values = (await form.validateFields().catch(() => null)) as { reason?: string } | null;
    if (!values?.reason) return;
    setSending(true);
    try {
      await onSubmit(values.reason.trim());
      onClose();
    } catch {
      // The client showed why; the reason stays for another try.
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open title={title} width={560} onCancel={onClose} onOk={() => void confirm()} okText={t('send')} confirmLoading={sending}>
      <SchemaForm form={form} name="damagesReason" fields={fields} columns={1} />
    </Dialog>
  );
}
