import { App, Button, Card, Col, Flex, Form, Row, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryList, getVenderCaByPartnerId, shopSearch } from '@/api/common';
import { useServerLabel } from '@/kit/dict';
import { FormDraft, SchemaFields, SchemaForm, clearDraft, readDraft } from '@/kit/form';
import { EditableGrid } from '@/kit/grid';
import { ImportButton, type ImportRecord } from '@/kit/import';
import type { FieldSchema } from '@/kit/schema';
import { UploadItem, MAX_BASE_PICTURES } from '@/kit/upload';
import { useRequest } from '@/kit/useRequest';
import { useToast } from '@/kit/useToast';
import { saveSheet, submitSheet } from '../api';
import {
  MAX_SHEET_GOODS,
  goodsImportConfig,
  importedRow,
  newGoodsRow,
  repeatedBarcodes,
  rowProblems,
  toGoodsInput,
  toRowValues,
  withSubCategories,
  type GoodsRowValues,
} from '../schemas/goodsLines';
import type { NewGoodsSave, NewGoodsSheetDetail } from '../types';

/** One goods row of the template, in the grid's column order (codes of the major, medium and sub categories; dimensions in cm). */
const templateExample = (t: (key: string) => string) => [
  t('templateExample.name'),
  '6901234567892',
  '10',
  '1001',
  '100101',
  t('templateExample.brand'),
  '150g',
  t('templateExample.unit'),
  t('templateExample.origin'),
  270,
  25,
  0,
  0,
  1,
  0,
  8.5,
  '13%',
  12.9,
  '13%',
  20,
  14,
  5.5,
];

type Values = { remark?: string; shopIds?: string[]; lines?: GoodsRowValues[] };

/** The draft of a sheet being written: per combination, per sheet (a new one until saved). */
export const draftKeyOf = (vendor: string, sheetId: string | undefined) => `newGoods:${vendor}:${sheetId ?? 'add'}`;

/**
 * The supplier writes an unsubmitted sheet (SPEC §2 /newproducts/add-goods): the shops that will carry
 * the goods, the goods lines (typed, pasted or imported from the Excel template), up to 5 pictures
 * per goods; a draft keeps it through a reload or a session expiry. Saving keeps it unsubmitted;
 * submitting signs it with the company's electronic signature.
 */
export function SheetEditor({
  sheet,
  vendor,
  partnerId,
  onSaved,
  onSubmitted,
}: {
  sheet: NewGoodsSheetDetail | null;
  vendor: string;
  partnerId: string;
  onSaved: (sheetId: string) => void;
  onSubmitted: (sheetId: string) => void;
}) {
  const { t } = useTranslation('newProducts');
  const toast = useToast();
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const storageKey = draftKeyOf(vendor, sheet?.sheetId);
  const [initial] = useState<Values>(
    () =>
      (readDraft(storageKey) as Values | undefined) ?? {
        remark: sheet?.remark ?? '',
        shopIds: sheet?.shopIds ?? [],
        lines: sheet?.lines.map(toRowValues) ?? [],
      },
  );
  const [busy, setBusy] = useState(false);
  const shops = useRequest((signal) => shopSearch({ pageNo: 1, pageSize: 500, params: {} }, { signal }), []);
  const categories = useRequest((signal) => categoryList({ signal }), []);
  const categoryName = useServerLabel((categories.data ?? []).map((c) => c.name));
  const subs = useMemo(
    () =>
      (categories.data ?? [])
        .filter((c) => c.level === 3)
        .map((c) => ({ id: c.id, name: categoryName(c.name), parentId: c.parentId })),
    [categories.data, categoryName],
  );
  const columns = useMemo(() => withSubCategories(subs), [subs]);
  const headerFields = useMemo<FieldSchema[]>(
    () => [
      {
        name: 'shopIds',
        labelKey: 'newProducts:field.shopIds',
        kind: 'select',
        multiple: true,
        required: true,
        options: (shops.data?.pageData ?? []).map((s) => ({
          value: s.shopId,
          labelKey: '',
          label: `${s.shopId} ${s.shopName}`,
        })),
      },
      { name: 'remark', labelKey: 'fields:remark', kind: 'textarea', maxLength: 200 },
    ],
    [shops.data],
  );
  const lines = (Form.useWatch('lines', form) as GoodsRowValues[] | undefined) ?? [];
  const importConfig = useMemo(() => goodsImportConfig((key) => t(key)), [t]);

  const addImported = (records: ImportRecord[]) => {
    const current = (form.getFieldValue('lines') as GoodsRowValues[] | undefined) ?? [];
    const room = MAX_SHEET_GOODS - current.length;
    form.setFieldValue('lines', [...current, ...records.slice(0, room).map(importedRow)]);
    toast.success(t('imported', { count: Math.min(room, records.length) }));
  };

  /** The sheet as the save call takes it, after every cell and cross-cell rule (the first problem shown). */
  const collect = async (): Promise<NewGoodsSave | null> => {
    const values = form.getFieldsValue(true) as Values;
    const rows = values.lines ?? [];
    const problems = rows.flatMap((row, i) =>
      Object.entries(rowProblems(row, subs)).map(([name, key]) => ({ name: ['lines', i, name], errors: [t(key)] })),
    );
    for (const i of repeatedBarcodes(rows))
      problems.push({ name: ['lines', i, 'barcode'], errors: [t('check.barcodeTwice')] });
    if (problems.length) {
      form.setFields(problems);
      toast.warning(t('rowProblem', { row: Number(problems[0].name[1]) + 1, message: problems[0].errors[0] }));
      return null;
    }
    try {
      await form.validateFields();
    } catch {
      return null;
    }
    return {
      sheetId: sheet?.sheetId,
      remark: String(values.remark ?? '').trim(),
      shopIds: values.shopIds ?? [],
      lines: rows.map(toGoodsInput),
    };
  };

  const save = async (): Promise<string | null> => {
    const body = await collect();
    if (!body) return null;
    const { sheetId } = await saveSheet(body);
    clearDraft(storageKey);
    return sheetId;
  };

  const run = async (step: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await step();
    } catch {
      // the HTTP client showed the SPEC §8 message; the form keeps every value
    } finally {
      setBusy(false);
    }
  };

  const onSave = () =>
    run(async () => {
      const sheetId = await save();
      if (!sheetId) return;
      toast.success(t('saved', { sheetId }));
      onSaved(sheetId);
    });

  // SPEC §5, §8: no submit without goods, nor without the company's electronic signature.
  const onSubmit = () =>
    run(async () => {
      if (((form.getFieldValue('lines') as unknown[] | undefined) ?? []).length === 0)
        return void toast.warning(t('noGoods'));
      const ca = await getVenderCaByPartnerId({ partnerId });
      if (ca.status !== 'Y') return void toast.warning(t('errors:noESignForCompany'));
      const sheetId = await save();
      if (!sheetId) return;
      await new Promise<void>((resolve) =>
        modal.confirm({
          title: t('submitAsk', { sheetId }),
          content: t('submitSign'),
          mask: { closable: false },
          onOk: async () => {
            await submitSheet(sheetId);
            toast.success(t('submitted'));
            onSubmitted(sheetId);
            resolve();
          },
          onCancel: () => {
            onSaved(sheetId);
            resolve();
          },
        }),
      );
    });

  return (
    <SchemaForm form={form} name="newGoods" fields={[]} initialValues={initial}>
      <FormDraft storageKey={storageKey} />
      <Flex vertical gap="middle">
        <Card size="small" title={sheet ? t('sheetTitle', { sheetId: sheet.sheetId }) : t('newSheet')}>
          <SchemaFields fields={headerFields} columns={2} />
        </Card>
        <Card
          size="small"
          title={t('goodsTitle')}
          extra={
            <ImportButton
              config={importConfig}
              onConfirm={addImported}
              template={{ fileName: t('templateFile'), examples: [templateExample(t)] }}
              title={t('importTitle')}
            />
          }
        >
          <EditableGrid
            name="lines"
            columns={columns}
            newRow={newGoodsRow}
            maxRows={MAX_SHEET_GOODS}
            label={t('goodsTitle')}
          />
        </Card>
        <Card size="small" title={t('picturesTitle')}>
          <Typography.Paragraph type="secondary">{t('picturesHelp', { max: MAX_BASE_PICTURES })}</Typography.Paragraph>
          {lines.length === 0 && <Typography.Text type="secondary">{t('picturesNone')}</Typography.Text>}
          <Row gutter={16}>
            {lines.map((line, i) => (
              <Col key={i} xs={24} md={12}>
                <UploadItem
                  name={['lines', i, 'pictures']}
                  label={t('picturesOf', { row: i + 1, name: String(line?.goodsName ?? '') })}
                  accept="image"
                  maxCount={MAX_BASE_PICTURES}
                />
              </Col>
            ))}
          </Row>
        </Card>
        <Space>
          <Button onClick={onSave} loading={busy}>
            {t('action.save')}
          </Button>
          <Button type="primary" onClick={onSubmit} loading={busy}>
            {t('action.signSubmit')}
          </Button>
        </Space>
      </Flex>
    </SchemaForm>
  );
}
