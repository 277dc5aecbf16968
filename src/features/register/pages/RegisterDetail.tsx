import { useEffect, useState } from 'react';
import { Button, Card, Col, Form, Result, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadI18n } from '@/api/i18n';
import type { NamedItem } from '@/api/types';
import { currentLanguage, mergeServerTexts } from '@/i18n';
import { useServerLabel } from '@/kit/dict';
import { FormDraft, SchemaFields, SchemaForm, readDraft, useDraftSubmit } from '@/kit/form';
import { FormSection, FormSubmit, StandalonePage } from '@/kit/page';
import { UploadItem } from '@/kit/upload';
import { useRequest } from '@/kit/useRequest';
import { registerCities, registerProvinces, submitRegistration, uploadLicense } from '../api';
import { addressFields, companyFields, contactFields } from '../schemas/registerForm';
import type { Registered, Registration } from '../types';

const DRAFT = 'register';

/** SPEC §2 /venders/registerDetail: a new supplier registers without signing in (SPEC §4). */
export default function RegisterDetail() {
  const { t } = useTranslation('register');
  const [done, setDone] = useState<Registered | null>(null);
  useServerTexts();
  return (
    <StandalonePage titleKey="register:title" intro={t('intro')} width={960}>
      <Card>
        {done ? (
          <Result
            status="success"
            title={t('success.title')}
            subTitle={
              <>
                {t('success.number')}{' '}
                <Typography.Text strong copyable data-testid="register-no">
                  {done.registerNo}
                </Typography.Text>
                <div>{t('success.next')}</div>
              </>
            }
            extra={<Button onClick={() => setDone(null)}>{t('success.another')}</Button>}
          />
        ) : (
          <RegisterForm onDone={setDone} />
        )}
      </Card>
    </StandalonePage>
  );
}

/** Without sign-in nobody loaded the server's texts: fetch them so its messages read in the page's language. */
function useServerTexts() {
  useEffect(() => {
    const lang = currentLanguage();
    if (lang === 'zh-CN') return;
    const controller = new AbortController();
    downloadI18n(lang, { silent: true, signal: controller.signal }).then(
      (texts) => mergeServerTexts(lang, texts),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
}

function RegisterForm({ onDone }: { onDone: (registered: Registered) => void }) {
  const { t } = useTranslation('register');
  const [form] = Form.useForm();
  const [initial] = useState(() => readDraft(DRAFT));
  const provinceId: string | undefined =
    Form.useWatch('provinceId', form) ?? (initial?.provinceId as string | undefined);
  const { saving, submit } = useDraftSubmit(
    DRAFT,
    (values: Record<string, unknown>) => submitRegistration(values as Registration),
    onDone,
  );

  return (
    <>
      <h2 className="vsm-form-section-title">{t('section.company')}</h2>
      <SchemaForm form={form} name="register" fields={companyFields} initialValues={initial} onSubmit={submit}>
        <FormDraft storageKey={DRAFT} />
        <FormSection title={t('section.contact')}>
          <SchemaFields fields={contactFields} />
          <Row gutter={16}>
            <Col span={12}>
              <RegionItem
                name="provinceId"
                labelKey="field.province"
                load={(signal) => registerProvinces({ signal })}
                deps={[]}
                onPicked={() => form.setFieldValue('cityId', undefined)}
              />
            </Col>
            <Col span={12}>
              <RegionItem
                name="cityId"
                labelKey="field.city"
                load={(signal) => (provinceId ? registerCities(provinceId, { signal }) : Promise.resolve([]))}
                deps={[provinceId ?? '']}
              />
            </Col>
          </Row>
          <SchemaFields fields={addressFields} />
        </FormSection>
        <FormSection title={t('section.license')}>
          <UploadItem
            name="licenseFiles"
            label={t('field.licenseFiles')}
            required
            maxCount={2}
            uploader={uploadLicense}
            thumbnails={false}
          />
        </FormSection>
        <FormSubmit saving={saving}>{t('submit')}</FormSubmit>
      </SchemaForm>
    </>
  );
}

type RegionItemProps = {
  name: 'provinceId' | 'cityId';
  labelKey: string;
  load: (signal: AbortSignal) => Promise<NamedItem[]>;
  deps: readonly unknown[];
  onPicked?: () => void;
};

/** A province or city select over the public region lists; names are server texts (translated). */
function RegionItem({ name, labelKey, load, deps, onPicked }: RegionItemProps) {
  const { t } = useTranslation('register');
  const label = t(labelKey);
  const { data, loading } = useRequest(load, deps);
  const items = data ?? [];
  const serverLabel = useServerLabel(items.map((i) => i.name));
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, message: t('kit:validation.requiredSelect', { field: label }) }]}
    >
      <Select
        allowClear
        loading={loading}
        showSearch={{ optionFilterProp: 'label' }}
        options={items.map((i) => ({ value: i.id, label: serverLabel(i.name) }))}
        onChange={() => onPicked?.()}
      />
    </Form.Item>
  );
}
