import { QueryPage } from '@/kit/query';
import { returnMemoQuery } from '../schemas/returnMemoQuery';

/** The retailer's memos on return documents: add and edit. */
export default function ReturnMemoQuery() {
  return <QueryPage config={returnMemoQuery} />;
}
