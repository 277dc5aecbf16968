import { APP_BASE, pathInApp } from '@/lib/base';

describe('pathInApp: a path of the portal as the router knows it (SPEC §2 /web/fea-vsm)', () => {
  it('drops the base, and gives the base itself as the root', () => {
    expect(pathInApp(`${APP_BASE}/order/order_notice`)).toBe('/order/order_notice');
    expect(pathInApp(APP_BASE)).toBe('/');
    expect(pathInApp(`${APP_BASE}/`)).toBe('/');
  });

  it('is null outside the portal, a longer name that starts like the base included', () => {
    expect(pathInApp('/portal/')).toBeNull();
    expect(pathInApp(`${APP_BASE}-old/order/order_notice`)).toBeNull();
  });
});
