import { memo, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Layout, Spin } from 'antd';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SessionUser, SupplierOption } from '@/api/types';
import { useMenu } from '@/stores/menu';
import { RouteAvailability } from '@/kit/routing';
import { useDocumentKeydown } from '@/kit/useDocumentKeydown';
import { PHONE_WIDTH, useMediaQuery } from '@/kit/useMediaQuery';
import { watchLinkIntents } from '../routing/pageIntent';
import { HOME, routeOfAddress, type RouteMatch } from '../routing/registry';
import { useVendorFlow } from '../session/useVendorFlow';
import { Header } from './Header';
import { NotFound, SettingsDialogs, VendorDialog, VendorStateNotice } from './lazyParts';
import { ShellIdleProvider } from './shellIdle';
import { SideMenu } from './SideMenu';
import { openTabOfLocation } from './tabOfLocation';
import { TabBar } from './TabBar';
import { TabOutlet } from './TabOutlet';

type Props = { user: SessionUser; side: 'supplier' | 'retailer'; match: RouteMatch | null };

function useDocumentTitle(titleKey: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    const system = t('common:systemTitle');
    document.title = titleKey ? `${t(titleKey)} - ${system}` : system;
  }, [t, titleKey]);
}

/**
 * Opens or updates the tab of the address. A leaf of its own: a search writes the address, and only
 * this (and the tab's page) renders again, not the header, the side menu and the tab bar.
 */
function TabOfLocation({ side }: { side: Props['side'] }) {
  const { pathname, search } = useLocation();
  useEffect(() => openTabOfLocation(side, pathname, search), [side, pathname, search]);
  return null;
}

/** On a phone, the side menu opened over the screen folds away once a page is chosen, or on Escape. */
function PhoneMenuFolding() {
  const { pathname } = useLocation();
  const setCollapsed = useMenu((s) => s.setCollapsed);
  useEffect(() => setCollapsed(true), [pathname, setCollapsed]);
  useDocumentKeydown((event) => {
    if (event.key === 'Escape' && !event.defaultPrevented) setCollapsed(true);
  });
  return null;
}

function Frame({ user, side, match, vendorArea }: Props & { vendorArea?: ReturnType<typeof useVendorFlow> }) {
  const collapsed = useMenu((s) => s.collapsed);
  const setCollapsed = useMenu((s) => s.setCollapsed);
  // A phone: the folded side menu takes no room, and the open one lies over the screen.
  const phone = useMediaQuery(PHONE_WIDTH);
  const [settings, setSettings] = useState<'quickMenu' | 'todos' | null>(null);
  const { t } = useTranslation('shell');
  useDocumentTitle(match?.def.titleKey);
  // A link to a screen that the pointer rests on loads the screen's code (routing/pageIntent).
  useEffect(watchLinkIntents, []);
  // The header's tools and the side menu render a pass after the frame and the first screen: the
  // screen is what the user came for, and the first commit stays small. Their boxes are laid out
  // from the start (nothing moves when they fill in).
  const chrome = useDeferredValue(true, false);
  // Stable, so that the header (memoised, as the side menu and the tab bar are) is not drawn again
  // with the frame's own updates (the supplier checks, a dialog): a page's first data then renders
  // the page alone, not the header's tools and the menu with it.
  const pickVendor = vendorArea?.pick;
  const onPickVendor = useMemo(
    () => pickVendor && ((option: SupplierOption) => void pickVendor(option, false)),
    [pickVendor],
  );

  return (
    <ShellIdleProvider after={chrome}>
      <Layout className="shell">
        <TabOfLocation side={side} />
        {phone && <PhoneMenuFolding />}
        <Header user={user} tools={chrome} onPickVendor={onPickVendor} onConfigure={setSettings} />
        <Layout className="shell-body">
          <Layout.Sider
            className="shell-sider"
            width={224}
            collapsedWidth={phone ? 0 : 56}
            collapsed={collapsed}
            trigger={null}
            theme="light"
            breakpoint="lg"
            onBreakpoint={setCollapsed}
          >
            {/* A phone's folded menu takes no room: it is drawn when opened, not at every first load. */}
            {chrome && !(phone && collapsed) && <SideMenu />}
          </Layout.Sider>
          {phone && !collapsed && (
            // The screen behind the open menu, dimmed: a tap on it folds the menu, as a drawer's mask does.
            <div className="shell-menu-mask" aria-hidden onClick={() => setCollapsed(true)} />
          )}
          <Layout.Content className="shell-content">
            <TabBar />
            <div className="shell-main" id="main">
              {vendorArea?.state === 'loading' ? (
                <div className="shell-main-loading" role="status" aria-label={t('vendor.loading')}>
                  <Spin />
                </div>
              ) : vendorArea && vendorArea.state !== 'ready' ? (
                <Suspense fallback={null}>
                  <VendorStateNotice state={vendorArea.state} onChoose={vendorArea.openPicker} />
                </Suspense>
              ) : (
                <>
                  <TabOutlet visible={!!match} />
                  {!match && (
                    <Suspense fallback={null}>
                      <NotFound home={HOME[side]} />
                    </Suspense>
                  )}
                </>
              )}
            </div>
          </Layout.Content>
        </Layout>
        <Suspense fallback={null}>
          {vendorArea?.pickerOpen && (
            <VendorDialog
              open
              onPick={(o) => vendorArea.pick(o, vendorArea.state !== 'ready')}
              onCancel={vendorArea.closePicker}
            />
          )}
          {settings && <SettingsDialogs open={settings} onClose={() => setSettings(null)} />}
        </Suspense>
      </Layout>
    </ShellIdleProvider>
  );
}

const isBuiltScreen = (to: string) => routeOfAddress(to) !== null;

function SupplierFrame(props: Props) {
  const vendorArea = useVendorFlow(props.user);
  return <Frame {...props} vendorArea={vendorArea} />;
}

/**
 * The shell of SPEC §2: header, collapsible side menu, tab bar and the kept-alive tab pages. Memoised:
 * its props change with the screen (`match` is cached per path), not with the address's query.
 */
export const ShellLayout = memo(function ShellLayout(props: Props) {
  return (
    <RouteAvailability.Provider value={isBuiltScreen}>
      {props.user.userType === 2 ? <SupplierFrame {...props} /> : <Frame {...props} />}
    </RouteAvailability.Provider>
  );
});
