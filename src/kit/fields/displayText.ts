import { formatValue, type FormatKind } from '@/lib/formats';
import { isBlank } from '@/lib/validators';

/**
 * The text of a value as the portal shows it: its label when it is a coded value (dictionary or
 * option), else its SPEC §9 format, else the value itself. Ranges read 'start ~ end', several
 * values 'a, b'. Grids, detail views, 'text' fields and exports all use this one function.
 */
export function displayText(value: unknown, spec: { format?: FormatKind }, labels?: Map<string, string>): string {
  if (isBlank(value)) return '';
  if (Array.isArray(value))
    return value
      .map((v) => displayText(v, spec, labels))
      .filter(Boolean)
      .join(', ');
  const label = labels?.get(String(value));
  if (label !== undefined) return label;
  if (spec.format) return formatValue(spec.format, value);
  return String(value);
}
