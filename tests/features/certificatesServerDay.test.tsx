import { fireEvent, screen } from '@testing-library/react';
import { writeDraft } from '@/kit/form';
import { addDays, setMockToday } from '@mocks/db/clock';
import { certificatesRoutes } from '@/features/certificates/routes';
import { today } from '@/lib/serverClock';
import { pageTest } from '../support/page';

/*
 * SPEC §5, §9 certificate validity within five years, judged on the server's day: the browser's clock
 * (here a year ahead of the server's) decides nothing, so the screen and the server agree.
 */

const page = pageTest({
  routes: certificatesRoutes,
  account: null,
  calls: /\/api\/fea-vsm\/cert\/(\w+)$/,
  waitMs: 8000,
});

const SERVER_DAY = '2026-11-28';
const file = (name: string) => ({ fileUrl: `group1/M00/${name}`, fileName: name, size: 40_000 });

beforeEach(async () => {
  setMockToday(SERVER_DAY);
  vi.setSystemTime(new Date('2027-11-28T10:00:00'));
  await page.signInAs('demo-supplier');
});
afterEach(() => {
  vi.useRealTimers();
  setMockToday(null);
});

describe("certificate rules on the server's day", () => {
  it('SPEC §5, §9: a validity over five years from the server’s today is refused on the form, though within five years of the browser’s', async () => {
    // Five years and 100 days after the server's today: within five years of the browser's (a year later).
    writeDraft('certificates.draft.new', {
      kind: '1',
      '102__certCode': 'JY-1',
      '102__expiryDate': addDays(SERVER_DAY, 5 * 365 + 100),
      files: { '102': [file('permit.jpg')] },
    });
    page.open('/cert/details/new/0/2/0/edit');
    const save = await screen.findByRole('button', { name: 'Save draft' });
    expect(today()).toBe(SERVER_DAY);
    fireEvent.click(save);
    await screen.findByText('A certificate is valid for at most 5 years', {}, { timeout: 8000 });
    expect(page.callsOf('save')).toHaveLength(0);
  });
});
