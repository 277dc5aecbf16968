import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/kit/form';
import { RichTextItem } from '@/kit/richtext';
import { addTemplate, saveTemplate } from '../api';
import { TEMPLATE_FIELDS as FIELDS } from '../schemas/templateForm';
import type { MailTemplate, MailTemplateInput } from '../types';

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
