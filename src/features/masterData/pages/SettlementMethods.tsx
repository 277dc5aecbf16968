import { useMemo } from 'react';
import { QueryPage } from '@/kit/query';
import { useListOptions } from '@/kit/dict';
import { settlementMethodsQuery } from '../schemas/settlementMethods';

/** Settlement methods per supplier and BU (SPEC §2 /s/basicinfo/settlementmethods_list). */
export default function SettlementMethods() {
  const bus = useListOptions('bus');
  const payModes = useListOptions('payModes');
  const config = useMemo(() => settlementMethodsQuery(bus, payModes), [bus, payModes]);
  return <QueryPage config={config} />;
}
