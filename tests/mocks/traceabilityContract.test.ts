import { insertRow, table } from '../../mocks/db';
import { addDays, mockToday } from '../../mocks/db/clock';
import { isEmptyValue } from '@/kit/form/rules';
import type { FieldSchema } from '@/kit/schema';
import { today } from '@/lib/serverClock';
import {
  MAINTAINED,
  MAINTAINED_STATES,
  TRACE_ERRORS,
  TRACE_LIMITS,
  baseProblems,
  batchProblems,
  traceMessageKeys,
  traceUrl,
} from '@/features/traceability/contract';
import { traceBasesQuery } from '@/features/traceability/schemas/traceBases';
import { batchFields, checkBatch } from '@/features/traceability/schemas/traceBatches';
import type { TraceBase } from '@/features/traceability/types';
import { api, DEMO_VENDOR, OK, SUPPLIER } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the screen's check (the form's
 * required fields and lengths, its validate) and the mock's answer through its handlers agree, because
 * both call the rule.
 */

/** What the screen refuses: a required field (or upload) left blank, a field over its length, else its validate. */
const screenRefuses = (
  fields: FieldSchema[],
  validate: (v: Record<string, unknown>) => Record<string, string> | null,
  values: Record<string, unknown>,
  uploads: string[] = [],
) =>
  uploads.some((name) => isEmptyValue(values[name])) ||
  fields.some(
    (f) =>
      (f.required && isEmptyValue(values[f.name])) ||
      (f.maxLength !== undefined && String(values[f.name] ?? '').length > f.maxLength),
  ) ||
  validate(values) !== null;

const baseForm = () => {
  const edit = traceBasesQuery.actions!.find((a) => a.key === 'edit')!;
  const form = typeof edit.form === 'function' ? edit.form([{} as TraceBase]) : edit.form!;
  return { fields: form.fields, validate: form.validate! };
};

/** A stored upload of the file store, as the common upload leaves it. */
function stored(fileName: string, contentType: string) {
  const fileUrl = `group2/M00/contract/${fileName}`;
  if (!table('files').some((f) => f.fileUrl === fileUrl))
    insertRow('files', {
      fileUrl,
      fileName,
      contentType,
      size: 1000,
      base64: '',
      uploadedBy: '10001',
      uploadedAt: `${mockToday()} 10:00:00`,
      public: false,
    });
  return [{ fileUrl, fileName, size: 1000 }];
}

describe('traceability contract: screen and mock refuse the same inputs', () => {
  it('the clocks agree: the screen judges by the day the mock judges by', () => {
    expect(today()).toBe(mockToday());
  });

  it('SPEC §5 base information: refused by the form and the mock exactly when baseProblems says so', async () => {
    const { fields, validate } = baseForm();
    const goodsId = table('goods').find((g) => g.venderId === DEMO_VENDOR.venderId && g.bu === DEMO_VENDOR.bu)!.goodsId;
    const ok = { manufacturer: '某食品厂', manufacturerAddress: '上海', origin: '上海', licenceNo: 'SC10531010400123' };
    const cases: Record<string, unknown>[] = [
      ok,
      { ...ok, manufacturer: '  ' },
      { ...ok, origin: '' },
      { ...ok, licenceNo: 'SC123' },
      { ...ok, licenceNo: 'sc10531010400123' },
      { ...ok, manufacturer: '厂'.repeat(TRACE_LIMITS.manufacturer) },
      { ...ok, manufacturer: '厂'.repeat(TRACE_LIMITS.manufacturer + 1) },
      { ...ok, manufacturerAddress: '路'.repeat(TRACE_LIMITS.manufacturerAddress + 1) },
      { ...ok, origin: '地'.repeat(TRACE_LIMITS.origin + 1) },
    ];
    for (const values of cases) {
      const label = JSON.stringify(values).slice(0, 120);
      const problems = baseProblems(values);
      expect(validate(values), label).toEqual(traceMessageKeys(problems));
      const { returncode } = await api(traceUrl('saveBase'), { goodsId, ...values }, SUPPLIER);
      expect([screenRefuses(fields, validate, values), returncode], label).toEqual([
        problems !== null,
        problems ? TRACE_ERRORS.invalid.code : OK,
      ]);
    }
  });

  it('SPEC §5 batch: refused by the form and the mock exactly when batchProblems says so', async () => {
    const goodsId = table('traceBases').find(
      (b) => b.venderId === DEMO_VENDOR.venderId && b.bu === DEMO_VENDOR.bu,
    )!.goodsId;
    const image = stored('report.png', 'image/png');
    const log = stored('log.pdf', 'application/pdf');
    const day = mockToday();
    let n = 0;
    const ok = () => ({
      goodsId,
      batchNo: `CT${(n += 1)}`,
      productionDate: addDays(day, -3),
      quantity: 100,
      inspectionReport: image,
      productionLog: log,
    });
    const cases: Record<string, unknown>[] = [
      ok(),
      { ...ok(), productionDate: day },
      { ...ok(), productionDate: addDays(day, 1) },
      { ...ok(), quantity: 0 },
      { ...ok(), quantity: -5 },
      { ...ok(), quantity: null },
      { ...ok(), batchNo: ' ' },
      { ...ok(), batchNo: 'B'.repeat(TRACE_LIMITS.batchNo + 1) },
      { ...ok(), inspectionReport: [] },
      { ...ok(), productionLog: [] },
    ];
    // The dialog's two required UploadItems, beside the schema fields.
    const uploads = ['inspectionReport', 'productionLog'];
    for (const values of cases) {
      const label = JSON.stringify({ ...values, inspectionReport: undefined, productionLog: undefined });
      const problems = batchProblems(values, day);
      expect(checkBatch(values), label).toEqual(traceMessageKeys(problems));
      const { returncode } = await api(traceUrl('addBatch'), values, SUPPLIER);
      expect([screenRefuses(batchFields, checkBatch, values, uploads), returncode], label).toEqual([
        problems !== null,
        problems ? TRACE_ERRORS.invalid.code : OK,
      ]);
    }
  });

  it("the maintained state is the contract's on the grid and in the mock's answer", async () => {
    const column = traceBasesQuery.columns.find((c) => c.key === 'maintained')!;
    expect(column.options).toEqual(MAINTAINED_STATES);
    for (const maintained of Object.values(MAINTAINED)) {
      const page = await api<{ pageData: TraceBase[] }>(
        traceUrl('bases'),
        { pageNo: 1, pageSize: 5, params: { maintained } },
        SUPPLIER,
      );
      expect(page.data.pageData.length, maintained).toBeGreaterThan(0);
      expect(
        page.data.pageData.every(
          (b) => b.maintained === maintained && !!b.manufacturer === (maintained === MAINTAINED.yes),
        ),
      ).toBe(true);
    }
  });
});
