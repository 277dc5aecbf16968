import { Button, Form, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerLabel } from '@/kit/dict';
import { FormDraft, SchemaFields, SchemaForm, clearDraft, readDraft } from '@/kit/form';
import { FormSection } from '@/kit/page';
import type { FieldSchema } from '@/kit/schema';
import { UploadItem } from '@/kit/upload';
import { useToast } from '@/kit/useToast';
import { today } from '@/lib/serverClock';
import { saveCert, submitCerts } from '../api';
import { CERT_KIND, CERT_ERRORS, needsGoods } from '../contract';
import { headerFields, sheetCheck, slotFields, slotsOf, type FormValues, type Slot } from '../schemas/certForm';
import type { CertCategoryRule, CertSheetInput, CertSheetRecord, CertType } from '../types';

type Props = {
  sheet: CertSheetRecord | null;
  types: CertType[];
  rules: CertCategoryRule[];
  /** After a save: the sheet's id (a new sheet has one now). */
  onSaved: (sheetId: string) => void;
  onSubmitted: () => void;
};

type Values = FormValues;

/** The form's values of a stored sheet: header fields, then `${ctId}__field` per certificate. */
function valuesOf(sheet: CertSheetRecord | null): Values {
  if (!sheet) return { kind: CERT_KIND.goods };
  const values: Values = {
    kind: sheet.kind,
    goodsId: sheet.goodsId,
    goodsName: sheet.goodsName,
    majorId: sheet.majorId,
    majorName: sheet.majorName,
    batchNo: sheet.batchNo,
    productionDate: sheet.productionDate,
    manufacturer: sheet.manufacturer,
    files: Object.fromEntries(sheet.items.map((it) => [it.ctId, it.files])),
  };
  for (const it of sheet.items) {
    values[`${it.ctId}__certCode`] = it.certCode;
    values[`${it.ctId}__indefinite`] = it.indefinite ? '1' : '0';
    values[`${it.ctId}__expiryDate`] = it.expiryDate;
    values[`${it.ctId}__approvalNo`] = it.approvalNo;
    values[`${it.ctId}__sanitaryInspection`] = it.sanitaryInspection ? '1' : '0';
  }
  return values;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * A certificate sheet as the supplier writes it (SPEC §3): the goods (or the company), then one
 * section per evidence type its category takes, required ones first (the retailer's category
 * maintenance decides), each with its code, expiry (§5 five years unless indefinite) and files
 * (images ≤ 1 MB, PDF ≤ 2 MB). Saved as a draft, or saved and submitted for the pre-audit; the
 * values survive a reload (FormDraft).
 */
export function CertEditor({ sheet, types, rules, onSaved, onSubmitted }: Props) {
  const { t } = useTranslation('certificates');
  const toast = useToast();
  const [form] = Form.useForm();
  const storageKey = `certificates.draft.${sheet?.sheetId ?? 'new'}`;
  const [initial] = useState(() => readDraft(storageKey) ?? valuesOf(sheet));
  const kind = (Form.useWatch('kind', form) ?? initial.kind) as string;
  // The lookup fills majorId without a control of its own: watched over the whole store.
  const majorId = (Form.useWatch((all: Record<string, unknown>) => all.majorId, { form, preserve: true }) ??
    initial.majorId) as string | undefined;
  const label = useServerLabel(types.map((ty) => ty.ctName));
  const slots = slotsOf(kind, majorId, types, rules, sheet?.items ?? []);
  // Which button sent the form: save a draft, or save and submit.
  const intent = useRef<'save' | 'submit'>('save');
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);

  /** The certificates filled in, or null after marking what is wrong (the contract's rules: sheetCheck). */
  function itemsOf(values: Values): CertSheetInput['items'] | null {
    const { items, errors } = sheetCheck(values, kind, slots, today(), (type) => label(type.ctName));
    if (errors.length) {
      form.setFields(
        errors.map((e) => ({
          name: e.name,
          errors: [t(e.messageKey, { field: e.fieldName ?? (e.fieldKey ? t(e.fieldKey) : '') })],
        })),
      );
      return null;
    }
    if (items.length === 0) {
      toast.warning(t(CERT_ERRORS.noItems.messageKey));
      return null;
    }
    return items;
  }

  async function save(values: Values) {
    const items = itemsOf(values);
    if (!items || busy) return;
    const submitAfter = intent.current === 'submit';
    setBusy(intent.current);
    try {
      const { sheetId } = await saveCert({
        sheetId: sheet?.sheetId,
        kind: kind as CertSheetInput['kind'],
        goodsId: needsGoods(kind) ? text(values.goodsId) : '',
        batchNo: text(values.batchNo),
        productionDate: (values.productionDate as string | null) ?? null,
        manufacturer: text(values.manufacturer),
        items,
      });
      clearDraft(storageKey);
      if (submitAfter) {
        await submitCerts([sheetId]);
        toast.success(t('submitted', { count: 1 }));
        onSubmitted();
      } else {
        toast.success(t('saved'));
        onSaved(sheetId);
      }
    } catch {
      // The client has shown the server's SPEC §8 message; the form keeps every value.
    } finally {
      setBusy(null);
    }
  }

  return (
    <SchemaForm form={form} name="certSheet" fields={headerFields} initialValues={initial} onSubmit={save} columns={3}>
      <FormDraft storageKey={storageKey} />
      {slots.length === 0 && <p className="vsm-cert-hint">{t('chooseGoodsFirst')}</p>}
      {slots.map((slot) => (
        <EvidenceSection key={slot.type.ctId} slot={slot} name={label(slot.type.ctName)} fields={slotFields(slot)} />
      ))}
      <Space className="vsm-cert-actions">
        <Button htmlType="submit" loading={busy === 'save'} onClick={() => (intent.current = 'save')}>
          {t('action.save')}
        </Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={busy === 'submit'}
          onClick={() => (intent.current = 'submit')}
        >
          {t('action.saveSubmit')}
        </Button>
      </Space>
    </SchemaForm>
  );
}

function EvidenceSection({ slot, name, fields }: { slot: Slot; name: string; fields: FieldSchema[] }) {
  const { t } = useTranslation('certificates');
  return (
    <FormSection
      title={
        <>
          {name} <Tag color={slot.required ? 'red' : 'default'}>{t(slot.required ? 'required' : 'optional')}</Tag>
        </>
      }
    >
      <SchemaFields fields={fields} columns={3} />
      {/* A certificate's files are scans of the paper licence: SPEC §5 "scanned images within 2M". */}
      <UploadItem
        name={['files', slot.type.ctId]}
        label={name}
        required={slot.required}
        accept="imageOrPdf"
        variant="scan"
        maxCount={5}
      />
    </FormSection>
  );
}
