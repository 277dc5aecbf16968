import { Button, Space } from 'antd';
import { useCallback, useId, useImperativeHandle, useMemo, useState, type Key, type Ref } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PageQuery } from '@/api/types';
import { serverSearchParams } from '@/i18n/serverText';
import { useVendor, vendorKey } from '@/stores/vendor';
import { EmptyState } from '../EmptyState';
import { ExportButton } from '../export';
import { initialValuesOf, isEmptyValue } from '../form';
import {
  actionsColumnWidth,
  ColumnSettingsButton,
  DataGrid,
  leastActionsWidth,
  resizeColumn,
  useColumnSettings,
} from '../grid';
import { forSide, useRights, useSide } from '../permissions';
import type { FieldSchema } from '../schema';
import { useToast } from '../useToast';
import { useRequest } from '../useRequest';
import { type DetailCursor, positionOf, resolveCursor, stepFrom } from './detailCursor';
import { DetailPane } from './DetailPane';
import { DocumentDrawer } from './DocumentDrawer';
import { LongQueryStatus } from './LongQueryStatus';
import { QueryTotals } from './QueryTotals';
import { SearchForm } from './SearchForm';
import { detailFieldsOf, gridColumnsOf, searchFieldsOf } from './columnFields';
import type { DocumentAction, QueryPageConfig } from './types';
import { offeredFor, placesOf, useDocumentActions } from './useDocumentActions';
import { toParams, type SearchValues } from './urlState';
import { useQueryState } from './useQueryState';
import { useLeftDocument } from './useLeftDocument';
import { useOpenFromAddress } from './useOpenFromAddress';
import './query.css';

export const DEFAULT_PAGE_SIZE = 20;

/** What a screen that waits for the user's search asks for: the labels of its criteria, in the user's language. */
function criteriaWanted<T>(t: TFunction, fields: readonly FieldSchema[], config: QueryPageConfig<T>): string {
  const labels = (names: readonly string[]) =>
    names
      .map((name) => fields.find((f) => f.name === name))
      .filter((f): f is FieldSchema => !!f)
      .map((f) => t(f.labelKey));
  const join = (list: string[]) => list.join(t('kit:query.listSeparator'));
  const needs = config.searchNeedsOneOf;
  if (needs) {
    const named = labels(needs.fields);
    return named.length === 1
      ? t('kit:query.needsField', { field: named[0] })
      : t('kit:query.needsOneOf', { fields: join(named) });
  }
  const waits = config.waitsForSearch;
  return t(waits?.messageKey ?? 'kit:query.setCriteria', { fields: join(labels(waits?.fields ?? [])) });
}
const PAGE_SIZES = [10, 20, 50, 100, 200, 500];

/**
 * A query screen from its configuration: the search form (state in the address), the SPEC §7
 * generic table query with server paging and sorting, the grid with SPEC §9 formats, dictionary
 * labels and persisted column settings, toolbar and row actions filtered by the user's function
 * permissions, selection, export and a document's detail (a drawer, or a pane under the grid).
 */
/** What a screen may do to its QueryPage from outside the config: run the current query again. */
export type QueryPageHandle = { reload: () => void };

export function QueryPage<T extends object>({
  config,
  ref,
}: {
  config: QueryPageConfig<T>;
  ref?: Ref<QueryPageHandle>;
}) {
  const { t } = useTranslation();
  const side = useSide();
  const { has } = useRights();
  const toast = useToast();
  const fields = useMemo(() => forSide(searchFieldsOf(config.columns), side), [config.columns, side]);
  const columns = useMemo(
    () => forSide(gridColumnsOf(config.columns, config.rowKey), side),
    [config.columns, config.rowKey, side],
  );
  const pageSize = config.pageSize ?? DEFAULT_PAGE_SIZE;
  const initialDefaults = useMemo(() => initialValuesOf(fields), [fields]);
  // Reset asks the defaults again, so a default relative to today (a report's period) follows the date.
  const [resetDefaults, setResetDefaults] = useState<{ fields: typeof fields; values: SearchValues } | null>(null);
  const defaults = resetDefaults?.fields === fields ? resetDefaults.values : initialDefaults;
  const { state, nonce, isShown, search, page, sort, reset } = useQueryState(fields, {
    pageSize,
    values: defaults,
    waitsForSearch: !!config.waitsForSearch,
  });
  // SPEC §5 "at least one of …": a query lacking all of them is not sent, on arrival or from the address.
  const needs = config.searchNeedsOneOf;
  const lacksCriteria = !!needs && needs.fields.every((name) => isEmptyValue(state.values[name]));

  const request = useMemo<PageQuery>(() => {
    const orderBy = state.orderBy ?? config.defaultOrderBy;
    return {
      pageNo: state.pageNo,
      pageSize: state.pageSize,
      ...(orderBy ? { orderBy } : {}),
      params: { ...config.params, ...toParams(fields, state.values) },
    };
  }, [state, fields, config.params, config.defaultOrderBy]);
  // The controls' ids: unique per page, as two routes may share a config and both stay mounted in their tabs.
  const formName = `${config.id}-${useId().replace(/\W/g, '')}`;
  const vendor = useVendor((s) => vendorKey(s.vendor));
  // A cancelled run (longQuery) is remembered by its query and nonce: a new search runs again.
  const [cancelledRun, setCancelledRun] = useState<string | null>(null);
  const queriedKey = state.queried && !lacksCriteria ? JSON.stringify(request) : null;
  const cancelled = !!queriedKey && cancelledRun === `${queriedKey}|${nonce}|${vendor}`;
  const requestKey = cancelled ? null : queriedKey;
  // Reloads after an action or a retry: counted here so the whole query's totals follow them too.
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const result = useRequest(
    (signal) =>
      requestKey
        ? serverSearchParams(request.params).then((params) => config.query({ ...request, params }, { signal }))
        : Promise.resolve(null),
    [requestKey, nonce, vendor, reloads],
    // A screen's opening query leaves as the page first renders: its round trip overlaps the page's drawing.
    { early: `query/${config.id}` },
  );
  // What the whole query's figures (totals, a report's sums) depend on: not the page, not the answer.
  const run = requestKey ? `${JSON.stringify(request.params)}|${nonce}|${reloads}|${vendor}` : null;
  const busy = result.loading && !!requestKey;
  const failed = !!requestKey && !busy && result.error !== undefined && result.error !== null;
  const data = requestKey && !failed ? result.data : null;
  const cancel = () => setCancelledRun(`${queriedKey}|${nonce}|${vendor}`);
  const [cursor, setCursor] = useState<DetailCursor<T>>(null);
  // A second submit of the same search while it is pending (a double click) sends nothing more; a
  // new search leaves the detail pane waiting for a choice again.
  const onSearch = (values: SearchValues) => {
    if (busy && isShown(values)) return;
    if (needs && needs.fields.every((name) => isEmptyValue(values[name]))) {
      toast.warning(t(needs.messageKey));
      return;
    }
    setCursor(null);
    search(values);
  };
  const onReset = () => {
    const values = initialValuesOf(fields);
    setResetDefaults({ fields, values });
    setCursor(null);
    reset();
    return values;
  };
  const rows = useMemo(() => data?.pageData ?? [], [data]);

  const actions = useMemo(
    () => forSide(config.actions ?? [], side).filter((a) => has(a.right)),
    [config.actions, side, has],
  );
  const placed = useMemo(() => {
    const at = (place: 'toolbar' | 'row' | 'detail') => actions.filter((a) => placesOf(a).includes(place));
    return { toolbar: at('toolbar'), row: at('row'), detail: at('detail') };
  }, [actions]);
  const toolbar = placed.toolbar;
  const selectable = !!config.selection && toolbar.some((a) => a.rows !== false);
  const hasDetail = !!config.detail;
  const view = useMemo<DocumentAction<T> | null>(
    () => (hasDetail ? { key: '__view', labelKey: 'kit:query.view' } : null),
    [hasDetail],
  );
  const rowActions = useMemo(() => (view ? [view, ...placed.row] : placed.row), [placed.row, view]);
  // The lead columns first (kit/grid/columnLayout), every column not declared hidden shown.
  const columnSettings = useColumnSettings(config.id, columns);
  // Which columns this query shows, as a key: the same columns are the same list (the grid keeps its
  // cells) when only the request object is new (a search pending, the address gaining its page).
  const shownMask = columnSettings.visible.map((c) => (!c.shownFor || c.shownFor(request.params) ? '1' : '0')).join('');
  const shownColumns = useMemo(
    () => columnSettings.visible.filter((_, i) => shownMask[i] === '1'),
    [columnSettings.visible, shownMask],
  );
  const [selection, setSelection] = useState<{ for: string | null; keys: Key[] }>({ for: null, keys: [] });
  const selectedKeys = selection.for === requestKey ? selection.keys : [];
  const selected = rows.filter((row) => selectedKeys.includes((row as Record<string, Key>)[config.rowKey]));
  const keyOf = (row: T) => (row as Record<string, Key>)[config.rowKey];
  const openDetail = (row: T) => setCursor({ key: keyOf(row), row, at: rows.indexOf(row) });
  // `?…&open=<key>` (the shell's search box): the document's detail, as a click on its row opens it.
  const leaveOpened = useOpenFromAddress(rows, keyOf, !!data && !busy, openDetail);
  // After an action the detail shows the document's new state, also when the action took it out of the list.
  const fetched = useLeftDocument(config, cursor, rows, keyOf, !!data && !result.loading);
  const shown = resolveCursor(cursor, rows, keyOf, requestKey, result.loading, fetched);
  const leftAt = fetched && shown && shown.index < 0 && cursor && 'at' in cursor ? (cursor.at ?? -1) : -1;
  const paging = { pageNo: state.pageNo, pageSize: state.pageSize, total: data?.total ?? 0 };
  const stepDetail = (step: -1 | 1) => {
    const next =
      leftAt >= 0
        ? stepFrom(leftAt, step, rows.length, paging, true)
        : stepFrom(shown?.index ?? -1, step, rows.length, paging);
    if (next.kind === 'row') openDetail(rows[next.index]);
    else if (next.kind === 'page') {
      setCursor({ edge: next.edge, request: JSON.stringify({ ...request, pageNo: next.pageNo }) });
      page(next.pageNo, state.pageSize);
    } else toast.info(t(step < 0 ? 'kit:detail.noPrevious' : 'kit:detail.noNext'));
  };

  // A grid with no rows says why (issue 19): a screen waiting for its criteria names them (not "no
  // documents"), and a failed query offers to run it again.
  const emptyState = cancelled ? (
    <EmptyState
      description={
        <span role="alert">
          {t('kit:query.cancelled')}{' '}
          <Button size="small" onClick={() => setCancelledRun(null)}>
            {t('kit:query.retry')}
          </Button>
        </span>
      }
    />
  ) : !requestKey ? (
    <EmptyState description={criteriaWanted(t, fields, config)} />
  ) : failed ? (
    <EmptyState
      description={
        <span role="alert">
          {t('kit:query.failed')}{' '}
          <Button size="small" onClick={reload}>
            {t('kit:query.retry')}
          </Button>
        </span>
      }
    />
  ) : undefined;
  useImperativeHandle(ref, () => ({ reload }), [reload]);
  // An action done: the list again, and the shown document again (fetched by itself if it left the list).
  const afterAction = useCallback(() => {
    setCursor((c) => (c && 'key' in c ? { ...c, acted: (c.acted ?? 0) + 1 } : c));
    reload();
  }, [reload, setCursor]);
  const runner = useDocumentActions<T>(afterAction);
  const runOnRow = (action: DocumentAction<T>, row: T) =>
    action === view ? openDetail(row) : runner.start(action, [row], rows);
  const rowLabels = useMemo(() => rowActions.map((a) => t(a.labelKey)), [rowActions, t]);
  // Wide enough for the actions of each row shown, in the user's language (rows offer a few of them each).
  const actionsWidth = useMemo(() => {
    if (!rowActions.length) return 0;
    // Which actions each row offers, as a bit mask: a page of 10,000 rows has a handful of kinds.
    const kinds = new Set<number>();
    for (const row of rows)
      kinds.add(rowActions.reduce((mask, a, i) => (offeredFor(a, row) ? mask | (1 << i) : mask), 0));
    const rowsLabels = [...kinds].map((mask) => rowLabels.filter((_, i) => mask & (1 << i)));
    return actionsColumnWidth(rowsLabels, leastActionsWidth(rowActions.length));
  }, [rows, rowActions, rowLabels]);
  // The row actions as data: the grid keeps its cells while they hold (a search's pending state draws
  // no cell again) and calls the latest onAction at the click.
  const rowItems = useMemo(() => {
    if (!rowActions.length) return undefined;
    const items = rowActions.map((a, i) => ({ key: a.key, label: rowLabels[i], danger: a.danger })); // once, not per row
    return (row: T) => items.filter((_, i) => offeredFor(rowActions[i], row));
  }, [rowActions, rowLabels]);
  const gridActions = rowItems && {
    title: t('kit:query.actions'),
    width: actionsWidth,
    items: rowItems,
    onAction: (key: string, row: T) =>
      runOnRow(
        rowActions.find((a) => a.key === key)!,
        row,
      ),
  };
  const detailConfig = useMemo(
    () => config.detail && { ...config.detail, fields: config.detail.fields ?? detailFieldsOf(config.columns) },
    [config.detail, config.columns],
  );
  const pane = config.detail?.placement === 'pane';
  const detailProps = detailConfig && {
    config: detailConfig,
    row: shown?.row,
    rowKey: config.rowKey,
    position:
      shown && shown.index >= 0
        ? { index: positionOf(shown.index, paging), total: paging.total }
        : leftAt >= 0
          ? { index: positionOf(leftAt, paging), total: paging.total, left: true }
          : undefined,
    version: cursor && 'acted' in cursor ? cursor.acted : undefined,
    linesRequest: `document/${config.id}`,
    side,
    actions: placed.detail,
    onAction: (action: DocumentAction<T>, row: T) => {
      // The document acted on is the cursor's from now on (its place kept), so it is followed after the action.
      const index = shown && shown.index >= 0 ? shown.index : undefined;
      setCursor((c) =>
        c && 'key' in c && c.key === keyOf(row) ? { ...c, at: index ?? c.at } : { key: keyOf(row), row, at: index },
      );
      runner.start(action, [row], rows);
    },
    onStep: stepDetail,
  };

  return (
    <div className={pane ? 'vsm-query-page vsm-with-pane' : 'vsm-query-page'}>
      <section className="vsm-query-search">
        <SearchForm
          name={formName}
          fields={fields}
          values={state.values}
          onSearch={onSearch}
          onReset={onReset}
          loading={busy}
          collapsedCount={config.collapsedCount ?? 3}
        />
      </section>
      <section className="vsm-query-result" aria-busy={busy}>
        <div className="vsm-query-toolbar">
          <Space size={8} wrap>
            {toolbar.map((action) => (
              <Button
                key={action.key}
                type={action.primary ? 'primary' : 'default'}
                danger={action.danger}
                icon={action.icon}
                onClick={() => runner.start(action, action.rows === false ? [] : selected, rows)}
              >
                {t(action.labelKey)}
              </Button>
            ))}
          </Space>
          <Space size={8} className="vsm-query-toolbar-end">
            {config.longQuery && busy && <LongQueryStatus onCancel={cancel} />}
            {config.export && has(config.export.right) && (
              <ExportButton
                columns={shownColumns}
                rows={rows}
                queried={!!data}
                total={data?.total ?? 0}
                fileNameKey={config.export.fileNameKey}
                client={config.export.client}
                server={config.export.server && ((opts) => config.export!.server!({ ...request, pageNo: 1 }, opts))}
              />
            )}
            <ColumnSettingsButton
              columns={columns.map((c) => ({ key: c.key, title: t(c.titleKey), width: c.width }))}
              settings={columnSettings.settings}
              onChange={columnSettings.change}
              onReset={columnSettings.reset}
            />
          </Space>
        </div>
        {config.totals && (
          <QueryTotals<T>
            config={config.totals}
            selected={selected}
            selectable={selectable}
            query={requestKey ? request : null}
            run={run}
          />
        )}
        {config.aside?.({ query: requestKey ? request : null, run, data: data ?? null })}
        <DataGrid<T>
          columns={shownColumns}
          rows={rows}
          rowKey={config.rowKey}
          loading={busy}
          orderBy={request.orderBy}
          onSort={sort}
          paging={{
            pageNo: state.pageNo,
            pageSize: state.pageSize,
            total: data?.total ?? 0,
            pageSizes: PAGE_SIZES,
            onChange: page,
          }}
          selection={
            selectable
              ? {
                  type: config.selection!,
                  keys: selectedKeys,
                  onChange: (keys) => setSelection({ for: requestKey, keys }),
                }
              : undefined
          }
          onOpen={config.detail ? openDetail : undefined}
          current={pane ? (shown?.row ? keyOf(shown.row) : null) : undefined}
          empty={emptyState}
          onResize={(key, width) => columnSettings.change(resizeColumn(columnSettings.settings, key, width))}
          actions={gridActions}
        />
      </section>
      {detailProps &&
        (pane ? (
          <DetailPane<T> {...detailProps} chosen={shown !== null} />
        ) : (
          <DocumentDrawer<T>
            {...detailProps}
            open={shown !== null}
            onClose={() => {
              setCursor(null);
              leaveOpened();
            }}
          />
        ))}
      {runner.element}
    </div>
  );
}
