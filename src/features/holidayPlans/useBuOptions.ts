import { useMemo } from 'react';
import { buList } from '@/api/common';
import type { FieldOption } from '@/kit/schema';
import { useRequest } from '@/kit/useRequest';
import { buOptionsOf } from './schemas/columns';

/** The BUs as select options (the retailer's screens); `ready` once the list answered or failed. */
export function useBuOptions(wanted = true): { options: FieldOption[]; ready: boolean } {
  const { data, loading } = useRequest((signal) => (wanted ? buList({ signal }) : Promise.resolve([])), [wanted]);
  const options = useMemo(() => buOptionsOf(data ?? []), [data]);
  return { options, ready: !loading };
}
