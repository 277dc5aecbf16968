import { QueryPage } from '@/kit/query';
import { traceBasesQuery } from '../schemas/traceBases';

/** Traceability base information per goods (SPEC §2 /quality-traceability/base_information). */
export default function TraceBases() {
  return <QueryPage config={traceBasesQuery} />;
}
