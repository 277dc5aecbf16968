import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@/api/types';
import { FormDialog } from '@/kit/form';
import type { ActionDialogProps } from '@/kit/query';
import type { FieldOption, FieldSchema } from '@/kit/schema';
import { UploadItem } from '@/kit/upload';
import { useRequest } from '@/kit/useRequest';
import { queryContracts, saveAttachment } from '../api';
import { ATTACHMENT_TITLE_MAX, CONTRACT_ERRORS, REMARK_MAX } from '../contract';
import type { AttachmentDoc } from '../types';

const label = (name: string) => `contracts:attachment.field.${name}`;
/** The contract is chosen among the supplier's own (number and name, searched as typed). */
const fieldsOf = (contracts: FieldOption[]): FieldSchema[] => [
  { name: 'contractId', labelKey: label('contractId'), kind: 'select', options: contracts, required: true },
  { name: 'title', labelKey: label('title'), kind: 'input', required: true, maxLength: ATTACHMENT_TITLE_MAX },
  { name: 'remark', labelKey: 'fields:remark', kind: 'textarea', maxLength: REMARK_MAX },
];

/** A new attachment document, or changes to a draft (SPEC §4: a submitted one cannot be changed). */
export function AttachmentDialog({ rows, close, reload }: ActionDialogProps<AttachmentDoc>) {
  const { t } = useTranslation();
  const draft = rows[0];
  const contracts = useRequest(
    (signal) => queryContracts({ pageNo: 1, pageSize: 500, orderBy: 'createDate desc', params: {} }, { signal }),
    [],
  );
  const fields = useMemo(
    () =>
      fieldsOf(
        (contracts.data?.pageData ?? []).map((c) => ({
          value: c.contractId,
          labelKey: '',
          label: `${c.contractId} ${c.title}`,
        })),
      ),
    [contracts.data],
  );
  return (
    <FormDialog
      name="contract-attachment"
      title={t(draft ? 'contracts:attachment.editTitle' : 'contracts:attachment.newTitle')}
      fields={fields}
      initialValues={draft ? { ...draft } : undefined}
      onSubmit={(v) =>
        saveAttachment({
          sheetId: draft?.sheetId,
          contractId: String(v.contractId ?? ''),
          title: String(v.title ?? ''),
          remark: String(v.remark ?? ''),
          files: (v.files as UploadedFile[] | undefined) ?? [],
        })
      }
      successKey="contracts:attachment.saved"
      onDone={reload}
      onClose={close}
    >
      <UploadItem
        name="files"
        label={t(label('files'))}
        required
        requiredMessage={t(CONTRACT_ERRORS.filesRequired.messageKey)}
        accept="imageOrPdf"
      />
    </FormDialog>
  );
}
