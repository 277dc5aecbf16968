import type { FieldOption, StatusTone } from '@/kit/schema';

const options = (prefix: string, values: string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `portalContent:${prefix}.${value}` }));

export const STATUSES = options('status', ['0', '1', '2']);
export const STATUS_TONES: Record<string, StatusTone> = { '0': 'warning', '1': 'success', '2': 'default' };
export const KINDS = options('kind', ['banner', 'dynamic']);
export const PAGES = options('page', ['login', 'index']);
export const ACTIONS = options('historyAction', ['create', 'save', 'publish', 'withdraw', 'restore', 'pin', 'unpin']);
/** Booleans as the kit's coded values (a sticky item). */
export const YES_NO = options('yesNo', ['true', 'false']);

/** SPEC §6: publishers issue notices (the mock's right of the retailer's publishers). */
export const PUBLISH_RIGHT = 'notice:publish';
/** The longest title (the mock's TITLE_MAX: one line on the sign-in portal). */
export const TITLE_MAX = 60;
