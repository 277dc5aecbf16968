import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import { contactUrl } from './contract';
import type { Contact, ContactInput, ContactRecord } from './types';

/** Supplier-contact calls of SPEC §7 ("vendor contacts"; mock: mocks/domains/contacts): the contract's paths. */

/** Both sides (contact:query): the supplier its combination's contacts, the retailer every supplier's submitted and disabled ones. */
export const queryContacts = pageQueryCall<Contact>(contactUrl('query'));

/** Supplier: a new contact as a draft (contact:new), or a draft's changes (contact:save, with contactId). */
export const saveContact = (input: ContactInput, opts?: RequestOptions) =>
  http.post<ContactRecord>(contactUrl('save'), input, opts);

/** Supplier: drafts go into effect (contact:submit); one contact in effect per major category. */
export const submitContacts = (contactIds: string[], opts?: RequestOptions) =>
  http.post<{ count: number }>(contactUrl('submit'), { contactIds }, opts);

/** Supplier: contacts in effect are disabled (contact:disable). */
export const disableContacts = (contactIds: string[], opts?: RequestOptions) =>
  http.post<{ count: number }>(contactUrl('disable'), { contactIds }, opts);
