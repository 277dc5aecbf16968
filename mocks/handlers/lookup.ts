import { lookup } from '../services/lookup';
import { route } from './route';

export const lookupHandlers = [
  route({ method: 'post', path: '/api/fea-vsm/lookup/:kind', handle: ({ ctx, body, params }) => lookup(ctx, params.kind, body) }),
];
