import { MaybeLink } from '@/kit/MaybeLink';

/** A document number that opens its screen (plain text when there is none, or no number). */
export function DocLink({ to, id }: { to: string | null; id: string | null }) {
  if (!id) return null;
  return to ? <MaybeLink to={to}>{id}</MaybeLink> : <span>{id}</span>;
}
