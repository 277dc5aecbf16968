import { Alert, Button, Form, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/http';
import { useRequest } from '@/kit/useRequest';
import { useToast } from '@/kit/useToast';
import { SchemaForm } from '@/kit/form';
import { DetailView, EditableGrid } from '@/kit/grid';
import { ImportButton, TemplateButton, type ImportRecord } from '@/kit/import';
import { toNumber } from '@/lib/formats';
import { importedProductionDate } from '@/lib/validators';
import { getReservation, queryReservations, saveLoadingList, submitLoadingList } from '../api';
import {
  batchColumns,
  batchImportConfig,
  headerFields,
  lineColumns,
  lineOptions,
  reservationColumns,
  reservationField,
} from '../schemas/loadingForm';
import {
  MAX_BATCHES_PER_ORDER_LINE,
  batchIssues,
  issueValues,
  lineKeyOf,
  submitIssues,
  toInput,
  type BatchValues,
  type EditorValues,
  type Issue,
  type LineValues,
} from '../contract';
import type { Reservation } from '../types';

export type EditorStart = { sheetId?: string; values: EditorValues; reservation: Reservation | null };

type Props = {
  start: EditorStart;
  /** A list was saved or submitted (the query reloads). */
  onChanged: () => void;
  onClose: () => void;
};

const linesOf = (r: Reservation): LineValues[] =>
  r.items.map((it) => ({
    orderSheetId: it.orderSheetId,
    goodsId: it.goodsId,
    goodsName: it.goodsName,
    unit: it.unit,
    reservedQty: it.reservedQty,
    loadedQty: it.reservedQty,
    reserved: true,
  }));

/**
 * The loading-list editor (SPEC §5 batch entry, §8 messages): reservation lookup, vehicle and
 * driver, loaded quantity per order line and its batches (pasted from Excel or imported), saved
 * while editable and submitted once the batches add up. Values stay in the form on every refusal.
 */
export function LoadingEditor({ start, onChanged, onClose }: Props) {
  const { t } = useTranslation(['netInCar', 'errors']);
  const toast = useToast();
  const [form] = Form.useForm<EditorValues>();
  const [reservation, setReservation] = useState<Reservation | null>(start.reservation);
  const [sheetId, setSheetId] = useState(start.sheetId);
  // After a submission was refused, the submission rules are shown as the user fixes the list.
  const [submitTried, setSubmitTried] = useState(false);
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  // Why the last lookup found nothing (the server's SPEC §8 message), shown where the reservation would be.
  const [lookupError, setLookupError] = useState<string | null>(null);
  // A refused save or submission brings its list of problems into view: on a 768-pixel screen it is
  // under the batch grid, and the toast alone does not say which line is wrong.
  const [refusals, setRefusals] = useState(0);
  const issuesRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals) issuesRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [refusals]);

  // A new list picks its reservation from the supplier's booked appointments (or types its serial number).
  const booked = useRequest(
    (signal) =>
      sheetId
        ? Promise.resolve(null)
        : queryReservations({ pageNo: 1, pageSize: 20, orderBy: 'deliveryDate asc', params: {} }, { signal }),
    [sheetId],
  );

  const watchedLines = Form.useWatch('lines', form) as LineValues[] | undefined;
  const lines = useMemo(() => watchedLines ?? [], [watchedLines]);
  const batches = (Form.useWatch('batches', form) as BatchValues[] | undefined) ?? [];
  const values: EditorValues = { lines, batches };
  const issues = reservation && submitTried ? submitIssues(values, reservation) : batchIssues(values);
  const options = useMemo(() => lineOptions(lines), [lines]);
  const lineKeys = useMemo(() => new Set(options.map((o) => o.value)), [options]);

  const issueText = (issue: Issue) => t(`netInCar:issues.${issue.kind}`, issueValues(issue));

  const lookUp = async (value: string) => {
    const no = value.trim();
    if (!no) return void form.validateFields(['reservationNo']).catch(() => undefined);
    try {
      const found = await getReservation(no);
      setReservation(found);
      setLookupError(null);
      setSubmitTried(false);
      form.setFieldsValue({ reservationNo: found.reservationNo, lines: linesOf(found), batches: [] });
    } catch (error) {
      // The client has shown the server's message as a toast; it also stays on the form.
      setReservation(null);
      form.setFieldsValue({ lines: [], batches: [] });
      setLookupError(error instanceof ApiError ? error.message : null);
    }
  };

  const run = async (mode: 'save' | 'submit') => {
    try {
      await form.validateFields();
    } catch (error) {
      // antd also rejects when a value changed while it validated (no field errors then).
      if ((error as { errorFields?: unknown[] }).errorFields?.length)
        return void toast.warning(t('netInCar:entry.fixFields'));
    }
    if (!reservation) {
      form.setFields([{ name: 'reservationNo', errors: [t('netInCar:entry.searchFirst')] }]);
      return;
    }
    const all = form.getFieldsValue(true) as EditorValues;
    const found = mode === 'submit' ? submitIssues(all, reservation) : batchIssues(all);
    if (mode === 'submit') setSubmitTried(true);
    if (found.length) {
      setRefusals((n) => n + 1);
      const mismatch = found.find((i) => i.kind === 'qtyMismatch');
      return void toast.error(
        found.every((i) => i.kind === 'qtyMismatch') && mismatch
          ? t('errors:goodsQtyMismatch')
          : issueText(found.find((i) => i.kind !== 'qtyMismatch') ?? found[0]),
      );
    }
    setBusy(mode);
    try {
      const input = toInput(all, sheetId);
      if (mode === 'save') {
        const saved = await saveLoadingList(input);
        setSheetId(saved.sheetId);
        toast.success(t('netInCar:entry.saved', { sheetId: saved.sheetId }));
        onChanged();
      } else {
        const submitted = await submitLoadingList(input);
        toast.success(t('netInCar:entry.submitted', { sheetId: submitted.sheetId }));
        onChanged();
        onClose();
      }
    } catch {
      // The client showed the server's refusal; the form keeps every value.
    } finally {
      setBusy(null);
    }
  };

  const importBatches = (records: ImportRecord[]) => {
    const rows: BatchValues[] = records.map((r) => ({
      lineKey: lineKeyOf(r),
      batchNo: r.batchNo.trim(),
      productionDate: importedProductionDate(r.productionDate) ?? r.productionDate,
      qty: toNumber(r.qty) ?? undefined,
    }));
    form.setFieldValue('batches', [...((form.getFieldValue('batches') as BatchValues[] | undefined) ?? []), ...rows]);
    toast.success(t('netInCar:entry.imported', { count: rows.length }));
  };

  // A new batch row goes to the first line without batches.
  const newBatch = (): BatchValues => {
    const current = (form.getFieldValue('batches') as BatchValues[] | undefined) ?? [];
    const free = options.find((o) => !current.some((b) => b.lineKey === o.value));
    return { lineKey: free?.value };
  };

  const importConfig = batchImportConfig((key) => t(key), lineKeys);
  return (
    <div className="vsm-loading-editor">
      <SchemaForm
        form={form}
        name="loadingEditor"
        fields={[reservationField((v) => void lookUp(v), !sheetId), ...headerFields]}
        initialValues={start.values as Record<string, unknown>}
        columns={3}
      >
        {!sheetId && !reservation && !!booked.data?.pageData.length && (
          <div role="group" aria-label={t('netInCar:entry.bookedPick')}>
            <Space wrap size={8}>
              <Typography.Text>{t('netInCar:entry.bookedPick')}</Typography.Text>
              {booked.data.pageData.map((r) => (
                <Button key={r.reservationNo} size="small" onClick={() => void lookUp(r.reservationNo)}>
                  {`${r.reservationNo} ${r.deliveryDate} ${r.timeSlot}`}
                </Button>
              ))}
            </Space>
          </div>
        )}
        {lookupError && <Alert type="error" showIcon title={lookupError} style={{ marginBottom: 16 }} />}
        {reservation && (
          <section aria-label={t('netInCar:entry.reservation')} style={{ marginBottom: 16 }}>
            <DetailView fields={reservationColumns} record={reservation} columns={3} />
          </section>
        )}
        <Typography.Title level={5}>{t('netInCar:entry.lines')}</Typography.Title>
        <EditableGrid
          name="lines"
          columns={lineColumns(reservation?.orderSheetIds ?? [])}
          newRow={() => ({ reserved: false })}
          label={t('netInCar:entry.lines')}
          disabled={!reservation}
        />
        <Space style={{ margin: '16px 0 8px', width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('netInCar:entry.batches', { max: MAX_BATCHES_PER_ORDER_LINE })}
          </Typography.Title>
          <Space size={8}>
            <TemplateButton
              config={importConfig}
              fileName={t('netInCar:entry.templateFile')}
              examples={options.slice(0, 1).map((o) => [...o.value.split('|'), 'B0001', '2025/1/5', 10])}
            />
            <ImportButton config={importConfig} onConfirm={importBatches} disabled={!reservation} />
          </Space>
        </Space>
        <EditableGrid
          name="batches"
          columns={batchColumns(options)}
          newRow={newBatch}
          label={t('netInCar:entry.batchGrid')}
          disabled={!reservation}
        />
        {issues.length > 0 && (
          // The margin keeps the list clear of the sticky footer when it is scrolled into view.
          <div ref={issuesRef} style={{ scrollMarginBottom: 80 }}>
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 12 }}
              title={t('netInCar:entry.issuesTitle')}
              description={
                <ul className="vsm-loading-issues" aria-label={t('netInCar:entry.issuesTitle')}>
                  {issues.map((issue, i) => (
                    <li key={i}>{issueText(issue)}</li>
                  ))}
                </ul>
              }
            />
          </div>
        )}
      </SchemaForm>
      <div
        className="vsm-loading-editor-footer"
        style={{
          position: 'sticky',
          bottom: -24,
          padding: '12px 0',
          textAlign: 'right',
          background: 'var(--ant-color-bg-elevated, #fff)',
        }}
      >
        <Space>
          <Button onClick={onClose}>{t('netInCar:entry.cancel')}</Button>
          <Button loading={busy === 'save'} disabled={busy !== null} onClick={() => void run('save')}>
            {t('netInCar:entry.save')}
          </Button>
          <Button
            type="primary"
            loading={busy === 'submit'}
            disabled={busy !== null}
            onClick={() => void run('submit')}
          >
            {t('netInCar:entry.submit')}
          </Button>
        </Space>
      </div>
    </div>
  );
}
