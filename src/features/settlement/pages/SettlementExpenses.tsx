import { QueryPage } from '@/kit/query';
import { deductionQuery } from '../schemas/settleDocs';

/** Settlement expenses (SPEC §2 /settlement-management/settlement_expense): deductions inside settlements. */
export default function SettlementExpenses() {
  return <QueryPage config={deductionQuery} />;
}
