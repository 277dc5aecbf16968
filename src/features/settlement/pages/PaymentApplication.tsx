import { QueryPage } from '@/kit/query';
import { PaymentTimeline } from '../components/PaymentTimeline';
import { paymentQuery } from '../schemas/sheets';

const config = paymentQuery((sheet) => <PaymentTimeline sheet={sheet} />);

/** Payment application (SPEC §2 /settlement-management/payment_application): settlement sheets and their payment. */
export default function PaymentApplication() {
  return <QueryPage config={config} />;
}
