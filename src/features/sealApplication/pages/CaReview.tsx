import { QueryPage } from '@/kit/query';
import { CaFiles } from '../components/CaFiles';
import { caReviewQuery } from '../schemas/caReview';

const config = caReviewQuery((row) => <CaFiles application={row} />);

/** The retailer's review of electronic seal applications (/s/electronic-signature/ca_review). */
export default function CaReview() {
  return <QueryPage config={config} />;
}
