import { getMaxListeners } from 'node:events';
import { scaledClock } from '../../../../src/core/clock.js';
import type { AttemptFunction, AttemptOutcome } from '../../../../src/links/schedule/host-scheduler.js';
import { HostScheduler } from '../../../../src/links/schedule/host-scheduler.js';
import { ManualClock } from '../../../support/fake-clock.js';
import { countingClock, documents, fakeWeb, scheduler, timers } from './scheduler-harness.js';

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
