import { QueryPage } from '@/kit/query';
import { supplierHolidaysQuery } from '../schemas/supplierHolidaysQuery';

const config = supplierHolidaysQuery();

/** The supplier keeps its plan per holiday (SPEC §2 /basicinfo/vacationplan/maintain). */
export default function PlanMaintain() {
  return <QueryPage config={config} />;
}
