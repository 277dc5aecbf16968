import { QueryPage } from '@/kit/query';
import { ledgerQuery } from '../schemas/ledger';

const config = ledgerQuery('preRec');

/** SPEC §2 /settlement-management/preRec: advance receipts. */
export default function PreReceipts() {
  return <QueryPage config={config} />;
}
