import type { ContactRecord } from '@/features/contacts/types';

/** Supplier contacts per large category (SPEC §3). */
export type ContactRow = ContactRecord;

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<ContactsTables>`). */
export type ContactsTables = {
  contacts: ContactRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends ContactsTables {}
}
