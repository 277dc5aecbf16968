import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getApptokenInfo } from '@/api/auth';
import { getAppMenu } from '@/api/menu';
import { SideMenu } from '@/app/layout/SideMenu';
import { findRoute, isKnownMenuUrl } from '@/app/routing/registry';
import { flattenPages, useMenu } from '@/stores/menu';
import { useSession } from '@/stores/session';
import { FastProviders, signIn } from '../support/page';
import { loadPage } from '../support/routes';
import { workbenchRoutes } from '@/features/workbench/routes';

/**
 * The side menu alone, over the account's own module tree from the mock (as the sign-in loads it).
 * Returns the title keys of every group and page it lists: the menu words them all when it renders,
 * the pages of closed groups too (SideMenu's toItems), so a first-screen texts test needs no clicks.
 */
export async function renderMenuOf(account: string, home: string) {
  signIn(account, null);
  const user = await getApptokenInfo({ apptoken: account });
  useSession.getState().setUser(user);
  const modules = await getAppMenu({ appToken: account, appId: user.appId, entId: user.entId, postId: user.postId });
  useMenu.setState({ modules, collapsed: false, mode: 'full' });
  render(
    <FastProviders>
      <MemoryRouter initialEntries={[home]}>
        <SideMenu />
      </MemoryRouter>
    </FastProviders>,
  );
  const pages = flattenPages(modules).filter((m) => isKnownMenuUrl(m.moduleUrl));
  const groups = modules.filter((m) => m.childs?.length).map((m) => `shell:menuGroup.${m.moduleCode}`);
  return {
    nav: screen.getByRole('navigation'),
    keys: [...groups, ...pages.map((m) => findRoute(m.moduleUrl.split('?')[0])!.def.titleKey)],
  };
}

/** The code of a side's first screen and of the shell's parts shown after it (loaded by the app when first shown). */
export async function loadFirstScreen(home: '/workbench' | '/s/workbench') {
  await Promise.all([
    loadPage(workbenchRoutes.find((r) => r.path === home)!),
    import('@/app/layout/MenuModeSwitch'),
    import('@/app/search/SearchLauncher'),
    import('@/app/session/VendorStateNotice'),
  ]);
}
