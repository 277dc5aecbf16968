import { useTranslation } from 'react-i18next';
import { useToast } from '../useToast';
import type { ImportButtonProps } from './ImportButton';
import { ImportDialog } from './ImportDialog';
import type { ImportConfig, ImportRecord } from './types';
import type { Translate } from './validate';

export type AllOrNoneImportProps = {
  /** The feature's texts `<textsKey>.title`, `.help`, `.templateFile` and `.done` (with `{{count}}`). */
  textsKey: string;
  /** The sheet's columns and row rules, worded in the user's language. */
  config: (t: Translate) => ImportConfig;
  /** The template's example rows. */
  examples: string[][];
  /** Sends the clean rows; the server saves all of them or none and answers how many it saved. */
  send: (records: ImportRecord[]) => Promise<{ count: number }>;
  onImported: () => void;
  onClose: () => void;
  /** Test seam: the parse worker (as ImportButton's). */
  createWorker?: ImportButtonProps['createWorker'];
};

/**
 * An Excel import the server saves whole (all rows or none): the kit's import dialog with the
 * feature's texts, template and call; once saved it says how many, reloads the list and closes.
 */
export function AllOrNoneImport({
  textsKey,
  config,
  examples,
  send,
  onImported,
  onClose,
  createWorker,
}: AllOrNoneImportProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const text = (name: string, params?: Record<string, unknown>) => t(`${textsKey}.${name}`, params);
  const confirm = async (records: ImportRecord[]) => {
    const { count } = await send(records);
    toast.success(text('done', { count }));
    onImported();
    onClose();
  };
  return (
    <ImportDialog
      title={text('title')}
      help={text('help')}
      config={config((key, params) => t(key, params))}
      template={{ fileName: text('templateFile'), examples }}
      onConfirm={confirm}
      onClose={onClose}
      createWorker={createWorker}
    />
  );
}
