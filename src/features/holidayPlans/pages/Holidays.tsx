import { useMemo } from 'react';
import { useListOptions } from '@/kit/dict';
import { QueryPage } from '@/kit/query';
import { holidaysQuery } from '../schemas/holidaysQuery';

/** The retailer defines each BU's holidays of a year (SPEC §2 /s/basicinfo/vacationplan/maintain). */
export default function Holidays() {
  const bus = useListOptions('bus');
  const config = useMemo(() => holidaysQuery(bus), [bus]);
  return <QueryPage config={config} />;
}
