import { QueryPage } from '@/kit/query';
import { ticketAgreements } from '../schemas/ticketAgreements';

/** The invoice-easy agreement in force (SPEC §2 /contract-management/ticketyt). */
export default function TicketAgreement() {
  return <QueryPage config={ticketAgreements} />;
}
