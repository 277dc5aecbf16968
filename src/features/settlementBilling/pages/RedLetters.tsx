import { QueryPage } from '@/kit/query';
import { redLetterQuery } from '../schemas/redLetters';

/** Red-letter information (/settlement-management/redfontinfo). */
export default function RedLetters() {
  return <QueryPage config={redLetterQuery} />;
}
