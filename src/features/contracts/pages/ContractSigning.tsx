import { useMemo } from 'react';
import { QueryPage } from '@/kit/query';
import { useRefusal } from '../components/useRefusal';
import { contractSigning } from '../schemas/contractSigning';

/** Contract signing on both sides (SPEC §2 /contract-management/signature, /s/contract/signature). */
export default function ContractSigning() {
  const refuse = useRefusal();
  const config = useMemo(() => contractSigning(refuse), [refuse]);
  return <QueryPage config={config} />;
}
