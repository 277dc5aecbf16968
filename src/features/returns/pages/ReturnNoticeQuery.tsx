import { QueryPage } from '@/kit/query';
import { returnNoticeQuery } from '../schemas/returnNoticeQuery';

/** Return notices of the supplier: the return policy, print, and confirming pending ones. */
export default function ReturnNoticeQuery() {
  return <QueryPage config={returnNoticeQuery} />;
}
