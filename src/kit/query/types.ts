import type { ReactNode } from 'react';
import type { RequestOptions } from '@/api/http';
import type { Page, PageQuery } from '@/api/types';
import type { ServerExport } from '../export';
import type { ColumnSchema, FieldSchema, Side } from '../schema';
import type { TotalsConfig } from './QueryTotals';

/** Where a document action is offered: above the grid (on the ticked rows), as a row link, in the detail. */
export type ActionPlace = 'toolbar' | 'row' | 'detail';

/** The inputs an action asks for before its call: a reason (SPEC §5 'reason required') or a form. */
export type ActionForm = {
  /** Dialog title (i18n key, given `count` and a single document's fields). */
  titleKey: string;
  fields: FieldSchema[];
  okKey?: string;
  width?: number;
  /** Rules across fields, as FormDialog's `validate`. */
  validate?: (values: Record<string, unknown>) => Record<string, string> | null;
  /** The draft's key (FormDialog `draftKey`); by default the page, the action and its documents; false: none. */
  draftKey?: string | false;
};

export type ActionReason = {
  titleKey: string;
  labelKey: string;
  /** Default true. */
  required?: boolean;
  /** Default 200. */
  maxLength?: number;
  okKey?: string;
};

/** What an action's own dialog gets: the documents, and how to close it and refresh the list. */
export type ActionDialogProps<T> = { rows: T[]; close: () => void; reload: () => void };

/**
 * A document action as configuration (ARCHITECTURE "document actions declared in the config"): the
 * kit refuses what SPEC §8 refuses (nothing ticked, a document whose status does not allow it), asks
 * for the confirm, the reason or the form, makes the call, toasts `successKey` and reloads.
 */
export type DocumentAction<T> = {
  key: string;
  labelKey: string;
  /** SPEC §6 function permission code: hidden without it. */
  right?: string;
  only?: Side;
  primary?: boolean;
  danger?: boolean;
  icon?: ReactNode;
  /** Default ['toolbar', 'detail']; an action on no document (`rows: false`) is a toolbar button only. */
  places?: readonly ActionPlace[];
  /** false: the action takes no documents (add, import). */
  rows?: false;
  /** SPEC §4: the documents the action allows; others are refused, and row/detail buttons hidden for them. */
  allowed?: (row: T) => boolean;
  /** Refusal when nothing is ticked (default errors:selectDocumentsFirst). */
  emptyKey?: string;
  /** Refusal when a ticked document is not allowed (default errors:operationNotAllowed). */
  refusedKey?: string;
  /**
   * Why `allowed` refuses a document, said instead of the bare SPEC §8 'current document does not
   * allow this operation': the state in which the action is allowed (`stateKey`, e.g. 'only while its
   * settlement sheet is New') and what to do first (`firstKey`, optional); i18n keys given the first
   * refused document's fields. The server's refusal of the same case says the same.
   */
  refusal?: { stateKey: string; firstKey?: string };
  /**
   * A refusal `allowed` cannot word, checked after it: a rule across the ticked documents or from what
   * the screen loaded (SPEC §8 'activate or renew the e-signature contract first'). The message key or null.
   * `rows` are the documents acted on (none for an action on no document, which is refused too, before
   * its form or dialog opens); `shown` the documents on screen: a QueryPage's grid page (empty until its
   * query answers), elsewhere what the caller gives `start` (default: `rows`).
   */
  refuse?: (rows: readonly T[], shown: readonly T[]) => string | null;
  /** A question before the call (i18n key, given `count` and a single document's fields), with an optional text under it and OK label. */
  confirmKey?: string;
  confirmTextKey?: string;
  confirmOkKey?: string;
  reason?: ActionReason;
  form?: ActionForm | ((rows: T[]) => ActionForm & { initialValues?: Record<string, unknown> });
  /** The call; `values` holds what the reason or form asked (texts trimmed). */
  call?: (rows: T[], values: Record<string, unknown>) => Promise<unknown>;
  /** Toast after the call (i18n key, given `count`: the server's when it answers one, else the documents acted on; and a single document's fields). */
  successKey?: string;
  /**
   * Values the action's texts are given besides `count` and a single document's fields (e.g. { folder }),
   * or a function of the documents acted on (e.g. an i18next `context`: which audit step is confirmed).
   */
  texts?: Record<string, unknown> | ((rows: readonly T[]) => Record<string, unknown>);
  /** A step on the client instead of a call (open the composer): nothing is reloaded. */
  open?: (rows: T[]) => void;
  /** The screen's own dialog instead of a call (an import, an editor with lines). */
  dialog?: (props: ActionDialogProps<T>) => ReactNode;
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
 * The detail of one document: its header fields, its lines, previous/next within the result,
 * actions on it and, for paper documents, printing (SPEC §2 query screens, §8 previous/next).
 * Opened from the row key or the view action (in a pane, also by a click on the row).
 */
export type DetailConfig<T> = {
  titleKey: string;
  /** The shown document's own title (e.g. with its number): a key and its values; `titleKey` names the detail otherwise. */
  title?: (row: T) => { key: string; values?: Record<string, unknown> };
  /**
   * 'drawer' (default): a drawer over the screen. 'pane': the master–detail reading, the chosen
   * document under the grid, with the SPEC §2 detail empty state (暂无数据、请选择单据) until one is chosen.
   */
  placement?: 'drawer' | 'pane';
  /** Header fields; default the screen's columns (those without `detail: false`). */
  fields?: ColumnSchema<T>[];
  /** The drawer's width. */
  width?: number;
  lines?: DetailLinesConfig<T>;
  /**
   * The document by itself (a detail call), asked after an action took it out of the list shown (a
   * to-do list filtered on the status the action changed), so the detail shows its new state. Default:
   * the screen's table query asked for the document's key alone. null: it exists no more.
   */
  load?: (row: T, opts: RequestOptions) => Promise<T | null>;
  /** A paper document: a print button prints the header, the lines and `extra`. */
  print?: boolean;
  /** Shown under the lines and printed with them (e.g. the SPEC §9 return policy). */
  extra?: (row: T) => ReactNode;
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
  /** Grid columns, search fields (`search`) and detail fields in one list: each field declared once. */
  columns: ColumnSchema<T>[];
  /** Params sent with every query. */
  params?: Record<string, unknown>;
  /** SPEC §5 "at least one of …": a search with none of these fields filled is refused with the message. */
  searchNeedsOneOf?: { fields: readonly string[]; messageKey: string };
  /** Default 20. */
  pageSize?: number;
  /** When the user has not sorted, e.g. 'createDate desc'. */
  defaultOrderBy?: string;
  /**
   * A list opens on its data: without search state in the address it queries its default view (the
   * fields' defaults, `defaultOrderBy`) on arrival and again on reset. A screen whose query needs the
   * user's criteria first waits for 查询 instead, and its empty grid names the criteria: implied by
   * `searchNeedsOneOf` while none of its fields is filled; declared here for a long report (SPEC §9),
   * naming the search fields to check (`messageKey` words it, given `fields`; default kit:query.setCriteria).
   */
  waitsForSearch?: { fields: readonly string[]; messageKey?: string };
  /** Search fields shown while the form is collapsed (default 3). */
  collapsedCount?: number;
  /** Tick boxes, offered only to a user who has a toolbar action on ticked rows (side and permission applied). */
  selection?: 'checkbox' | 'radio';
  /** Toolbar buttons, row links and detail buttons. */
  actions?: DocumentAction<T>[];
  export?: ExportConfig;
  detail?: DetailConfig<T>;
  /** SPEC §9 totals of the ticked rows and of the whole query, under the toolbar. */
  totals?: TotalsConfig<T>;
  /**
   * A query that may run long (SPEC §9: the sale report's 1200000 ms): while it runs the toolbar
   * shows how long it has run and a button that cancels it.
   */
  longQuery?: boolean;
  /** Shown between the toolbar and the grid, given the grid's query and answer (a report's sums and chart). */
  aside?: (view: QueryView<T>) => ReactNode;
};

/**
 * The query a QueryPage runs (null until the user queries, or once cancelled), its answer (null while
 * none) and `run`: a key that changes with a new search, a search asked again, a reload after an
 * action or another supplier, but not with the page (what the whole query's figures load again on).
 */
export type QueryView<T> = { query: PageQuery | null; run: string | null; data: Page<T> | null };
