import { QueryPage } from '@/kit/query';
import { BatchDialog } from '../components/BatchDialog';
import { BatchFiles } from '../components/BatchFiles';
import { traceBatchesQuery } from '../schemas/traceBatches';

const config = traceBatchesQuery(
  ({ close, reload }) => <BatchDialog onDone={reload} onClose={close} />,
  (batch) => <BatchFiles batch={batch} />,
);

/** Goods traceability: production batches with their inspection report and production log (SPEC §2, §5). */
export default function TraceBatches() {
  return <QueryPage config={config} />;
}
