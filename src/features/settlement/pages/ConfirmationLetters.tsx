import { QueryPage } from '@/kit/query';
import { PaymentTimeline } from '../components/PaymentTimeline';
import { letterQuery } from '../schemas/letters';

const config = letterQuery((sheet) => <PaymentTimeline sheet={sheet} />);

/** Confirmation letters (SPEC §2 /settlement-management/confirmation_letter): saved, printed and e-signed. */
export default function ConfirmationLetters() {
  return <QueryPage config={config} />;
}
