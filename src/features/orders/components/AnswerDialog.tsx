import { Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/kit/dialog';
import { SchemaForm } from '@/kit/form';
import type { FieldSchema } from '@/kit/schema';
import type { Answer } from '../schemas/orderApproval';

export type AnswerDialogProps = {
  /** null: closed. */
  answer: Answer | null;
  count: number;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
};

/** The supplier's confirm or reject of change documents, with its reason (required to reject, SPEC §5). */
export function AnswerDialog({ answer, count, busy, onCancel, onSubmit }: AnswerDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const fields = useMemo<FieldSchema[]>(() => [{ name: 'reason', labelKey: 'orders:dialog.reason', kind: 'textarea', required: answer === 'reject', maxLength: 200 }], [answer]);
  return (
    <Dialog
      open={answer !== null}
      title={t(answer === 'reject' ? 'orders:dialog.rejectTitle' : 'orders:dialog.confirmTitle', { count })}
      onCancel={onCancel}
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <SchemaForm name="orders-answer" form={form} fields={fields} columns={1} onSubmit={(values) => onSubmit(String(values.reason ?? '').trim())} />
    </Dialog>
  );
}
