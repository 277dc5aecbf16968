import { Radio, Select } from 'antd';
import { StatusTag, useChoices } from '../dict';
import type { ControlProps } from './types';

/** 'select': dictionary-backed (SPEC §3 getDic) or fixed options; searchable by label. */
export function SelectControl({ field, value, onChange, ...rest }: ControlProps) {
  const choices = useChoices(field);
  return (
    <Select
      {...rest}
      value={value as string | string[] | undefined}
      mode={field.multiple ? 'multiple' : undefined}
      options={choices}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      onChange={(v: string | string[] | undefined) =>
        onChange?.(Array.isArray(v) && v.length === 0 ? undefined : (v ?? undefined))
      }
    />
  );
}

/** 'radio-group': the choices side by side. */
export function RadioGroupControl({ field, value, onChange, id, disabled, ...rest }: ControlProps) {
  const choices = useChoices(field);
  return (
    <Radio.Group
      id={id}
      disabled={disabled}
      aria-label={rest['aria-label']}
      value={value}
      options={choices}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

/** 'status': a status tag; where it may be changed, a select of tagged statuses. */
export function StatusControl({ field, value, onChange, disabled, ...rest }: ControlProps) {
  const choices = useChoices(field);
  const tone = (v: string) => field.tones?.[v];
  if (disabled) {
    const choice = choices.find((c) => c.value === String(value ?? ''));
    return value === undefined || value === null || value === '' ? null : (
      <span id={rest.id} aria-label={rest['aria-label']}>
        <StatusTag tone={tone(String(value))}>{choice?.label ?? String(value)}</StatusTag>
      </span>
    );
  }
  return (
    <Select
      {...rest}
      value={value as string | undefined}
      allowClear
      style={{ width: '100%' }}
      options={choices.map((c) => ({ value: c.value, label: c.label }))}
      optionRender={(option) => <StatusTag tone={tone(String(option.value))}>{option.label}</StatusTag>}
      onChange={(v: string | undefined) => onChange?.(v ?? undefined)}
    />
  );
}
