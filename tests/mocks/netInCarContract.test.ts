import { table, updateRows } from '../../mocks/db';
import type { ReservationRow } from '../../mocks/domains/netInCar/tables';
import {
  LOADING_MAX,
  LOADING_STATUS,
  NETINCAR_ERRORS,
  batchIssues,
  canEditLoadingList,
  editorValuesOf,
  headerProblems,
  isBooked,
  isQuantity,
  issueValues,
  lineKeyOf,
  netInCarUrl,
  submitIssues,
  type EditorValues,
  type HeaderField,
  type HeaderProblem,
  type Issue,
  type NetInCarPath,
} from '@/features/netInCar/contract';
import { batchImportConfig, headerFields } from '@/features/netInCar/schemas/loadingForm';
import { loadingQuery } from '@/features/netInCar/schemas/loadingQuery';
import type { LoadingInput, LoadingListSummary } from '@/features/netInCar/types';
import { fieldRules } from '@/kit/form/rules';
import type { DocumentAction } from '@/kit/query';
import { api, DEMO_VENDOR } from './helpers';
import { mockWords, screenText, tooLongText } from './screenTexts';

/*
 * One contract per domain: for each case the contract's rule, the screen's check (the header
 * fields' rules, the list actions' `allowed`, the import's cell rule) and the mock's answer through
 * its handlers agree, because both call the rule. The editor shows batchIssues and submitIssues
 * themselves; the mock answers their first issue.
 */

const V = { vendor: DEMO_VENDOR };
const reply = (path: NetInCarPath, body: object) => api(netInCarUrl(path), body, V);
const answer = async (path: NetInCarPath, body: object) => (await reply(path, body)).returncode;
const demo = () => table('reservations').filter((r) => r.venderId === DEMO_VENDOR.venderId && isBooked(r));
const unloaded = () => demo().find((r) => !table('loadingLists').some((l) => l.reservationNo === r.reservationNo))!;

/** A body every rule takes: each reserved line loaded in full in one batch. */
const validBody = (r: ReservationRow): LoadingInput => ({
  reservationNo: r.reservationNo,
  plateNo: '粤B12345',
  driver: '张三',
  driverPhone: '13800138000',
  remark: '',
  lines: r.items.map((it) => ({ orderSheetId: it.orderSheetId, goodsId: it.goodsId, loadedQty: it.reservedQty })),
  batches: r.items.map((it) => ({
    orderSheetId: it.orderSheetId,
    goodsId: it.goodsId,
    batchNo: 'A1',
    productionDate: '2025-01-05',
    qty: it.reservedQty,
  })),
});

/** What the screen's SchemaForm says of a header field: the kit's rules of the field the screen declares. */
const KIT_MESSAGE: Record<string, HeaderProblem> = {
  'kit:validation.requiredInput': 'required',
  'kit:validation.format': 'format',
  'kit:validation.maxLength': 'tooLong',
};
async function screenProblem(name: string, value: unknown): Promise<HeaderProblem | undefined> {
  const field = headerFields.find((f) => f.name === name)!;
  for (const rule of fieldRules(field, name, (key) => key)) {
    const validator = (rule as { validator?: (r: unknown, v: unknown) => Promise<void> }).validator!;
    const failed = await validator({}, value).then(
      () => null,
      (e: Error) => e.message,
    );
    if (failed) return KIT_MESSAGE[failed];
  }
  return undefined;
}

const codeOf = (problem: keyof typeof NETINCAR_ERRORS | undefined) =>
  problem ? NETINCAR_ERRORS[problem].code : '00000';

/** The editor's values of a body: its lines as the editor loads them from the reservation (named by it), its batches. */
const screenValues = (r: ReservationRow, body: LoadingInput): EditorValues => ({
  lines: body.lines.map((l) => ({
    ...l,
    goodsName: r.items.find((it) => lineKeyOf(it) === lineKeyOf(l))?.goodsName,
  })),
  batches: body.batches.map((b) => ({ ...b, lineKey: lineKeyOf(b) })),
});

/** The editor's toast for the issues it found (LoadingEditor): the first one but a quantity mismatch, else SPEC §8's mismatch. */
function screenSays(found: Issue[]) {
  const shown = found.find((i) => i.kind !== 'qtyMismatch');
  return shown
    ? screenText(`netInCar:issues.${shown.kind}`, issueValues(shown))
    : screenText('errors:goodsQtyMismatch');
}

describe('netInCar contract: screen and mock refuse the same inputs', () => {
  it('edits and submits a loading list exactly when canEditLoadingList allows it', async () => {
    const actions = loadingQuery(() => null).actions as DocumentAction<LoadingListSummary>[];
    const list = table('loadingLists').find(
      (l) => l.venderId === DEMO_VENDOR.venderId && l.status === LOADING_STATUS.saved,
    )!;
    for (const status of Object.values(LOADING_STATUS)) {
      updateRows('loadingLists', (l) => l.sheetId === list.sheetId, { status });
      const row = { ...list, status, lineCount: 0, totalLoadedQty: 0 } as LoadingListSummary;
      const rule = canEditLoadingList(row);
      for (const key of ['edit', 'submit']) expect(actions.find((a) => a.key === key)!.allowed!(row), key).toBe(rule);
      const saveCode = await answer('save', { ...list, sheetId: list.sheetId, batches: [] });
      // A saved list's batches may not add up yet: its submission is refused for that, not for its state.
      const submitCode = await answer('submit', { sheetId: list.sheetId });
      expect(saveCode === NETINCAR_ERRORS.refused.code, status).toBe(!rule);
      expect(submitCode === NETINCAR_ERRORS.refused.code, status).toBe(!rule);
    }
  });

  it('takes the vehicle, driver and remark exactly as headerProblems allows (SPEC §5 plate, mobile, lengths)', async () => {
    const r = unloaded();
    const cases: [string, unknown][] = [
      ['plateNo', ''],
      ['plateNo', 'ABC123'],
      ['plateNo', '粤B1234'],
      ['plateNo', '粤BD12345'],
      ['driver', '  '],
      ['driver', 'x'.repeat(LOADING_MAX.driver)],
      ['driver', 'x'.repeat(LOADING_MAX.driver + 1)],
      ['driverPhone', ''],
      ['driverPhone', '12800138000'],
      ['driverPhone', '1380013800'],
      ['driverPhone', '13800138000'],
      ['remark', 'x'.repeat(LOADING_MAX.remark)],
      ['remark', 'x'.repeat(LOADING_MAX.remark + 1)],
    ];
    for (const [name, value] of cases) {
      const body = { ...validBody(r), [name]: value };
      const rule = headerProblems(body)?.[name as HeaderField];
      const label = `${name} ${String(value).slice(0, 12)}`;
      expect(await screenProblem(name, value), label).toBe(rule);
      const said = await reply('save', body);
      expect(said.returncode, label).toBe(codeOf(rule));
      // SPEC §5 'Length limits (server messages)': the client's text of a server length message, the form's label.
      if (rule === 'tooLong')
        expect(mockWords(said.message), label).toEqual(
          tooLongText(`netInCar:entry.${name}`, LOADING_MAX[name as keyof typeof LOADING_MAX]),
        );
    }
  });

  it('saves batches exactly as batchIssues allows (SPEC §5 three batches a line, no batch twice, yyyy-MM-dd)', async () => {
    const r = unloaded();
    const [a, b] = r.items;
    const batch = (it: typeof a, batchNo: string, productionDate = '2025-01-05', qty = 1) => ({
      orderSheetId: it.orderSheetId,
      goodsId: it.goodsId,
      batchNo,
      productionDate,
      qty,
    });
    const cases: LoadingInput['batches'][] = [
      [batch(a, 'A1'), batch(a, 'A2'), batch(a, 'A3')],
      [batch(a, 'A1'), batch(a, 'A2'), batch(a, 'A3'), batch(a, 'A4')],
      [batch(a, 'A1'), batch(a, 'A1')],
      [batch(a, 'A1'), batch(b, 'A1')],
      [batch(a, 'A1', '2025/1/5')],
      [batch(a, 'A1', '2025-02-30')],
      [{ ...batch(a, 'A1'), goodsId: 'NOPE' }],
    ];
    for (const batches of cases) {
      const body = { ...validBody(r), batches };
      const label = JSON.stringify(batches.map((x) => [x.batchNo, x.productionDate]));
      const kind = batchIssues(editorValuesOf(body))[0]?.kind;
      const said = await reply('save', body);
      expect(said.returncode, label).toBe(codeOf(kind));
      // The mock words its refusal as the editor words the same issue, its row and line, in zh-CN and en-US.
      const found = batchIssues(screenValues(r, body));
      if (kind) expect(mockWords(said.message), label).toEqual(screenSays(found));
    }
  });

  it('submits exactly as submitIssues allows (SPEC §5 reserved goods only, §8 goods quantity mismatch)', async () => {
    const r = unloaded();
    const valid = validBody(r);
    const cases: LoadingInput[] = [
      valid,
      { ...valid, batches: valid.batches.map((x, i) => (i ? x : { ...x, qty: x.qty - 1 })) },
      { ...valid, lines: valid.lines.map((x, i) => (i ? x : { ...x, loadedQty: x.loadedQty + 0.001 })) },
      {
        ...valid,
        lines: [...valid.lines, { orderSheetId: r.orderSheetIds[0], goodsId: 'G-NOT-BOOKED', loadedQty: 0 }],
      },
      // Goods outside the reservation whose batches do not add up either: the first refusal is said, not the mismatch.
      {
        ...valid,
        lines: [...valid.lines, { orderSheetId: r.orderSheetIds[0], goodsId: 'G-NOT-BOOKED', loadedQty: 2 }],
      },
      // A line's batches split into four (one too many), which do not add up either.
      {
        ...valid,
        batches: [
          ...valid.batches.slice(1),
          ...['B1', 'B2', 'B3', 'B4'].map((batchNo) => ({ ...valid.batches[0], batchNo, qty: 0 })),
        ],
      },
    ];
    // Every case but the valid one is refused, so the same reservation serves them all (the valid one last).
    for (const body of [...cases.slice(1), cases[0]]) {
      const kind = submitIssues(editorValuesOf(body), r)[0]?.kind;
      const said = await reply('submit', body);
      expect(said.returncode, kind ?? 'valid').toBe(codeOf(kind));
      if (kind) expect(mockWords(said.message), kind).toEqual(screenSays(submitIssues(screenValues(r, body), r)));
    }
  });

  it('takes a quantity exactly as isQuantity allows (the import cell, the server)', async () => {
    const r = unloaded();
    const qtyRule = batchImportConfig((k) => k, new Set()).columns.find((c) => c.field === 'qty')!.rules?.[1];
    const validate = (qtyRule as { validate: (v: string, row: Record<string, string>) => string | null }).validate;
    for (const qty of ['0', '12.5', '-1', 'abc']) {
      const rule = isQuantity(qty);
      expect(validate(qty, {}) === null, qty).toBe(rule);
      const body = { ...validBody(r), lines: validBody(r).lines.map((l) => ({ ...l, loadedQty: qty })) };
      expect(await answer('save', { ...body, batches: [] }), qty).toBe(rule ? '00000' : NETINCAR_ERRORS.quantity.code);
    }
  });
});
