import type { FormRule } from 'antd';
import {
  isValidDate,
  isBlank,
  isEmail,
  isPostalCode,
  isIdCard,
  isMobile,
  isPhone,
  isValidTime,
  isVehiclePlate,
  exceedsLength,
} from '@/lib/validators';
import { toNumber } from '@/lib/formats';
import { CHOICE_KINDS, DISPLAY_KINDS } from '../fields';
import type { FieldCheck, FieldSchema } from '../schema';

/** Translates a 'kit:' key (i18next's t, narrowed to what the rules need). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const CHECKS: Record<FieldCheck, (value: unknown) => boolean> = {
  date: isValidDate,
  time: isValidTime,
  plate: isVehiclePlate,
  idCard: isIdCard,
  mobile: isMobile,
  phone: isPhone,
  email: isEmail,
  postalCode: isPostalCode,
};

/** A value with nothing in it: SPEC §5 blank, or a list of blanks (an empty range or multi-select). */
export const isEmptyValue = (value: unknown) => isBlank(value) || (Array.isArray(value) && value.every(isBlank));

/** Kinds whose stored value has a shape to check (a typed or pasted value may not have it). */
const SHAPED_KINDS: ReadonlySet<FieldSchema['kind']> = new Set([
  'date-picker',
  'range-picker',
  'month-picker',
  'time-picker',
  'input-number',
]);

/** Whether a non-blank value has the shape its kind stores (a typed or pasted value may not). */
function wellFormed(field: FieldSchema, value: unknown): boolean {
  if (field.check && !CHECKS[field.check](value)) return false;
  switch (field.kind) {
    case 'date-picker':
      return isValidDate(value);
    case 'range-picker':
      return Array.isArray(value) && value.every((v) => isBlank(v) || isValidDate(v));
    case 'month-picker':
      return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
    case 'time-picker':
      return isValidTime(value);
    case 'input-number':
      return toNumber(value) !== null;
    default:
      return true;
  }
}

/**
 * The antd rules of a field (SPEC §5): required → 'please enter {field}' or, for choices and dates,
 * 'please select {field}'; a length limit → 'at most {max} characters'; a malformed value → 'please
 * enter the correct format'. In that order, as the contracts check (lib/fieldRules), so a value too long
 * and malformed is refused alike on the screen and by the server. Blank values are only checked by `required`.
 */
export function fieldRules(field: FieldSchema, label: string, t: Translate): FormRule[] {
  if (DISPLAY_KINDS.has(field.kind)) return [];
  const rules: FormRule[] = [];
  if (field.required) {
    const message = t(CHOICE_KINDS.has(field.kind) ? 'kit:validation.requiredSelect' : 'kit:validation.requiredInput', {
      field: label,
    });
    rules.push({
      required: true,
      validator: (_, value) => (isEmptyValue(value) ? Promise.reject(new Error(message)) : Promise.resolve()),
    });
  }
  const max = field.maxLength;
  if (max !== undefined) {
    rules.push({
      validator: (_, value) =>
        exceedsLength(value, max)
          ? Promise.reject(new Error(t('kit:validation.maxLength', { field: label, max })))
          : Promise.resolve(),
    });
  }
  if (field.check || SHAPED_KINDS.has(field.kind)) {
    rules.push({
      validator: (_, value) =>
        isEmptyValue(value) || wellFormed(field, value)
          ? Promise.resolve()
          : Promise.reject(new Error(t('kit:validation.format'))),
    });
  }
  return rules;
}

/** SPEC §5 "Cells with isEditing false are disabled": whether a field may be edited for a record. */
export function isEditable(field: FieldSchema, record: Record<string, unknown> | undefined): boolean {
  if (DISPLAY_KINDS.has(field.kind)) return false;
  if (typeof field.isEditing === 'function') return field.isEditing(record ?? {});
  return field.isEditing !== false;
}
