import { AutoComplete } from 'antd';
import { TIME_FORMAT } from '@/lib/dates';
import type { ControlProps } from './types';

/**
 * SPEC §5 time input is 01:00–24:00, which no clock picker offers (their hours are 00–23): the
 * suggestions run from 01:00 to 24:00 by half hours, any minute may be typed, and a typed 00:xx or
 * other malformed time is refused by the field's check (kit/form/rules, lib/validators isValidTime).
 */
export const TIME_CHOICES: readonly string[] = [
  ...Array.from({ length: 23 }, (_, i) => String(i + 1).padStart(2, '0')).flatMap((h) => [`${h}:00`, `${h}:30`]),
  '24:00',
];
const OPTIONS = TIME_CHOICES.map((value) => ({ value }));

/** 'time-picker': 'HH:mm' between 01:00 and 24:00. */
export function TimeControl({ value, onChange, field: _field, placeholder, ...rest }: ControlProps) {
  return (
    <AutoComplete
      {...rest}
      value={typeof value === 'string' ? value : undefined}
      options={OPTIONS}
      placeholder={placeholder ?? TIME_FORMAT}
      showSearch={{ filterOption: (typed, option) => !!option?.value && String(option.value).startsWith(typed.trim()) }}
      style={{ width: '100%' }}
      onChange={(text: string) => onChange?.(text.trim() === '' ? undefined : text.trim())}
    />
  );
}
