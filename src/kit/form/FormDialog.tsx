import { Button, Form } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog';
import type { FieldSchema } from '../schema';
import { useToast } from '../useToast';
import { clearDraft, FormDraft, readDraft } from './FormDraft';
import { SchemaForm } from './SchemaForm';

export type FormDialogProps = {
  title: string;
  fields: readonly FieldSchema[];
  /** Plain data the form starts from (an edited record). */
  initialValues?: Record<string, unknown>;
  /** Sends the values (texts trimmed). A failure has shown its SPEC §8 message: the dialog stays open with every value. */
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
  /** Rules across fields (a date after another): field name → i18n key of its message; the call waits until none is left. */
  validate?: (values: Record<string, unknown>) => Record<string, string> | null;
  /** Toast after a successful call, given `count` (or `successValues`). */
  successKey?: string;
  count?: number;
  successValues?: Record<string, unknown>;
  /** After a successful call (before closing): reload the list. */
  onDone?: () => void;
  onClose: () => void;
  width?: number;
  okText?: string;
  columns?: 1 | 2;
  /** antd Form name: prefixes the control ids. */
  name?: string;
  /** Below the fields (a grid of lines, a note). */
  children?: ReactNode;
  /**
   * What is typed is kept as a draft (FormDraft) through a reload or a session expiry, cleared once
   * sent, under this key; by default under the page, the form and the values it opened with (the
   * same record's dialog finds it again, another record's does not). false: no draft.
   */
  draftKey?: string | false;
};

/** A short stable digest of a text (djb2), to tell apart the records a form opens with. */
function digest(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

/** A form's draft key by default: the page, the form's name and what it is about (its record, its documents). */
export const formDraftKey = (name: string, about: unknown) =>
  `${window.location.pathname}:${name}:${digest(JSON.stringify(about ?? {}))}`;

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Whether a draft holds anything other than the values the form opens with. */
const differs = (draft: Record<string, unknown>, initialValues: Record<string, unknown> = {}) =>
  Object.entries(draft).some(
    ([k, v]) => !(blank(v) && blank(initialValues[k])) && JSON.stringify(v) !== JSON.stringify(initialValues[k]),
  );

const trimmed = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));

/**
 * An add/edit/reason dialog as configuration: a SchemaForm in the kit Dialog that validates (SPEC §5
 * messages), calls, toasts the success, reloads and closes. The one way a screen asks for input
 * before a call.
 */
export function FormDialog({
  title,
  fields,
  initialValues,
  onSubmit,
  validate,
  successKey,
  count,
  successValues,
  onDone,
  onClose,
  width = 560,
  okText,
  columns = 1,
  name,
  children,
  draftKey,
}: FormDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm();
  const [key] = useState(() =>
    draftKey === false ? null : (draftKey ?? formDraftKey(name ?? fields.map((f) => f.name).join('+'), initialValues)),
  );
  const [start] = useState(() => {
    const draft = key ? readDraft(key) : undefined;
    return {
      values: draft ? { ...initialValues, ...draft } : initialValues,
      restored: !!draft && differs(draft, initialValues),
    };
  });
  const [restored, setRestored] = useState(start.restored);
  const discardDraft = () => {
    form.setFieldsValue(Object.fromEntries(fields.map((f) => [f.name, initialValues?.[f.name]])));
    if (key) clearDraft(key);
    setRestored(false);
  };
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const submit = async (values: Record<string, unknown>) => {
    if (sendingRef.current) return; // a double click sends once
    const problems = validate?.(trimmed(values));
    if (problems && Object.keys(problems).length > 0)
      return form.setFields(Object.entries(problems).map(([name, key]) => ({ name, errors: [t(key)] })));
    sendingRef.current = true;
    setSending(true);
    try {
      await onSubmit(trimmed(values));
    } catch {
      return; // the client showed why; every value stays for another try
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
    if (key) clearDraft(key);
    if (successKey) toast.success(t(successKey, successValues ?? { count }));
    onDone?.();
    onClose();
  };
  return (
    <Dialog
      open
      title={title}
      width={width}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText}
      confirmLoading={sending}
      destroyOnHidden
    >
      {restored && (
        <p className="vsm-form-draft" role="status">
          {t('kit:form.draftRestored')}
          <Button type="link" size="small" onClick={discardDraft}>
            {t('kit:form.draftDiscard')}
          </Button>
        </p>
      )}
      <SchemaForm
        form={form}
        name={name}
        fields={fields}
        initialValues={start.values}
        columns={columns}
        onSubmit={(values) => void submit(values)}
      >
        {key && <FormDraft storageKey={key} />}
        {children}
      </SchemaForm>
    </Dialog>
  );
}
