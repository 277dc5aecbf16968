import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../useToast';

/**
 * The client's refusals before a document action (SPEC §8), mirroring the server's: nothing
 * ticked → 'select documents to confirm or print first'; a document in a status the action does
 * not allow → 'current document does not allow this operation'. Returns the message key or null.
 */
export function refusalOf(selected: ReadonlyArray<{ status: string }>, allowed: readonly string[], emptyKey = 'errors:selectDocumentsFirst'): string | null {
  if (selected.length === 0) return emptyKey;
  if (selected.some((row) => !allowed.includes(row.status))) return 'errors:operationNotAllowed';
  return null;
}

export type DocumentActionOptions = {
  /** Statuses the action allows (SPEC §4); others are refused before any call. */
  allowed: readonly string[];
  /** Message key when nothing is ticked (default SPEC §8 'select documents to confirm or print first'). */
  emptyKey?: string;
};

/**
 * The two halves of a document action, for actions that ask something (a reason) in between:
 * `guard` shows the SPEC §8 refusal as a warning toast and answers whether to go on; `run` makes
 * the call and, on success, shows `successKey` (with `count`) and reloads. A failed call has
 * already shown its SPEC §8 message through the client, so it is only swallowed. Both answer
 * whether they went through.
 */
export function useDocumentGuard() {
  const { t } = useTranslation();
  const toast = useToast();
  const guard = useCallback(
    (rows: ReadonlyArray<{ status: string }>, { allowed, emptyKey }: DocumentActionOptions): boolean => {
      const refusal = refusalOf(rows, allowed, emptyKey);
      if (refusal) toast.warning(t(refusal));
      return refusal === null;
    },
    [t, toast],
  );
  const run = useCallback(
    async (call: () => Promise<unknown>, successKey: string, count: number, reload: () => void): Promise<boolean> => {
      try {
        await call();
      } catch {
        return false;
      }
      toast.success(t(successKey, { count }));
      reload();
      return true;
    },
    [t, toast],
  );
  return { guard, run };
}

/** A document action on ticked rows (or the one document of a detail) in one go: `guard`, then `run`. */
export function useDocumentAction() {
  const { guard, run } = useDocumentGuard();
  return useCallback(
    async <R extends { status: string }>(rows: readonly R[], allowed: readonly string[], call: (rows: readonly R[]) => Promise<unknown>, successKey: string, reload: () => void): Promise<boolean> =>
      guard(rows, { allowed }) && run(() => call(rows), successKey, rows.length, reload),
    [guard, run],
  );
}
