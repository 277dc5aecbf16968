import { setMockToday } from '../db/clock';
import { resetDb, table, touch, updateRows } from '../db';
import { MAX_BULK_GOODS, bulkGoods } from '../domains/goods/bulkGoods';
import { ApiError } from '../envelope';
import { ERR } from '../errors';
import { clearFaults, listFaults, setFault, type FaultSpec } from '../faults';
import { route } from './route';

/** Mock control (mock only; never called by the production client). No token, no faults. */
const control = (method: 'get' | 'post', path: string, handle: Parameters<typeof route>[0]['handle']) =>
  route({ method, path: `/api/__mock${path}`, auth: 'public', faults: false, handle });

export const mockControlHandlers = [
  // Back to the real date, reseeds the database and clears all faults: a test that pinned the clock
  // leaves the next one (on the same portal) the day it expects.
  control('post', '/reset', () => {
    setMockToday(null);
    resetDb();
    clearFaults();
    return null;
  }),
  control('post', '/faults', ({ body }) => {
    try {
      return setFault({
        path: String(body.path ?? ''),
        kind: body.kind as FaultSpec['kind'],
        ms: body.ms === undefined ? undefined : Number(body.ms),
        times: body.times === undefined ? undefined : Number(body.times),
        body: body.body === undefined ? undefined : String(body.body),
      });
    } catch (e) {
      throw new ApiError(ERR.paramMissing.code, (e as Error).message);
    }
  }),
  control('get', '/faults', () => listFaults()),
  // Expires a sign-in token ({ token }) the way the server's session timeout does: every later call
  // with it answers A0242, until signing in with it again through the portal (getApptokenInfo).
  control('post', '/expire', ({ body }) => {
    const token = String(body.token ?? '');
    if (!table('sessions').some((s) => s.token === token))
      throw new ApiError(ERR.paramMissing.code, `unknown token ${token}`);
    updateRows('sessions', (s) => s.token === token, { revoked: true });
    return null;
  }),
  control('post', '/faults/clear', () => {
    clearFaults();
    return null;
  }),
  // Bench only (scripts/bench.mjs): adds { goods: N } generated goods rows to a vendor's assortment
  // (default the demo supplier's 100101/12/P10001); answers the vendor's goods count.
  control('post', '/bulk', ({ body }) => {
    const count = Number(body.goods);
    if (!Number.isInteger(count) || count < 1 || count > MAX_BULK_GOODS)
      throw new ApiError(ERR.paramMissing.code, `goods must be 1..${MAX_BULK_GOODS}`);
    const vendor = {
      venderId: String(body.venderId ?? '100101'),
      bu: String(body.bu ?? '12'),
      partnerId: String(body.partnerId ?? 'P10001'),
    };
    const goods = table('goods');
    for (const row of bulkGoods(goods, vendor, count)) goods.push(row);
    touch();
    return { goods: goods.filter((g) => g.venderId === vendor.venderId && g.bu === vendor.bu).length };
  }),
  // Pins the mock's "today" ({ today: 'YYYY-MM-DD' } or { today: null } for the real date); reseeds.
  control('post', '/clock', ({ body }) => {
    try {
      setMockToday(body.today === null || body.today === undefined ? null : String(body.today));
    } catch (e) {
      throw new ApiError(ERR.paramMissing.code, (e as Error).message);
    }
    resetDb();
    return null;
  }),
];
