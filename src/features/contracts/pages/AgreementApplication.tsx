import { QueryPage } from '@/kit/query';
import { agreementApplication } from '../schemas/agreementApplication';

/** Supplier agreement application (SPEC §2 /contract-management/supplieragreement_application). */
export default function AgreementApplication() {
  return <QueryPage config={agreementApplication} />;
}
