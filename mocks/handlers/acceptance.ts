import * as acceptance from '../services/acceptance';
import { postRoutes } from './route';

/** Acceptance documents (docs/API.md "Acceptance"). */
export const acceptanceHandlers = [
  ...postRoutes('/api/fea-vsm/acceptance', {
    query: ({ ctx, body }) => acceptance.queryAcceptances(ctx, body),
    lines: ({ ctx, body }) => acceptance.acceptanceLines(ctx, body),
    confirm: ({ ctx, body }) => acceptance.confirmAcceptances(ctx, body),
    export: ({ ctx, body }) => acceptance.exportAcceptances(ctx, body),
  }),
];
