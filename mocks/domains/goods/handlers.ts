import * as goods from './service';
import { postRoutes } from '../../handlers/route';
import { GOODS_BASE, GOODS_PATHS } from '@/features/basicinfo/contract';

export const handlers = [
  ...postRoutes(GOODS_BASE, {
    [GOODS_PATHS.query]: ({ ctx, body }) => goods.queryGoods(ctx, body),
    [GOODS_PATHS.export]: ({ ctx, body }) => goods.exportGoods(ctx, body),
  }),
];
