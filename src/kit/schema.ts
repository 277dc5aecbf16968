import type { LookupKind } from '@/api/types';

/**
 * The control kinds of SPEC §3 shared by search forms, forms and grids. The kit renders each kind
 * once; a screen only names kinds in its configuration.
 */
export type ControlKind =
  | 'input'
  | 'input-number'
  | 'select'
  | 'text'
  | 'range-picker'
  | 'date-picker'
  | 'time-picker'
  | 'month-picker'
  | 'radio-group'
  | 'elf'
  | 'search'
  | 'status'
  | 'textarea';


export type { LookupKind };

/** Configuration of an 'elf' control: which lookup, and what a chosen record fills in. */
export type LookupConfig = {
  kind: LookupKind;
  /** Record field whose value becomes the control's own value. */
  valueField: string;
  /** Associated-field mapping of SPEC §3: sibling form field ← record field. */
  fill?: Record<string, string>;
  /** Extra params sent with every search (e.g. buId). */
  params?: Record<string, unknown>;
  /** The configured search field the typed value is sent as (defaults to valueField). */
  searchField?: string;
  /** Columns of the lookup dialog's grid: record field and i18n title key. */
  columns?: { dataIndex: string; titleKey: string }[];
};
