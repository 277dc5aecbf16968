import { QueryPage } from '@/kit/query';
import { PaymentTimeline } from '../components/PaymentTimeline';
import { paymentDeskQuery } from '../schemas/paymentDesk';

const config = paymentDeskQuery((sheet) => <PaymentTimeline sheet={sheet} />);

/** The retailer's payment desk (/s/settlement-management/payment_desk): every supplier's sheets applied for payment, received and paid. */
export default function PaymentDesk() {
  return <QueryPage config={config} />;
}
