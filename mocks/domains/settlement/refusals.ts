import type { ErrDef } from '../../errors';
import { catalogue, keyed } from '../../catalogue';
import { SETTLEMENT_ERRORS, SETTLEMENT_REFUSALS } from '@/features/settlement/contract';

/**
 * Why a settlement action is refused, worded by the client's own refusal (the kit's `refusal` of the
 * action: kit:action.notAllowedWhy with the action's label, the state that allows it and what to do
 * first, the contract's SETTLEMENT_REFUSALS keys), filled in each language as the screen fills them,
 * so the supplier reads the same either way.
 */
const REFUSED_WHY = 'kit:action.notAllowedWhy';

function refused(labelKey: string, { stateKey, firstKey }: { stateKey: string; firstKey?: string }): ErrDef {
  return {
    code: SETTLEMENT_ERRORS.refused.code,
    message: catalogue(REFUSED_WHY, {
      action: keyed(labelKey),
      state: keyed(stateKey),
      first: firstKey ? keyed('kit:action.firstStep', { first: keyed(firstKey) }) : '',
    }),
  };
}

const R = SETTLEMENT_REFUSALS;

/** Each refusal with the label key of the action the screen offers (its schema's `labelKey`). */
export const REFUSED = {
  cull: {
    dispute: refused('settlement:action.cull.dispute', R.cull),
    delay: refused('settlement:action.cull.delay', R.cull),
    cancel: refused('settlement:action.cull.cancel', R.cull),
  },
  merge: refused('settlement:action.merge', R.merge),
  confirmInvoice: refused('settlement:action.confirmInvoice', R.confirmInvoice),
  regenerateInvoice: refused('settlement:action.regenerateInvoice', R.regenerateInvoice),
  receiveInvoice: refused('settlement:paydesk.receive', R.receiveInvoice),
  pay: refused('settlement:paydesk.pay', R.pay),
  confirmExpense: refused('settlement:action.confirm', R.confirmExpense),
} as const;
