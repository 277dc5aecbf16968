import { useMemo } from 'react';
import { QueryPage } from '@/kit/query';
import { useRefusal } from '../components/useRefusal';
import { ticketAgreements } from '../schemas/ticketAgreements';

/** The invoice-easy agreement in force (SPEC §2 /contract-management/ticketyt). */
export default function TicketAgreement() {
  const refuse = useRefusal();
  const config = useMemo(() => ticketAgreements(refuse), [refuse]);
  return <QueryPage config={config} />;
}
