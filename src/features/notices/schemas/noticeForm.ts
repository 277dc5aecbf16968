import type { FieldSchema } from '@/kit/schema';
import { AUDIENCES, NOTICE_TITLE_MAX } from '../contract';

/** A publisher's notice fields (SPEC §5): the title within the contract's NOTICE_TITLE_MAX, an audience of AUDIENCES. */
export const NOTICE_FIELDS: FieldSchema[] = [
  {
    name: 'title',
    labelKey: 'notices:field.title',
    kind: 'input',
    required: true,
    maxLength: NOTICE_TITLE_MAX,
    span: 2,
  },
  { name: 'audience', labelKey: 'notices:field.audience', kind: 'radio-group', options: AUDIENCES, required: true },
  {
    name: 'sticky',
    labelKey: 'notices:field.sticky',
    kind: 'radio-group',
    options: [
      { value: 'true', labelKey: 'notices:sticky.yes' },
      { value: 'false', labelKey: 'notices:sticky.no' },
    ],
  },
];
