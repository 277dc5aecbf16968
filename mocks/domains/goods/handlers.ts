import * as goods from './service';
import { postRoutes } from '../../handlers/route';

export const handlers = [
  ...postRoutes('/api/fea-vsm/goods', {
    query: ({ ctx, body }) => goods.queryGoods(ctx, body),
    export: ({ ctx, body }) => goods.exportGoods(ctx, body),
  }),
];
