import { moduleTree } from '../services/menu';
import { postRoutes } from './route';

export const menuHandlers = postRoutes('/api/fea-vsm/menu', {
  moduleTree: ({ ctx }) => moduleTree(ctx),
  getAppMenu: ({ ctx }) => moduleTree(ctx),
});
