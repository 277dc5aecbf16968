import type { ErrDef } from '../../errors';
import { tr } from '../../glossary';
import { SETTLEMENT_ERRORS } from '@/features/settlement/contract';

/**
 * Why a settlement action is refused, in the words the client's own refusal uses (the kit's
 * `refusal` of the action: kit:action.notAllowedWhy with the state that allows it and what to do
 * first, the contract's SETTLEMENT_REFUSALS keys in locales/<lang>/settlement.json `refusal`), so the supplier reads the same either way.
 */
type Words = readonly [zh: string, en: string];

function refused(action: Words, state: Words, first?: Words): ErrDef {
  return {
    code: SETTLEMENT_ERRORS.refused.code,
    message: tr(
      `当前单据不允许${action[0]}：${state[0]}${first ? `；${first[0]}` : ''}`,
      `This document does not allow “${action[1]}”: ${state[1]}${first ? `; ${first[1]}` : ''}`,
    ),
  };
}

const CULL_STATE: Words = [
  '仅结算单为新建时，其中的单据可以剔除',
  'only documents of a settlement sheet that is still New can be removed',
];
const CULL_FIRST: Words = ['结算单已定稿的，请先联系采购处理', 'if the sheet is finalized, contact the buyer first'];

export const REFUSED = {
  cull: {
    dispute: refused(['争议剔除', 'Remove as disputed'], CULL_STATE, CULL_FIRST),
    delay: refused(['延期剔除', 'Remove to a later period'], CULL_STATE, CULL_FIRST),
    cancel: refused(['取消', 'Cancel extraction'], CULL_STATE, CULL_FIRST),
  },
  merge: refused(
    ['合并结算', 'Merge into a settlement'],
    ['仅未提取的单据可以合并结算', 'only documents not yet extracted can be merged'],
    ['已提取的单据请先取消提取', 'cancel the extraction of an extracted one first'],
  ),
  confirmInvoice: refused(
    ['开票信息确认', 'Confirm invoice data'],
    [
      '仅开票信息未确认的新建或定稿结算单可以确认',
      'only a New or finalized sheet whose invoice data is not yet confirmed',
    ],
    ['已确认的请改用重新生成开票信息', 'if it is confirmed already, regenerate the invoice data instead'],
  ),
  regenerateInvoice: refused(
    ['重新生成开票信息', 'Regenerate invoice data'],
    ['仅开票信息已确认的新建或定稿结算单可以重新生成', 'only a New or finalized sheet whose invoice data is confirmed'],
    ['请先确认开票信息', 'confirm the invoice data first'],
  ),
  receiveInvoice: refused(
    ['收到发票', 'Mark invoice received'],
    ['仅已申请付款的结算单可以登记收到发票', 'only a sheet applied for payment can have its invoice marked received'],
  ),
  pay: refused(
    ['付款', 'Mark paid'],
    ['仅已收到发票的结算单可以付款', 'only a sheet whose invoice has been received can be paid'],
    ['请先登记收到发票', 'mark its invoice received first'],
  ),
  confirmExpense: refused(
    ['确认', 'Confirm'],
    ['仅待确认的费用单可以确认', 'only expense documents to confirm can be confirmed'],
  ),
} as const;
