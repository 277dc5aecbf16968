import type { FileRef } from '../../db/tables';

/** Supplier registrations made without sign-in. */

/** A supplier registration made without sign-in (/venders/registerDetail). status 0 submitted. */
export type RegistrationRow = {
  registerNo: string;
  venderName: string;
  businessLicenseNo: string;
  orgCode: string;
  taxNumber: string;
  contact: string;
  phone: string;
  email: string;
  address: string;
  postalCode: string;
  provinceId: string;
  cityId: string;
  licenseFiles: FileRef[];
  status: '0';
  createdAt: string;
};

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<RegisterTables>`). */
export type RegisterTables = {
  registrations: RegistrationRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends RegisterTables {}
}
