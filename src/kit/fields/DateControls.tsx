import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useRef } from 'react';
import { DATE_FORMAT, MONTH_FORMAT, TYPED_DATE_FORMATS, TYPED_MONTH_FORMATS, normalizeDate } from '@/lib/dates';
import type { ControlProps } from './types';

/** Plain values in and out (SPEC §3 default date format YYYY-MM-DD): the pickers' dayjs stays inside. */
function dayOf(value: unknown): Dayjs | null {
  const iso = normalizeDate(value);
  return iso ? dayjs(iso) : null;
}

function monthOf(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}$/.test(value)) return null;
  const d = dayjs(`${value}-01`);
  return d.isValid() ? d : null;
}

const out = (d: Dayjs | null | undefined, format: string) => (d ? d.format(format) : undefined);

/** The field's `dateBounds` as the pickers' minDate and maxDate (a day outside is neither shown choosable nor taken typed). */
function boundsOf(field: ControlProps['field']): { minDate?: Dayjs; maxDate?: Dayjs } {
  const bounds = field?.dateBounds?.();
  if (!bounds) return {};
  return { minDate: dayOf(bounds.min) ?? undefined, maxDate: dayOf(bounds.max) ?? undefined };
}

/** 'date-picker': 'YYYY-MM-DD'; typed as YYYY-MM-DD or YYYY/MM/DD (SPEC §5, strict: 2023/02/29 is refused). */
export function DateControl({ value, onChange, field, ...rest }: ControlProps) {
  const day = useMemo(() => dayOf(value), [value]);
  return (
    <DatePicker
      {...rest}
      {...boundsOf(field)}
      value={day}
      format={TYPED_DATE_FORMATS}
      style={{ width: '100%' }}
      onChange={(d) => onChange?.(out(d, DATE_FORMAT))}
    />
  );
}

/** 'month-picker': 'YYYY-MM'; typed as YYYY-MM or YYYY/MM. */
export function MonthControl({ value, onChange, field: _field, ...rest }: ControlProps) {
  const month = useMemo(() => monthOf(value), [value]);
  return (
    <DatePicker
      {...rest}
      picker="month"
      value={month}
      format={TYPED_MONTH_FORMATS}
      style={{ width: '100%' }}
      onChange={(d) => onChange?.(out(d, MONTH_FORMAT))}
    />
  );
}

/** 'range-picker': ['YYYY-MM-DD', 'YYYY-MM-DD']; each end typed as the date picker's. */
export function RangeControl({ value, onChange, field, placeholder: _placeholder, ...rest }: ControlProps) {
  const [start, end] = Array.isArray(value) ? (value as unknown[]) : [];
  // The picker resets what was typed but not yet submitted whenever `value` is a new object: a fresh
  // array on each render lost the start typed with Enter before the end was typed (so in each kind).
  const range = useMemo((): [Dayjs | null, Dayjs | null] => [dayOf(start), dayOf(end)], [start, end]);
  const typingIn = useRef<'start' | 'end'>('start');
  return (
    <DatePicker.RangePicker
      {...rest}
      {...boundsOf(field)}
      value={range}
      onFocus={(_, info) => (typingIn.current = info.range ?? 'start')}
      onKeyDown={(event) => {
        // Enter on the start moves on to the end; it must not also submit the search form with half a range.
        if (event.key === 'Enter' && typingIn.current === 'start' && !range[1]) event.preventDefault();
      }}
      format={TYPED_DATE_FORMATS}
      allowEmpty={[true, true]}
      style={{ width: '100%' }}
      onChange={(range) => {
        const [a, b] = [out(range?.[0], DATE_FORMAT), out(range?.[1], DATE_FORMAT)];
        onChange?.(a || b ? [a, b] : undefined);
      }}
    />
  );
}
