import { useMemo } from 'react';
import { buList, payModes } from '@/api/common';
import type { NamedItem } from '@/api/types';
import { useServerLabel } from '@/kit/dict';
import type { FieldOption } from '@/kit/schema';
import { useRequest } from '@/kit/useRequest';

/** A server list as select options, labelled in the interface language (the server's names are zh-CN). */
function useOptions(load: (signal: AbortSignal) => Promise<NamedItem[]>, name: string): FieldOption[] {
  const { data } = useRequest(load, [name]);
  const label = useServerLabel((data ?? []).map((i) => i.name));
  return useMemo(() => (data ?? []).map((i) => ({ value: i.id, labelKey: '', label: label(i.name) })), [data, label]);
}

/** The BUs of the common BU list call (SPEC §7). */
export const useBuOptions = () => useOptions((signal) => buList({ signal }).then((bus) => bus.map((b) => ({ id: b.buId, name: b.buName }))), 'bus');

/** The pay modes of the common call (SPEC §3 cached lists). */
export const usePayModeOptions = () => useOptions((signal) => payModes({ signal }), 'payModes');
