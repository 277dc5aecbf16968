import { setMockToday } from '../db/clock';
import { resetDb } from '../db';
import { ApiError } from '../envelope';
import { ERR } from '../errors';
import { clearFaults, listFaults, setFault, type FaultSpec } from '../faults';
import { route } from './route';

/** Mock control (mock only; never called by the production client). No token, no faults. */
const control = (method: 'get' | 'post', path: string, handle: Parameters<typeof route>[0]['handle']) => route({ method, path: `/api/__mock${path}`, auth: 'public', faults: false, handle });

export const mockControlHandlers = [
  // Reseeds the database and clears all faults.
  control('post', '/reset', () => {
    resetDb();
    clearFaults();
    return null;
  }),
  control('post', '/faults', ({ body }) => {
    try {
      return setFault({ path: String(body.path ?? ''), kind: body.kind as FaultSpec['kind'], ms: body.ms === undefined ? undefined : Number(body.ms), times: body.times === undefined ? undefined : Number(body.times) });
    } catch (e) {
      throw new ApiError(ERR.paramMissing.code, (e as Error).message);
    }
  }),
  control('get', '/faults', () => listFaults()),
  control('post', '/faults/clear', () => {
    clearFaults();
    return null;
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
