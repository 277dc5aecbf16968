import { QueryPage } from '@/kit/query';
import { contactsQuery } from '../schemas/contactsQuery';

const config = contactsQuery('supplier');

/** Contact maintenance (SPEC §2 /basicinfo/contactlist): the supplier's contacts per major category. */
export default function SupplierContacts() {
  return <QueryPage config={config} />;
}
