import { QueryPage } from '@/kit/query';
import { signaturesQuery } from '../schemas/signatures';

/** Signature management (SPEC §2 /electronic-signature/signature_management and /s/electronic-signature/signature_management). */
export default function Signatures() {
  return <QueryPage config={signaturesQuery} />;
}
