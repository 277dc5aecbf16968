import { throttle } from '@/kit/throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once, then at most once per window with the latest arguments', () => {
    const seen: number[] = [];
    const t = throttle((n: number) => seen.push(n), 20);
    t.run(1);
    t.run(2);
    t.run(3);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(20);
    expect(seen).toEqual([1, 3]);
    vi.advanceTimersByTime(5);
    t.run(4);
    expect(seen).toEqual([1, 3]);
    vi.advanceTimersByTime(15);
    expect(seen).toEqual([1, 3, 4]);
  });

  it('flushes a pending call and cancels', () => {
    const seen: number[] = [];
    const t = throttle((n: number) => seen.push(n), 20);
    t.run(1);
    t.run(2);
    t.flush();
    expect(seen).toEqual([1, 2]);
    t.run(3);
    t.cancel();
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([1, 2]);
  });
});
