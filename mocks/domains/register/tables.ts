import type { RegistrationRecord } from '@/features/register/types';

/** Supplier registrations made without sign-in. */

/** A supplier registration made without sign-in (/venders/registerDetail): 0 submitted, 1 approved, 2 rejected. */
export type RegistrationRow = RegistrationRecord;

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<RegisterTables>`). */
export type RegisterTables = {
  registrations: RegistrationRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends RegisterTables {}
}
