import * as acceptance from './service';
import { postRoutes } from '../../handlers/route';
import { ACCEPTANCE_BASE, ACCEPTANCE_PATHS as P } from '@/features/acceptance/contract';

/** Acceptance documents (docs/API.md "Acceptance"), on the contract's paths. */
export const handlers = [
  ...postRoutes(ACCEPTANCE_BASE, {
    [P.query]: ({ ctx, body }) => acceptance.queryAcceptances(ctx, body),
    [P.lines]: ({ ctx, body }) => acceptance.acceptanceLines(ctx, body),
    [P.confirm]: ({ ctx, body }) => acceptance.confirmAcceptances(ctx, body),
    [P.export]: ({ ctx, body }) => acceptance.exportAcceptances(ctx, body),
  }),
];
