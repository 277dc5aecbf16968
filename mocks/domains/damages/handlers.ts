import * as damages from './service';
import { postRoutes } from '../../handlers/route';

/** Order liquidated damages: docs/API.md "Liquidated damages". */
export const handlers = [
  ...postRoutes('/api/fea-vsm/liquidateddamages', {
    query: ({ ctx, body }) => damages.queryDamages(ctx, body),
    lines: ({ ctx, body }) => damages.damageLines(ctx, body.sheetId),
    confirm: ({ ctx, body }) => damages.confirmDamages(ctx, body),
    dispute: ({ ctx, body }) => damages.disputeDamages(ctx, body),
    review: ({ ctx, body }) => damages.reviewDisputes(ctx, body),
    import: ({ ctx, body }) => damages.importDamages(ctx, body),
  }),
];
