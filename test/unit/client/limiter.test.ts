import { SlidingWindowLimiter } from '../../../src/client/limiter.js';
import { CancelledError } from '../../../src/core/errors.js';
import { ManualClock } from '../../support/fake-clock.js';
import { runSharedQuota } from '../../support/shared-quota.js';

describe('SlidingWindowLimiter', () => {
  it('lets `count` requests through at once and spaces the rest by the window, counted from each answer', async () => {
    const clock = new ManualClock(0);
    const limiter = new SlidingWindowLimiter({ count: 5, windowMs: 60_000 }, clock, undefined, {
      adaptive: false,
    });
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
    const limiter = new SlidingWindowLimiter({ count: 2, windowMs: 1000 }, clock, undefined, {
      adaptive: false,
    });
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

describe('SlidingWindowLimiter among clients of one quota (adaptive, the default)', () => {
  const limit = { count: 5, windowMs: 60_000 };

  /** Sends `n` requests at once; each answer comes `latency` later with the status `answer` gives. */
  function sendAll(
    limiter: SlidingWindowLimiter,
    clock: ManualClock,
    n: number,
    answer: (index: number) => number,
    latency = 200,
  ) {
    const sentAt: number[] = [];
    const done = Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const release = await limiter.acquire();
        sentAt.push(clock.now());
        await clock.sleep(latency);
        release(answer(i));
      }),
    );
    return { sentAt, done };
  }

  it('starts with three requests one at a time, then doubles with every accepted answer, up to count', async () => {
    const clock = new ManualClock(0);
    const limiter = new SlidingWindowLimiter({ count: 10, windowMs: 60_000 }, clock);
    expect(limiter.rate).toBe(1);
    const { sentAt, done } = sendAll(limiter, clock, 10, () => 202);
    await clock.run(done);
    // Three probes, then 2, then the rest: a few round trips, not a window.
    expect(sentAt).toEqual([0, 200, 400, 600, 600, 800, 800, 800, 800, 800]);
    expect(limiter.rate).toBe(10);
  });

  it('after a 429: one request at a time while crowded (a 429 within the window), refused requests do not count', async () => {
    const clock = new ManualClock(0);
    const limiter = new SlidingWindowLimiter(limit, clock, undefined, { random: () => 0 });
    const warm = sendAll(limiter, clock, 5, () => 202);
    await clock.run(warm.done);
    expect(limiter.rate).toBe(5);
    await clock.advance(60_000);
    // Another client took the freed slots: the first of our next three (sent at once) is refused.
    const crowded = sendAll(limiter, clock, 3, (i) => (i === 0 ? 429 : 202));
    await clock.run(crowded.done);
    expect(new Set(crowded.sentAt).size).toBe(1);
    // One at a time from now on, although both other answers were accepted: a slot just won was the
    // one that had freed, and a burst after it would meet only 429s.
    expect(limiter.rate).toBe(1);
    const next = sendAll(limiter, clock, 3, () => 202);
    await clock.run(next.done);
    const start = next.sentAt[0] as number;
    expect(start).toBe((crowded.sentAt[0] as number) + 200);
    // The refused request left no slot behind: 2 + 3 accepted ones fit the window of 5.
    expect(next.sentAt.map((t) => t - start)).toEqual([0, 200, 400]);
    expect(limiter.rate).toBe(1);
  });

  it('stays crowded for a window after the pause ended, not only after the 429 (the pause is about a window long)', async () => {
    const clock = new ManualClock(0);
    const limiter = new SlidingWindowLimiter({ count: 10, windowMs: 60_000 }, clock, undefined, {
      random: () => 0,
    });
    await clock.advance(1000);
    (await limiter.acquire())(429);
    expect(limiter.afterRateLimited(59_000, 1)).toBe(59_000);
    const resumed = sendAll(limiter, clock, 10, () => 202);
    await clock.run(resumed.done);
    // All one at a time from the end of the pause (60 s), although the 429 is more than a window old
    // from 61 s on: counted from the 429 alone, the client burst into the quota as it resumed.
    expect(resumed.sentAt).toEqual(Array.from({ length: 10 }, (_, i) => 60_000 + 200 * i));
    expect(limiter.rate).toBe(1);
  });

  it('a whole window without a 429 brings back the full rate, doubling with every accepted answer', async () => {
    const clock = new ManualClock(0);
    const limiter = new SlidingWindowLimiter(limit, clock, undefined, { random: () => 0 });
    const refused = await limiter.acquire();
    refused(429);
    const crowded = sendAll(limiter, clock, 2, () => 202);
    await clock.run(crowded.done);
    expect(limiter.rate).toBe(1);
    // A window after the 429: still one at a time until an answer comes, then 2, 4, 5.
    await clock.advance(60_000);
    const calm = sendAll(limiter, clock, 5, () => 202);
    await clock.run(calm.done);
    const start = calm.sentAt[0] as number;
    expect(calm.sentAt.map((t) => t - start)).toEqual([0, 200, 200, 400, 400]);
    expect(limiter.rate).toBe(5);
  });

  it('a 429 stops the others: the next request waits for the probe to be accepted', async () => {
    const clock = new ManualClock(0);
    const limiter = new SlidingWindowLimiter(limit, clock, undefined, { random: () => 0 });
    const first = await limiter.acquire();
    first(429);
    expect(limiter.rate).toBe(1);
    const probe = await limiter.acquire();
    let secondSent = false;
    const second = limiter.acquire().then((release) => {
      secondSent = true;
      return release;
    });
    await clock.advance(10_000);
    expect(secondSent).toBe(false);
    probe(202);
    (await clock.run(second))(202);
    expect(secondSent).toBe(true);
    expect(limiter.rate).toBe(1);
  });

  it('resumes after Retry-After plus a random part of one slot share, never before', async () => {
    const resumeAt = async (draw: number) => {
      const clock = new ManualClock(0);
      const limiter = new SlidingWindowLimiter(limit, clock, undefined, { random: () => draw });
      (await limiter.acquire())(429);
      const wait = limiter.afterRateLimited(30_000, 1);
      await clock.run(limiter.acquire());
      expect(clock.now()).toBe(wait);
      return clock.now();
    };
    // One slot's share of 5 per minute is 12 s: clients released by the same Retry-After spread over it.
    expect(await resumeAt(0)).toBe(30_000);
    expect(await resumeAt(0.5)).toBe(36_000);
    expect(await resumeAt(0.999)).toBeCloseTo(41_988, 0);
  });

  it('later 429s naming no later end share the pause already drawn; a later one draws again', () => {
    const clock = new ManualClock(0);
    const draws = [0.5, 0.25];
    const limiter = new SlidingWindowLimiter(limit, clock, undefined, {
      random: () => draws.shift() ?? 0,
    });
    expect(limiter.afterRateLimited(30_000, 1)).toBe(36_000);
    expect(limiter.afterRateLimited(29_000, 1)).toBe(36_000);
    expect(draws).toEqual([0.25]);
    expect(limiter.afterRateLimited(40_000, 1)).toBe(43_000);
  });

  it('without Retry-After: exponential backoff from one slot share, half of each wait random', async () => {
    const clock = new ManualClock(0);
    const low = new SlidingWindowLimiter(limit, clock, undefined, { random: () => 0 });
    const high = new SlidingWindowLimiter(limit, clock, undefined, { random: () => 0.999 });
    const waits = async (limiter: SlidingWindowLimiter) => {
      const result: number[] = [];
      for (let i = 1; i <= 4; i++) {
        (await clock.run(limiter.acquire()))(429);
        const wait = limiter.afterRateLimited(undefined, i);
        result.push(Math.round(wait));
        await clock.advance(wait);
      }
      return result;
    };
    expect(await waits(low)).toEqual([6000, 12_000, 24_000, 30_000]);
    expect(await waits(high)).toEqual([11_994, 23_988, 47_976, 59_970]);
  });

  it('with adaptive: false, resumes exactly at Retry-After with the full rate', async () => {
    const clock = new ManualClock(0);
    const limiter = new SlidingWindowLimiter(limit, clock, undefined, { adaptive: false });
    (await limiter.acquire())(429);
    expect(limiter.afterRateLimited(30_000, 1)).toBe(30_000);
    const { sentAt, done } = sendAll(limiter, clock, 4, () => 202);
    await clock.run(done);
    expect(sentAt).toEqual([30_000, 30_000, 30_000, 30_000]);
  });
});

describe('four runners on one quota of 5 per minute, 10 requests each (manual clock)', () => {
  const runs = (adaptive: boolean, retryAfter: boolean) =>
    Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        runSharedQuota({
          clients: 4,
          requestsPerClient: 10,
          limit: { count: 5, windowMs: 60_000 },
          adaptive,
          retryAfter,
          seed: i + 1,
          latencyMs: 150,
          latencyJitterMs: 100,
        }),
      ),
    );
  const perClientPerWindow = (run: Awaited<ReturnType<typeof runSharedQuota>>) =>
    run.rateLimitedPerClient.reduce((a, b) => a + b, 0) / 4 / (run.makespanMs / 60_000);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

  it('all accepted, none sent before Retry-After, within 1.15 x the minimum, at most one 429 per client and window in 9 runs of 10', async () => {
    const adaptive = await runs(true, true);
    const fixed = await runs(false, true);
    for (const run of adaptive) {
      expect(run.accepted).toBe(40);
      expect(run.early).toBe(0);
      expect(run.makespanMs / run.minimumMs).toBeLessThanOrEqual(1.15);
    }
    for (const run of fixed) expect(run.early).toBe(0);
    const adaptive429 = mean(adaptive.map(perClientPerWindow));
    const fixed429 = mean(fixed.map(perClientPerWindow));
    // The goal holds run by run, not only on average: in 9 of 10 runs at least (issue 32).
    expect(adaptive.filter((run) => perClientPerWindow(run) <= 1).length).toBeGreaterThanOrEqual(9);
    expect(adaptive429).toBeLessThanOrEqual(0.8);
    expect(adaptive429).toBeLessThan(fixed429 / 2);
  });

  it('without Retry-After: all accepted, fewer 429s than backing off alone', async () => {
    const adaptive = await runs(true, false);
    const fixed = await runs(false, false);
    for (const run of adaptive) expect(run.accepted).toBe(40);
    expect(mean(adaptive.map(perClientPerWindow))).toBeLessThan(mean(fixed.map(perClientPerWindow)));
  });
});
