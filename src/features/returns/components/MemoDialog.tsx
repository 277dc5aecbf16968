import { Form } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/kit/dialog';
import { useToast } from '@/kit/useToast';
import { SchemaForm } from '@/kit/form';
import type { FieldSchema } from '@/kit/schema';
import { saveReturnMemo } from '../api';
import type { ReturnMemo } from '../types';

/** At most this many characters (the server says the same). */
export const MEMO_MAX = 200;

export type MemoDialogProps = {
  /** null: closed; 'new': a new memo; a memo: edit its text. */
  memo: ReturnMemo | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
};

/** Adds a memo to a return document or edits one; the text is required (SPEC §5 'please enter …'). */
export function MemoDialog({ memo, onClose, onSaved }: MemoDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const editing = memo !== null && memo !== 'new' ? memo : null;
  const fields = useMemo<FieldSchema[]>(
    () => [
      { name: 'sheetId', labelKey: 'returns:memo.sheetId', kind: 'input', required: true, isEditing: !editing },
      { name: 'text', labelKey: 'returns:memo.text', kind: 'textarea', required: true, maxLength: MEMO_MAX },
    ],
    [editing],
  );
  const save = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      await saveReturnMemo({ memoId: editing?.memoId, sheetId: String(values.sheetId ?? '').trim(), text: String(values.text ?? '').trim() });
    } catch {
      return;
    } finally {
      setBusy(false);
    }
    toast.success(t('returns:memo.saved'));
    onSaved();
  };
  return (
    <Dialog open={memo !== null} title={t(editing ? 'returns:memo.editTitle' : 'returns:memo.addTitle')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} destroyOnHidden>
      <SchemaForm name="returns-memo" form={form} fields={fields} columns={1} initialValues={editing ? { sheetId: editing.sheetId, text: editing.text } : undefined} onSubmit={(values) => void save(values)} />
    </Dialog>
  );
}
