import { QueryPage } from '@/kit/query';
import { tieInsQuery } from '../schemas/tieIns';

/** Joint promotions (SPEC §2 /promotion/tieins). */
export default function TieIns() {
  return <QueryPage config={tieInsQuery} />;
}
