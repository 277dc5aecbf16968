import type { FieldSchema } from '@/kit/schema';
import { CONTENT_KIND, CONTENT_KINDS, CONTENT_TITLE_MAX, PORTAL_ERRORS, contentProblems } from '../contract';

/** An item's fields (SPEC §5): a kind, a title within the contract's CONTENT_TITLE_MAX; the body is the editor's. */
export const CONTENT_FIELDS: FieldSchema[] = [
  {
    name: 'kind',
    labelKey: 'portalContent:field.kind',
    kind: 'radio-group',
    options: CONTENT_KINDS,
    required: true,
    defaultValue: CONTENT_KIND.dynamic,
  },
  { name: 'title', labelKey: 'portalContent:field.title', kind: 'input', required: true, maxLength: CONTENT_TITLE_MAX },
];

/** SPEC §7: a banner is a picture (the contract's contentProblems; the server refuses one without, A0442). */
export const validateContent = (v: Record<string, unknown>) =>
  contentProblems(v).includes('bannerNeedsImage') ? { body: PORTAL_ERRORS.bannerImage.messageKey } : null;
