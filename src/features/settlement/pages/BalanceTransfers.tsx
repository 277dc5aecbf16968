import { QueryPage } from '@/kit/query';
import { ledgerQuery } from '../schemas/ledger';

const config = ledgerQuery('balanceTrans');

/** SPEC §2 /settlement-management/balanceTrans: balance transfers. */
export default function BalanceTransfers() {
  return <QueryPage config={config} />;
}
