import { QueryPage } from '@/kit/query';
import { paramsQuery } from '../schemas/retailerQueries';

const config = paramsQuery();

/** Appointment parameters per DC (SPEC §2 /s/online-booking/params-set). */
export default function ParamsSet() {
  return <QueryPage config={config} />;
}
