import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/kit/form';
import { RichTextItem } from '@/kit/richtext';
import type { FieldSchema } from '@/kit/schema';
import { addTemplate, saveTemplate } from '../api';
import { TEMPLATE_TYPES } from '../schemas/templateQuery';
import type { MailTemplate, MailTemplateInput } from '../types';

/** Server limits (the mock's mail template service TEMPLATE_LIMITS). */
const LIMITS = { name: 50, subject: 100 };

const FIELDS: FieldSchema[] = [
  { name: 'name', labelKey: 'notices:template.field.name', kind: 'input', required: true, maxLength: LIMITS.name },
  {
    name: 'type',
    labelKey: 'notices:template.field.type',
    kind: 'select',
    options: TEMPLATE_TYPES,
    required: true,
    defaultValue: '1',
  },
  {
    name: 'subject',
    labelKey: 'notices:template.field.subject',
    kind: 'input',
    required: true,
    maxLength: LIMITS.subject,
    span: 2,
  },
];

/** Adds (emailTemplate:add) or saves (emailTemplate:save) an email template; the body in the rich text editor. */
export function TemplateEditor({
  template,
  onClose,
  onSaved,
}: {
  template: MailTemplate | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['notices', 'kit']);
  const save = (values: Record<string, unknown>) => {
    const input = values as MailTemplateInput;
    return template ? saveTemplate(template.templateId, input) : addTemplate(input);
  };
  return (
    <FormDialog
      name="mailTemplate"
      title={t(template ? 'notices:template.editTitle' : 'notices:template.addTitle')}
      width={860}
      columns={2}
      fields={FIELDS}
      initialValues={
        template
          ? { name: template.name, subject: template.subject, type: template.type, body: template.body }
          : { body: '' }
      }
      okText={t('notices:template.action.save')}
      onSubmit={save}
      successKey="notices:template.saved"
      onDone={onSaved}
      onClose={onClose}
    >
      <RichTextItem
        name="body"
        labelKey="notices:template.field.body"
        placeholderKey="notices:template.bodyPlaceholder"
      />
    </FormDialog>
  );
}
