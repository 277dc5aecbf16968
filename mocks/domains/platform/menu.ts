import { fieldsOf } from '../../db/tables';
import { table } from '../../db';
import type { MenuModule } from '@/api/types';
import type { MenuModuleRow } from './tables';
import { requireUser, type Ctx } from '../../services/context';
import { isRetailerUser } from '@/api/platformContract';

/** The caller's module tree: suppliers get S01–S18, retailer staff S51–S67 (active modules only). */
export function moduleTree(ctx: Ctx): MenuModule[] {
  const user = requireUser(ctx);
  const side = isRetailerUser(user) ? 'retailer' : 'supplier';
  const rows = table('menuModules').filter((m) => m.side === side && m.status === 1);
  const build = (parentId: string): MenuModule[] =>
    rows
      .filter((m) => m.parentId === parentId)
      .sort((a, b) => a.orderNumber - b.orderNumber)
      .map((m: MenuModuleRow) => ({
        ...fieldsOf(m, ['moduleId', 'moduleCode', 'moduleName', 'moduleUrl']),
        childs: build(m.moduleId),
        ...fieldsOf(m, ['orderNumber', 'moduleType', 'parentId', 'status']),
      }));
  return build('0');
}
