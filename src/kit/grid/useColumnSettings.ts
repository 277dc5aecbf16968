import { useCallback, useMemo, useState } from 'react';
import { useSession } from '@/stores/session';
import {
  applyColumnSettings,
  clearColumnSettings,
  columnSettingsKey,
  defaultSettings,
  loadColumnSettings,
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

/** Column settings of one screen for the signed-in user, persisted on every change. */
export function useColumnSettings<C extends SettingsColumn>(
  screen: string,
  columns: readonly C[],
): ColumnSettingsApi<C> {
  const user = useSession((s) => s.user?.account ?? 'anonymous');
  const storageKey = columnSettingsKey(user, screen);
  const [state, setState] = useState(() => ({ storageKey, settings: loadColumnSettings(storageKey, columns) }));
  // Another user or screen: read its own settings (state adjusted while rendering, no effect).
  let settings = state.settings;
  if (state.storageKey !== storageKey) {
    settings = loadColumnSettings(storageKey, columns);
    setState({ storageKey, settings });
  }
  const change = useCallback(
    (next: ColumnSettings) => {
      saveColumnSettings(storageKey, next);
      setState({ storageKey, settings: next });
    },
    [storageKey],
  );
  const reset = useCallback(() => {
    clearColumnSettings(storageKey);
    setState({ storageKey, settings: defaultSettings(columns) });
  }, [storageKey, columns]);
  const visible = useMemo(() => applyColumnSettings(columns, settings), [columns, settings]);
  return { settings, visible, change, reset };
}
