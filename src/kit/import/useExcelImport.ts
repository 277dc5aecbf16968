import { useCallback, useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseExcelFile, parseFailureMessage, MAX_IMPORT_BYTES, type ParseWorker } from './parse';
import type { ImportConfig, ImportResult } from './types';
import { validateSheet } from './validate';

export type ImportState =
  | { phase: 'idle' }
  | { phase: 'parsing'; fileName: string }
  | { phase: 'review'; fileName: string; result: ImportResult };

/** Excel files only (by name; the content is judged by the parser). */
export const EXCEL_ACCEPT = '.xls,.xlsx';
const isExcelName = (name: string) => /\.(xlsx?|xlsm)$/i.test(name.trim());

/**
 * The Excel import flow: a chosen file is parsed in a worker (size cap, time limit), mapped by
 * header and validated per column; the result waits in 'review' until the caller confirms a
 * clean set or resets. Nothing is sent by this hook.
 */
export function useExcelImport(config: ImportConfig, options: { createWorker?: () => ParseWorker } = {}) {
  const { t } = useTranslation(['import', 'errors']);
  const { message } = App.useApp();
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const latest = useRef({ config, createWorker: options.createWorker });
  useEffect(() => {
    latest.current = { config, createWorker: options.createWorker };
  });
  useEffect(() => () => controller.current?.abort(), []);

  const importFile = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const { config: cfg, createWorker } = latest.current;
      if (!isExcelName(file.name)) {
        void message.error(t('import:onlyExcel'));
        return;
      }
      const ctrl = new AbortController();
      controller.current = ctrl;
      setState({ phase: 'parsing', fileName: file.name });
      try {
        const rows = await parseExcelFile(file, {
          maxBytes: cfg.maxBytes,
          timeoutMs: cfg.timeoutMs,
          createWorker,
          signal: ctrl.signal,
        });
        if (ctrl.signal.aborted) return;
        setState({
          phase: 'review',
          fileName: file.name,
          result: validateSheet(rows, cfg, (key, params) => t(key, params)),
        });
      } catch (error) {
        if (ctrl.signal.aborted) return;
        const failure = parseFailureMessage(error, cfg.maxBytes ?? MAX_IMPORT_BYTES);
        if (failure) void message.error(t(failure.key, failure.params));
        setState({ phase: 'idle' });
      } finally {
        if (controller.current === ctrl) controller.current = null;
      }
    },
    [message, t],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: 'idle' });
  }, []);

  return { state, importFile, reset };
}
