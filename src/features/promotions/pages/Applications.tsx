import { QueryPage } from '@/kit/query';
import { applicationsQuery } from '../schemas/applications';

/** Promotion applications (SPEC §2 /promotion/apply and the retailer's /s/promotion/apply). */
export default function Applications() {
  return <QueryPage config={applicationsQuery} />;
}
