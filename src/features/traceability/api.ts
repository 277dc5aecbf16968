import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import { traceUrl } from './contract';
import type { TraceBase, TraceBaseInput, TraceBatch, TraceBatchInput } from './types';

/** Quality traceability calls (docs/API.md "Quality traceability"; mock: mocks/domains/traceability): the contract's paths. */

export const queryTraceBases = pageQueryCall<TraceBase>(traceUrl('bases'));

export const saveTraceBase = (input: TraceBaseInput, opts?: RequestOptions) =>
  http.post<{ goodsId: string }>(traceUrl('saveBase'), input, opts);

export const queryTraceBatches = pageQueryCall<TraceBatch>(traceUrl('batches'));

/** Adds a batch; the inspection report image and the production log are required (SPEC §5). */
export const addTraceBatch = (input: TraceBatchInput, opts?: RequestOptions) =>
  http.post<{ batchId: string }>(traceUrl('addBatch'), input, opts);
