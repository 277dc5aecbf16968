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
import {
  APPLY_TYPE,
  CA_FILE_SLOTS,
  isCurrentCertificate,
  requiredFilesOf,
  type CaApplyType,
  type CaFileSlot,
} from '../contract';
import {
  applicantFields,
  applyBodyOf,
  checkApplication,
  fileLabelKey,
  typeFields,
  validityFields,
  type CaFormValues,
} from '../schemas/caForm';
import type { CaStatus } from '../types';
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
    Form.useWatch('applyType', form) ?? (initial?.applyType as CaApplyType | undefined) ?? APPLY_TYPE.new;
  const blocked = status.block !== null;
  const current = status.certificates.filter(isCurrentCertificate);
  // The certificates the status answers are those the partner holds.
  const required = new Set<CaFileSlot>(requiredFilesOf(applyType, status.certificates.length > 0));

  const { saving, submit } = useDraftSubmit(
    storageKey,
    (raw: Record<string, unknown>) => applyCa(applyBodyOf(raw as CaFormValues)),
    ({ applyId }) => onApplied(applyId),
  );

  // What the fields' own rules cannot word (the end of the validity after its start) is the contract's check.
  const send = (values: Record<string, unknown>) => {
    const problems = checkApplication(values);
    if (!problems) return void submit(values);
    form.setFields(Object.entries(problems).map(([name, key]) => ({ name, errors: [t(key)] })));
  };

  const serialLabel = t('field.serialNo');
  return (
    <>
      <h2 className="vsm-form-section-title">{t('section.application')}</h2>
      <SchemaForm form={form} name="ca" fields={typeFields} initialValues={initial} onSubmit={send} disabled={blocked}>
        <FormDraft storageKey={storageKey} />
        <Row gutter={16}>
          {applyType === APPLY_TYPE.renew && (
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
