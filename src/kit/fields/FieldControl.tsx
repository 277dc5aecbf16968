import type { ComponentType } from 'react';
import { BankAccountField, LookupField } from '@/kit/lookup';
import type { ControlKind } from '../schema';
import { RadioGroupControl, SelectControl, StatusControl } from './ChoiceControls';
import { DateControl, MonthControl, RangeControl } from './DateControls';
import { OrgSelectControl } from './OrgSelect';
import { TimeControl } from './TimeControl';
import { InputControl, NumberControl, SearchControl, TextControl, TextareaControl } from './TextControls';
import type { ControlProps } from './types';

/** 'elf': the lookup field (SPEC §3 精灵); it fills its associated sibling fields through the form. */
function ElfControl({ field, value, onChange, disabled, id, placeholder, 'aria-label': ariaLabel }: ControlProps) {
  if (!field.lookup) throw new Error(`Field ${field.name}: the 'elf' kind needs a lookup config`);
  return (
    <LookupField
      config={field.lookup}
      value={value as string | undefined}
      onChange={onChange}
      disabled={disabled}
      id={id}
      aria-label={ariaLabel}
      placeholder={placeholder}
    />
  );
}

/** 'bank-account': the SPEC §7 bank-account search; the found account fills the sibling bank fields. */
function BankAccountControl({ field, value, onChange, disabled, id, placeholder }: ControlProps) {
  return (
    <BankAccountField
      fill={field.fill}
      value={value as string | undefined}
      onChange={onChange}
      disabled={disabled}
      id={id}
      placeholder={placeholder}
    />
  );
}

/** One renderer per control kind of SPEC §3, shared by search forms, SchemaForm and EditableGrid. */
const CONTROLS: Record<ControlKind, ComponentType<ControlProps>> = {
  input: InputControl,
  'input-number': NumberControl,
  select: SelectControl,
  text: TextControl,
  'range-picker': RangeControl,
  'date-picker': DateControl,
  'time-picker': TimeControl,
  'month-picker': MonthControl,
  'radio-group': RadioGroupControl,
  elf: ElfControl,
  search: SearchControl,
  status: StatusControl,
  textarea: TextareaControl,
  'org-select': OrgSelectControl,
  'bank-account': BankAccountControl,
};

/** The control of a field, for an antd Form.Item (which gives value, onChange and id). */
export function FieldControl(props: ControlProps) {
  const Control = CONTROLS[props.field.kind];
  return <Control {...props} />;
}

/** Kinds whose required message is 'please select {field}' rather than 'please enter {field}'. */
export const CHOICE_KINDS: ReadonlySet<ControlKind> = new Set([
  'select',
  'org-select',
  'radio-group',
  'status',
  'date-picker',
  'range-picker',
  'month-picker',
  'time-picker',
]);

/** Kinds that show a value and are never edited. */
export const DISPLAY_KINDS: ReadonlySet<ControlKind> = new Set(['text']);
