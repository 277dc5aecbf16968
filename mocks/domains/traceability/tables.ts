import type { TraceBaseRecord, TraceBatchRecord } from '@/features/traceability/types';

/** Quality traceability: base information per goods and production batches per goods. */
export type TraceBaseRow = TraceBaseRecord;
export type TraceBatchRow = TraceBatchRecord;

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<TraceabilityTables>`). */
export type TraceabilityTables = {
  traceBases: TraceBaseRow[];
  traceBatches: TraceBatchRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends TraceabilityTables {}
}
