import { useMemo } from 'react';
import { QueryPage } from '@/kit/query';
import { useBuOptions, usePayModeOptions } from '../components/useServerOptions';
import { settlementMethodsQuery } from '../schemas/settlementMethods';

/** Settlement methods per supplier and BU (SPEC §2 /s/basicinfo/settlementmethods_list). */
export default function SettlementMethods() {
  const bus = useBuOptions();
  const payModes = usePayModeOptions();
  const config = useMemo(() => settlementMethodsQuery(bus, payModes), [bus, payModes]);
  return <QueryPage config={config} />;
}
