import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../export';

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

/**
 * Runs a document action on ticked rows (or the one document of a detail): the SPEC §8 refusals
 * first as a warning toast, then the call; on success a toast `successKey` (with `count`) and a
 * reload. A failed call has already shown its SPEC §8 message through the client, so it is only
 * swallowed here. Answers whether it ran.
 */
export function useDocumentAction() {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    async <R extends { status: string }>(rows: readonly R[], allowed: readonly string[], call: (rows: readonly R[]) => Promise<unknown>, successKey: string, reload: () => void): Promise<boolean> => {
      const refusal = refusalOf(rows, allowed);
      if (refusal) {
        toast.warning(t(refusal));
        return false;
      }
      try {
        await call(rows);
      } catch {
        return false;
      }
      toast.success(t(successKey, { count: rows.length }));
      reload();
      return true;
    },
    [t, toast],
  );
}
