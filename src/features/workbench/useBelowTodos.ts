import { useRequest, type RequestState } from '@/kit/useRequest';
import { answeredBelowTodos, loadBelowTodos, type AnswerOf, type BelowTodos } from './prefetch';

/** Never answers (nothing is sent): a block that may not load yet shows its placeholder. */
const notYet = <T>(): Promise<T> => new Promise<T>(() => undefined);

/**
 * A block below the to-dos: the call the page sent once the to-dos settled (its answer drawn at once if
 * it is in), else the block's own; nothing until `enabled`. Asked again for a new combination.
 */
export function useBelowTodos<B extends BelowTodos>(
  block: B,
  refreshKey: string,
  enabled = true,
): RequestState<AnswerOf<B>> {
  return useRequest(
    (signal) => (enabled ? loadBelowTodos(block, refreshKey, signal) : notYet<AnswerOf<B>>()),
    [block, refreshKey, enabled],
    { background: true, answered: enabled ? answeredBelowTodos(block, refreshKey) : undefined },
  );
}
