import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT, MONTH_FORMAT, TIME_FORMAT, normalizeDate } from '@/lib/dates';
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

function timeOf(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || !/^\d{2}:\d{2}$/.test(value)) return null;
  const d = dayjs(`2000-01-01T${value}`);
  return d.isValid() ? d : null;
}

const out = (d: Dayjs | null | undefined, format: string) => (d ? d.format(format) : undefined);

/** 'date-picker': 'YYYY-MM-DD'. */
export function DateControl({ value, onChange, field: _field, ...rest }: ControlProps) {
  return <DatePicker {...rest} value={dayOf(value)} format={DATE_FORMAT} style={{ width: '100%' }} onChange={(d) => onChange?.(out(d, DATE_FORMAT))} />;
}

/** 'month-picker': 'YYYY-MM'. */
export function MonthControl({ value, onChange, field: _field, ...rest }: ControlProps) {
  return <DatePicker {...rest} picker="month" value={monthOf(value)} format={MONTH_FORMAT} style={{ width: '100%' }} onChange={(d) => onChange?.(out(d, MONTH_FORMAT))} />;
}

/** 'time-picker': 'HH:mm'. */
export function TimeControl({ value, onChange, field: _field, ...rest }: ControlProps) {
  return <TimePicker {...rest} value={timeOf(value)} format={TIME_FORMAT} style={{ width: '100%' }} onChange={(d) => onChange?.(out(d, TIME_FORMAT))} />;
}

/** 'range-picker': ['YYYY-MM-DD', 'YYYY-MM-DD']. */
export function RangeControl({ value, onChange, field: _field, placeholder: _placeholder, ...rest }: ControlProps) {
  const [start, end] = Array.isArray(value) ? value : [];
  return (
    <DatePicker.RangePicker
      {...rest}
      value={[dayOf(start), dayOf(end)]}
      format={DATE_FORMAT}
      allowEmpty={[true, true]}
      style={{ width: '100%' }}
      onChange={(range) => {
        const [a, b] = [out(range?.[0], DATE_FORMAT), out(range?.[1], DATE_FORMAT)];
        onChange?.(a || b ? [a, b] : undefined);
      }}
    />
  );
}
