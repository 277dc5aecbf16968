import { beforeEach, describe, expect, it } from 'vitest';
import { openTabBeforeShell, openTabOfLocation } from '@/app/layout/tabOfLocation';
import { homeOf, redirectOfAddress } from '@/app/routing/registry';
import { landingRoute } from '@/app/session/bootstrap';
import { storedVendorSelectable } from '@/app/session/vendorFlow';
import { useMenu } from '@/stores/menu';
import { useTabs } from '@/stores/tabs';
import { useVendor } from '@/stores/vendor';
import type { SupplierOption } from '@/api/types';

/**
 * What the shell settles before its first render, so the first screen comes with it (issue 6,
 * workbench ready): the landing redirect, the tab of the address and the supplier combination.
 */

const SUPPLIER = 2;
const RETAILER = 1;

describe('landingRoute: the screen whose code and first request the sign-in starts early', () => {
  it('is the return path’s screen when there is one, with its query taken off', () => {
    expect(landingRoute(SUPPLIER, '/order/order_approval?status=pending')?.path).toBe('/order/order_approval');
  });

  it('follows the landing redirect, and falls back to the home', () => {
    expect(landingRoute(SUPPLIER, '/')?.path).toBe('/workbench');
    expect(landingRoute(SUPPLIER, '/s/workbench')?.path).toBe('/workbench');
    expect(landingRoute(RETAILER, '/')?.path).toBe('/s/workbench');
    expect(landingRoute(SUPPLIER, '/no/such/screen')?.path).toBe('/workbench');
  });
});

describe('redirectOfAddress (SPEC §6 sides, the landing address)', () => {
  it('knows each user type’s home', () => {
    expect(homeOf(SUPPLIER)).toBe('/workbench');
    expect(homeOf(RETAILER)).toBe('/s/workbench');
  });

  it('sends the app root to the home of the user’s side', () => {
    expect(redirectOfAddress(SUPPLIER, '/')).toBe('/workbench');
    expect(redirectOfAddress(RETAILER, '/')).toBe('/s/workbench');
    expect(redirectOfAddress(RETAILER, '/s')).toBe('/s/workbench');
    expect(redirectOfAddress(RETAILER, '/s/')).toBe('/s/workbench');
  });

  it('sends a supplier away from the retailer area, and retailer staff away from the supplier screens', () => {
    expect(redirectOfAddress(SUPPLIER, '/s/workbench')).toBe('/workbench');
    expect(redirectOfAddress(SUPPLIER, '/s')).toBe('/workbench');
    expect(redirectOfAddress(RETAILER, '/order/order_approval')).toBe('/s/workbench');
  });

  it('leaves the user’s own screens, unknown addresses of the own side and standalone pages as they are', () => {
    expect(redirectOfAddress(SUPPLIER, '/order/order_approval')).toBeNull();
    expect(redirectOfAddress(SUPPLIER, '/no/such/screen')).toBeNull();
    expect(redirectOfAddress(RETAILER, '/s/order-management/order_approval')).toBeNull();
    expect(redirectOfAddress(SUPPLIER, '/ca')).toBeNull();
    expect(redirectOfAddress(RETAILER, '/help')).toBeNull();
  });
});

describe('the tab of the address (SPEC §2 tabs)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useTabs.setState({ home: '/workbench', tabs: [], activeKey: '' });
  });

  it('opens the side’s home tab first and the address’s screen as the active tab', () => {
    openTabBeforeShell('/order/order_approval', '?status=pending');
    const { tabs, activeKey } = useTabs.getState();
    expect(tabs.map((t) => t.url)).toEqual(['/workbench', '/order/order_approval?status=pending']);
    expect(activeKey).toBe('/order/order_approval');
  });

  it('opens the retailer home for the retailer area, and only the home for an unknown screen', () => {
    openTabOfLocation('retailer', '/s/workbench', '');
    expect(useTabs.getState().tabs.map((t) => t.key)).toEqual(['/s/workbench']);
    expect(useTabs.getState().activeKey).toBe('/s/workbench');
    useTabs.setState({ home: '/workbench', tabs: [], activeKey: '' });
    openTabOfLocation('supplier', '/no/such/screen', '');
    expect(useTabs.getState().tabs.map((t) => t.key)).toEqual(['/workbench']);
  });

  it('opens no tab for a standalone page', () => {
    openTabBeforeShell('/ca', '');
    expect(useTabs.getState().tabs).toEqual([]);
  });

  it('changes nothing when the tabs already say so (the shell’s effect after the first render)', () => {
    openTabBeforeShell('/workbench', '');
    const before = useTabs.getState();
    openTabOfLocation('supplier', '/workbench', '');
    expect(useTabs.getState()).toBe(before);
  });
});

describe('the settled supplier combination (SPEC §4 auto-select)', () => {
  const option = (venderId: string, disabled = false): SupplierOption => ({
    venderId,
    venderName: venderId,
    bu: '12',
    buName: 'BU 12',
    partnerId: 'P1',
    taxNumber: '',
    tradeType: '',
    entId: 'E1',
    disabled,
  });

  beforeEach(() => useVendor.getState().clear());

  it('is not settled by a stored combination alone: SPEC §4 checks run again on every load (tests/app/vendorChecks.test.tsx)', () => {
    useVendor.getState().setOptions([option('100101'), option('100102')]);
    expect(storedVendorSelectable()).toBe(false);
    useVendor.getState().select({ venderId: '100101', bu: '12', partnerId: 'P1', status: '1', entId: 'E1' });
    expect(storedVendorSelectable()).toBe(false);
  });

  it('is not settled when the stored combination is no longer offered or is disabled', () => {
    useVendor.getState().select({ venderId: '100101', bu: '12', partnerId: 'P1', status: '1', entId: 'E1' });
    useVendor.getState().setOptions([option('100102')]);
    expect(storedVendorSelectable()).toBe(false);
    useVendor.getState().setOptions([option('100101', true)]);
    expect(storedVendorSelectable()).toBe(false);
  });
});

describe('the side menu’s collapse (antd Sider reports its breakpoint on mount)', () => {
  it('an unchanged answer changes nothing, so the shell does not render again', () => {
    const before = useMenu.getState();
    useMenu.getState().setCollapsed(before.collapsed);
    expect(useMenu.getState()).toBe(before);
    useMenu.getState().setCollapsed(!before.collapsed);
    expect(useMenu.getState().collapsed).toBe(!before.collapsed);
    useMenu.getState().setCollapsed(before.collapsed);
  });
});
