import { isBlank } from '@/lib/validators';

/**
 * Inventory collaboration's contract (issue 37): what the screen and the mock backend
 * (mocks/domains/inventory) both hold to, written once — the calls, the supply and entry states with
 * their labels' keys and tones, the SPEC §3 figures' ranges (production cycle in whole days, case size
 * and inventories in whole cases, SPEC §9 unit cases) and the error codes with the client's message
 * keys. Pure TypeScript: no React, no antd, no i18next. What only a server knows (the open orders, the
 * shortage) stays in the mock, which calls these rules.
 */

import { codedValues, type CodedValue, type Tone } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Inventory collaboration")

export const INVENTORY_BASE = '/api/fea-vsm/inventory';

/** Each call's path under INVENTORY_BASE. */
export const INVENTORY_PATHS = { query: 'query', save: 'save' } as const;
export const inventoryUrl = (path: keyof typeof INVENTORY_PATHS) => `${INVENTORY_BASE}/${INVENTORY_PATHS[path]}`;

// ------------------------------------------------------------------ states

/** Supply against open orders: short (allocable below them, or nothing entered while orders are open), enough. */
export const SUPPLY = { short: '1', enough: '0' } as const;
export type Supply = (typeof SUPPLY)[keyof typeof SUPPLY];
export const SUPPLY_STATES: CodedValue[] = codedValues('inventory:short', [SUPPLY.short, SUPPLY.enough]);
export const SUPPLY_TONES: Record<Supply, Tone> = { '1': 'error', '0': 'success' };

/** Whether the supplier has entered its figures of a goods (a search value). */
export const ENTERED = { yes: '1', no: '0' } as const;
export const ENTERED_STATES: CodedValue[] = codedValues('inventory:entered', [ENTERED.yes, ENTERED.no]);

// ------------------------------------------------------------------ validations (SPEC §3, §9)

/** The largest figure in cases taken. */
export const MAX_CASES = 9_999_999;

/** Each figure's whole range: days 0–365, a case of at least one piece, cases 0 or more. */
export const INVENTORY_RANGES = {
  productionCycle: { min: 0, max: 365 },
  unitsPerCase: { min: 1, max: 10_000 },
  allocableCases: { min: 0, max: MAX_CASES },
  inProductionCases: { min: 0, max: MAX_CASES },
} as const;
export type InventoryFigure = keyof typeof INVENTORY_RANGES;
export const INVENTORY_FIGURES = Object.keys(INVENTORY_RANGES) as InventoryFigure[];

const wholeIn = (v: unknown, { min, max }: { min: number; max: number }) =>
  !isBlank(v) && Number.isInteger(Number(v)) && Number(v) >= min && Number(v) <= max;

/** The figures out of their whole range (in INVENTORY_FIGURES' order), or null when they may be saved. */
export function inventoryProblems(v: Record<string, unknown>): InventoryFigure[] | null {
  const wrong = INVENTORY_FIGURES.filter((name) => !wholeIn(v[name], INVENTORY_RANGES[name]));
  return wrong.length ? wrong : null;
}

// ------------------------------------------------------------------ errors (SPEC §8)

/** The inventory error codes the mock answers, with the client's message key of each figure. */
export const INVENTORY_ERRORS = {
  figure: { code: 'A0410' },
  goods: { code: 'B0404' },
} as const;
export const figureMessageKey = (name: InventoryFigure) => `inventory:check.${name}`;
