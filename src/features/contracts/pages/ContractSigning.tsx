import { QueryPage } from '@/kit/query';
import { contractSigning } from '../schemas/contractSigning';

/** Contract signing on both sides (SPEC §2 /contract-management/signature, /s/contract/signature). */
export default function ContractSigning() {
  return <QueryPage config={contractSigning} />;
}
