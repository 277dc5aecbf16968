import { yesterday } from '@/features/workbench/model';
import { resetServerClock, takeServerDate } from '@/lib/serverClock';

/** The sales-share card's day is the server's yesterday (issue 35: src/lib/serverClock is the one today). */

afterEach(() => resetServerClock());

it('the sales-share default day is the day before the server’s today, whatever the browser’s date', () => {
  takeServerDate('Sat, 01 Mar 2025 12:00:00 GMT');
  expect(yesterday()).toBe('2025-02-28');
});
