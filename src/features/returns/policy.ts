/**
 * The return policy of SPEC §9: perishables are returned within 3 days, general goods within 7
 * days, goods not cleared after 10 days are cleared and deducted.
 */
export const RETURN_POLICY = { perishableDays: 3, generalDays: 7, clearanceDays: 10 } as const;
