import { QueryPage } from '@/kit/query';
import { packInfoQuery } from '../schemas/packInfo';

/** Packing information per presale goods (SPEC §2 /presale/pack-info). */
export default function PackInfo() {
  return <QueryPage config={packInfoQuery} />;
}
