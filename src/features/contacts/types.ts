import type { SupplierContact, VendorCombination } from '@/api/types';
import type { ContactStatus } from './contract';
export type { ContactStatus } from './contract';

/** Supplier contacts (SPEC §3) as docs/API.md "Supplier contacts" answers them (mock: mocks/domains/contacts). */

/** A contact as stored: one per large category and supplier combination in effect at a time. */
export type ContactRecord = VendorCombination &
  SupplierContact & {
    status: ContactStatus;
    creator: string;
    createDate: string;
    updateDate: string;
    submitDate: string | null;
    disableDate: string | null;
  };

/** A row of the contact list: the record with its supplier's name. */
export type Contact = ContactRecord & { venderName: string };

/** What the supplier enters: a new contact without `contactId`, a draft's changes with it. */
export type ContactInput = {
  contactId?: string;
  majorId: string;
  contactPerson: string;
  phone: string;
  mainEmail: string;
  ccEmail?: string;
};
