import { table, updateRows } from '../../mocks/db';
import { mockToday, setMockToday } from '../../mocks/db/clock';
import { resetServerClock, takeServerDate } from '@/lib/serverClock';
import {
  RETAILER_TODOS,
  RETAILER_TODO_STATUS,
  SUPPLIER_TODOS,
  TODO_PENDING,
  WORKBENCH_ERRORS,
  countsFor,
  salesDayOf,
  workbenchUrl,
} from '@/features/workbench/contract';
import { TODOS, yesterday } from '@/features/workbench/model';
import { api, data, DEMO_VENDOR } from './helpers';

/*
 * Issue 37, one contract per domain: for each case the contract's rule, the home screen's (its
 * to-do tiles and links, its sales day) and the mock's answer agree, because both call the rule.
 */

const V = { vendor: DEMO_VENDOR };
const R = { token: 'demo-retailer' };
const filterOf = (link: string | null) => (link ? new URL(link, 'http://x').searchParams.get('status') : null);

describe('workbench contract: screen and mock agree', () => {
  afterEach(() => {
    setMockToday(null);
    resetServerClock();
  });

  it('answers the sales share of the day salesDayOf allows, and refuses the others (SPEC §2 yesterday, §5 dates)', async () => {
    setMockToday('2026-03-01');
    const cases: [unknown, string | null][] = [
      [undefined, '2026-02-28'],
      ['', '2026-02-28'],
      ['   ', '2026-02-28'],
      ['2026-02-20', '2026-02-20'],
      ['2026/02/20', '2026-02-20'],
      ['2026-02-28', '2026-02-28'],
      ['2026-03-01', null],
      ['2026-03-02', null],
      ['2026-02-30', null],
      ['2024-02-29', '2024-02-29'],
      ['2026-2-1', null],
      ['yesterday', null],
    ];
    for (const [date, day] of cases) {
      expect(salesDayOf(mockToday(), date), String(date)).toBe(day);
      const env = await api<{ date: string }>(workbenchUrl('salesShare'), date === undefined ? {} : { date }, V);
      if (day) expect([env.returncode, env.data.date], String(date)).toEqual(['00000', day]);
      else expect(env.returncode, String(date)).toBe(WORKBENCH_ERRORS.salesDay.code);
    }
  });

  it("shows the server's yesterday on the card, the day the mock answers by default", async () => {
    setMockToday('2025-03-01');
    takeServerDate(new Date('2025-03-01T10:00:00+08:00').toUTCString());
    const { date } = await data<{ date: string }>(workbenchUrl('salesShare'), {}, V);
    expect([yesterday(), date]).toEqual([salesDayOf('2025-03-01'), salesDayOf('2025-03-01')]);
  });

  it("lists the contract's to-dos on the screen and in the mock's counts, each side its own (SPEC §2 to-dos)", async () => {
    expect(TODOS.map((t) => t.key)).toEqual([...SUPPLIER_TODOS, ...RETAILER_TODOS]);
    expect(TODOS.filter((t) => t.only === 'retailer').map((t) => t.key)).toEqual([...RETAILER_TODOS]);
    const supplier = await data<Record<string, number>>(workbenchUrl('todoCounts'), {}, V);
    const retailer = await data<Record<string, number>>(workbenchUrl('todoCounts'), {}, R);
    expect(Object.keys(supplier).sort()).toEqual([...SUPPLIER_TODOS].sort());
    expect(Object.keys(retailer).sort()).toEqual([...SUPPLIER_TODOS, ...RETAILER_TODOS].sort());
    // A supplier to-do's link filters its screen by what the mock counts as pending.
    for (const todo of TODOS.filter((t) => !t.only)) expect(filterOf(todo.to.supplier), todo.key).toBe(TODO_PENDING);
  });

  it('counts each retailer to-do by the status its link filters the review screen by (RETAILER_TODO_STATUS)', async () => {
    const tables = {
      openDisputes: 'disputes',
      registrations: 'registrations',
      sealApplications: 'caApplications',
      promoterAgreements: 'promoterAgreements',
    } as const;
    for (const todo of RETAILER_TODOS) {
      const link = TODOS.find((t) => t.key === todo)!.to.retailer;
      expect(filterOf(link), todo).toBe(RETAILER_TODO_STATUS[todo]);
    }
    for (const [todo, name] of Object.entries(tables) as [
      keyof typeof tables,
      (typeof tables)[keyof typeof tables],
    ][]) {
      // Every row put in the counted status, then none: the mock's count follows the contract's rule.
      const first = (table(name) as { status: string }[])[0];
      updateRows(name, () => true, { status: RETAILER_TODO_STATUS[todo] } as never);
      const all = (await data<Record<string, number>>(workbenchUrl('todoCounts'), {}, R))[todo];
      expect(all, todo).toBe(table(name).length);
      updateRows(name, () => true, { status: 'x' } as never);
      expect((await data<Record<string, number>>(workbenchUrl('todoCounts'), {}, R))[todo], todo).toBe(0);
      expect(countsFor(todo)(first), todo).toBe(first.status === RETAILER_TODO_STATUS[todo]);
    }
  });
});
