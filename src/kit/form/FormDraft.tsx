import { useEffect } from 'react';
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
