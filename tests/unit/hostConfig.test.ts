import { environmentConfig, resolveApiUrl, resolveEnvironment } from '@/lib/hostConfig';

describe('SPEC §9 "Environment (test, acceptance, production) is chosen by host name"', () => {
  it.each([
    ['localhost', 'mock'],
    ['127.0.0.1', 'mock'],
    ['vsm-test.example-retail.com', 'test'],
    ['VSM-UAT.example-retail.com', 'uat'],
    ['vsm.example-retail.com', 'prod'],
  ])('%s → %s', (host, env) => {
    expect(resolveEnvironment(host, 'prod')).toBe(env);
  });

  it('an unknown host falls back to the build environment (VITE_ENV), then to mock', () => {
    expect(resolveEnvironment('intranet.local', 'uat')).toBe('uat');
    expect(resolveEnvironment('intranet.local', 'nonsense')).toBe('mock');
    expect(resolveEnvironment('evil-vsm.example-retail.com.attacker.test', 'test')).toBe('test');
    expect(resolveEnvironment('intranet.local')).toBe(import.meta.env.VITE_ENV);
  });

  it('mock: sign-in at /portal/ (served by the mock), everything same origin', () => {
    const mock = environmentConfig('mock');
    expect(mock.signInUrl).toBe('/portal/');
    expect(mock.apiBases.map((b) => b.base)).toEqual(['']);
    expect(mock.appCode).toBe('fea-vsm');
    expect(mock.fileStore).not.toBe('');
  });

  it.each(['test', 'uat', 'prod'] as const)(
    '%s: its own sign-in portal and file gateway, other calls same origin',
    (env) => {
      const config = environmentConfig(env);
      expect(config.signInUrl).toMatch(/^https:\/\/portal.*\/portal\/$/);
      expect(resolveApiUrl('/api/fea-vsm/common/group2/file/download', config.apiBases)).toMatch(
        /^https:\/\/file.*\/api\/fea-vsm\/common\/group2\/file\/download$/,
      );
      expect(resolveApiUrl('/api/fea-vsm/auth/logout', config.apiBases)).toBe('/api/fea-vsm/auth/logout');
    },
  );

  it('the environments do not share addresses', () => {
    const portals = (['test', 'uat', 'prod'] as const).map((env) => environmentConfig(env).signInUrl);
    expect(new Set(portals).size).toBe(3);
  });
});

describe('SPEC §7 "Base address is chosen by address pattern"', () => {
  const bases = [
    { pattern: /group2\//, base: 'https://files' },
    { pattern: /^\/api\//, base: 'https://api' },
  ];

  it('the first matching pattern wins', () => {
    expect(resolveApiUrl('/api/x/group2/y', bases)).toBe('https://files/api/x/group2/y');
    expect(resolveApiUrl('/api/x/y', bases)).toBe('https://api/api/x/y');
  });

  it('no match means same origin; absolute addresses are kept', () => {
    expect(resolveApiUrl('/other', bases)).toBe('/other');
    expect(resolveApiUrl('https://cdn.example/a.js', bases)).toBe('https://cdn.example/a.js');
  });
});
