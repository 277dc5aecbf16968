import { QueryPage } from '@/kit/query';
import { ticketHistory } from '../schemas/ticketAgreements';

/** Every version of the invoice-easy agreement (SPEC §2 /contract-management/ticketyt-history). */
export default function TicketHistory() {
  return <QueryPage config={ticketHistory} />;
}
