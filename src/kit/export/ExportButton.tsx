import DownOutlined from '@ant-design/icons/DownOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { App, Button, Dropdown, Space } from 'antd';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/api/download';
import { ApiError, TIMEOUTS, isAbortError, type DownloadOptions } from '@/api/http';
import { currentEnvironmentConfig } from '@/lib/hostConfig';
import { useLabelMaps } from '../dict';
import type { ColumnSchema } from '../schema';
import { ExportStatus } from './ExportStatus';
import { throttle } from '../throttle';
import { useToast } from '../useToast';
import { markXls, writeXlsInWorker, yieldToPage } from './writeXlsInWorker';
import { xlsSourceOf } from './xlsTable';

export type ServerExport = (opts: DownloadOptions) => Promise<{ blob: Blob; filename: string }>;

export type ExportButtonProps<T> = {
  /** The columns as shown (order, visibility and widths of the column settings). */
  columns: readonly ColumnSchema<T>[];
  /** The current result. */
  rows: readonly T[];
  /** Whether a query has run (SPEC §5 "export needs queried, non-empty data"). */
  queried: boolean;
  /** Rows of the whole query. */
  total: number;
  /** i18n key of the file (and sheet) name. */
  fileNameKey: string;
  /** Client export of the current result (default true). */
  client?: boolean;
  /** Server export of every row of the query, a binary answer (SPEC §7). */
  server?: ServerExport;
};

type Mode = 'client' | 'server';

/** How long "exported: <file>" stays beside the button. */
export const DONE_SHOWN_MS = 6000;

/**
 * The bar moves at most this often. Each move is a render and a frame of the page, taken from the
 * export itself: at a move per 1,000 rows, a 100,000-row export spent more of the page's time
 * drawing its bar than reading its rows (reports/export.md).
 */
export const PROGRESS_SHOWN_MS = 250;

/**
 * Export to .xls (SPEC §9): the current result written in a Web Worker, or every row by the
 * server as a binary download with the SPEC §9 time-out; both with a progress bar that ends saying
 * which file was saved. Refused with the SPEC §8 messages before a query (no data to export), for an
 * empty result (export empty) and for a client export above the environment's cap (SPEC §5), which
 * offers the server export instead.
 */
export function ExportButton<T>({
  columns,
  rows,
  queried,
  total,
  fileNameKey,
  client = true,
  server,
}: ExportButtonProps<T>) {
  const { t } = useTranslation();
  const toast = useToast();
  const { modal } = App.useApp();
  const labels = useLabelMaps(columns);
  const [progress, setProgressNow] = useState<number | null>(null);
  // The file just saved, said beside the button for DONE_SHOWN_MS.
  const [savedFile, setSavedFile] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // The bar and the busy button are not urgent: rendered between the page's tasks, not in the click's.
  const showProgress = useCallback((value: number | null) => startTransition(() => setProgressNow(value)), []);
  const bar = useMemo(() => throttle(showProgress, PROGRESS_SHOWN_MS), [showProgress]);
  /** The bar gone (the export ended): a move still waiting for its turn is dropped with it. */
  const endProgress = useCallback(() => {
    bar.cancel();
    showProgress(null);
  }, [bar, showProgress]);
  const running = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      running.current?.abort();
      bar.cancel();
    },
    [bar],
  );
  useEffect(() => {
    if (savedFile === null) return;
    const timer = setTimeout(() => setSavedFile(null), DONE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [savedFile]);

  const run = async (mode: Mode) => {
    if (running.current) return;
    if (!queried) return void toast.warning(t('errors:noDataToExport'));
    if (total === 0 || rows.length === 0) return void toast.warning(t('errors:exportEmpty'));
    const max = currentEnvironmentConfig().exportMaxRows;
    if (mode === 'client' && rows.length > max) return refuseAboveCap(max);
    const controller = new AbortController();
    running.current = controller;
    // The bar is rendered right after the click's task (which only closes the menu: rendering the bar
    // in it too made it a 100+ ms task at CPU ×4), before any work: the user sees the export under
    // way even when a server export takes a while to answer its first byte. `running` already keeps a
    // second click out.
    startTransition(() => {
      setSavedFile(null);
      setProgressNow(0);
    });
    const fileName = t(fileNameKey);
    let saved = '';
    try {
      await yieldToPage();
      if (controller.signal.aborted) return;
      if (mode === 'server' && server) {
        const { blob, filename } = await server({
          signal: controller.signal,
          timeout: TIMEOUTS.list,
          onProgress: bar.run,
        });
        saved = filename || `${fileName}.xls`;
        saveBlob(blob, saved);
      } else {
        const table = xlsSourceOf(
          fileName,
          columns.map((column, i) => ({ column, title: t(column.titleKey), labels: labels[i] })),
          rows,
        );
        const file = await writeXlsInWorker(table, { onProgress: bar.run, signal: controller.signal });
        // The file is saved in a task of its own, not in the worker's message.
        await yieldToPage();
        saved = `${fileName}.xls`;
        file.save(saved);
        markXls('saved');
      }
      // Said where the bar was, not in a toast: antd's toast measured the whole page as it appeared,
      // the longest task of a 100,000-row export (reports/export.md).
      // The bar itself goes in `finally` (endProgress), in this same turn: no waiting move comes in between.
      startTransition(() => {
        setProgressNow(null);
        setSavedFile(saved);
      });
    } catch (error) {
      // Transport errors were shown by the HTTP client.
      if (!isAbortError(error) && !(error instanceof ApiError)) toast.error(t('errors:exportFailed'));
    } finally {
      if (running.current === controller) running.current = null;
      if (!controller.signal.aborted) endProgress();
    }
  };

  const refuseAboveCap = (max: number) => {
    const title = t('errors:exportLimitExceeded', { max });
    if (!server) return void toast.warning(title);
    modal.confirm({ title, okText: t('kit:export.serverInstead'), onOk: () => void run('server') });
  };

  const busy = progress !== null;
  const both = client && !!server;
  const button = (
    // Busy shows as the bar, not as antd's spinning icon: each turn of that endless animation sent an
    // event through React and restyled the page (~30 ms at CPU ×4), once a second for a whole export.
    <Button
      icon={<DownloadOutlined />}
      disabled={busy}
      onClick={both ? undefined : () => void run(server && !client ? 'server' : 'client')}
    >
      {t('kit:export.button')}
      {both && <DownOutlined />}
    </Button>
  );
  return (
    <Space size={8}>
      {both ? (
        <Dropdown
          disabled={busy}
          trigger={['click']}
          // Opening and closing the menu is rendered between tasks too: the click that chose an item stays short.
          open={menuOpen}
          onOpenChange={(open) => startTransition(() => setMenuOpen(open))}
          menu={{
            items: [
              { key: 'client', label: t('kit:export.currentPage') },
              { key: 'server', label: t('kit:export.all') },
            ],
            onClick: ({ key }) => void run(key as Mode),
          }}
        >
          {button}
        </Dropdown>
      ) : (
        button
      )}
      {(busy || savedFile !== null) && <ExportStatus percent={progress ?? 100} savedFile={savedFile} />}
    </Space>
  );
}
