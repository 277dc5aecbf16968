import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/kit/form';
import { RichTextItem } from '@/kit/richtext';
import { saveContent } from '../api';
import { CONTENT_FIELDS as FIELDS, validateContent } from '../schemas/contentForm';
import type { ContentPage, PortalContent, PortalContentInput } from '../types';

/** Writes a new item of a portal page, or changes a draft or a withdrawn one: saved as a draft, published from the list. */
export function ContentEditor({
  page,
  item,
  onClose,
  onSaved,
}: {
  page: ContentPage;
  item: PortalContent | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['portalContent', 'kit']);
  const save = (values: Record<string, unknown>) => {
    const input = { ...values, page, contentId: item?.contentId } as PortalContentInput;
    return saveContent(input);
  };
  return (
    <FormDialog
      name="portalContent"
      title={t(item ? 'portalContent:editTitle' : 'portalContent:addTitle')}
      width={900}
      columns={2}
      fields={FIELDS}
      initialValues={item ? { kind: item.kind, title: item.title, body: item.body } : { body: '' }}
      okText={t('portalContent:saveDraft')}
      onSubmit={save}
      validate={validateContent}
      successKey="portalContent:saved"
      onDone={onSaved}
      onClose={onClose}
      draftKey={item ? undefined : `portalContent.${page}`}
    >
      <RichTextItem name="body" labelKey="portalContent:field.body" placeholderKey="portalContent:bodyPlaceholder" />
    </FormDialog>
  );
}
