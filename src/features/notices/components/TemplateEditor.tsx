import { useRef, useState } from 'react';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/kit/dialog';
import { useToast } from '@/kit/useToast';
import { SchemaFields } from '@/kit/form';
import { RichTextEditor, isBlankHtml } from '@/kit/richtext';
import type { FieldSchema } from '@/kit/schema';
import { addTemplate, saveTemplate } from '../api';
import { TEMPLATE_TYPES } from '../schemas/templateQuery';
import type { MailTemplate, MailTemplateInput } from '../types';

/** Server limits (mocks/services/mailTemplates.ts TEMPLATE_LIMITS). */
const LIMITS = { name: 50, subject: 100 };

const FIELDS: FieldSchema[] = [
  { name: 'name', labelKey: 'notices:template.field.name', kind: 'input', required: true, maxLength: LIMITS.name },
  { name: 'type', labelKey: 'notices:template.field.type', kind: 'select', options: TEMPLATE_TYPES, required: true },
  { name: 'subject', labelKey: 'notices:template.field.subject', kind: 'input', required: true, maxLength: LIMITS.subject, span: 2 },
];

type Props = {
  /** Open for a new template (null) or the one to change; closed when undefined. */
  template: MailTemplate | null | undefined;
  onClose: () => void;
  onSaved: () => void;
};

/** Adds (emailTemplate:add) or saves (emailTemplate:save) an email template; the body in the rich text editor. */
export function TemplateEditor({ template, onClose, onSaved }: Props) {
  const { t } = useTranslation('notices');
  return (
    <Dialog open={template !== undefined} title={t(template ? 'template.editTitle' : 'template.addTitle')} width={860} onCancel={onClose} footer={null}>
      {template !== undefined && <TemplateForm key={template?.templateId ?? 'new'} template={template} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function TemplateForm({ template, onClose, onSaved }: { template: MailTemplate | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(['notices', 'kit']);
  const toast = useToast();
  const [form] = Form.useForm<MailTemplateInput>();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const bodyLabel = t('notices:template.field.body');
  const initial: MailTemplateInput = template ? { name: template.name, subject: template.subject, type: template.type, body: template.body } : { name: '', subject: '', type: '1', body: '' };

  const submit = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const values = await form.validateFields().catch(() => null);
      if (!values) return;
      const input: MailTemplateInput = { name: values.name.trim(), subject: values.subject.trim(), type: values.type, body: values.body };
      await (template ? saveTemplate(template.templateId, input) : addTemplate(input));
      toast.success(t('notices:template.saved'));
      onSaved();
      onClose();
    } catch {
      // The HTTP client has shown the server's message (e.g. a name already taken).
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: '112px' }} labelWrap initialValues={initial} name="mailTemplate">
      <SchemaFields fields={FIELDS} columns={2} />
      <Form.Item
        name="body"
        label={bodyLabel}
        required
        rules={[{ validator: (_, value: string) => (isBlankHtml(value) ? Promise.reject(new Error(t('kit:validation.requiredInput', { field: bodyLabel }))) : Promise.resolve()) }]}
      >
        <RichTextEditor aria-label={bodyLabel} placeholderKey="notices:template.bodyPlaceholder" />
      </Form.Item>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{t('notices:action.cancel')}</Button>
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          {t('notices:template.action.save')}
        </Button>
      </Space>
    </Form>
  );
}
