import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { server } from '@mocks/node';
import { initI18n } from '@/i18n';
import { useVendor } from '@/stores/vendor';
import { freshTab, renderPortal } from '../support/portal';

/**
 * The whole-portal harness (tests/support/portal.tsx): a test ends when its assertions pass, which on
 * a loaded machine can come before the sign-in it started has settled. The next test's fresh tab
 * (freshTab) waits for the mock's last answers, so that sign-in cannot choose a supplier in it.
 */

/**
 * The supplier picker, found by its title text: under jsdom antd gives every generated id the same
 * value ('test-id'), so a dialog's aria-labelledby may name the header's supplier select instead.
 */
const picker = () => screen.queryAllByRole('dialog').find((d) => d.textContent?.includes('选择供应商厂编')) ?? null;
const findPicker = () =>
  waitFor(
    () => {
      const found = picker();
      if (!found) throw new Error('no supplier picker');
      return found;
    },
    { timeout: 15000 },
  );

beforeAll(async () => {
  await initI18n({ language: 'zh-CN' });
});
beforeEach(freshTab);
afterEach(() => vi.restoreAllMocks());

/** Resolves when the first test's slow combination check has been answered. */
let slowCheckAnswered: Promise<void> = Promise.resolve();

describe('whole-portal tests in one file: each sign-in stays in its own test', () => {
  it('a supplier signs in; the test ends while its combination is still being checked (SPEC §4 auto-select)', async () => {
    let sent!: () => void;
    const checking = new Promise<void>((resolve) => (sent = resolve));
    slowCheckAnswered = new Promise((resolve) => {
      const ended = ({ request }: { request: Request }) => {
        if (!request.url.endsWith('/venderLogin')) return;
        server.events.removeListener('request:end', ended);
        resolve();
      };
      server.events.on('request:end', ended);
    });
    server.use(
      // Slows the check, then lets the mock's own handler answer it.
      http.post('*/api/fea-vsm/auth/venderLogin', async () => {
        sent();
        await delay(400);
      }),
    );
    renderPortal('/?apptoken=demo-supplier');
    await checking;
    expect(useVendor.getState().vendor).toBeNull();
  });

  it('the next sign-in, with several combinations, is asked to choose and nothing is chosen for it (SPEC §4 forced picker)', async () => {
    renderPortal('/?apptoken=demo-supplier-multi');
    expect(await findPicker()).toBeInTheDocument();
    await slowCheckAnswered;
    // What the first sign-in does with that answer (a few promise steps) is done by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(useVendor.getState().vendor).toBeNull();
    expect(picker()).toBeInTheDocument();
  }, 30_000);
});
