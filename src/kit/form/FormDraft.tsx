import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Form } from 'antd';
import { USER_LOCAL_KEY_PREFIXES } from '@/lib/storage';
import { useSession } from '@/stores/session';

/** A draft nobody came back to for this long is dropped when next read. */
const DRAFT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Where a draft lives: localStorage under the signed-in user (or 'guest' on the pages open without
 * sign-in), so it survives a reload and a session expiry with its new sign-in (which empties the
 * tab's sessionStorage), and goes at logout with everything else of the user (lib/storage).
 */
const storageKeyOf = (key: string) =>
  `${USER_LOCAL_KEY_PREFIXES.formDraft}${useSession.getState().user?.account ?? 'guest'}:${key}`;

/**
 * Keeps what a form holds as a draft once the user has changed something (non-negotiable 3: a
 * reload or a session expiry loses nothing). Put it inside the form; start the form from
 * `readDraft(key)` and `clearDraft(key)` after a successful submit.
 */
export function FormDraft({ storageKey }: { storageKey: string }) {
  const form = Form.useFormInstance();
  const values = Form.useWatch((all: Record<string, unknown>) => all, { form, preserve: true });
  const json = values === undefined ? null : JSON.stringify(values);
  // A form opened and left as it was keeps no draft: writing starts with the user's first change.
  const changed = useRef(false);
  // Written in the commit that shows the change, before the paint: a page reloaded as soon as a change
  // shows (a file that has just arrived) finds it in the draft. An effect after the paint could come late.
  const seen = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (json === null) return;
    seen.current = json;
    changed.current ||= form.isFieldsTouched();
    if (changed.current) writeDraft(storageKey, JSON.parse(json));
  }, [json, storageKey, form]);
  // antd tells watchers of a change a task later than the field shows it (rc-field-form batches them in
  // a macrotask): a page left in that gap (a reload as a picture arrives) writes what it holds as it goes.
  useEffect(() => {
    const leaving = () => {
      const now = JSON.stringify(form.getFieldsValue(true));
      if (now === seen.current) return;
      changed.current ||= form.isFieldsTouched();
      if (changed.current) writeDraft(storageKey, JSON.parse(now) as Record<string, unknown>);
    };
    window.addEventListener('pagehide', leaving);
    return () => window.removeEventListener('pagehide', leaving);
  }, [storageKey, form]);
  return null;
}

export function readDraft(key: string): Record<string, unknown> | undefined {
  try {
    const raw = localStorage.getItem(storageKeyOf(key));
    if (!raw) return undefined;
    const { values, savedAt } = JSON.parse(raw) as { values: Record<string, unknown>; savedAt: number };
    if (Date.now() - savedAt <= DRAFT_KEPT_MS) return values;
    clearDraft(key);
  } catch {
    // Unreadable or denied storage: no draft.
  }
  return undefined;
}

/** Keeps `values` as the draft under `key` (FormDraft does it as the user types). */
export function writeDraft(key: string, values: Record<string, unknown>): void {
  try {
    localStorage.setItem(storageKeyOf(key), JSON.stringify({ values, savedAt: Date.now() }));
  } catch {
    // Storage full or denied: the form works on without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(storageKeyOf(key));
  } catch {
    // Denied storage held no draft either.
  }
}

/**
 * Sends a drafted form, once at a time: on success the draft is cleared and `onDone` gets the
 * answer; a refusal keeps every value (the client has shown the SPEC §8 reason).
 */
export function useDraftSubmit<V, R>(storageKey: string, send: (values: V) => Promise<R>, onDone: (answer: R) => void) {
  const [saving, setSaving] = useState(false);
  const sending = useRef(false);
  const submit = async (values: V) => {
    if (sending.current) return;
    sending.current = true;
    setSaving(true);
    try {
      const answer = await send(values);
      clearDraft(storageKey);
      onDone(answer);
    } catch {
      // the form keeps every value for another try
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };
  return { saving, submit };
}
