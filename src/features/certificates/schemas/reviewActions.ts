import { idsOf } from '@/kit/columns';
import type { DocumentAction } from '@/kit/query';
import { REVIEW_RIGHT } from '../contract';

/**
 * Pass, and reject with a required reason (SPEC §4, §5), for retailer staff with the review right: the
 * certificates' audit steps and the tax reliefs' review.
 */
export function reviewActions<T extends { sheetId: string }>(spec: {
  allowed: (row: T) => boolean;
  refusedKey: string;
  review: (sheetIds: string[], pass: boolean, reason: string) => Promise<unknown>;
  texts?: DocumentAction<T>['texts'];
}): DocumentAction<T>[] {
  const { allowed, refusedKey, review, texts } = spec;
  const common = {
    only: 'retailer',
    right: REVIEW_RIGHT,
    allowed,
    refusedKey,
    emptyKey: 'certificates:selectFirst',
    texts,
  } as const;
  return [
    {
      ...common,
      key: 'pass',
      labelKey: 'certificates:action.pass',
      primary: true,
      confirmKey: 'certificates:passAsk',
      call: (rows) => review(idsOf(rows, 'sheetId'), true, ''),
      successKey: 'certificates:passed',
    },
    {
      ...common,
      key: 'reject',
      labelKey: 'certificates:action.reject',
      danger: true,
      reason: {
        titleKey: 'certificates:rejectTitle',
        labelKey: 'certificates:field.rejectReason',
        okKey: 'certificates:send',
      },
      call: (rows, v) => review(idsOf(rows, 'sheetId'), false, String(v.reason)),
      successKey: 'certificates:rejected',
    },
  ];
}
