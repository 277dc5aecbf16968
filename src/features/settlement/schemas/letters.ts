import { idsOf } from '@/kit/columns';
import { signAction, type QueryPageConfig } from '@/kit/query';
import { openPreviewWindow, pdfPreviewPath, reservePreviewWindow } from '@/kit/upload';
import { printLetters, querySheets, saveLetter, sheetTotals, signLetters } from '../api';
import type { SettleSheet } from '../types';
import {
  SETTLEMENT_ERRORS,
  SIGN_BIZ_TYPES,
  canPrintLetter,
  canSaveLetter,
  canSignLetter,
  isPrintedForSigning,
  signTimeProblem,
} from '../contract';
import { letterColumns, letterDetail } from './sheets';
import { nowMinute } from '@/lib/serverClock';

/** The letter's signing time by the contract's rule (the server's too): not after today. */
export function checkLetterSignTime(v: Record<string, unknown>, now = nowMinute()) {
  if (!v.signTime) return null;
  const problem = signTimeProblem(v.signTime, now);
  if (!problem) return null;
  const { futureKey, formatKey } = SETTLEMENT_ERRORS.signing;
  return { signTime: problem === 'future' ? futureKey : formatKey };
}
const previewLetter = (s: SettleSheet) => s.letterFile && openPreviewWindow(pdfPreviewPath(s.letterFile.fileUrl));

/**
 * Confirmation letters (SPEC §2, §5, §8): the reconciliation statement of each sheet — its text
 * information (signing business type and time, both required) saved first, printed (which generates
 * the e-signature file, a PDF), then e-signed under an active e-signature contract: `contractActive`
 * is the supplier code's contract state as the screen loaded it (null while unknown: the server decides).
 */
export const letterQuery = (
  extra: NonNullable<QueryPageConfig<SettleSheet>['detail']>['extra'],
  contractActive: boolean | null = null,
): QueryPageConfig<SettleSheet> => ({
  id: 'settlement.letters',
  query: querySheets,
  rowKey: 'sheetId',
  columns: letterColumns,
  selection: 'checkbox',
  defaultOrderBy: 'createDate desc',
  actions: [
    {
      key: 'saveLetter',
      labelKey: 'settlement:action.saveLetter',
      allowed: canSaveLetter,
      emptyKey: 'errors:selectDocumentsFirst',
      form: (rows) => ({
        titleKey: 'settlement:letter.saveTitle',
        fields: [
          {
            name: 'signBizType',
            labelKey: 'settlement:field.signBizType',
            kind: 'select',
            options: SIGN_BIZ_TYPES,
            required: true,
          },
          { name: 'signTime', labelKey: 'settlement:field.signTime', kind: 'date-picker', required: true },
        ],
        validate: (v) => checkLetterSignTime(v),
        initialValues: rows.length === 1 ? { signBizType: rows[0].signBizType, signTime: rows[0].signTime } : {},
      }),
      call: async (rows, v) => {
        for (const s of rows)
          await saveLetter({ sheetId: s.sheetId, signBizType: String(v.signBizType), signTime: String(v.signTime) });
        return { count: rows.length };
      },
      successKey: 'settlement:letter.saved',
    },
    {
      key: 'print',
      labelKey: 'settlement:action.print',
      allowed: canPrintLetter,
      refusedKey: SETTLEMENT_ERRORS.saveTextFirst.messageKey,
      // Printing opens the letter's PDF (the server generates it when needed) in the PDF viewer, whose Print button prints it.
      call: async (rows) => {
        const preview = reservePreviewWindow();
        try {
          const answer = await printLetters(idsOf(rows, 'sheetId'));
          const file =
            answer.letters.find((s) => s.sheetId === rows[0].sheetId)?.letterFile ??
            answer.letters.find((s) => s.letterFile)?.letterFile;
          if (file) preview.show(pdfPreviewPath(file.fileUrl));
          else preview.cancel();
          return answer;
        } catch (e) {
          preview.cancel();
          throw e;
        }
      },
      successKey: 'settlement:letter.printed',
    },
    signAction<SettleSheet>(signLetters, {
      labelKey: 'settlement:action.sign',
      primary: true,
      // A letter already e-signed is not signed again; one not printed has no file to sign yet (SPEC §8).
      allowed: canSignLetter,
      refuse: (rows) =>
        rows.some((s) => !isPrintedForSigning(s))
          ? SETTLEMENT_ERRORS.printFirst.messageKey
          : contractActive === false
            ? SETTLEMENT_ERRORS.eSignContract.messageKey
            : null,
      confirmKey: 'errors:confirmESignCompleted',
      successKey: 'settlement:letter.signed',
    }),
    {
      key: 'viewLetter',
      labelKey: 'settlement:action.viewLetter',
      places: ['row', 'detail'],
      allowed: (s) => !!s.letterFile,
      open: ([s]) => previewLetter(s),
    },
  ],
  totals: { amountKey: 'payableAmount', load: sheetTotals },
  export: { fileNameKey: 'settlement:letter.exportFileName' },
  detail: letterDetail(extra),
});
