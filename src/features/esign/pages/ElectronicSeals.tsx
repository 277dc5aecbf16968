import { QueryPage } from '@/kit/query';
import { sealsQuery } from '../schemas/seals';

/** Electronic seals (SPEC §2 /electronic-signature/electronicseal_query and /s/electronic-signature/electronicseal_query). */
export default function ElectronicSeals() {
  return <QueryPage config={sealsQuery} />;
}
