import { useMemo } from 'react';
import { QueryPage } from '@/kit/query';
import { holidaysQuery } from '../schemas/holidaysQuery';
import { useBuOptions } from '../useBuOptions';

/** The retailer defines each BU's holidays of a year (SPEC §2 /s/basicinfo/vacationplan/maintain). */
export default function Holidays() {
  const bus = useBuOptions();
  const config = useMemo(() => holidaysQuery(bus.options), [bus.options]);
  return bus.ready ? <QueryPage config={config} /> : null;
}
