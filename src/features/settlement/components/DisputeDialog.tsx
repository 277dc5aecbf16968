import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@/api/types';
import { FormDialog } from '@/kit/form';
import type { ActionDialogProps } from '@/kit/query';
import type { FieldSchema } from '@/kit/schema';
import { UploadItem } from '@/kit/upload';
import { MAX_EVIDENCE, REASON_MAX } from '../contract';

const REASON: FieldSchema[] = [
  { name: 'reason', labelKey: 'settlement:field.reason', kind: 'textarea', required: true, maxLength: REASON_MAX },
];

export type DisputeDialogProps<T> = ActionDialogProps<T> & {
  /** i18n key of the title, given `count`. */
  titleKey: string;
  send: (rows: T[], reason: string, evidence: UploadedFile[]) => Promise<unknown>;
  successKey: string;
};

/**
 * SPEC §5 dispute of ticked documents (OI expenses, or settlement documents culled for dispute): a
 * required reason and evidence images or PDFs (§5 upload rules).
 */
export function DisputeDialog<T>({ rows, close, reload, titleKey, send, successKey }: DisputeDialogProps<T>) {
  const { t } = useTranslation();
  return (
    <FormDialog
      name="settlement-dispute"
      title={t(titleKey, { count: rows.length })}
      fields={REASON}
      okText={t('settlement:action.send')}
      onSubmit={(v) => send(rows, String(v.reason), (v.evidence as UploadedFile[] | undefined) ?? [])}
      successKey={successKey}
      count={rows.length}
      onDone={reload}
      onClose={close}
    >
      <UploadItem
        name="evidence"
        label={t('settlement:field.evidence')}
        extra={t('settlement:expense.evidenceHint')}
        accept="imageOrPdf"
        maxCount={MAX_EVIDENCE}
      />
    </FormDialog>
  );
}
