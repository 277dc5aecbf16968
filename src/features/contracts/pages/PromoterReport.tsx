import { QueryPage } from '@/kit/query';
import { promoterReport } from '../schemas/promoter';

/** Promoter agreement report (SPEC §2 /s/contract/promoter_protocol_rpt). */
export default function PromoterReport() {
  return <QueryPage config={promoterReport} />;
}
