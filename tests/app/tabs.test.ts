import { beforeEach, describe, expect, it } from 'vitest';
import { useTabs } from '@/stores/tabs';

const HOME = '/workbench';
const open = (key: string) => useTabs.getState().visit(key, key, `t:${key}`);

describe('tab bar store (SPEC §2: the workbench tab cannot be closed; closing the last tab returns to /workbench)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useTabs.setState({ home: HOME, tabs: [], activeKey: '' });
    useTabs.getState().init(HOME, 'workbench:title');
    open(HOME);
  });

  it('opens one tab per path and re-activates an existing one with its new URL', () => {
    open('/a');
    open('/b');
    useTabs.getState().visit('/a', '/a?x=1', 't:/a');
    const { tabs, activeKey } = useTabs.getState();
    expect(tabs.map((t) => t.key)).toEqual([HOME, '/a', '/b']);
    expect(tabs[1].url).toBe('/a?x=1');
    expect(activeKey).toBe('/a');
  });

  it('changes nothing when the tabs already say so (no render of the tab bar and pages for nothing)', () => {
    open('/a');
    const before = useTabs.getState();
    useTabs.getState().init(HOME, 'workbench:title');
    open('/a');
    expect(useTabs.getState()).toBe(before);
    useTabs.getState().visit('/a', '/a?x=1', 't:/a');
    expect(useTabs.getState().tabs).not.toBe(before.tabs);
  });

  it('refuses to close the workbench tab', () => {
    expect(useTabs.getState().close(HOME)).toBeNull();
    expect(useTabs.getState().tabs.map((t) => t.key)).toEqual([HOME]);
  });

  it('closing the active tab activates its right neighbour, else its left one', () => {
    open('/a');
    open('/b');
    open('/c');
    useTabs.getState().visit('/b', '/b', 't:/b');
    expect(useTabs.getState().close('/b')).toBe('/c');
    expect(useTabs.getState().close('/c')).toBe('/a');
  });

  it('closing the last tab returns to the workbench', () => {
    open('/a');
    expect(useTabs.getState().close('/a')).toBe(HOME);
    expect(useTabs.getState().activeKey).toBe(HOME);
  });

  it('closing an inactive tab keeps the active one and asks for no navigation', () => {
    open('/a');
    open('/b');
    expect(useTabs.getState().close('/a')).toBeNull();
    expect(useTabs.getState().activeKey).toBe('/b');
  });

  it('close others / left / right keep the workbench tab', () => {
    ['/a', '/b', '/c', '/d'].forEach(open);
    useTabs.getState().closeLeft('/c');
    expect(useTabs.getState().tabs.map((t) => t.key)).toEqual([HOME, '/c', '/d']);
    useTabs.getState().closeRight('/c');
    expect(useTabs.getState().tabs.map((t) => t.key)).toEqual([HOME, '/c']);
    open('/e');
    expect(useTabs.getState().closeOthers('/c')).toBe('/c');
    expect(useTabs.getState().tabs.map((t) => t.key)).toEqual([HOME, '/c']);
  });

  it('reload remounts one tab; reloadAll remounts every tab', () => {
    open('/a');
    useTabs.getState().reload('/a');
    expect(useTabs.getState().tabs.find((t) => t.key === '/a')?.nonce).toBe(1);
    useTabs.getState().reloadAll();
    expect(useTabs.getState().tabs.map((t) => t.nonce)).toEqual([1, 2]);
  });

  it('keeps the tabs in sessionStorage so a reload restores them', () => {
    open('/a');
    expect(JSON.parse(sessionStorage.getItem('tabs') ?? '{}').tabs.map((t: { key: string }) => t.key)).toEqual([
      HOME,
      '/a',
    ]);
  });
});
