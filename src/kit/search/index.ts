import type { Page, PageQuery } from '@/api/types';
import type { RequestOptions } from '@/api/http';
import type { FieldOption, StatusTone } from '../schema';

/**
 * Find anything (the shell's search box): what a domain offers to it, declared in the domain's own
 * `features/<domain>/search.ts` (`export const searchSources: SearchSource[]`), collected by the app
 * with import.meta.glob like routes.ts, so a new domain joins by adding its file. A source searches
 * through the domain's EXISTING list call (the real backend has no global search), with the same
 * headers as its screen, so a supplier finds only what its combination may see.
 */

/** One document found: what its row shows, and the address that opens its detail. */
export type SearchHit = {
  /** Unique within its source (the list's row key). */
  key: string;
  /** The document's number or code, shown and highlighted. */
  number: string;
  /** A name beside the number (goods or supplier name), highlighted too. */
  name?: string;
  /** i18n key of its status label, and the tag's tone. */
  statusKey?: string;
  tone?: StatusTone;
  /** Its day (yyyy-MM-dd …). */
  date?: string;
  /** Supplier and/or store, where it matters. */
  party?: string;
  /** The address of its screen opening its detail: the list searched for it, `open=<key>` (QueryPage). */
  to: string;
};

export type SearchSource = {
  /** Unique over every source, e.g. 'orders.notice'. */
  id: string;
  /** i18n key naming the kind of document (the group heading and each row's kind). */
  kindKey: string;
  side: 'supplier' | 'retailer';
  /** The screen showing this list: the source takes part only when the user's menu has it. */
  path: string;
  /** Whether a typed text is worth asking this list for (e.g. a barcode search only for digits). */
  accepts?: (text: string) => boolean;
  /**
   * Lists are asked (and their groups shown) by rank, lowest first, else in the order collected. The lists
   * are sent one after another (one per task), so the kinds a clerk is asked about most (ASKED_MOST) answer first.
   */
  rank?: number;
  search: (text: string, opts: { signal: AbortSignal }) => Promise<SearchHit[]>;
};

/** The rank of the documents a clerk is most often asked about by number (issue 36: an order, a reservation, a settlement sheet, a barcode). */
export const ASKED_MOST = -1;

/** How many rows each list is asked for. */
export const SEARCH_PAGE_SIZE = 5;

/** The key of the query parameter by which a QueryPage opens a document's detail from its address. */
export const OPEN_PARAM = 'open';

/** The address of a list screen searched by `params`, opening the document `key`. */
export function openAddress(path: string, params: Record<string, string>, key: string): string {
  const search = new URLSearchParams(params);
  search.set(OPEN_PARAM, key);
  return `${path}?${search.toString()}`;
}

/** The status label key of a coded value, from a column's options. */
export const statusKeyOf = (options: readonly FieldOption[], value: unknown): string | undefined =>
  options.find((o) => String(o.value) === String(value))?.labelKey;

/**
 * Who a hit is about: the retailer reads the supplier (and the store or DC where the document has one),
 * a supplier only the store or DC.
 */
export const partyOf = (
  side: 'supplier' | 'retailer',
  supplier: { venderId: string | number; venderName: string },
  place?: string,
): string | undefined =>
  side === 'retailer' ? [`${supplier.venderId} ${supplier.venderName}`, place].filter(Boolean).join(' · ') : place;

type ListCall<T> = (query: PageQuery, opts?: RequestOptions) => Promise<Page<T>>;

/**
 * A source over a paged list call: the typed text in one search field (`param`, or a function
 * choosing it from the text), `SEARCH_PAGE_SIZE` rows, silent (the box says a list failed itself).
 */
export function listSource<T>(spec: {
  id: string;
  kindKey: string;
  side: 'supplier' | 'retailer';
  path: string;
  query: ListCall<T>;
  param: string | ((text: string) => string);
  /** Fixed params of the screen (e.g. a certificate list's view). */
  params?: Record<string, unknown>;
  accepts?: (text: string) => boolean;
  rank?: number;
  /** The search field that finds the hit's `number` on its screen (default `param` when fixed). */
  openBy?: string;
  /** The hit of a row; `to` only for a screen whose detail is a page of its own (else the list's `open`). */
  hit: (row: T) => Omit<SearchHit, 'to'> & { to?: string };
}): SearchSource {
  return {
    id: spec.id,
    kindKey: spec.kindKey,
    side: spec.side,
    path: spec.path,
    accepts: spec.accepts,
    rank: spec.rank,
    search: async (text, { signal }) => {
      const param = typeof spec.param === 'function' ? spec.param(text) : spec.param;
      const page = await spec.query(
        { pageNo: 1, pageSize: SEARCH_PAGE_SIZE, params: { ...spec.params, [param]: text } },
        { signal, silent: true },
      );
      const openBy = spec.openBy ?? param;
      return (page?.pageData ?? []).map((row) => {
        const hit = spec.hit(row);
        return { ...hit, to: hit.to ?? openAddress(spec.path, { [openBy]: hit.number }, hit.key) };
      });
    },
  };
}

type Side = 'supplier' | 'retailer';
/** A document row: for the retailer, its supplier. */
type DocumentRow = { venderId?: string | number; venderName?: string };

/** A text of a row: the field holding it, or how to read it (a day with a fallback). */
export type RowText<T> = (keyof T & string) | ((row: T) => string | undefined);
const textOf = <T>(row: T, text: RowText<T>): string | undefined => {
  if (typeof text === 'function') return text(row);
  const value = row[text];
  return value === null || value === undefined ? undefined : String(value);
};

/** The number field: searched by (any part of) the typed text, the hit's key and number; `sheetId` unless said. */
type NumberField<T> = T extends { sheetId: string } ? { number?: keyof T & string } : { number: keyof T & string };

/** A document list as found by its number: what each hit shows. */
export type DocumentList<T> = NumberField<T> & {
  kindKey: string;
  query: ListCall<T>;
  /** The coded status field (`status` unless said), labelled by `statuses` in `tones`. */
  status?: keyof T & string;
  statuses: readonly FieldOption[];
  tones: Readonly<Record<string, StatusTone>>;
  date: RowText<T>;
  /** The store or DC where the document has one. */
  place?: RowText<T>;
  name?: RowText<T>;
  rank?: number;
};

/**
 * A document list of one side's screen as a search source: each hit its number, status, day, and
 * who it is about (`partyOf`: the supplier for the retailer, the store or DC).
 */
export function documentSource<T extends DocumentRow>(
  spec: DocumentList<T> & { id: string; side: Side; path: string },
): SearchSource {
  const { statuses, tones, date, place, name, side } = spec;
  const number = ((spec as { number?: string }).number ?? 'sheetId') as keyof T & string;
  const status = spec.status ?? ('status' as keyof T & string);
  return listSource<T>({
    ...spec,
    param: number,
    hit: (row) => {
      const code = String(row[status]);
      return {
        key: String(row[number]),
        number: String(row[number]),
        name: name && textOf(row, name),
        statusKey: statusKeyOf(statuses, code),
        tone: tones[code],
        date: textOf(row, date),
        party: partyOf(
          side,
          { venderId: row.venderId ?? '', venderName: row.venderName ?? '' },
          place && textOf(row, place),
        ),
      };
    },
  });
}

/** The same document list on each side's screen (`<id>.supplier`, `<id>.retailer`). */
export const documentSources = <T extends DocumentRow>(
  id: string,
  paths: Record<Side, string>,
  spec: DocumentList<T>,
): SearchSource[] =>
  (['supplier', 'retailer'] as const).map((side) =>
    documentSource({ ...spec, id: `${id}.${side}`, side, path: paths[side] }),
  );
