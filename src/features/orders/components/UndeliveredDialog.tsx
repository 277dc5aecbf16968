import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/kit/dialog';
import { SchemaForm } from '@/kit/form';
import type { FieldSchema } from '@/kit/schema';
import { UNDELIVERED_REASONS } from '../schemas/options';

const FIELDS: FieldSchema[] = [
  // SPEC §5: an undelivered reason must be chosen.
  { name: 'reason', labelKey: 'orders:field.undeliveredReason', kind: 'select', options: UNDELIVERED_REASONS, required: true },
  { name: 'remark', labelKey: 'orders:field.undeliveredRemark', kind: 'textarea', maxLength: 200 },
];

export type UndeliveredDialogProps = {
  open: boolean;
  count: number;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string, remark: string) => void;
};

/** The reason the supplier gives for the ticked notices it has not delivered. */
export function UndeliveredDialog({ open, count, busy, onCancel, onSubmit }: UndeliveredDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  return (
    <Dialog open={open} title={t('orders:dialog.undeliveredTitle', { count })} onCancel={onCancel} onOk={() => form.submit()} confirmLoading={busy} destroyOnHidden>
      <SchemaForm name="orders-undelivered" form={form} fields={FIELDS} columns={1} onSubmit={(values) => onSubmit(String(values.reason), String(values.remark ?? '').trim())} />
    </Dialog>
  );
}
