/**
 * Column settings of a grid (show, hide, order, width), kept per user and screen in localStorage
 * (a display choice: docs/ARCHITECTURE.md "Decisions"). Pure functions over a small record.
 */

export type ColumnSettings = {
  /** Column keys in display order (columns added to the screen later go at the end). */
  order: string[];
  hidden: string[];
  widths: Record<string, number>;
};

export type SettingsColumn = { key: string; hidden?: boolean; width?: number };

export const MIN_COLUMN_WIDTH = 48;
export const MAX_COLUMN_WIDTH = 800;

export const columnSettingsKey = (user: string, screen: string) => `fea-vsm-columns:${user}:${screen}`;

/** The settings a screen starts with: its own order, its hidden-by-default columns. */
export function defaultSettings(columns: readonly SettingsColumn[]): ColumnSettings {
  return { order: columns.map((c) => c.key), hidden: columns.filter((c) => c.hidden).map((c) => c.key), widths: {} };
}

function isSettings(value: unknown): value is ColumnSettings {
  const v = value as ColumnSettings;
  return (
    !!v &&
    Array.isArray(v.order) &&
    Array.isArray(v.hidden) &&
    typeof v.widths === 'object' &&
    v.widths !== null &&
    v.order.every((k) => typeof k === 'string') &&
    v.hidden.every((k) => typeof k === 'string')
  );
}

/** Stored settings fitted to today's columns (unknown keys dropped, new ones appended), or the defaults. */
export function loadColumnSettings(storageKey: string, columns: readonly SettingsColumn[]): ColumnSettings {
  const fallback = defaultSettings(columns);
  let stored: unknown = null;
  try {
    const raw = localStorage.getItem(storageKey);
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  if (!isSettings(stored)) return fallback;
  const known = new Set(fallback.order);
  const order = stored.order.filter((k) => known.has(k));
  for (const key of fallback.order) if (!order.includes(key)) order.push(key);
  const widths = Object.fromEntries(
    Object.entries(stored.widths).filter(([k, w]) => known.has(k) && typeof w === 'number' && Number.isFinite(w)),
  );
  return { order, hidden: stored.hidden.filter((k) => known.has(k)), widths };
}

export function saveColumnSettings(storageKey: string, settings: ColumnSettings): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(settings));
  } catch {
    // Storage denied: the settings still apply until the page is left.
  }
}

export function clearColumnSettings(storageKey: string): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // nothing stored
  }
}

/** The columns to show, in the chosen order with the chosen widths. */
export function applyColumnSettings<C extends SettingsColumn>(columns: readonly C[], settings: ColumnSettings): C[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const order = [...settings.order, ...columns.map((c) => c.key).filter((k) => !settings.order.includes(k))];
  return order
    .filter((key) => byKey.has(key) && !settings.hidden.includes(key))
    .map((key) => {
      const column = byKey.get(key)!;
      const width = settings.widths[key];
      return width === undefined ? column : { ...column, width };
    });
}

export function toggleColumn(settings: ColumnSettings, key: string, visible: boolean): ColumnSettings {
  const hidden = settings.hidden.filter((k) => k !== key);
  return { ...settings, hidden: visible ? hidden : [...hidden, key] };
}

/** Moves a column one place earlier (-1) or later (+1). */
export function moveColumn(settings: ColumnSettings, key: string, step: -1 | 1): ColumnSettings {
  const order = [...settings.order];
  const from = order.indexOf(key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return settings;
  [order[from], order[to]] = [order[to], order[from]];
  return { ...settings, order };
}

export function resizeColumn(settings: ColumnSettings, key: string, width: number): ColumnSettings {
  const clamped = Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));
  return { ...settings, widths: { ...settings.widths, [key]: clamped } };
}
