import { useEffect, useRef, useState } from 'react';
import { Form } from 'antd';
import { readSession, writeSession } from '@/lib/storage';

/**
 * Keeps what a form holds as a draft in sessionStorage, so a reload loses nothing (ARCHITECTURE:
 * "unsaved forms lost" is a complaint we avoid). Put it inside the form; start the form from
 * `readDraft(key)` and `clearDraft(key)` after a successful submit.
 */
export function FormDraft({ storageKey }: { storageKey: string }) {
  const form = Form.useFormInstance();
  const values = Form.useWatch((all: Record<string, unknown>) => all, { form, preserve: true });
  const json = values === undefined ? null : JSON.stringify(values);
  useEffect(() => {
    if (json !== null) writeSession(draftKey(storageKey), JSON.parse(json));
  }, [json, storageKey]);
  return null;
}

const draftKey = (key: string) => `draft:${key}`;

export function readDraft(key: string): Record<string, unknown> | undefined {
  return readSession<Record<string, unknown>>(draftKey(key)) ?? undefined;
}

export function clearDraft(key: string): void {
  writeSession(draftKey(key), null);
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
