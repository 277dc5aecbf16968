import type { ReactNode } from 'react';
import type { RequestOptions } from '@/api/http';
import type { Page, PageQuery } from '@/api/types';
import type { ServerExport } from '../export';
import type { ColumnSchema, FieldSchema } from '../schema';

/** What an action gets: the ticked rows, the current query (SPEC §7) and a way to run it again. */
export type ActionContext<T> = { selected: T[]; request: PageQuery; reload: () => void };

/** A button above the grid; `right` is a SPEC §6 function permission code (hidden without it). */
export type ToolbarAction<T> = {
  key: string;
  labelKey: string;
  right?: string;
  icon?: ReactNode;
  primary?: boolean;
  danger?: boolean;
  /** Enabled only with ticked rows. */
  needsSelection?: boolean;
  onClick: (ctx: ActionContext<T>) => void | Promise<void>;
};

/** A link in the row's action column; `visible` hides it for some rows. */
export type RowAction<T> = {
  key: string;
  labelKey: string;
  right?: string;
  danger?: boolean;
  visible?: (row: T) => boolean;
  onClick: (row: T, ctx: ActionContext<T>) => void | Promise<void>;
};

export type ExportConfig = {
  /** i18n key of the file name. */
  fileNameKey: string;
  right?: string;
  /** Client export of the current result (default true). */
  client?: boolean;
  /** Server export of every row of the query (a binary answer, SPEC §7). */
  server?: (query: PageQuery, opts: Parameters<ServerExport>[0]) => ReturnType<ServerExport>;
};

/** The lines of a document, loaded when its detail opens. */
export type DetailLinesConfig<T> = {
  titleKey?: string;
  rowKey: string;
  // Lines have their own row type per screen; the kit only reads them through column schemas.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnSchema<any>[];
  load: (row: T, opts: RequestOptions) => Promise<Record<string, unknown>[]>;
};

/**
 * A drawer with one document: its header fields, its lines, previous/next within the result,
 * actions on it and, for paper documents, printing (SPEC §2 query screens, §8 previous/next).
 * Opened from the row key or the view action.
 */
export type DetailConfig<T> = {
  titleKey: string;
  fields: ColumnSchema<T>[];
  width?: number;
  lines?: DetailLinesConfig<T>;
  /** A paper document: a print button prints the header, the lines and `extra`. */
  print?: boolean;
  /** Shown under the lines and printed with them (e.g. the SPEC §9 return policy). */
  extra?: (row: T) => ReactNode;
  /** Buttons of the detail (confirm, dispute …), filtered by function permission and `visible`. */
  actions?: RowAction<T>[];
};

/**
 * A query screen as configuration (ARCHITECTURE "A page is configuration"): search fields,
 * columns, the generic table query of SPEC §7, actions, selection, export and detail.
 */
export type QueryPageConfig<T> = {
  /** Screen id: column settings are kept under it. */
  id: string;
  /** The generic table query: { pageNo, pageSize, orderBy, params } → Page<T>. */
  query: (query: PageQuery, opts: RequestOptions) => Promise<Page<T>>;
  rowKey: keyof T & string;
  search: FieldSchema[];
  columns: ColumnSchema<T>[];
  /** Params sent with every query. */
  params?: Record<string, unknown>;
  /** Default 20. */
  pageSize?: number;
  /** When the user has not sorted, e.g. 'createDate desc'. */
  defaultOrderBy?: string;
  /** Query on arrival without search state in the address (default false: the user queries). */
  autoQuery?: boolean;
  /** Search fields shown while the form is collapsed (default 3). */
  collapsedCount?: number;
  selection?: 'checkbox' | 'radio';
  toolbar?: ToolbarAction<T>[];
  rowActions?: RowAction<T>[];
  export?: ExportConfig;
  detail?: DetailConfig<T>;
};
