import { QueryPage } from '@/kit/query';
import { ledgerQuery } from '../schemas/ledger';

const config = ledgerQuery('withdrawal');

/** SPEC §2 /settlement-management/withdrawalCfmtn: withdrawal confirmation. */
export default function WithdrawalConfirmation() {
  return <QueryPage config={config} />;
}
