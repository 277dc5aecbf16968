import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type { Contact, ContactInput, ContactRecord } from './types';

/** Supplier-contact calls of SPEC §7 ("vendor contacts") under /api/fea-vsm/contact (mock: mocks/domains/contacts). */
const CONTACT = '/api/fea-vsm/contact';

/** Both sides (contact:query): the supplier its combination's contacts, the retailer every supplier's submitted and disabled ones. */
export const queryContacts = pageQueryCall<Contact>(`${CONTACT}/query`);

/** Supplier: a new contact as a draft (contact:new), or a draft's changes (contact:save, with contactId). */
export const saveContact = (input: ContactInput, opts?: RequestOptions) =>
  http.post<ContactRecord>(`${CONTACT}/save`, input, opts);

/** Supplier: drafts go into effect (contact:submit); one contact in effect per major category. */
export const submitContacts = (contactIds: string[], opts?: RequestOptions) =>
  http.post<{ count: number }>(`${CONTACT}/submit`, { contactIds }, opts);

/** Supplier: contacts in effect are disabled (contact:disable). */
export const disableContacts = (contactIds: string[], opts?: RequestOptions) =>
  http.post<{ count: number }>(`${CONTACT}/disable`, { contactIds }, opts);
