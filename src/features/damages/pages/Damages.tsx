import { QueryPage } from '@/kit/query';
import { BreachImport } from '../components/BreachImport';
import { damagesQuery } from '../schemas/damagesQuery';

const config = damagesQuery(({ close, reload }) => <BreachImport onImported={reload} onClose={close} />);

/** Order liquidated damages (SPEC §2 /order/order_liquidateddamages and /s/order-management/order_liquidateddamages). */
export default function Damages() {
  return <QueryPage config={config} />;
}
