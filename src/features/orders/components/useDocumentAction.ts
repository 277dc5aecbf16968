import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/kit/export';
import { refusalOf } from '../schemas/guard';

type Doc = { sheetId: string; status: string };

export type DocumentActionOptions = {
  /** Statuses the action allows (SPEC §4); others are refused before any call. */
  allowed: readonly string[];
  /** Message key when nothing is ticked (default SPEC §8 'select documents to confirm or print first'). */
  emptyKey?: string;
};

/**
 * Runs a document action on ticked rows: the SPEC §8 refusals first (as a warning toast), then
 * `run`; the result toast and a reload on success. A failed call has already shown its SPEC §8
 * message through the client, so it is only swallowed here. Answers whether it ran.
 */
export function useDocumentAction() {
  const { t } = useTranslation();
  const toast = useToast();
  const guard = useCallback(
    (rows: readonly Doc[], { allowed, emptyKey }: DocumentActionOptions): boolean => {
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
