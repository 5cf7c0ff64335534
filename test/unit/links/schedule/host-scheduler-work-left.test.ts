import { politenessBoundMs } from '../../../../src/links/schedule/politeness-bound.js';
import { ManualClock } from '../../../support/fake-clock.js';
import { documents, fakeWeb, scheduler } from './scheduler-harness.js';

// Issue 47: a slot for the host with the fewest requests in flight started the longest queue late.
describe('HostScheduler: the work left per host', () => {
  it('starts the longest queue at once at its full concurrency, and ends at the politeness bound', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock, { maxConcurrency: 4 });
    const begin = clock.now();
    const small = Array.from({ length: 20 }, (_, i) => `small${i}`);
    const all = [
      ...small.flatMap((host) => documents(run, web, host, 2, 50)),
      ...documents(run, web, 'heavy', 48, 50),
    ];
    await clock.run(Promise.all(all));
    const bound = politenessBoundMs(
      [
        { urls: 48, latencyMs: 50, concurrency: 2 },
        ...small.map(() => ({ urls: 2, latencyMs: 50, concurrency: 2 })),
      ],
      4,
    );
    expect(bound).toBe(1200);
    // Queued last, yet two of the first four requests, and both its slots in every round.
    expect(web.starts.slice(0, 4).filter((start) => start.host === 'heavy')).toHaveLength(2);
    for (let round = 0; round < 24; round++)
      expect(web.startsOf('heavy').filter((start) => start.at === begin + round * 50)).toHaveLength(2);
    expect(clock.now() - begin).toBe(bound);
    expect(web.maxTotal()).toBe(4);
  });

  it('weighs the work by the time each host takes per request, learnt from its answers', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock, { maxConcurrency: 3 });
    const begin = clock.now();
    // More documents on the fast host, more time on the slow one.
    const all = [...documents(run, web, 'fast', 40, 50), ...documents(run, web, 'slow', 20, 300)];
    await clock.run(Promise.all(all));
    const bound = politenessBoundMs(
      [
        { urls: 40, latencyMs: 50, concurrency: 2 },
        { urls: 20, latencyMs: 300, concurrency: 2 },
      ],
      3,
    );
    expect(bound).toBe(3000);
    // Its first answer teaches the slow host's time; from then on it has both its slots.
    expect(web.maxInFlight('slow', begin + 300, begin + 3000)).toBe(2);
    expect(clock.now() - begin).toBeLessThanOrEqual(bound + 300);
  });

  it('serves a rate-limited host first whenever it may be sent to again, up to its lowered limit', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock, { maxConcurrency: 2, hostConcurrency: 4 });
    const begin = clock.now();
    const small = Array.from({ length: 10 }, (_, i) => `small${i}`);
    const limited = documents(run, web, 'limited', 10, 100, ({ hostTry }) =>
      hostTry === 1 ? { code: 429, retry: { afterMs: 1000 } } : {},
    );
    const all = [...limited, ...small.flatMap((host) => documents(run, web, host, 4, 100))];
    const checks = await clock.run(Promise.all(all));
    expect(checks.every((check) => check.status === 'ok')).toBe(true);
    // Paused 1 s after its 429 (100 ms), its limit halved to 2: from 1.1 s it has both slots until done.
    const at = (from: number, to: number) =>
      web.starts.filter((start) => start.at >= begin + from && start.at < begin + to);
    expect(at(1100, 1600).map((start) => start.host)).toEqual(Array.from({ length: 10 }, () => 'limited'));
    expect(web.maxInFlight('limited', begin + 1100, begin + 1600)).toBe(2);
    expect(at(100, 1100).filter((start) => start.host === 'limited')).toEqual([]);
  });

  it('starves no host: one slot goes in turns, to the host served longest ago', async () => {
    const clock = new ManualClock();
    const web = fakeWeb(clock);
    const run = scheduler(clock, { maxConcurrency: 3 });
    const begin = clock.now();
    const big = documents(run, web, 'big', 100, 100);
    const done: number[] = [];
    const small = ['s1', 's2'].flatMap((host) =>
      documents(run, web, host, 3, 100).map((p) => p.then(() => done.push(clock.now() - begin))),
    );
    await clock.run(Promise.all([...big, ...small]));
    expect(web.maxInFlight('big')).toBe(2);
    expect(web.startsOf('big').filter((start) => start.at === begin)).toHaveLength(2);
    // The big host has its two slots; the third takes turns between the small hosts from the first round.
    expect(done).toEqual([100, 200, 300, 400, 500, 600]);
    expect(clock.now() - begin).toBe(5000);
  });
});
