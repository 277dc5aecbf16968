import type { RegistrationRecord } from '@/features/register/types';

/** Supplier registrations made without sign-in. */

/** A supplier registration made without sign-in (/venders/registerDetail), REGISTRATION_STATUS submitted, approved or rejected. */
export type RegistrationRow = RegistrationRecord;

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<RegisterTables>`). */
export type RegisterTables = {
  registrations: RegistrationRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends RegisterTables {}
}
