/**
 * The kit's HostScheduler alone on the skewed web's loads (benchmark 11, issue 47): each host's
 * documents at its latency (spread 0.8-1.2 x, as the simulated web answers), its rate limit as a
 * fixed window answering 429 with Retry-After in whole seconds, no network, a manual clock. It tells
 * what the scheduling costs apart from the machine: the wall time against the politeness bound, and
 * the hosts answered last.
 *   node --import ./scripts/ts-resolve.mjs bench/links-replay.ts [SEED] [OVERHEAD_MS_PER_REQUEST]
 */
import { DEFAULTS } from '../src/links/run-links.js';
import { HostScheduler } from '../src/links/schedule/host-scheduler.js';
import type { AttemptOutcome } from '../src/links/schedule/host-scheduler.js';
import { politenessBoundMs } from '../src/links/schedule/politeness-bound.js';
import { ManualClock } from '../test/support/fake-clock.js';
import { seededRandom } from './lib/seeded-random.js';
import { hostAllowances, SKEWED_WEB, startSimulatedWeb } from './lib/simulated-web.js';

const seed = Number(process.argv[2] ?? 1);
const overheadMs = Number(process.argv[3] ?? 0);

const web = await startSimulatedWeb(SKEWED_WEB, { port: 0 });
const loads = hostAllowances(web, () => DEFAULTS.hostConcurrency);
const plans = new Map(loads.map((load) => [load.name, web.hostPlan(load.name)!]));
await web.close();

const bound = politenessBoundMs(loads, DEFAULTS.maxConcurrency);
const random = seededRandom(seed);
const clock = new ManualClock(0);
const scheduler = new HostScheduler({
  maxConcurrency: DEFAULTS.maxConcurrency,
  hostConcurrency: DEFAULTS.hostConcurrency,
  retries: 2,
  maxWaitMs: 60_000,
  clock,
  random,
});
const answered = (host: string, code: number): AttemptOutcome['check'] => ({
  status: code === 200 ? 'ok' : 'suspect',
  code,
  reason: `the server answers ${code}`,
  finalUrl: null,
  requests: 1,
});

const ends = new Map<string, number>();
const checks: Promise<unknown>[] = [];
for (const load of loads) {
  const plan = plans.get(load.name)!;
  // A document's requests (GET after a refused HEAD, redirect hops) in the window's count.
  const perDocument = load.latencyMs / plan.latencyMs;
  const limit = plan.rateLimit;
  const window = { start: -Infinity, count: 0 };
  for (let i = 0; i < load.urls; i++)
    checks.push(
      scheduler.check(load.name, async (): Promise<AttemptOutcome> => {
        const now = clock.now();
        const latency = load.latencyMs * (0.8 + 0.4 * random()) + overheadMs * perDocument;
        if (limit) {
          if (now - window.start >= limit.windowMs) Object.assign(window, { start: now, count: 0 });
          if (window.count + perDocument > limit.requests) {
            await clock.sleep(latency / 4);
            const afterMs = Math.max(1, Math.ceil((window.start + limit.windowMs - now) / 1000)) * 1000;
            return { host: load.name, check: answered(load.name, 429), retry: { afterMs } };
          }
          window.count += perDocument;
        }
        await clock.sleep(latency);
        ends.set(load.name, clock.now());
        return { host: load.name, check: answered(load.name, 200) };
      }),
    );
}
await clock.run(Promise.all(checks), 1_000_000);
const end = clock.now();
const last = [...ends]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 4)
  .map(([name, at]) => `${name} ${(at / 1000).toFixed(2)} s`);
console.log(
  `seed ${seed}, ${overheadMs} ms per request added: ${(end / 1000).toFixed(2)} s against a bound of ` +
    `${(bound / 1000).toFixed(2)} s (${(end / bound).toFixed(3)} x); answered last: ${last.join(', ')}`,
);
