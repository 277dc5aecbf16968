import type { ReactNode } from 'react';
import type { LookupKind } from '@/api/types';
import type { FormatKind } from '@/lib/formats';

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
  | 'textarea'
  /** SPEC §6 organisation/DC list of the current side and BU (kit/fields/OrgSelect). */
  | 'org-select'
  /** SPEC §7 bank-account search (kit/lookup BankAccountField): the found account fills `fill`. */
  | 'bank-account';

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

// ---------------------------------------------------------------- fields and columns
// One field schema serves the search form of a QueryPage, a SchemaForm and the editable cells of
// an EditableGrid; one column schema serves read-only grids, detail views and exports.

/** Which area a field or column is shown in; both when absent (SPEC §1 supplier / retailer). */
export type Side = 'supplier' | 'retailer';

/** A fixed choice of a select, radio group or status: its value and the i18n key of its label. */
export type FieldOption = {
  value: string;
  labelKey: string;
  /** A label that is data, not interface text (e.g. a document's own lines): shown as it is instead of t(labelKey). */
  label?: string;
};

/** Colour of a status tag. */
export type StatusTone = 'default' | 'success' | 'processing' | 'warning' | 'error';

/** The SPEC §5 format checks a text field may ask for ('phone': a landline or mobile, lib/validators isPhone). */
export type FieldCheck = 'date' | 'time' | 'plate' | 'idCard' | 'mobile' | 'phone' | 'email' | 'postalCode';

/** Where the labels of a coded value come from: a server dictionary (getDic) or fixed options. */
export type CodedValues = {
  /** Dictionary name of SPEC §3 (RUNTYPE, SALETAXRATE, GOODSFUNCTION): labels from getDic. */
  dict?: string;
  options?: readonly FieldOption[];
  /** Tag colour per value, for the 'status' kind and status columns. */
  tones?: Readonly<Record<string, StatusTone>>;
};

/**
 * A field of a search form, a form or an editable grid. Values are plain data: dates are
 * 'YYYY-MM-DD', months 'YYYY-MM', times 'HH:mm', a range is [start, end].
 */
export type FieldSchema = CodedValues & {
  /** The data (and request param) name. */
  name: string;
  labelKey: string;
  kind: ControlKind;
  required?: boolean;
  /** A SPEC §5 format check ('please enter the correct format'); date kinds check dates themselves. */
  check?: FieldCheck;
  /** Length limit (SPEC §5 LENGTH_LIMITS). */
  maxLength?: number;
  /** Decimals of an input-number and the display of a 'text' field (SPEC §9 formats). */
  format?: FormatKind;
  min?: number;
  max?: number;
  /** The lookup of an 'elf' field. */
  lookup?: LookupConfig;
  /** 'bank-account': sibling form field ← account record field (default kit/lookup DEFAULT_BANK_FILL). */
  fill?: Record<string, string>;
  /** A select taking several values. */
  multiple?: boolean;
  /** Date kinds: the first and last day that can be chosen or typed ('YYYY-MM-DD'), asked when the control renders. */
  dateBounds?: () => { min?: string; max?: string };
  /** range-picker in a search form: the two request params; default `${name}Start` and `${name}End`. */
  rangeNames?: readonly [string, string];
  placeholderKey?: string;
  /**
   * Initial value when nothing else gives one. A function is asked each time the form is initialised
   * or reset, so a default relative to today (a report's period) follows the date.
   */
  defaultValue?: unknown;
  /** SPEC §5: a field (or grid cell) with isEditing false is disabled; a function decides per record. */
  isEditing?: boolean | ((record: Record<string, unknown>) => boolean);
  only?: Side;
  /** Columns of a SchemaForm row (or of a search form's) this field takes (default 1). */
  span?: number;
  /** The 'search' kind's button. */
  onSearch?: (value: string) => void;
};

/** A read-only column of a grid, a field of a detail view, a column of an export. */
export type ColumnSchema<T = Record<string, unknown>> = CodedValues & {
  /** The row field shown. */
  key: string;
  titleKey: string;
  /** SPEC §9 format: amount/price 2, quantity 3, cost 4 decimals, dates YYYY-MM-DD, tax-rate labels. */
  format?: FormatKind;
  /** Show the value as a status tag (labels from dict/options, colours from tones). */
  status?: boolean;
  /** Server sorting by this field (orderBy). */
  sortable?: boolean;
  width?: number;
  /**
   * A key column a clerk reads first (document number, status, amount): a query grid puts the lead
   * columns first, by this number, the others as declared. Without any, the kit puts the row key's
   * column, the first status and the first amount column first (kit/grid/columnLayout keyColumnsOf).
   */
  lead?: number;
  /** Hidden until shown in the column settings. */
  hidden?: boolean;
  /** In a query's grid and export only for the queries it applies to (e.g. a report's grouping), given their params. */
  shownFor?: (params: Record<string, unknown>) => boolean;
  only?: Side;
  /** The value of a row when it is not row[key] (e.g. code and name together). */
  value?: (row: T) => unknown;
  /** What a grid cell shows instead of the text (markers, a link); exports still use the text. */
  render?: (row: T) => ReactNode;
  /**
   * The search field of this column (a field declared once): `true` derives it (a select for coded
   * values, a range picker for dates, an input otherwise; name and label are the column's); an object
   * overrides what differs. Search fields follow the column order unless given an `order`.
   */
  search?: true | ColumnSearch;
  /** false: not a grid column (a search-only or detail-only field). */
  grid?: false;
  /**
   * The document's detail header shows every column: false leaves this one out; 'bothSides' shows a
   * column of one side (`only`) on both (a supplier reads its own name in the detail).
   */
  detail?: false | 'bothSides';
};

/** What a column's search field changes of the derived one. */
export type ColumnSearch = Partial<FieldSchema> & {
  /** Position among the search fields (default: the column's position). */
  order?: number;
};
