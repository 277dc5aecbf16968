import type { OpenOrder, SlotCell } from './types';

/**
 * The booking rules the client checks before the call, as i18n keys of the server's messages (the
 * mock's booking service refuses the same): SPEC §5 orders chosen, gift and non-gift apart, every open
 * order at a DC that books by supplier, requested
 * cartons a whole number above 0, a bookable slot chosen; actual cartons a whole number not below 0
 * nor above requested, actual
 * SKUs a whole number above 0 not above requested.
 */
export function bookingProblem(input: {
  orders: Pick<OpenOrder, 'gift'>[];
  cartons: unknown;
  cell: SlotCell | null | undefined;
  /** A DC that books by supplier (reservation mode 2) takes every open order at once. */
  allOrdersRequired?: boolean;
}): string | null {
  if (input.orders.length === 0) return 'booking:rule.selectOrders';
  if (new Set(input.orders.map((o) => o.gift)).size > 1) return 'booking:rule.giftMixed';
  if (input.allOrdersRequired) return 'booking:rule.allOrders';
  const cartons = Number(input.cartons);
  if (!Number.isInteger(cartons) || cartons <= 0) return 'booking:rule.cartons';
  if (!input.cell) return 'booking:rule.chooseSlot';
  if (input.cell.reason === 'full') return 'booking:rule.slotFull';
  if (input.cell.reason === 'oneADay') return 'booking:rule.oneADay';
  if (input.cell.reason) return 'booking:rule.dateUnavailable';
  return null;
}

/** Acceptance (SPEC §5): field name → message key of each broken rule. */
export function receiptProblems(
  values: Record<string, unknown>,
  requested: { requestedCartons: number; requestedSkus: number },
): Record<string, string> | null {
  const problems: Record<string, string> = {};
  const cartons = Number(values.actualCartons);
  const skus = Number(values.actualSkus);
  if (!Number.isInteger(cartons) || cartons < 0) problems.actualCartons = 'booking:rule.actualCartonsWhole';
  else if (cartons > requested.requestedCartons) problems.actualCartons = 'booking:rule.actualCartons';
  if (!Number.isInteger(skus) || skus <= 0 || skus > requested.requestedSkus)
    problems.actualSkus = 'booking:rule.actualSkus';
  return Object.keys(problems).length ? problems : null;
}
