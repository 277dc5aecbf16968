import { QueryPage } from '@/kit/query';
import { licenceTypesQuery } from '../schemas/licenceTypes';

/** Licence type maintenance (SPEC §2 /s/license/licensetype_maintenance). */
export default function LicenceTypes() {
  return <QueryPage config={licenceTypesQuery} />;
}
