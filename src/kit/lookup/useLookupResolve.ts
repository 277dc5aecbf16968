import { useCallback, useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { isAbortError } from '@/api/http';
import type { Page, PageQuery } from '@/api/types';
import { fillValues, outcomeMessageKey, outcomeOf, valueOf, type LookupRecord } from './flow';
import { useLatest } from '../useLatest';

export type LookupResolveOptions<T extends LookupRecord> = {
  /** The search call (lookupSearch of a kind, bankAccountSearch…). */
  search: (query: PageQuery, signal: AbortSignal) => Promise<Page<T>>;
  /** The query of a typed value. */
  queryOf: (value: string) => PageQuery;
  valueField: string;
  /** Associated-field mapping: sibling form field ← record field. */
  fill?: Record<string, string>;
  onChange?: (value: string | undefined) => void;
  /** Told about the applied record, or null when cleared (e.g. for grids outside a Form). */
  onRecord?: (record: T | null) => void;
};

/**
 * The typed-value half of the lookup flow (SPEC §4) for a control inside an antd Form: on
 * resolve(value) an empty value does nothing (no call); otherwise page 1, size 10 is searched,
 * and exactly one record is applied to the control and its associated sibling fields
 * (Form.useFormInstance), while no record (无数据), several (查询多条数据请精灵选择) or a failed
 * call clear them. A newer search aborts the previous one.
 */
export function useLookupResolve<T extends LookupRecord>(options: LookupResolveOptions<T>) {
  const form = Form.useFormInstance() as ReturnType<typeof Form.useFormInstance> | undefined;
  const { message } = App.useApp();
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const opts = useLatest(options);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const apply = useCallback(
    (record: T | null) => {
      const { valueField, fill, onChange, onRecord } = opts.current;
      onChange?.(record ? valueOf(record, valueField) : undefined);
      const siblings = fillValues(fill, record);
      if (form && Object.keys(siblings).length) form.setFieldsValue(siblings);
      onRecord?.(record);
    },
    [opts, form],
  );

  /** Clears the associated fields only (the control keeps its own value). */
  const clearSiblings = useCallback(() => {
    const siblings = fillValues(opts.current.fill, null);
    if (form && Object.keys(siblings).length) form.setFieldsValue(siblings);
    opts.current.onRecord?.(null);
  }, [opts, form]);

  const resolve = useCallback(
    async (raw: string | undefined) => {
      const value = (raw ?? '').trim();
      if (!value) return;
      controller.current?.abort();
      const ctrl = new AbortController();
      controller.current = ctrl;
      setLoading(true);
      let result: { page: Page<T> } | { error: unknown };
      try {
        result = { page: await opts.current.search(opts.current.queryOf(value), ctrl.signal) };
      } catch (error) {
        if (isAbortError(error) || ctrl.signal.aborted) return;
        result = { error };
      } finally {
        if (controller.current === ctrl) {
          controller.current = null;
          setLoading(false);
        }
      }
      if (ctrl.signal.aborted) return;
      const outcome = outcomeOf(result);
      const key = outcomeMessageKey(outcome);
      if (key) void message.info(t(key));
      apply(outcome.kind === 'apply' ? outcome.record : null);
    },
    [opts, apply, message, t],
  );

  /** Cancels a search under way (e.g. when the dialog takes over). */
  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setLoading(false);
  }, []);

  // Typing: a value counts as edited until it is resolved (Enter, leaving the control) or replaced.
  const editedRef = useRef(false);
  const onInput = useCallback(
    (e: ChangeEvent<HTMLInputElement>) => {
      editedRef.current = true;
      opts.current.onChange?.(e.target.value === '' ? undefined : e.target.value);
    },
    [opts],
  );
  const onEnter = useCallback(
    (e: KeyboardEvent<HTMLInputElement>, value: string | undefined) => {
      if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
      // Enter searches; it must not submit the surrounding form.
      e.preventDefault();
      editedRef.current = false;
      void resolve(value);
    },
    [resolve],
  );
  const settle = useCallback(
    (value: string | undefined) => {
      if (!editedRef.current) return;
      editedRef.current = false;
      // An emptied control searches nothing; what it filled in goes with it.
      if (!(value ?? '').trim()) clearSiblings();
      else void resolve(value);
    },
    [clearSiblings, resolve],
  );

  return { resolve, apply, clearSiblings, cancel, loading, editedRef, onInput, onEnter, settle };
}
