import { QueryPage } from '@/kit/query';
import { contactsQuery } from '../schemas/contactsQuery';

const config = contactsQuery('retailer');

/** Supplier contacts (SPEC §2 /s/basicinfo/contactlist): every supplier's contacts, query and export. */
export default function RetailerContacts() {
  return <QueryPage config={config} />;
}
