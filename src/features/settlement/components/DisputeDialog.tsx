import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@/api/types';
import { FormDialog } from '@/kit/form';
import type { ActionDialogProps } from '@/kit/query';
import type { FieldSchema } from '@/kit/schema';
import { UploadField } from '@/kit/upload';
import { disputeExpenses } from '../api';
import type { Expense } from '../types';

const REASON: FieldSchema[] = [
  { name: 'reason', labelKey: 'settlement:field.reason', kind: 'textarea', required: true, maxLength: 200 },
];
/** At most five evidence files (the server's limit too). */
const MAX_EVIDENCE = 5;

/** SPEC §5 dispute of ticked expense documents: a required reason and evidence images or PDFs (§5 upload rules). */
export function DisputeDialog({ rows, close, reload }: ActionDialogProps<Expense>) {
  const { t } = useTranslation();
  return (
    <FormDialog
      name="settlement-dispute"
      title={t('settlement:expense.disputeTitle', { count: rows.length })}
      fields={REASON}
      okText={t('settlement:action.send')}
      onSubmit={(v) =>
        disputeExpenses(
          rows.map((e) => e.sheetId),
          String(v.reason),
          (v.evidence as UploadedFile[] | undefined) ?? [],
        )
      }
      successKey="settlement:expense.disputed"
      count={rows.length}
      onDone={reload}
      onClose={close}
    >
      <Form.Item name="evidence" label={t('settlement:field.evidence')} extra={t('settlement:expense.evidenceHint')}>
        <UploadField accept="imageOrPdf" maxCount={MAX_EVIDENCE} />
      </Form.Item>
    </FormDialog>
  );
}
