import { afterEach, describe, expect, it } from 'vitest';
import { rememberReturnPath, safeAppPath, takeReturnPath } from '@/app/session/signInAddress';
import { takeTokenFromAddress } from '@/app/session/tokenFromAddress';
import { APP_BASE } from '@/lib/base';
import { OPEN_REDIRECT_PAYLOADS } from '../../e2e/support/openRedirect';

describe('SPEC §4 sign-in: the apptoken in the address', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is taken and removed from the address bar at once, keeping the rest of the address', () => {
    window.history.replaceState(null, '', '/web/fea-vsm/order/x?apptoken=demo-supplier&tab=2#top');
    expect(takeTokenFromAddress()).toBe('demo-supplier');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/web/fea-vsm/order/x?tab=2#top',
    );
  });

  it('gives null when there is none and leaves the address alone', () => {
    window.history.replaceState(null, '', '/web/fea-vsm/workbench?x=1');
    expect(takeTokenFromAddress()).toBeNull();
    expect(window.location.search).toBe('?x=1');
  });

  it('treats an empty token as none but still strips it', () => {
    window.history.replaceState(null, '', '/web/fea-vsm/?apptoken=%20');
    expect(takeTokenFromAddress()).toBeNull();
    expect(window.location.search).toBe('');
  });
});

describe('redirect targets stay inside the portal (open-redirect payloads)', () => {
  it.each([
    ['/order/order_notice?status=1', '/order/order_notice?status=1'],
    ['/web/fea-vsm/s/workbench', '/s/workbench'],
    ['%2Forder%2Forder_notice', '/order/order_notice'],
  ])('accepts %s', (input, expected) => expect(safeAppPath(input)).toBe(expected));

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%0d%0aLocation:evil',
    '\t//evil.example',
    'evil.example',
    '',
    null,
  ])('refuses %s', (input) => expect(safeAppPath(input as string | null)).toBeNull());

  // The whole list of e2e/support/openRedirect.ts; the browser follows a sample of it each day (security.spec).
  it.each(OPEN_REDIRECT_PAYLOADS.map((p) => [JSON.stringify(p), p]))(
    'a stored %s is refused or leads to a screen of the portal',
    (_, payload) => {
      const path = safeAppPath(payload);
      if (path === null) return;
      // The sign-in resolves it on the page's origin (SessionGate) and the router under the base.
      const origin = 'https://vsm.example';
      expect(new URL(path, origin).origin).toBe(origin);
      const url = new URL(`${APP_BASE}${path}`, origin);
      expect(url.origin).toBe(origin);
      expect(url.pathname.startsWith(`${APP_BASE}/`)).toBe(true);
    },
  );

  it('remembers a safe return path once', () => {
    rememberReturnPath('/order/order_approval');
    expect(takeReturnPath()).toBe('/order/order_approval');
    expect(takeReturnPath()).toBeNull();
  });

  it('does not remember unsafe or trivial paths', () => {
    rememberReturnPath('//evil.example');
    expect(takeReturnPath()).toBeNull();
    rememberReturnPath('/');
    expect(takeReturnPath()).toBeNull();
  });
});
