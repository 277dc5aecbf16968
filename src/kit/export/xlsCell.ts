import { DECIMALS, isNumberFormat, roundTo, toNumber } from '@/lib/formats';
import { displayText } from '../fields/displayText';
import type { XlsCell, XlsField } from './xlsTypes';

/**
 * A value as an .xls cell, as the grid shows it: the label of a coded value; SPEC §9 dates and
 * tax rates as text; amounts, prices, quantities and costs as numbers with their decimals.
 * The xls worker runs it (it imports no React), and so does xlsTableOf.
 */
export function xlsCell(value: unknown, { format, labels }: XlsField): XlsCell {
  const number = isNumberFormat(format) && !labels?.has(String(value)) ? toNumber(value) : null;
  if (number !== null && isNumberFormat(format)) return roundTo(number, DECIMALS[format]);
  return displayText(value, { format }, labels) || null;
}
