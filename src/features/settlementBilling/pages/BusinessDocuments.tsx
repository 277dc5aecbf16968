import { QueryPage } from '@/kit/query';
import { businessDocQuery } from '../schemas/businessDocs';

/** Business documents (/settlement-management/business_document). */
export default function BusinessDocuments() {
  return <QueryPage config={businessDocQuery} />;
}
