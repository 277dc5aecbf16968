import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from './RichTextEditor';
import { isBlankHtml } from './sanitize';

/**
 * A required rich-text field of a form: its label, the editor (loaded on first use) and the SPEC §5
 * required-input message when nothing readable is written (markup alone, e.g. an empty paragraph, is blank).
 */
export function RichTextItem({
  name,
  labelKey,
  placeholderKey,
}: {
  name: string;
  /** Full i18n keys ('ns:key'). */
  labelKey: string;
  placeholderKey: string;
}) {
  const { t } = useTranslation();
  const label = t(labelKey);
  return (
    <Form.Item
      name={name}
      label={label}
      required
      rules={[
        {
          validator: (_, value: string) =>
            isBlankHtml(value)
              ? Promise.reject(new Error(t('kit:validation.requiredInput', { field: label })))
              : Promise.resolve(),
        },
      ]}
    >
      <RichTextEditor aria-label={label} placeholderKey={placeholderKey} />
    </Form.Item>
  );
}
