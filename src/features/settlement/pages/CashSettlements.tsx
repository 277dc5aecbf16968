import { QueryPage } from '@/kit/query';
import { ledgerQuery } from '../schemas/ledger';

const config = ledgerQuery('cashSettle');

/** SPEC §2 /settlement-management/cashSettle: cash settlements. */
export default function CashSettlements() {
  return <QueryPage config={config} />;
}
