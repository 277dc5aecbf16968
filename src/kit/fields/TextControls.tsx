import { Input } from 'antd';
import { showServerText, useServerTextConverter } from '@/i18n/serverText';
import { DECIMALS, isNumberFormat } from '@/lib/formats';
import { useLabelMaps } from '../dict';
import { displayText } from './displayText';
import { NumberInput } from './NumberInput';
import type { ControlProps } from './types';
import './textarea.css';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const emptyToUndefined = (value: string) => (value === '' ? undefined : value);

/** 'input': one line of text. */
export function InputControl({ field, value, onChange, ...rest }: ControlProps) {
  return (
    <Input
      {...rest}
      value={text(value)}
      maxLength={field.maxLength}
      allowClear
      onChange={(e) => onChange?.(emptyToUndefined(e.target.value))}
    />
  );
}

/** 'search': a text with a search button (the field's onSearch); Enter in a search form searches the form. */
export function SearchControl({ field, value, onChange, ...rest }: ControlProps) {
  return (
    <Input.Search
      {...rest}
      value={text(value)}
      maxLength={field.maxLength}
      allowClear
      onChange={(e) => onChange?.(emptyToUndefined(e.target.value))}
      onSearch={(v) => field.onSearch?.(v)}
    />
  );
}

/** 'textarea': several lines, with a character count when limited. */
export function TextareaControl({ field, value, onChange, ...rest }: ControlProps) {
  return (
    <Input.TextArea
      {...rest}
      value={text(value)}
      maxLength={field.maxLength}
      showCount={field.maxLength !== undefined}
      rows={2}
      classNames={{ textarea: 'vsm-textarea' }}
      onChange={(e) => onChange?.(emptyToUndefined(e.target.value))}
    />
  );
}

/** 'input-number': decimals of its SPEC §9 format (amount/price 2, quantity 3, cost 4). */
export function NumberControl({ field, value, onChange, ...rest }: ControlProps) {
  const precision = isNumberFormat(field.format) ? DECIMALS[field.format] : undefined;
  return (
    <NumberInput<number>
      {...rest}
      value={
        typeof value === 'number' ? value : value === undefined || value === null || value === '' ? null : Number(value)
      }
      precision={precision}
      min={field.min}
      max={field.max}
      style={{ width: '100%' }}
      onChange={(v) => onChange?.(v ?? undefined)}
    />
  );
}

/**
 * 'text': the value shown, formatted and labelled, never edited; a server text as a grid cell shows it
 * (showServerText: Traditional in zh-HK, the server's English in en-US).
 */
export function TextControl({ field, value, id, ...rest }: ControlProps) {
  const [labels] = useLabelMaps([field]);
  useServerTextConverter();
  return (
    <span id={id} aria-label={rest['aria-label']} className="vsm-field-text">
      {showServerText(displayText(value, field, labels))}
    </span>
  );
}
