import { QueryPage } from '@/kit/query';
import { LicenceFiles } from '../components/LicenceFiles';
import { registrationReviewQuery } from '../schemas/registrationReview';

const config = registrationReviewQuery((row) => <LicenceFiles files={row.licenseFiles} />);

/** The retailer's review of supplier registrations (/s/basicinfo/registration_review). */
export default function RegistrationReview() {
  return <QueryPage config={config} />;
}
