import { QueryPage } from '@/kit/query';
import { payReadjustsQuery } from '../schemas/payReadjusts';

/** Price-difference compensation (SPEC §2 /promotion/payreadjust). */
export default function PayReadjusts() {
  return <QueryPage config={payReadjustsQuery} />;
}
