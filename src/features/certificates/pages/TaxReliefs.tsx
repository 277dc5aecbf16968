import { QueryPage } from '@/kit/query';
import { taxReliefsQuery } from '../schemas/taxReliefs';

/** Tax relief certificates (SPEC §2 /cert/taxReliefs and /s/license/taxreduction_exemption). */
export default function TaxReliefs() {
  return <QueryPage config={taxReliefsQuery} />;
}
