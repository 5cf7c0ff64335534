import { scaledClock } from '../../../../src/core/clock.js';
import type { Clock } from '../../../../src/core/clock.js';
import type { Attempt } from '../../../../src/links/http/fetch-document.js';
import { HostScheduler } from '../../../../src/links/hosts/host-scheduler.js';

/** Fake hosts: each attempt takes `latencyMs` of clock time and answers what `answer` says. */
function fakeWeb(clock: Clock) {
  const inFlight = new Map<string, number>();
  const maxInFlight = new Map<string, number>();
  const started: { host: string; at: number }[] = [];
  let total = 0;
  let maxTotal = 0;
  const attempt =
    (host: string, latencyMs: number, answer: (n: number) => Partial<Attempt> = () => ({})) =>
    async (): Promise<Attempt> => {
      const n = started.filter((s) => s.host === host).length + 1;
      started.push({ host, at: clock.now() });
      inFlight.set(host, (inFlight.get(host) ?? 0) + 1);
      maxInFlight.set(host, Math.max(maxInFlight.get(host) ?? 0, inFlight.get(host)!));
      maxTotal = Math.max(maxTotal, ++total);
      await clock.sleep(latencyMs);
      inFlight.set(host, inFlight.get(host)! - 1);
      total--;
      const extra = answer(n);
      return {
        host,
        check: {
          status: 'ok',
          code: 200,
          reason: 'ok',
          finalUrl: `http://${host}/`,
          requests: 1,
          ...extra.check,
        },
        ...(extra.retry ? { retry: extra.retry } : {}),
        ...(extra.unanswered ? { unanswered: true } : {}),
      };
    };
  return { attempt, maxInFlight, started, maxTotal: () => maxTotal };
}

describe('HostScheduler', () => {
  it('keeps within the per-host and overall limits, and fills every free slot (time near the bound)', async () => {
    const clock = scaledClock(20);
    const web = fakeWeb(clock);
    const scheduler = new HostScheduler({
      maxConcurrency: 5,
      hostConcurrency: 2,
      retries: 2,
      maxWaitMs: 60_000,
      clock,
    });
    const begin = clock.now();
    const checks = await Promise.all(
      ['a', 'b', 'c'].flatMap((host) =>
        Array.from({ length: 20 }, () => scheduler.check(host, web.attempt(host, 100))),
      ),
    );
    const elapsed = clock.now() - begin;
    expect(checks.every((c) => c.status === 'ok')).toBe(true);
    expect(Math.max(...web.maxInFlight.values())).toBe(2);
    expect(web.maxTotal()).toBeLessThanOrEqual(5);
    // Bound: 20 docs x 100 ms / 2 per host = 1 s per host, hosts side by side (5 slots for 3 x 2) => ~1.2 s.
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    expect(elapsed).toBeLessThan(2600);
    expect(scheduler.stats()).toMatchObject({ requests: 60, hosts: 3, retries: 0 });
  });

  it('serves hosts in turn: a host with many documents does not hold back one with few', async () => {
    const clock = scaledClock(20);
    const web = fakeWeb(clock);
    const scheduler = new HostScheduler({
      maxConcurrency: 2,
      hostConcurrency: 2,
      retries: 0,
      maxWaitMs: 1000,
      clock,
    });
    const big = Array.from({ length: 30 }, () => scheduler.check('big', web.attempt('big', 50)));
    const small = scheduler.check('small', web.attempt('small', 50));
    await Promise.all([...big, small]);
    const smallStart = web.started.findIndex((s) => s.host === 'small');
    expect(smallStart).toBeLessThan(3);
  });

  it('Retry-After pauses only that host, slows it down, and the other host goes on', async () => {
    const clock = scaledClock(20);
    const web = fakeWeb(clock);
    const scheduler = new HostScheduler({
      maxConcurrency: 8,
      hostConcurrency: 2,
      retries: 2,
      maxWaitMs: 60_000,
      clock,
    });
    const limited = web.attempt('busy', 20, (n) =>
      n === 1
        ? {
            check: { status: 'suspect', code: 429, reason: '429', finalUrl: null, requests: 1 },
            retry: { afterMs: 2000 },
          }
        : {},
    );
    const begin = clock.now();
    const busy = Array.from({ length: 4 }, () => scheduler.check('busy', limited));
    const other = Array.from({ length: 10 }, () => scheduler.check('calm', web.attempt('calm', 20)));
    const results = await Promise.all([...busy, ...other]);
    expect(results.every((r) => r.status === 'ok')).toBe(true);
    const calmDone = Math.max(...web.started.filter((s) => s.host === 'calm').map((s) => s.at)) - begin;
    const busyAfter = web.started
      .filter((s) => s.host === 'busy')
      .slice(2)
      .map((s) => s.at - begin);
    expect(calmDone).toBeLessThan(1000);
    expect(Math.min(...busyAfter)).toBeGreaterThanOrEqual(1900);
    expect(scheduler.stats().retries).toBe(1);
  });

  it('retries without Retry-After after the kit backoff, then gives the last verdict', async () => {
    const clock = scaledClock(100);
    const web = fakeWeb(clock);
    const scheduler = new HostScheduler({
      maxConcurrency: 4,
      hostConcurrency: 2,
      retries: 2,
      maxWaitMs: 60_000,
      clock,
    });
    const failing = web.attempt('down', 10, () => ({
      check: { status: 'suspect', code: 503, reason: 'the server answers 503', finalUrl: null, requests: 1 },
      retry: {},
    }));
    const begin = clock.now();
    const check = await scheduler.check('down', failing);
    expect(check).toMatchObject({ status: 'suspect', code: 503, requests: 3 });
    // 2 s and 4 s of backoff (±20%) between the three attempts.
    expect(clock.now() - begin).toBeGreaterThan(4500);
  });

  it('gives up at once when a server asks for a wait longer than a check waits', async () => {
    const clock = scaledClock(20);
    const web = fakeWeb(clock);
    const scheduler = new HostScheduler({
      maxConcurrency: 4,
      hostConcurrency: 2,
      retries: 2,
      maxWaitMs: 60_000,
      clock,
    });
    const check = await scheduler.check(
      'slow',
      web.attempt('slow', 5, () => ({
        check: {
          status: 'suspect',
          code: 429,
          reason: 'the server answers 429',
          finalUrl: null,
          requests: 1,
        },
        retry: { afterMs: 7_200_000 },
      })),
    );
    expect(check.reason).toBe('the server answers 429; it asks to wait 2h00m, longer than a check waits');
    expect(check.requests).toBe(1);
  });

  it('does not hammer a host that stopped answering', async () => {
    const clock = scaledClock(50);
    const web = fakeWeb(clock);
    const scheduler = new HostScheduler({
      maxConcurrency: 4,
      hostConcurrency: 1,
      retries: 0,
      maxWaitMs: 60_000,
      clock,
      hostFailureLimit: 3,
    });
    const dead = web.attempt('dead', 10, () => ({
      check: { status: 'suspect', code: null, reason: 'no answer', finalUrl: null, requests: 1 },
      unanswered: true,
    }));
    const checks = await Promise.all(Array.from({ length: 10 }, () => scheduler.check('dead', dead)));
    expect(web.started).toHaveLength(3);
    expect(
      checks
        .slice(3)
        .every((c) => c.reason === 'not tried: dead did not answer the last 3 requests' && c.requests === 0),
    ).toBe(true);
  });

  it('at the deadline, what is still queued resolves as not checked', async () => {
    const clock = scaledClock(10);
    const web = fakeWeb(clock);
    const controller = new AbortController();
    const scheduler = new HostScheduler({
      maxConcurrency: 1,
      hostConcurrency: 1,
      retries: 0,
      maxWaitMs: 1000,
      clock,
      signal: controller.signal,
    });
    const all = Array.from({ length: 5 }, () => scheduler.check('h', web.attempt('h', 100)));
    setTimeout(() => controller.abort(), 5);
    const checks = await Promise.all(all);
    expect(
      checks.filter((c) => c.reason === 'not checked: the time limit was reached').length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('holds 5,000 queued documents', async () => {
    const clock = scaledClock(1000);
    const web = fakeWeb(clock);
    const scheduler = new HostScheduler({
      maxConcurrency: 32,
      hostConcurrency: 2,
      retries: 0,
      maxWaitMs: 1000,
      clock,
    });
    const checks = await Promise.all(
      Array.from({ length: 5000 }, (_, i) => scheduler.check(`h${i % 200}`, web.attempt(`h${i % 200}`, 10))),
    );
    expect(checks).toHaveLength(5000);
    expect(scheduler.stats()).toMatchObject({ requests: 5000, hosts: 200 });
  });
});
