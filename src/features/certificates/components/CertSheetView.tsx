import { Card, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { field } from '@/kit/columns';
import { useServerLabel } from '@/kit/dict';
import { DetailView } from '@/kit/grid';
import type { ColumnSchema } from '@/kit/schema';
import { UploadField } from '@/kit/upload';
import { certColumns } from '../schemas/certColumns';
import type { CertItem, CertSheetRecord } from '../types';

type Sheet = CertSheetRecord & { venderName: string };

const itemFields: ColumnSchema<CertItem>[] = [
  field<CertItem>('certCode', { titleKey: 'certificates:field.certCode' }),
  field<CertItem>('expiryDate', { titleKey: 'certificates:field.expiryDate', format: 'date' }),
  field<CertItem>('indefinite', {
    titleKey: 'certificates:field.term',
    value: (it) => (it.indefinite ? '1' : '0'),
    options: [
      { value: '0', labelKey: 'certificates:term.fixed' },
      { value: '1', labelKey: 'certificates:term.indefinite' },
    ],
  }),
  field<CertItem>('approvalNo', { titleKey: 'certificates:field.approvalNo' }),
  field<CertItem>('annualReview', {
    titleKey: 'certificates:field.annualReview',
    value: (it) => (it.annualReview ? '1' : '0'),
    options: [
      { value: '0', labelKey: 'certificates:no' },
      { value: '1', labelKey: 'certificates:yes' },
    ],
  }),
  field<CertItem>('sanitaryInspection', {
    titleKey: 'certificates:field.sanitaryInspection',
    value: (it) => (it.sanitaryInspection ? '1' : '0'),
    options: [
      { value: '0', labelKey: 'certificates:no' },
      { value: '1', labelKey: 'certificates:yes' },
    ],
  }),
];

/**
 * One sheet read-only, in cards as the other detail pages: its header, then each certificate with its
 * files in the kit preview (images and PDFs).
 */
export function CertSheetView({ sheet }: { sheet: Sheet }) {
  const { t } = useTranslation('certificates');
  const label = useServerLabel(sheet.items.map((it) => it.ctName));
  const header = certColumns([]).filter(
    (c) => c.detail !== false && !['ctNames', 'certCodes', 'daysLeft', 'openOrders'].includes(c.key),
  );
  return (
    <Flex vertical gap="middle">
      <Card size="small" title={t('sheetSection')}>
        <DetailView fields={header} record={{ ...sheet, daysLeft: null, openOrders: [] }} columns={3} />
      </Card>
      {sheet.items.map((it) => (
        <Card
          key={it.ctId}
          size="small"
          title={
            <>
              {label(it.ctName)} {it.indefinite ? <Tag>{t('term.indefinite')}</Tag> : null}
            </>
          }
        >
          <DetailView fields={itemFields} record={it} columns={3} />
          <UploadField value={it.files} disabled maxCount={it.files.length} id={`cert-files-${it.ctId}`} />
        </Card>
      ))}
    </Flex>
  );
}
