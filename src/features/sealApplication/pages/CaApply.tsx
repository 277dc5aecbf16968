import { useState } from 'react';
import { Button, Card, Col, Form, Result, Row, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getVenderCaByPartnerId } from '@/api/common';
import type { VendorData } from '@/api/types';
import { FormDraft, SchemaFields, SchemaForm, readDraft, useDraftSubmit } from '@/kit/form';
import { FormSection, FormSubmit, StandalonePage } from '@/kit/page';
import { UploadItem } from '@/kit/upload';
import { useRequest } from '@/kit/useRequest';
import { useVendor, vendorKey } from '@/stores/vendor';
import { applyCa, caStatus } from '../api';
import { CaNotices, CaSummary } from '../components/CaSummary';
import { NoVendor } from '../components/NoVendor';
import { applicantFields, fileLabelKey, typeFields, validityFields } from '../schemas/caForm';
import {
  CA_FILE_SLOTS,
  REQUIRED_FILES,
  type CaApplyBody,
  type CaApplyType,
  type CaFileSlot,
  type CaStatus,
} from '../types';
import '../ca.css';

/** SPEC §2 /ca: the electronic seal (CA) application of the selected supplier combination. */
export default function CaApply() {
  const vendor = useVendor((s) => s.vendor);
  return (
    <StandalonePage titleKey="sealApplication:applyTitle" extra={<PageLinks />}>
      {vendor ? <ApplyFor key={vendorKey(vendor)} vendor={vendor} /> : <NoVendor />}
    </StandalonePage>
  );
}

function PageLinks() {
  const { t } = useTranslation('sealApplication');
  return (
    <nav className="ca-links" aria-label={t('links.label')}>
      <Link to="/withdrawalCa">{t('links.withdrawal')}</Link>
      <Link to="/workbench">{t('links.home')}</Link>
    </nav>
  );
}

function ApplyFor({ vendor }: { vendor: VendorData }) {
  const { t } = useTranslation('sealApplication');
  const status = useRequest((signal) => caStatus({ signal }), []);
  const caInfo = useRequest(
    (signal) => getVenderCaByPartnerId({ partnerId: vendor.partnerId }, { signal, silent: true }),
    [vendor.partnerId],
  );
  const [applied, setApplied] = useState<string | null>(null);
  if (!status.data)
    return (
      <Card>
        {status.error ? (
          <Result
            status="warning"
            title={t('loadFailed')}
            extra={<Button onClick={status.reload}>{t('retry')}</Button>}
          />
        ) : (
          <Skeleton active />
        )}
      </Card>
    );
  return (
    <div className="ca-page">
      <Card>
        <CaSummary status={status.data} caInfo={caInfo.data} />
        {!applied && <CaNotices status={status.data} />}
      </Card>
      <Card>
        {applied ? (
          <Result
            status="success"
            title={t('success.title')}
            subTitle={t('success.text', { applyId: applied })}
            extra={[
              <Link key="list" to="/withdrawalCa">
                <Button type="primary">{t('links.withdrawal')}</Button>
              </Link>,
              <Button key="again" onClick={() => setApplied(null)}>
                {t('success.again')}
              </Button>,
            ]}
          />
        ) : (
          <ApplyForm
            status={status.data}
            storageKey={`ca:${vendorKey(vendor)}`}
            onApplied={(applyId) => {
              setApplied(applyId);
              status.reload();
            }}
          />
        )}
      </Card>
    </div>
  );
}

type FormValues = Omit<CaApplyBody, 'validFrom' | 'validTo'> & { validity: [string, string] };

function ApplyForm({
  status,
  storageKey,
  onApplied,
}: {
  status: CaStatus;
  storageKey: string;
  onApplied: (applyId: string) => void;
}) {
  const { t } = useTranslation('sealApplication');
  const [form] = Form.useForm();
  const [initial] = useState(() => readDraft(storageKey));
  const applyType: CaApplyType =
    Form.useWatch('applyType', form) ?? (initial?.applyType as CaApplyType | undefined) ?? '1';
  const blocked = status.block !== null;
  const current = status.certificates.filter((c) => c.status === '1');
  // Applying for another certificate while one is valid needs the multiple-certificate declaration.
  const required = new Set<CaFileSlot>(
    applyType === '1' && status.certificates.length > 0 ? [...REQUIRED_FILES, 'multiCertDeclaration'] : REQUIRED_FILES,
  );

  const { saving, submit } = useDraftSubmit(
    storageKey,
    (raw: Record<string, unknown>) => {
      const { validity, files, ...values } = raw as unknown as FormValues;
      return applyCa({ ...values, validFrom: validity[0], validTo: validity[1], files: files ?? {} });
    },
    ({ applyId }) => onApplied(applyId),
  );

  const serialLabel = t('field.serialNo');
  return (
    <>
      <h2 className="vsm-form-section-title">{t('section.application')}</h2>
      <SchemaForm
        form={form}
        name="ca"
        fields={typeFields}
        initialValues={initial}
        onSubmit={submit}
        disabled={blocked}
      >
        <FormDraft storageKey={storageKey} />
        <Row gutter={16}>
          {applyType === '2' && (
            <Col span={12}>
              <Form.Item
                name="serialNo"
                label={serialLabel}
                rules={[{ required: true, message: t('kit:validation.requiredSelect', { field: serialLabel }) }]}
              >
                <Select
                  allowClear
                  options={current.map((c) => ({
                    value: c.serialNo,
                    label: t('summary.validUntil', { serialNo: c.serialNo, validTo: c.validTo }),
                  }))}
                  notFoundContent={t('noCertificate')}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
        <SchemaFields fields={validityFields} disabled={blocked} />
        <FormSection title={t('section.applicant')}>
          <SchemaFields fields={applicantFields} disabled={blocked} />
        </FormSection>
        <FormSection title={t('section.files')}>
          <Row gutter={16}>
            {CA_FILE_SLOTS.map((slot) => (
              <Col key={slot} xs={24} md={12}>
                <FileItem slot={slot} required={required.has(slot)} disabled={blocked} />
              </Col>
            ))}
          </Row>
        </FormSection>
        <FormSubmit saving={saving}>{t('submit')}</FormSubmit>
      </SchemaForm>
    </>
  );
}

function FileItem({ slot, required, disabled }: { slot: CaFileSlot; required: boolean; disabled: boolean }) {
  const { t } = useTranslation('sealApplication');
  return (
    <UploadItem
      name={['files', slot]}
      label={t(fileLabelKey(slot))}
      required={required}
      maxCount={1}
      disabled={disabled}
      // Signed or stamped paper forms, scanned (SPEC §5 "scanned images within 2M").
      variant="scan"
    />
  );
}
