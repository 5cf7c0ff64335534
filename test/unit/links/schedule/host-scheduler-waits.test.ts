import { ManualClock } from '../../../support/fake-clock.js';
import { documents, fakeWeb, scheduler } from './scheduler-harness.js';

describe('HostScheduler: waits the servers ask for', () => {
  it('pauses only the host that sends Retry-After (until then), halves its concurrency, and goes on with the others', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock);
    const begin = clock.now();
    const a = documents(run, web, 'a', 10, 100, (c) =>
      c.hostTry === 1 ? { code: 429, retry: { afterMs: 5000 } } : {},
    );
    const bDone: number[] = [];
    const b = documents(run, web, 'b', 10, 100).map((p) => p.then(() => bDone.push(clock.now() - begin)));
    const checks = await clock.run(Promise.all(a));
    await clock.run(Promise.all(b));
    expect(checks.every((c) => c.status === 'ok')).toBe(true);
    // Asked at 100 ms to wait 5 s: nothing to a in between, then a resumes exactly at 5.1 s (no jitter drawn).
    const aStarts = web.startsOf('a').map((s) => s.at - begin);
    expect(aStarts.filter((t) => t > 100 && t < 5100)).toEqual([]);
    expect(aStarts.filter((t) => t >= 5100)[0]).toBe(5100);
    // b did all its work during a's pause.
    expect(Math.max(...bDone)).toBe(500);
    // After the 429, one request at a time to a.
    expect(web.maxInFlight('a', begin + 5100)).toBe(1);
    expect(checks[0]).toMatchObject({ status: 'ok', code: 200, requests: 2 });
    expect(run.stats()).toMatchObject({ requests: 21, hosts: 2, retries: 1, waitedMs: 5000 });
  });

  it('spreads the resumption after Retry-After with the random source, never before it', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock, { random: () => 0.5 });
    const begin = clock.now();
    await clock.run(
      Promise.all(
        documents(run, web, 'a', 3, 100, (c) =>
          c.hostTry === 1 ? { code: 503, retry: { afterMs: 20_000 } } : {},
        ),
      ),
    );
    const resumed = web
      .startsOf('a')
      .map((s) => s.at - begin)
      .filter((t) => t > 100)[0];
    // 20 s asked, spread over 10% of it capped at 1 s: half of 1 s later.
    expect(resumed).toBe(100 + 20_000 + 500);
  });

  it('halves a host once per burst of 429s and raises it again as it answers', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock, { hostConcurrency: 4 });
    const begin = clock.now();
    const checks = await clock.run(
      Promise.all(
        documents(run, web, 'a', 60, 100, (c) =>
          c.hostTry <= 4 ? { code: 429, retry: { afterMs: 1000 } } : {},
        ),
      ),
    );
    expect(checks.every((c) => c.status === 'ok')).toBe(true);
    const resumed = begin + 1100;
    const after = web.startsOf('a').filter((s) => s.at >= resumed);
    // Four 429s of the same burst: 4 -> 2, not 4 -> 1.
    expect(Math.max(...after.slice(0, 10).map((s) => s.inFlight))).toBe(2);
    // Ten answers later 3, ten more 4 again.
    expect(Math.max(...after.map((s) => s.inFlight))).toBe(4);
  });

  it('backs off a document without Retry-After with the kit backoff, while the host goes on', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock, { hostConcurrency: 1 });
    const tries: number[] = [];
    const first = run.check(
      'a',
      web.attempt('a', 100, (c) => {
        tries.push(c.now);
        return c.docTry === 1 ? { code: 500, retry: {} } : {};
      }),
    );
    const others = documents(run, web, 'a', 4, 100);
    const checks = await clock.run(Promise.all([first, ...others]));
    expect(checks.every((c) => c.status === 'ok')).toBe(true);
    const [failedAt, retriedAt] = tries as [number, number];
    // fixedBackoff(undefined, 1): 2 s +-20%, counted from the answer at 100 ms.
    expect(retriedAt - (failedAt + 100)).toBeGreaterThanOrEqual(1600);
    expect(retriedAt - (failedAt + 100)).toBeLessThanOrEqual(2400);
    // The other four went meanwhile.
    expect(web.startsOf('a').filter((s) => s.at < retriedAt)).toHaveLength(5);
    expect(run.stats().retries).toBe(1);
  });

  it('pauses the host for the backoff after a 503 without Retry-After, the second one longer', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock, { hostConcurrency: 1 });
    const begin = clock.now();
    const a = documents(run, web, 'a', 3, 100, (c) => (c.hostTry <= 2 ? { code: 503, retry: {} } : {}));
    const b = documents(run, web, 'b', 20, 100);
    await clock.run(Promise.all([...a, ...b]));
    const aStarts = web.startsOf('a').map((s) => s.at - begin);
    const firstWait = (aStarts[1] as number) - 100;
    const secondWait = (aStarts[2] as number) - ((aStarts[1] as number) + 100);
    expect(firstWait).toBeGreaterThanOrEqual(1600);
    expect(firstWait).toBeLessThanOrEqual(2400);
    expect(secondWait).toBeGreaterThanOrEqual(3200);
    expect(secondWait).toBeLessThanOrEqual(4800);
    // b is not held back.
    expect(Math.max(...web.startsOf('b').map((s) => s.at - begin))).toBe(1900);
  });

  it('returns the last check as it is after the retries', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock, { retries: 2 });
    const [down, flaky] = await clock.run(
      Promise.all([
        run.check(
          'down',
          web.attempt('down', 100, () => ({ code: 502, retry: {} })),
        ),
        run.check(
          'flaky',
          web.attempt('flaky', 100, (c) => (c.docTry === 1 ? { code: 504, retry: {} } : {})),
        ),
      ]),
    );
    expect(down).toEqual({
      status: 'suspect',
      code: 502,
      reason: 'the server answers 502',
      finalUrl: 'https://down/',
      requests: 3,
    });
    expect(web.startsOf('down')).toHaveLength(3);
    expect(flaky).toMatchObject({ status: 'ok', code: 200, requests: 2 });
    expect(run.stats()).toMatchObject({ requests: 5, retries: 3 });
  });

  it('gives up at once on a host that asks to wait longer than a check waits', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock, { hostConcurrency: 1, maxWaitMs: 60_000 });
    const begin = clock.now();
    const a = documents(run, web, 'a', 5, 100, () => ({ code: 429, retry: { afterMs: 2 * 3600_000 } }));
    const b = documents(run, web, 'b', 5, 100);
    const checks = await clock.run(Promise.all([...a, ...b]));
    expect(checks[0]).toEqual({
      status: 'suspect',
      code: 429,
      reason: 'the server answers 429; it asks to wait 2h00m, longer than a check waits (1m)',
      finalUrl: 'https://a/',
      requests: 1,
    });
    for (const other of checks.slice(1, 5))
      expect(other).toEqual({
        status: 'suspect',
        code: null,
        reason: 'not tried: a asks to wait 2h00m, longer than a check waits (1m)',
        finalUrl: null,
        requests: 0,
      });
    expect(web.startsOf('a')).toHaveLength(1);
    expect(checks.slice(5).every((c) => c.status === 'ok')).toBe(true);
    expect(clock.now() - begin).toBe(500);
    await expect(run.check('a', web.attempt('a', 100))).resolves.toMatchObject({ requests: 0, code: null });
    expect(web.startsOf('a')).toHaveLength(1);
  });
});
