import * as acceptance from './service';
import { postRoutes } from '../../handlers/route';

/** Acceptance documents (docs/API.md "Acceptance"). */
export const handlers = [
  ...postRoutes('/api/fea-vsm/acceptance', {
    query: ({ ctx, body }) => acceptance.queryAcceptances(ctx, body),
    lines: ({ ctx, body }) => acceptance.acceptanceLines(ctx, body),
    confirm: ({ ctx, body }) => acceptance.confirmAcceptances(ctx, body),
    export: ({ ctx, body }) => acceptance.exportAcceptances(ctx, body),
  }),
];
