import { AllOrNoneImport } from '@/kit/import';
import { QueryPage } from '@/kit/query';
import { importDamages } from '../api';
import { BREACH_IMPORT_EXAMPLES, breachImportConfig, toImportRow } from '../schemas/breachImport';
import { damagesQuery } from '../schemas/damagesQuery';

// Breach import for retailer staff with damages:import (SPEC §6).
const config = damagesQuery(({ close, reload }) => (
  <AllOrNoneImport
    textsKey="damages:import"
    config={breachImportConfig}
    examples={BREACH_IMPORT_EXAMPLES}
    send={(records) => importDamages(records.map(toImportRow))}
    onImported={reload}
    onClose={close}
  />
));

/** Order liquidated damages (SPEC §2 /order/order_liquidateddamages and /s/order-management/order_liquidateddamages). */
export default function Damages() {
  return <QueryPage config={config} />;
}
