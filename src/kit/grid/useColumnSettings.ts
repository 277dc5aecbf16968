import { useCallback, useMemo, useState } from 'react';
import { useSession } from '@/stores/session';
import {
  applyColumnSettings,
  clearColumnSettings,
  columnSettingsKey,
  defaultSettings,
  readColumnSettings,
  saveColumnSettings,
  type ColumnSettings,
  type SettingsColumn,
} from './columnSettings';

export type ColumnSettingsApi<C extends SettingsColumn> = {
  /** Every column in the chosen order, with its visibility: for the settings panel. */
  settings: ColumnSettings;
  /** The columns to render. */
  visible: C[];
  change: (next: ColumnSettings) => void;
  reset: () => void;
};

/**
 * Column settings of one screen for the signed-in user, persisted on every change. Until the user
 * chooses, `defaultHidden` (the columns that do not fit the grid's width: kit/grid/columnLayout)
 * are hidden besides the declared ones; a choice made in the panel is kept as made.
 */
export function useColumnSettings<C extends SettingsColumn>(
  screen: string,
  columns: readonly C[],
  defaultHidden?: readonly string[],
): ColumnSettingsApi<C> {
  const user = useSession((s) => s.user?.account ?? 'anonymous');
  const storageKey = columnSettingsKey(user, screen);
  const [state, setState] = useState(() => ({ storageKey, stored: readColumnSettings(storageKey, columns) }));
  // Another user or screen: read its own settings (state adjusted while rendering, no effect).
  let stored = state.stored;
  if (state.storageKey !== storageKey) {
    stored = readColumnSettings(storageKey, columns);
    setState({ storageKey, stored });
  }
  const hiddenKey = defaultHidden?.join('\n') ?? '';
  const defaults = useMemo(() => {
    const base = defaultSettings(columns);
    return hiddenKey ? { ...base, hidden: [...new Set([...base.hidden, ...hiddenKey.split('\n')])] } : base;
  }, [columns, hiddenKey]);
  const settings = stored ?? defaults;
  const change = useCallback(
    (next: ColumnSettings) => {
      saveColumnSettings(storageKey, next);
      setState({ storageKey, stored: next });
    },
    [storageKey],
  );
  const reset = useCallback(() => {
    clearColumnSettings(storageKey);
    setState({ storageKey, stored: null });
  }, [storageKey]);
  const visible = useMemo(() => applyColumnSettings(columns, settings), [columns, settings]);
  return { settings, visible, change, reset };
}
