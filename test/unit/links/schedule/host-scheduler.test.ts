import { getMaxListeners } from 'node:events';
import type { Clock } from '../../../../src/core/clock.js';
import { scaledClock } from '../../../../src/core/clock.js';
import type {
  AttemptFunction,
  AttemptOutcome,
  SchedulerOptions,
} from '../../../../src/links/schedule/host-scheduler.js';
import { HostScheduler } from '../../../../src/links/schedule/host-scheduler.js';
import { politenessBoundMs } from '../../../../src/links/schedule/politeness-bound.js';
import type { DocumentCheck } from '../../../../src/links/types.js';
import { ManualClock } from '../../../support/fake-clock.js';

/** What a fake attempt answers; `latencyMs` overrides the document's. */
interface Answer {
  code?: number | null;
  retry?: { afterMs?: number };
  unanswered?: boolean;
  requests?: number;
  latencyMs?: number;
}

/** The attempt's number for its document and for its host, and when it starts. */
interface AttemptContext {
  docTry: number;
  hostTry: number;
  now: number;
}

interface Start {
  host: string;
  at: number;
  /** Requests in flight to the host, this one included. */
  inFlight: number;
}

/** Fake hosts: each attempt takes its latency in clock time and answers what `answer` says. */
function fakeWeb(clock: Clock) {
  const starts: Start[] = [];
  const inFlight = new Map<string, number>();
  const hostTries = new Map<string, number>();
  const abortedSignals: AbortSignal[] = [];
  let total = 0;
  let maxTotal = 0;

  function attempt(
    host: string,
    latencyMs: number,
    answer: (c: AttemptContext) => Answer = () => ({}),
  ): AttemptFunction {
    let docTry = 0;
    return async (signal): Promise<AttemptOutcome> => {
      docTry++;
      const hostTry = (hostTries.get(host) ?? 0) + 1;
      hostTries.set(host, hostTry);
      const now = clock.now();
      const current = (inFlight.get(host) ?? 0) + 1;
      inFlight.set(host, current);
      starts.push({ host, at: now, inFlight: current });
      maxTotal = Math.max(maxTotal, ++total);
      const said = answer({ docTry, hostTry, now });
      try {
        await clock.sleep(said.latencyMs ?? latencyMs, signal);
      } catch {
        abortedSignals.push(signal);
        return { host, check: check(null, 'not checked: the time limit was reached', 1) };
      } finally {
        inFlight.set(host, (inFlight.get(host) ?? 1) - 1);
        total--;
      }
      const code = said.code === undefined ? 200 : said.code;
      const reason = code === null ? `no answer from ${host} within 30 s` : `the server answers ${code}`;
      return {
        host,
        check: check(code, reason, said.requests ?? 1, host),
        ...(said.retry ? { retry: said.retry } : {}),
        ...(said.unanswered !== undefined ? { unanswered: said.unanswered } : {}),
      };
    };
  }

  return {
    attempt,
    starts,
    abortedSignals,
    startsOf: (host: string) => starts.filter((s) => s.host === host),
    maxInFlight: (host: string, from = -Infinity, to = Infinity) =>
      Math.max(
        0,
        ...starts.filter((s) => s.host === host && s.at >= from && s.at < to).map((s) => s.inFlight),
      ),
    maxTotal: () => maxTotal,
  };
}

function check(code: number | null, reason: string, requests: number, host?: string): DocumentCheck {
  return {
    status: code !== null && code < 300 ? 'ok' : 'suspect',
    code,
    reason,
    finalUrl: code === null ? null : `https://${host}/`,
    requests,
  };
}

function scheduler(clock: Clock, options: Partial<SchedulerOptions> = {}): HostScheduler {
  return new HostScheduler({
    maxConcurrency: 32,
    hostConcurrency: 2,
    retries: 2,
    maxWaitMs: 60_000,
    clock,
    random: () => 0,
    ...options,
  });
}

function documents(
  run: HostScheduler,
  web: ReturnType<typeof fakeWeb>,
  host: string,
  count: number,
  latencyMs: number,
  answer?: (c: AttemptContext, doc: number) => Answer,
): Promise<DocumentCheck>[] {
  return Array.from({ length: count }, (_, doc) =>
    run.check(host, web.attempt(host, latencyMs, answer && ((c) => answer(c, doc)))),
  );
}

const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

/** A clock that counts its sleeps not yet over (resolved or cancelled). */
function countingClock(inner: Clock): Clock & { openSleeps(): number } {
  let open = 0;
  return {
    now: () => inner.now(),
    timeoutSignal: (ms, message) => inner.timeoutSignal(ms, message),
    sleep: (ms, signal) => {
      open++;
      return inner.sleep(ms, signal).finally(() => open--);
    },
    openSleeps: () => open,
  };
}

describe('HostScheduler: limits and speed', () => {
  it('never exceeds the per-host and overall limits, and uses all of them', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock, { maxConcurrency: 5 });
    // Latencies that vary, so that answers interleave; a keeps work after the others are done.
    const all = [
      ['a', 40],
      ['b', 12],
      ['c', 12],
      ['d', 12],
    ].flatMap(([host, count]) =>
      documents(run, web, host as string, count as number, 0, (_, doc) => ({
        latencyMs: 30 + ((doc * 17) % 40),
      })),
    );
    const checks = await clock.run(Promise.all(all));
    expect(checks.every((c) => c.status === 'ok')).toBe(true);
    for (const host of ['a', 'b', 'c', 'd']) expect(web.maxInFlight(host)).toBe(2);
    expect(web.maxTotal()).toBe(5);
    expect(run.stats()).toEqual({ requests: 76, hosts: 4, retries: 0, waitedMs: 0 });
  });

  it('reaches the politeness bound exactly: no free slot of a host with work is left idle', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock);
    run.setHostConcurrency('github.com', 1);
    const begin = clock.now();
    const all = [
      ...documents(run, web, 'a.example', 40, 50),
      ...documents(run, web, 'b.example', 40, 50),
      ...documents(run, web, 'c.example', 40, 50),
      ...documents(run, web, 'github.com', 30, 50),
    ];
    await clock.run(Promise.all(all));
    const bound = politenessBoundMs([
      { urls: 40, latencyMs: 50, concurrency: 2 },
      { urls: 40, latencyMs: 50, concurrency: 2 },
      { urls: 40, latencyMs: 50, concurrency: 2 },
      { urls: 30, latencyMs: 50, concurrency: 1 },
    ]);
    expect(bound).toBe(1500);
    expect(clock.now() - begin).toBe(bound);
    expect(web.maxInFlight('github.com')).toBe(1);
    expect(web.maxInFlight('a.example')).toBe(2);
  });

  it('runs near the bound on real timers: 3 hosts x 40 documents x 50 ms at 2 per host take about 1 s', async () => {
    const before = timers();
    const clock = countingClock(scaledClock(2));
    const web = fakeWeb(clock);
    const run = scheduler(clock);
    const begin = clock.now();
    const checks = await Promise.all(['a', 'b', 'c'].flatMap((host) => documents(run, web, host, 40, 50)));
    const elapsed = clock.now() - begin;
    expect(checks).toHaveLength(120);
    const bound = politenessBoundMs(['a', 'b', 'c'].map(() => ({ urls: 40, latencyMs: 50, concurrency: 2 })));
    expect(bound).toBe(1000);
    expect(elapsed).toBeGreaterThanOrEqual(bound);
    // Timers add a little real time per round (20 rounds); 2.5 times the bound is far off.
    expect(elapsed).toBeLessThan(bound * 2.5);
    expect(clock.openSleeps()).toBe(0);
    // Jest's own timers may come and go, ours must not stay.
    expect(timers()).toBeLessThanOrEqual(before);
  });

  it('keeps 5,000 documents queued at once and finishes them in the bound of the overall limit', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock);
    const begin = clock.now();
    const hosts = Array.from({ length: 50 }, (_, i) => `host${i}.example`);
    const all = hosts.flatMap((host) => documents(run, web, host, 100, 10));
    const checks = await clock.run(Promise.all(all), 50_000);
    expect(checks.filter((c) => c.status === 'ok')).toHaveLength(5000);
    expect(web.maxTotal()).toBe(32);
    const bound = politenessBoundMs(
      hosts.map(() => ({ urls: 100, latencyMs: 10, concurrency: 2 })),
      32,
    );
    // 5,000 / 32 slots = 156.25 rounds of 10 ms: the last round is partly empty.
    expect(clock.now() - begin).toBeGreaterThanOrEqual(bound);
    expect(clock.now() - begin).toBeLessThanOrEqual(Math.ceil(5000 / 32) * 10);
    expect(run.stats()).toEqual({ requests: 5000, hosts: 50, retries: 0, waitedMs: 0 });
    expect(clock.pendingSleeps()).toBe(0);
  });
});

describe('HostScheduler: fairness', () => {
  it('serves a host with 3 documents alongside one with 200 queued before it', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock, { maxConcurrency: 2 });
    const begin = clock.now();
    const big = documents(run, web, 'big', 200, 100);
    const smallDone: number[] = [];
    const small = documents(run, web, 'small', 3, 100).map((p) =>
      p.then(() => smallDone.push(clock.now() - begin)),
    );
    await clock.run(Promise.all([...big, ...small]));
    // One of the two slots goes to the small host each round.
    expect(smallDone).toEqual([100, 200, 300]);
    expect(clock.now() - begin).toBe(Math.ceil(203 / 2) * 100);
  });

  it('takes turns when only one request may be in flight at all', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock, { maxConcurrency: 1 });
    const all = [...documents(run, web, 'big', 50, 10), ...documents(run, web, 'small', 3, 10)];
    await clock.run(Promise.all(all));
    expect(web.starts.slice(0, 6).map((s) => s.host)).toEqual([
      'big',
      'small',
      'big',
      'small',
      'big',
      'small',
    ]);
    expect(web.maxTotal()).toBe(1);
  });
});

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

describe('HostScheduler: hosts that do not answer', () => {
  it.each([
    ['says so', { unanswered: true }],
    ['is inferred from a transient failure without a status', {}],
  ])(
    'stops sending to a host after 3 attempts in a row without an answer (unanswered %s)',
    async (_, flag) => {
      const clock = new ManualClock();
      const web = fakeWeb(clock);
      const run = scheduler(clock, { hostConcurrency: 1 });
      const checks = await clock.run(
        Promise.all([
          ...documents(run, web, 'dead', 10, 100, () => ({ code: null, retry: {}, ...flag })),
          ...documents(run, web, 'alive', 3, 100),
        ]),
      );
      const dead = checks.slice(0, 10);
      expect(web.startsOf('dead')).toHaveLength(3);
      const untried = dead.filter((c) => c.requests === 0);
      expect(untried).toHaveLength(7);
      for (const c of untried)
        expect(c).toEqual({
          status: 'suspect',
          code: null,
          reason: 'not tried: dead did not answer the last 3 requests',
          finalUrl: null,
          requests: 0,
        });
      // The two backing off when the host was given up keep their own check, said to be final.
      expect(
        dead.filter((c) => c.reason.endsWith('; not tried again: dead did not answer the last 3 requests')),
      ).toHaveLength(2);
      expect(checks.slice(10).every((c) => c.status === 'ok')).toBe(true);
      expect(run.stats().requests).toBe(6);
    },
  );

  it('keeps trying a host whose failures are broken by answers', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock, { hostConcurrency: 1, retries: 0 });
    const checks = await clock.run(
      Promise.all(
        documents(run, web, 'flaky', 12, 100, (c) => (c.hostTry % 3 === 0 ? {} : { code: null, retry: {} })),
      ),
    );
    expect(web.startsOf('flaky')).toHaveLength(12);
    expect(checks.filter((c) => c.status === 'ok')).toHaveLength(4);
  });

  it('does not count an HTTP error as no answer', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock, { retries: 0 });
    await clock.run(Promise.all(documents(run, web, 'a', 8, 100, () => ({ code: 500, retry: {} }))));
    expect(web.startsOf('a')).toHaveLength(8);
  });

  it('turns an attempt that throws into a suspect check without retrying it', async () => {
    const clock = new ManualClock();
    const run = scheduler(clock);
    const web = fakeWeb(clock);
    const checks = await clock.run(
      Promise.all([
        run.check('a', () => Promise.reject(new Error('boom'))),
        run.check('a', () => {
          throw new Error('bang');
        }),
        run.check('a', web.attempt('a', 100)),
      ]),
    );
    expect(checks.map((c) => c.reason)).toEqual([
      'the check failed: boom',
      'the check failed: bang',
      'the server answers 200',
    ]);
    expect(checks[0]).toMatchObject({ status: 'suspect', code: null, requests: 0 });
    expect(run.stats().retries).toBe(0);
  });
});

describe('HostScheduler: the deadline', () => {
  it('resolves every pending document when the run signal aborts, and leaves nothing waiting', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const deadline = new AbortController();
    const run = scheduler(clock, { signal: deadline.signal });
    const a = documents(run, web, 'a', 10, 1000);
    const b = documents(run, web, 'b', 1, 100, () => ({ code: 500, retry: {} }));
    const c = documents(run, web, 'c', 3, 100, () => ({ code: 429, retry: { afterMs: 30_000 } }));
    // An attempt deaf to the signal does not hold the run past its deadline.
    const deaf = run.check('e', () => new Promise<AttemptOutcome>(() => undefined));
    await clock.advance(1500);
    deadline.abort();
    const [aChecks, [bCheck], cChecks, deafCheck] = await Promise.all([
      Promise.all(a),
      Promise.all(b),
      Promise.all(c),
      deaf,
    ]);
    expect(deafCheck).toMatchObject({ status: 'suspect', reason: 'not checked: the time limit was reached' });
    // Two answered before the deadline, two in flight, six queued.
    expect(aChecks.filter((x) => x.status === 'ok')).toHaveLength(2);
    expect(aChecks.filter((x) => x.reason === 'not checked: the time limit was reached')).toHaveLength(8);
    // Backing off: its own check, said to be final.
    expect(bCheck).toMatchObject({
      code: 500,
      reason: 'the server answers 500; not retried: the time limit was reached',
      requests: 1,
    });
    // Paused by Retry-After.
    expect(cChecks.filter((x) => x.reason.endsWith('not retried: the time limit was reached'))).toHaveLength(
      2,
    );
    expect(cChecks.filter((x) => x.reason === 'not checked: the time limit was reached')).toHaveLength(1);
    // The attempts in flight were told.
    expect(web.abortedSignals.length).toBe(2);
    await clock.advance(0);
    expect(clock.pendingSleeps()).toBe(0);
    await expect(run.check('d', web.attempt('d', 100))).resolves.toMatchObject({
      reason: 'not checked: the time limit was reached',
      requests: 0,
    });
    expect(web.startsOf('d')).toHaveLength(0);
  });

  it('leaves no timer running on real timers: after backoffs, and after a deadline during a pause', async () => {
    const before = timers();
    const clock = countingClock(scaledClock(100));
    const web = fakeWeb(clock);
    const run = scheduler(clock);
    const checks = await Promise.all(
      documents(run, web, 'a', 4, 50, (c) => (c.docTry === 1 ? { code: 500, retry: {} } : {})),
    );
    expect(checks.every((c) => c.status === 'ok')).toBe(true);
    expect(clock.openSleeps()).toBe(0);
    expect(timers()).toBeLessThanOrEqual(before);

    const deadline = new AbortController();
    const paused = scheduler(clock, { signal: deadline.signal, hostConcurrency: 1 });
    const first = paused.check(
      'b',
      web.attempt('b', 50, () => ({ code: 429, retry: { afterMs: 60_000 } })),
    );
    const rest = documents(paused, web, 'b', 3, 50);
    await new Promise((r) => setTimeout(r, 20));
    // The host's pause is one sleep of the scheduler.
    expect(clock.openSleeps()).toBe(1);
    deadline.abort();
    const stopped = await Promise.all([first, ...rest]);
    expect(stopped.every((c) => c.status === 'suspect')).toBe(true);
    await new Promise((r) => setImmediate(r));
    expect(clock.openSleeps()).toBe(0);
    expect(timers()).toBeLessThanOrEqual(before);
  });
});

describe('HostScheduler: options', () => {
  it('refuses limits that cannot run', () => {
    const clock = new ManualClock();
    expect(() => scheduler(clock, { maxConcurrency: 0 })).toThrow(RangeError);
    expect(() => scheduler(clock, { hostConcurrency: 1.5 })).toThrow(RangeError);
    expect(() => scheduler(clock, { retries: -1 })).toThrow(RangeError);
    expect(() => scheduler(clock, { hostFailureLimit: 0 })).toThrow(RangeError);
  });

  it('counts the requests every attempt reports, redirects included', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock);
    const checks = await clock.run(
      Promise.all([
        run.check(
          'a',
          web.attempt('a', 10, (c) =>
            c.docTry === 1 ? { code: 503, retry: { afterMs: 100 }, requests: 2 } : { requests: 3 },
          ),
        ),
        run.check('b', web.attempt('b', 10)),
      ]),
    );
    expect(checks[0].requests).toBe(5);
    expect(run.stats()).toMatchObject({ requests: 6, hosts: 2, retries: 1 });
  });
});

describe('HostScheduler and the run deadline', () => {
  it('lets every attempt in flight listen to the deadline (no MaxListenersExceededWarning)', async () => {
    const deadline = new AbortController();
    const scheduler = new HostScheduler({
      maxConcurrency: 32,
      hostConcurrency: 32,
      retries: 0,
      maxWaitMs: 0,
      signal: deadline.signal,
    });
    // Node warns past getMaxListeners (10 by default): the scheduler raises it to what can run at once.
    expect(getMaxListeners(deadline.signal)).toBeGreaterThanOrEqual(32);
    const listening: number[] = [];
    const attempt: AttemptFunction = (signal) =>
      new Promise((resolve) => {
        const onAbort = () => undefined;
        signal.addEventListener('abort', onAbort, { once: true });
        setTimeout(() => {
          signal.removeEventListener('abort', onAbort);
          resolve({
            check: { status: 'ok', code: 200, reason: 'ok', finalUrl: null, requests: 1 },
            host: 'many.test',
          });
        }, 5);
        listening.push(1);
      });
    await Promise.all(Array.from({ length: 40 }, () => scheduler.check('many.test', attempt)));
    expect(listening).toHaveLength(40);
  });
});
