import * as goods from '../services/goods';
import { postRoutes } from './route';

export const goodsHandlers = [
  ...postRoutes('/api/fea-vsm/goods', {
    query: ({ ctx, body }) => goods.queryGoods(ctx, body),
    export: ({ ctx, body }) => goods.exportGoods(ctx, body),
  }),
];
