import { QueryPage } from '@/kit/query';
import { BatchDialog } from '../components/BatchDialog';
import { traceBatchesQuery } from '../schemas/traceBatches';

const config = traceBatchesQuery(({ close, reload }) => <BatchDialog onDone={reload} onClose={close} />);

/** Goods traceability: production batches with their inspection report and production log (SPEC §2, §5). */
export default function TraceBatches() {
  return <QueryPage config={config} />;
}
