import { SlidingWindowLimiter } from '../../../src/client/limiter.js';
import { CancelledError } from '../../../src/core/errors.js';
import { ManualClock } from '../../support/fake-clock.js';

describe('SlidingWindowLimiter', () => {
  it('lets `count` requests through at once and spaces the rest by the window, counted from each answer', async () => {
    const clock = new ManualClock(0);
    const limiter = new SlidingWindowLimiter({ count: 5, windowMs: 60_000 }, clock);
    const sentAt: number[] = [];
    const send = async () => {
      const release = await limiter.acquire();
      sentAt.push(clock.now());
      await clock.sleep(200); // latency: the answer comes 200 ms later
      release();
    };
    await clock.run(Promise.all(Array.from({ length: 12 }, send)));
    expect(sentAt.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(sentAt.slice(5, 10)).toEqual([60_200, 60_200, 60_200, 60_200, 60_200]);
    expect(sentAt.slice(10)).toEqual([120_400, 120_400]);
    // In any window of 60 s (by arrival anywhere within the latency), never more than 5.
    for (const t of sentAt)
      expect(sentAt.filter((s) => s >= t && s < t + 60_000).length).toBeLessThanOrEqual(5);
  });

  it('holds every caller until a 429 pause ends', async () => {
    const clock = new ManualClock(0);
    const limiter = new SlidingWindowLimiter({ count: 5, windowMs: 60_000 }, clock);
    limiter.pauseUntil(41_000);
    const waits: [number, string][] = [];
    const release = await clock.run(limiter.acquire(undefined, (ms, reason) => waits.push([ms, reason])));
    expect(clock.now()).toBe(41_000);
    expect(waits).toEqual([[41_000, 'retry-after']]);
    release();
  });

  it('serves callers in order and an aborted waiter does not block the queue', async () => {
    const clock = new ManualClock(0);
    const limiter = new SlidingWindowLimiter({ count: 1, windowMs: 1000 }, clock);
    (await limiter.acquire())();
    const controller = new AbortController();
    const aborted = limiter.acquire(controller.signal);
    const next = limiter.acquire();
    controller.abort();
    await expect(aborted).rejects.toBeInstanceOf(CancelledError);
    const release = await clock.run(next);
    expect(clock.now()).toBe(1000);
    release();
  });

  it('counts in-flight requests as used', async () => {
    const clock = new ManualClock(0);
    const limiter = new SlidingWindowLimiter({ count: 2, windowMs: 1000 }, clock);
    const a = await limiter.acquire();
    await limiter.acquire();
    let third = false;
    const pending = limiter.acquire().then((r) => {
      third = true;
      return r;
    });
    await clock.advance(5000);
    expect(third).toBe(false); // both still in flight
    expect(clock.pendingSleeps()).toBe(0); // it waits for an answer, not on a polling timer
    a();
    await clock.advance(999);
    expect(third).toBe(false);
    await clock.advance(1000);
    expect(third).toBe(true);
    (await pending)();
  });
});
