import { lookup } from './service';
import { route } from '../../handlers/route';
import { LOOKUP_BASE } from '@/api/lookupContract';

export const handlers = [
  route({
    method: 'post',
    path: `${LOOKUP_BASE}/:kind`,
    handle: ({ ctx, body, params }) => lookup(ctx, params.kind, body),
  }),
];
