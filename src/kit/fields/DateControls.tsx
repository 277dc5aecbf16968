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

/**
 * 'date-picker': 'YYYY-MM-DD'; typed as YYYY-MM-DD or YYYY/MM/DD (SPEC §5, strict). A text typed that is
 * no calendar day (2023/02/29) is kept as typed when the input is left or Enter is pressed, as the range
 * keeps it, so the field's rule says "please enter the correct format" and the form is not sent; the
 * picker itself would drop it silently.
 */
export function DateControl({ value, onChange, field, ...rest }: ControlProps) {
  const day = useMemo(() => dayOf(value), [value]);
  const keepTyped = (target: EventTarget) => {
    if (!(target instanceof HTMLInputElement)) return;
    const text = target.value.trim();
    const typedDay = text ? normalizeDate(text) : null;
    const heldText = !isBlankText(value) && !normalizeDate(value);
    // A day, or emptied: the picker's own change, unless a kept text is replaced (the picker does not know it).
    if ((typedDay || !text) && !heldText) return;
    if (typedDay && !withinBounds(typedDay, field)) return;
    const next = typedDay ?? (text || undefined);
    if (next !== value) onChange?.(next);
  };
  return (
    <DatePicker
      {...rest}
      {...boundsOf(field)}
      value={day}
      onBlur={(event) => keepTyped(event.target)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') keepTyped(event.target);
      }}
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

/**
 * 'range-picker': ['YYYY-MM-DD', 'YYYY-MM-DD']; each end typed as the date picker's. An end typed
 * that is no calendar day (2023/02/29) is kept as typed when its input is left or Enter is pressed,
 * so the field's SPEC §5 rule says "please enter the correct format" and a search form does not
 * query; the picker itself would drop it silently and the search would list every date.
 */
export function RangeControl({ value, onChange, field, placeholder: _placeholder, ...rest }: ControlProps) {
  const [start, end] = Array.isArray(value) ? (value as unknown[]) : [];
  const [startDay, endDay] = [normalizeDate(start), normalizeDate(end)];
  // The picker resets what was typed but not yet submitted whenever `value` is a new object: a fresh
  // array on each render lost the start typed with Enter before the end was typed (so in each kind).
  // Keyed on the days it shows, so an end kept as typed leaves the picker's text alone too.
  const range = useMemo(
    (): [Dayjs | null, Dayjs | null] => [startDay ? dayjs(startDay) : null, endDay ? dayjs(endDay) : null],
    [startDay, endDay],
  );
  const typingIn = useRef<'start' | 'end'>('start');
  /**
   * What the input left holds, when the picker would not take it: no calendar day, or emptied after one;
   * or a day typed over such a text (the picker, not knowing the text, does not report that day as a change).
   */
  const keepTyped = (target: EventTarget) => {
    if (!(target instanceof HTMLInputElement)) return;
    const text = target.value.trim();
    const side = typingIn.current === 'start' ? 0 : 1;
    const current = [start, end][side];
    const typedDay = text ? normalizeDate(text) : null;
    // A day: the picker's own change takes it, unless the end held a text kept as typed (a day within the bounds).
    if (typedDay && (isBlankText(current) || normalizeDate(current) || !withinBounds(typedDay, field))) return;
    const next = typedDay ?? (text || undefined);
    // An emptied end that held a day is the picker's change too.
    if (!text && (isBlankText(current) || normalizeDate(current))) return;
    if (next === current) return;
    const ends = [
      startDay ?? (typeof start === 'string' ? start : undefined),
      endDay ?? (typeof end === 'string' ? end : undefined),
    ];
    ends[side] = next;
    // A day typed over a kept text: the other end is the day its input shows (the picker may hold one it has not reported).
    const otherText = target.closest('.ant-picker-range')?.querySelectorAll('input')[1 - side]?.value;
    if (typedDay && normalizeDate(otherText)) ends[1 - side] = normalizeDate(otherText)!;
    onChange?.(ends[0] || ends[1] ? ends : undefined);
  };
  return (
    <DatePicker.RangePicker
      {...rest}
      {...boundsOf(field)}
      value={range}
      onFocus={(_, info) => (typingIn.current = info.range ?? 'start')}
      onBlur={(event) => keepTyped(event.target)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') keepTyped(event.target);
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

function withinBounds(day: string, field: ControlProps['field']): boolean {
  const { min, max } = field?.dateBounds?.() ?? {};
  return !(min && day < min) && !(max && day > max);
}

const isBlankText = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
