import i18next from 'i18next';
import { server } from '@mocks/node';
import { http as mswHttp, HttpResponse } from 'msw';
import zhErrors from '../../locales/zh-CN/errors.json';
import { afterMessagesShown, configureHttp, http } from '@/api/http';
import { environmentConfig } from '@/lib/hostConfig';

/*
 * The sign-in calls run while the first screen renders (src/signIn.ts), so a call can fail before the
 * app has set the client's notifier. Its message is kept and shown once the notifier is set
 * (SPEC §8: every failure says why); this file's module state starts with no notifier.
 */

beforeAll(async () => {
  await i18next.init({
    lng: 'zh-CN',
    resources: { 'zh-CN': { errors: zhErrors } },
    interpolation: { escapeValue: false },
  });
});

it('keeps the messages of calls that failed before toasts could be shown, and shows them once the notifier is set', async () => {
  configureHttp({
    getToken: () => 'tok-1',
    getVendor: () => null,
    getLanguage: () => 'zh-CN',
    getEnvironment: () => environmentConfig('mock'),
  });
  server.use(
    mswHttp.post('/api/fea-vsm/x/early', () =>
      HttpResponse.json({ returncode: '9', message: '供应商不存在', data: null }),
    ),
  );
  await expect(http.post('/api/fea-vsm/x/early', {})).rejects.toMatchObject({ message: '供应商不存在' });

  // The session-expiry redirect waits for the messages (signOut.ts endExpiredSession).
  const leave = vi.fn();
  afterMessagesShown(leave);
  expect(leave).not.toHaveBeenCalled();

  const notify = vi.fn();
  configureHttp({ notify });
  expect(notify).toHaveBeenCalledTimes(1);
  expect(notify).toHaveBeenCalledWith('error', '供应商不存在');
  expect(leave).toHaveBeenCalledTimes(1);
  expect(leave.mock.invocationCallOrder[0]).toBeGreaterThan(notify.mock.invocationCallOrder[0]);
  // Shown once: setting the notifier again shows nothing more.
  configureHttp({ notify });
  expect(notify).toHaveBeenCalledTimes(1);
});

it('runs what waits for messages at once when the app shows toasts already', () => {
  configureHttp({ notify: vi.fn() });
  const leave = vi.fn();
  afterMessagesShown(leave);
  expect(leave).toHaveBeenCalledTimes(1);
});
