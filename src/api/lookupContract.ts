/**
 * The lookups' contract (issue 37): what the client's lookup (精灵) fields and dialog (src/api/lookup,
 * src/kit/lookup) and the mock backend (mocks/domains/lookup) both hold to, written once — the call
 * and its kinds (SPEC §2), the page a typed value is searched on (SPEC §9), the param the dialog's
 * search box is sent as, and the codes and message keys of the flow's outcomes (SPEC §4, §8). Pure
 * TypeScript: no React, no antd, no i18next. What only a server knows (each kind's records, who may
 * see them, how a field matches) stays in the mock.
 */

// ------------------------------------------------------------------ calls (docs/API.md "Lookups")

export const LOOKUP_BASE = '/api/fea-vsm/lookup';

/** SPEC §2: the lookup kinds, each searched at LOOKUP_BASE/<kind>. */
export const LOOKUP_KINDS = [
  'constGoods',
  'contractId',
  'finEntityId',
  'lessMajor',
  'major',
  'origin',
  'partner',
  'tempId',
] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

export const isLookupKind = (kind: unknown): kind is LookupKind => (LOOKUP_KINDS as readonly unknown[]).includes(kind);
export const lookupUrl = (kind: LookupKind) => `${LOOKUP_BASE}/${kind}`;

// ------------------------------------------------------------------ searches (SPEC §4, §9)

/** SPEC §9: a typed value is searched on page 1 with size 10; the mock pages by it when the call names no page. */
export const LOOKUP_PAGE = { pageNo: 1, pageSize: 10 } as const;

/** The param the dialog's search box is sent as: the mock matches it against every searchable field. */
export const LOOKUP_KEYWORD_PARAM = 'keyword';

// ------------------------------------------------------------------ outcomes and errors (SPEC §4, §8)

/** SPEC §4/§8: the info the field shows when a typed value finds no record, or several. */
export const LOOKUP_MESSAGES = { none: 'errors:lookupNoData', many: 'errors:lookupMany' } as const;

/** The lookup error codes the mock answers (a kind not among LOOKUP_KINDS). */
export const LOOKUP_ERRORS = { unknownKind: { code: 'A0404' } } as const;
