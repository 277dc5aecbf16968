import { QueryPage } from '@/kit/query';
import { categoryQuery } from '../schemas/categoryQuery';

/** The category tree (SPEC §2 /s/basicinfo/category_query). */
export default function CategoryQuery() {
  return <QueryPage config={categoryQuery} />;
}
