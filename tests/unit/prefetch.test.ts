import { afterEach, describe, expect, it, vi } from 'vitest';
import { answered, forgetPrefetched, prefetch, startEarly, takePrefetched } from '@/kit/prefetch';

/** Requests started before their screen renders (the first screen's, during sign-in; issue 6). */
describe('prefetch', () => {
  afterEach(() => {
    vi.useRealTimers();
    forgetPrefetched();
  });

  it('gives the started request to the first taker only; a later taker sends its own', async () => {
    const own = vi.fn(() => Promise.resolve(2));
    prefetch('k', () => Promise.resolve(1));
    await expect(takePrefetched('k', own)).resolves.toBe(1);
    expect(own).not.toHaveBeenCalled();
    await expect(takePrefetched('k', own)).resolves.toBe(2);
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('sends the taker’s own request when the started one failed (it was silent; the own one reports)', async () => {
    const own = vi.fn(() => Promise.resolve(2));
    prefetch('k', () => Promise.reject(new Error('refused')));
    await expect(takePrefetched('k', own)).resolves.toBe(2);
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('shows an answer that has come in to every render until it is taken', async () => {
    let answer: (v: number) => void = () => undefined;
    prefetch('k', () => new Promise<number>((resolve) => (answer = resolve)));
    const k = answered<number>('k');
    expect(k.peek()).toBeUndefined();
    answer(7);
    await Promise.resolve();
    await Promise.resolve();
    // A render React discards and retries finds it again.
    expect(k.peek()).toBe(7);
    expect(k.peek()).toBe(7);
    k.take();
    expect(k.peek()).toBeUndefined();
    await expect(takePrefetched('k', () => Promise.resolve(0))).resolves.toBe(0);
  });

  it('gives nothing for a failed request, and nothing older than 15 s', async () => {
    vi.useFakeTimers();
    prefetch('bad', () => Promise.reject(new Error('x')));
    prefetch('old', () => Promise.resolve(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(answered('bad').peek()).toBeUndefined();
    vi.setSystemTime(Date.now() + 15_001);
    expect(answered('old').peek()).toBeUndefined();
    const own = vi.fn(() => Promise.resolve(2));
    await expect(takePrefetched('old', own)).resolves.toBe(2);
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('does not send a prefetch of what a screen has asked for itself in the last 15 s (the two raced)', async () => {
    vi.useFakeTimers();
    const early = vi.fn(() => Promise.resolve(1));
    await expect(takePrefetched('k', () => Promise.resolve(2))).resolves.toBe(2);
    prefetch('k', early);
    expect(early).not.toHaveBeenCalled();
    expect(answered('k').peek()).toBeUndefined();
    vi.setSystemTime(Date.now() + 15_001);
    prefetch('k', early);
    expect(early).toHaveBeenCalledTimes(1);
    await expect(takePrefetched('k', () => Promise.resolve(2))).resolves.toBe(1);
  });
});

/** A screen's first request sent by its first render (kit useRequest `early`: a list's opening query). */
describe('startEarly', () => {
  afterEach(() => forgetPrefetched());
  const signal = () => new AbortController().signal;

  it('gives its request to its own screen once, for its key only; a restarted render shares it while it is on its way', async () => {
    const request = vi.fn(() => Promise.resolve(1));
    const first = startEarly('k', request);
    const retried = startEarly('k', request);
    expect(request).toHaveBeenCalledTimes(1);
    expect(retried.claim('other', signal())).toBeNull();
    await expect(retried.claim('k', signal())).resolves.toBe(1);
    expect(retried.claim('k', signal())).toBeNull();
    await expect(first.claim('k', signal())).resolves.toBe(1);
  });

  it('answered, it is not shared with a screen opened later: that one sends its own', async () => {
    const request = vi.fn(() => Promise.resolve(1));
    await startEarly('k', request).claim('k', signal());
    startEarly('k', request);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('a render restarted just after the answer came in shares it; an unclaimed answer older than 1 s is not shared', async () => {
    vi.useFakeTimers();
    const request = vi.fn(() => Promise.resolve(1));
    startEarly('k', request);
    await vi.advanceTimersByTimeAsync(500);
    const restarted = startEarly('k', request);
    expect(request).toHaveBeenCalledTimes(1);
    await expect(restarted.claim('k', signal())).resolves.toBe(1);
    startEarly('other', request);
    await vi.advanceTimersByTimeAsync(1_000);
    startEarly('other', request);
    expect(request).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it('an answer that came in more than 10 s before the screen was drawn is not claimed: the screen asks afresh', async () => {
    vi.useFakeTimers();
    const early = startEarly('k', () => Promise.resolve(1));
    await vi.advanceTimersByTimeAsync(10_001);
    expect(early.claim('k', signal())).toBeNull();
    vi.useRealTimers();
  });

  it('failed, the screen has the failure: it was its own request, and a failed POST is not sent again', async () => {
    const request = vi.fn(() => Promise.reject(new Error('x')));
    await expect(startEarly<number>('k', request).claim('k', signal())).rejects.toThrow('x');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("ends with its screen's request (the screen closed)", async () => {
    let sent: AbortSignal | undefined;
    const early = startEarly('k', (s) => {
      sent = s;
      return new Promise<number>((_, reject) => s.addEventListener('abort', () => reject(new Error('aborted'))));
    });
    const screen = new AbortController();
    const claimed = early.claim('k', screen.signal);
    expect(sent!.aborted).toBe(false);
    screen.abort();
    expect(sent!.aborted).toBe(true);
    await expect(claimed).rejects.toThrow('aborted');
  });
});
