import { setMockToday } from '../../mocks/db/clock';
import { call, DEMO_VENDOR } from './helpers';
import { takeServerDate, today, resetServerClock } from '@/lib/serverClock';

/** The client takes today from the server (src/lib/serverClock): every answer of the mock carries its clock. */

afterEach(() => {
  setMockToday(null);
  resetServerClock();
});

describe("the server's clock in every answer", () => {
  it('an answer’s Date header is the mock’s today (a pinned day too), which the client’s today() follows', async () => {
    setMockToday('2025-03-01');
    const res = await call('/api/fea-vsm/common/buList', {}, { vendor: DEMO_VENDOR });
    const header = res.headers.get('date');
    expect(header).toMatch(/GMT$/);
    takeServerDate(header);
    expect(today()).toBe('2025-03-01');
  });

  it('a refused call carries it too, and a missing or bad header leaves the client’s clock as it was', async () => {
    setMockToday('2025-03-01');
    const res = await call('/api/fea-vsm/common/buList', {}, { token: 'nobody' });
    takeServerDate(res.headers.get('date'));
    expect(today()).toBe('2025-03-01');
    takeServerDate(null);
    takeServerDate('not a date');
    expect(today()).toBe('2025-03-01');
  });
});
