import { useRef, useState } from 'react';
import { Button, Form, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/kit/dialog';
import { useToast } from '@/kit/useToast';
import { SchemaForm } from '@/kit/form';
import { RichTextItem } from '@/kit/richtext';
import { UploadItem } from '@/kit/upload';
import { useRequest } from '@/kit/useRequest';
import { addNotice, getNotice, sendNotices, updateNotice } from '../api';
import { AUDIENCE } from '../contract';
import { NOTICE_FIELDS as FIELDS } from '../schemas/noticeForm';
import type { NoticeDetail, NoticeInput } from '../types';

type FormValues = {
  title: string;
  audience: NoticeInput['audience'];
  sticky: 'true' | 'false';
  content: string;
  attachments: NoticeInput['attachments'];
};

const EMPTY: FormValues = { title: '', audience: AUDIENCE.supplier, sticky: 'false', content: '', attachments: [] };

const toValues = (n: NoticeDetail): FormValues => ({
  title: n.title,
  audience: n.audience,
  sticky: n.sticky ? 'true' : 'false',
  content: n.content,
  attachments: n.attachmentList,
});

type Props = {
  /** Open for a new notice (null) or a draft's id; closed when undefined. */
  noticeId: string | null | undefined;
  onClose: () => void;
  /** A draft was saved (and maybe sent). */
  onSaved: () => void;
};

/**
 * A publisher's notice form (SPEC §6 'publishers can issue notices', §5 required fields): title,
 * audience, sticky, body in the rich text editor, attachments. Saves a draft, or saves and sends;
 * a second click while one is under way does nothing, so a double click sends once.
 */
export function NoticeEditor({ noticeId, onClose, onSaved }: Props) {
  const { t } = useTranslation('notices');
  const open = noticeId !== undefined;
  const existing = useRequest(
    (signal) => (noticeId ? getNotice(noticeId, { signal }) : Promise.resolve(null)),
    [noticeId],
  );
  const ready = !noticeId || (existing.data?.id === noticeId && !existing.loading);
  return (
    <Dialog
      open={open}
      title={t(noticeId ? 'editor.editTitle' : 'editor.addTitle')}
      width={860}
      onCancel={onClose}
      footer={null}
    >
      {open && ready ? (
        <NoticeForm
          key={noticeId ?? 'new'}
          noticeId={noticeId}
          initial={existing.data && noticeId ? toValues(existing.data) : EMPTY}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : (
        <Skeleton active />
      )}
    </Dialog>
  );
}

function NoticeForm({
  noticeId,
  initial,
  onClose,
  onSaved,
}: {
  noticeId: string | null;
  initial: FormValues;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['notices', 'kit']);
  const toast = useToast();
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const busyRef = useRef(false);
  // A draft created by an earlier attempt (e.g. saved, then the send failed): later attempts update it.
  const savedIdRef = useRef<string | null>(noticeId);

  const submit = async (send: boolean) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(send ? 'send' : 'save');
    try {
      const values = await form.validateFields().catch(() => null);
      if (!values) return;
      const input: NoticeInput = {
        title: values.title.trim(),
        content: values.content,
        audience: values.audience,
        sticky: values.sticky === 'true',
        attachments: values.attachments ?? [],
      };
      const saved = savedIdRef.current ? await updateNotice(savedIdRef.current, input) : await addNotice(input);
      savedIdRef.current = saved.id;
      if (send) await sendNotices([saved.id]);
      toast.success(t(send ? 'notices:message.sent' : 'notices:message.saved'));
      onSaved();
      onClose();
    } catch {
      // The HTTP client has shown the server's message; the form stays open for another try.
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  };

  return (
    <SchemaForm form={form} fields={FIELDS} columns={2} initialValues={initial} name="notice">
      <RichTextItem name="content" labelKey="notices:field.body" placeholderKey="notices:editor.bodyPlaceholder" />
      <UploadItem
        name="attachments"
        label={t('notices:field.attachments')}
        listType="text"
        variant="attachment"
        limitMb={10}
        maxCount={5}
        thumbnails={false}
      />
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{t('notices:action.cancel')}</Button>
        <Button loading={busy === 'save'} disabled={busy === 'send'} onClick={() => void submit(false)}>
          {t('notices:action.saveDraft')}
        </Button>
        <Button type="primary" loading={busy === 'send'} disabled={busy === 'save'} onClick={() => void submit(true)}>
          {t('notices:action.saveAndSend')}
        </Button>
      </Space>
    </SchemaForm>
  );
}
