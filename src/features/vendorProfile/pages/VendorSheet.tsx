import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { Button, Space } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState } from '@/kit/EmptyState';
import { ExportButton } from '@/kit/export';
import { DataGrid, DetailView } from '@/kit/grid';
import { FormSection } from '@/kit/page';
import { PrintSheet, printSheet } from '@/kit/query';
import { useRequest } from '@/kit/useRequest';
import { getChangeHistory, getProfile } from '../api';
import { PROFILE_PARTS } from '../contract';
import { useProfileSchema } from '../schemas/profileSchema';
import type { ProfilePart } from '../types';
import './vendorProfile.css';

/**
 * The supplier information sheet of one part (SPEC §2 /basicinfo/venderinfo/report/:key: basic,
 * bank or invoice): printable as a paper form and exportable to .xls; the bank and invoicing
 * sheets carry that part's change history.
 */
export default function VendorSheet() {
  const { t } = useTranslation();
  const { key } = useParams();
  const part = PROFILE_PARTS.find((p) => p === key) as ProfilePart | undefined;
  const { columns, history } = useProfileSchema();
  const profile = useRequest((signal) => (part ? getProfile({}, { signal }) : Promise.resolve(undefined)), [part]);
  const changes = useRequest(
    (signal) => (part && part !== 'basic' ? getChangeHistory({}, { signal }) : Promise.resolve([])),
    [part],
  );
  const sheet = useRef<HTMLDivElement>(null);
  if (!part) return <EmptyState description={t('vendorProfile:sheet.unknown')} />;
  const title = t('vendorProfile:sheet.title', { part: t(`vendorProfile:part.${part}`) });
  const p = profile.data;
  const lines = (changes.data ?? []).filter((r) => r.part === part);
  return (
    <div className="vsm-vendor-profile">
      <FormSection title={title}>
        <Space className="vsm-vendor-sheet-tools">
          <Button icon={<PrinterOutlined />} disabled={!p} onClick={() => sheet.current && printSheet(sheet.current)}>
            {t('vendorProfile:action.print')}
          </Button>
          <ExportButton
            columns={columns[part]}
            rows={p ? [p] : []}
            queried={!!p}
            total={p ? 1 : 0}
            fileNameKey={`vendorProfile:sheet.fileName.${part}`}
          />
        </Space>
        {p && <DetailView fields={columns[part]} record={p} columns={2} />}
      </FormSection>
      {part !== 'basic' && (
        <FormSection title={t('vendorProfile:historyTitle')}>
          <DataGrid
            columns={history}
            rows={lines}
            rowKey="requestId"
            loading={changes.loading}
            label={t('vendorProfile:historyTitle')}
          />
        </FormSection>
      )}
      {p && (
        <PrintSheet
          ref={sheet}
          title={title}
          fields={columns[part]}
          row={p}
          lineColumns={part === 'basic' ? [] : history}
          lines={lines}
        />
      )}
    </div>
  );
}
