import { scaledClock } from '../../../../src/core/clock.js';
import { politenessBoundMs } from '../../../../src/links/schedule/politeness-bound.js';
import { ManualClock } from '../../../support/fake-clock.js';
import { countingClock, documents, fakeWeb, scheduler, timers } from './scheduler-harness.js';

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
    // a's work decides the end: it has its two slots; the others share the rest in turns.
    expect(web.maxInFlight('a')).toBe(2);
    for (const host of ['b', 'c', 'd']) expect(web.maxInFlight(host)).toBeLessThanOrEqual(2);
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
