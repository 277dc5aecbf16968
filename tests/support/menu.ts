import type { MenuModule } from '@/api/types';

/** A page of the server's module tree (SPEC §7 menu), as the menu call answers it. */
export const menuPage = (code: string, url: string, order: number): MenuModule => ({
  moduleId: code,
  moduleCode: code,
  moduleName: code,
  moduleUrl: url,
  childs: [],
  orderNumber: order,
  moduleType: 2,
  parentId: '',
  status: 1,
});

/** A group of the module tree holding `childs`, named `name`. */
export const menuGroup = (code: string, order: number, childs: MenuModule[], name = code): MenuModule => ({
  ...menuPage(code, '', order),
  moduleName: name,
  moduleType: 1,
  childs,
});
