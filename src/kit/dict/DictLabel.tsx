import type { CodedValues } from '../schema';
import { useLabelMaps } from './useChoices';

/** The label of a coded value (dictionary entry of SPEC §3 or fixed option); the value itself when unknown. */
export function DictLabel({ value, ...spec }: CodedValues & { value: unknown }) {
  const [labels] = useLabelMaps([spec]);
  if (value === null || value === undefined || value === '') return null;
  return <>{labels?.get(String(value)) ?? String(value)}</>;
}
