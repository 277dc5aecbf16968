import * as damages from './service';
import { postRoutes } from '../../handlers/route';
import { DAMAGES_BASE, DAMAGES_PATHS as P } from '@/features/damages/contract';

/** Order liquidated damages: docs/API.md "Liquidated damages". */
export const handlers = postRoutes(DAMAGES_BASE, {
  [P.query]: ({ ctx, body }) => damages.queryDamages(ctx, body),
  [P.lines]: ({ ctx, body }) => damages.damageLines(ctx, body.sheetId),
  [P.confirm]: ({ ctx, body }) => damages.confirmDamages(ctx, body),
  [P.dispute]: ({ ctx, body }) => damages.disputeDamages(ctx, body),
  [P.review]: ({ ctx, body }) => damages.reviewDisputes(ctx, body),
  [P.import]: ({ ctx, body }) => damages.importDamages(ctx, body),
});
