import { lookup } from './service';
import { route } from '../../handlers/route';

export const handlers = [
  route({
    method: 'post',
    path: '/api/fea-vsm/lookup/:kind',
    handle: ({ ctx, body, params }) => lookup(ctx, params.kind, body),
  }),
];
