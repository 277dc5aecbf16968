import { QueryPage } from '@/kit/query';
import { ExpressImport } from '../components/ExpressImport';
import { presaleOrdersQuery } from '../schemas/presaleOrders';

const config = presaleOrdersQuery(({ close, reload }) => <ExpressImport onImported={reload} onClose={close} />);

/** Presale orders and their fulfilment (SPEC §2 /presale/performance-info). */
export default function PresaleOrders() {
  return <QueryPage config={config} />;
}
