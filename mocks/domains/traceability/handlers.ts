import * as trace from './service';
import { postRoutes } from '../../handlers/route';
import { TRACE_BASE, TRACE_PATHS as P } from '@/features/traceability/contract';

/** Quality traceability: docs/API.md "Quality traceability". */
export const handlers = [
  ...postRoutes(
    TRACE_BASE,
    {
      [P.bases]: ({ ctx, body }) => trace.queryBases(ctx, body),
      [P.saveBase]: ({ ctx, body }) => trace.saveBase(ctx, body),
      [P.batches]: ({ ctx, body }) => trace.queryBatches(ctx, body),
      [P.addBatch]: ({ ctx, body }) => trace.addBatch(ctx, body),
    },
    { auth: 'vendor' },
  ),
];
