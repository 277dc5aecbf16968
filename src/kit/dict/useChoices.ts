import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerText, useServerTextConverter } from '@/i18n/serverText';
import type { CodedValues } from '../schema';
import { ensureDicts, useDictStore } from './dictStore';
import { useServerLabel } from './useServerLabel';

/** A value of a select, radio group or status, with its display label. */
export type Choice = { value: string; label: string };

/** The choices of one coded field: its dictionary's entries (SPEC §3) or its fixed options. */
export function useChoices(spec: CodedValues): Choice[] {
  const [labels] = useLabelMaps([spec]);
  return [...(labels ?? [])].map(([value, label]) => ({ value, label }));
}

/**
 * Value → label maps of several coded fields or columns at once (one per spec, in order; undefined
 * for a spec without dict or options). Grids resolve their labels once here, not per cell.
 */
export function useLabelMaps(specs: readonly CodedValues[]): Array<Map<string, string> | undefined> {
  const { t } = useTranslation();
  // Grids and detail views (every user of these maps) show their cells again once the zh-HK
  // converter is in (showServerText in kit/grid/cells).
  const converterIn = useServerTextConverter();
  const entries = useDictStore((s) => s.entries);
  const names = specs.flatMap((s) => (s.dict ? [s.dict] : []));
  const namesKey = names.join(',');
  useEffect(() => {
    if (namesKey) ensureDicts(namesKey.split(','));
  }, [namesKey]);
  const serverLabel = useServerLabel(names.flatMap((name) => (entries[name] ?? []).map((e) => e.fieldName)));
  // The same maps while nothing they hold changes: a grid keeps its columns, and its cells, meanwhile.
  return useMemo(
    () =>
      specs.map((spec) => {
        if (spec.dict)
          return new Map((entries[spec.dict] ?? []).map((e) => [String(e.fieldValue), serverLabel(e.fieldName)]));
        // A label that is data (a licence type, a BU) reads like the server's other text (zh-HK: Traditional).
        if (spec.options)
          return new Map(
            spec.options.map((o) => [o.value, o.label !== undefined ? showServerText(o.label) : t(o.labelKey)]),
          );
        return undefined;
      }),
    // `converterIn`: showServerText reads the converter, which arrives once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [specs, entries, serverLabel, t, converterIn],
  );
}
