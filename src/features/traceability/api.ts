import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type { TraceBase, TraceBaseInput, TraceBatch, TraceBatchInput } from './types';

/** Quality traceability calls under /api/fea-vsm/traceability (docs/API.md "Quality traceability"; mock: mocks/domains/traceability). */
const TRACE = '/api/fea-vsm/traceability';

export const queryTraceBases = pageQueryCall<TraceBase>(`${TRACE}/bases`);

export const saveTraceBase = (input: TraceBaseInput, opts?: RequestOptions) =>
  http.post<{ goodsId: string }>(`${TRACE}/saveBase`, input, opts);

export const queryTraceBatches = pageQueryCall<TraceBatch>(`${TRACE}/batches`);

/** Adds a batch; the inspection report image and the production log are required (SPEC §5). */
export const addTraceBatch = (input: TraceBatchInput, opts?: RequestOptions) =>
  http.post<{ batchId: string }>(`${TRACE}/addBatch`, input, opts);
