import type { FieldSchema } from '@/kit/schema';
import { TEMPLATE_LIMITS, TEMPLATE_TYPE, TEMPLATE_TYPES } from '../contract';

/** An email template's fields (SPEC §5): name and subject within the contract's TEMPLATE_LIMITS, a type of TEMPLATE_TYPES. */
export const TEMPLATE_FIELDS: FieldSchema[] = [
  {
    name: 'name',
    labelKey: 'notices:template.field.name',
    kind: 'input',
    required: true,
    maxLength: TEMPLATE_LIMITS.name,
  },
  {
    name: 'type',
    labelKey: 'notices:template.field.type',
    kind: 'select',
    options: TEMPLATE_TYPES,
    required: true,
    defaultValue: TEMPLATE_TYPE.mail,
  },
  {
    name: 'subject',
    labelKey: 'notices:template.field.subject',
    kind: 'input',
    required: true,
    maxLength: TEMPLATE_LIMITS.subject,
    span: 2,
  },
];
