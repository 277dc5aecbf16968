import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/kit/useToast';

/** Refuses on the client what the server would refuse (shows the SPEC §8 text), before the call. */
export type Refuse = (key: string) => never;

/** A Refuse for action calls: the kit takes the thrown error as "already shown" and keeps the dialog open. */
export function useRefusal(): Refuse {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    (key: string) => {
      void toast.error(t(key));
      throw new Error(key);
    },
    [t, toast],
  );
}
