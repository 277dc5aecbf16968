import * as trace from './service';
import { postRoutes } from '../../handlers/route';

/** Quality traceability: docs/API.md "Quality traceability". */
export const handlers = [
  ...postRoutes(
    '/api/fea-vsm/traceability',
    {
      bases: ({ ctx, body }) => trace.queryBases(ctx, body),
      saveBase: ({ ctx, body }) => trace.saveBase(ctx, body),
      batches: ({ ctx, body }) => trace.queryBatches(ctx, body),
      addBatch: ({ ctx, body }) => trace.addBatch(ctx, body),
    },
    { auth: 'vendor' },
  ),
];
