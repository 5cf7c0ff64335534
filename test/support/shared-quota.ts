import { SlidingWindowLimiter } from '../../src/client/limiter.js';
import type { RateLimit } from '../../src/client/rate-limit.js';
import { seededRandom } from '../../bench/lib/seeded-random.js';
import { ManualClock } from './fake-clock.js';

export interface SharedQuotaOptions {
  clients: number;
  requestsPerClient: number;
  limit: RateLimit;
  adaptive: boolean;
  /** Whether 429s carry Retry-After (in whole seconds, rounded up, as the service's proxies send it). */
  retryAfter: boolean;
  /** One-way latency, ms of clock time (default 100, plus up to `latencyJitterMs`). */
  latencyMs?: number;
  latencyJitterMs?: number;
  seed?: number;
}

export interface SharedQuotaRun {
  /** Clock ms from the common start to the last accepted answer. */
  makespanMs: number;
  /** (ceil(total / count) - 1) windows + one round trip. */
  minimumMs: number;
  accepted: number;
  rateLimitedPerClient: number[];
  /** Requests sent after a 429 reached their client and before its Retry-After allowed. */
  early: number;
  /** Send times per client (clock ms from the start), accepted or not. */
  sent: number[][];
  /** Arrival times of the accepted requests (clock ms from the start) and of the refused ones, by client. */
  acceptedAt: number[][];
  refusedAt: number[][];
}

/**
 * N clients, each with its own limiter (as on separate runners), sending their requests at once
 * against one organization's sliding-window quota on a manual clock; the client side does what
 * DocsApiClient does around a 429 (release with the status, wait what the limiter says, retry).
 */
export async function runSharedQuota(options: SharedQuotaOptions): Promise<SharedQuotaRun> {
  const { limit } = options;
  const start = 1_700_000_000_000;
  const clock = new ManualClock(start);
  const random = seededRandom(options.seed ?? 1);
  const latency = () => (options.latencyMs ?? 100) + random() * (options.latencyJitterMs ?? 20);
  const acceptedAt: number[] = [];
  let lastAccepted = start;
  let early = 0;
  const rateLimitedPerClient: number[] = [];
  const sent: number[][] = [];
  const acceptedBy: number[][] = [];
  const refusedBy: number[][] = [];

  const serve = (now: number): { status: number; retryAfterMs: number | undefined } => {
    const counted = acceptedAt.filter((t) => t > now - limit.windowMs);
    if (counted.length < limit.count) {
      acceptedAt.push(now);
      return { status: 202, retryAfterMs: undefined };
    }
    const frees = (counted[counted.length - limit.count] as number) + limit.windowMs - now;
    return { status: 429, retryAfterMs: options.retryAfter ? Math.ceil(frees / 1000) * 1000 : undefined };
  };

  const client = async (index: number) => {
    const limiter = new SlidingWindowLimiter(limit, clock, undefined, {
      adaptive: options.adaptive,
      random: seededRandom((options.seed ?? 1) * 1000 + index),
    });
    rateLimitedPerClient[index] = 0;
    const sends: number[] = [];
    sent[index] = sends;
    acceptedBy[index] = [];
    refusedBy[index] = [];
    let allowedFrom = -Infinity;
    const request = async () => {
      for (let attempt = 1; ; attempt++) {
        const release = await limiter.acquire();
        if (clock.now() < allowedFrom) early++;
        sends.push(clock.now() - start);
        await clock.sleep(latency());
        const answer = serve(clock.now());
        (answer.status === 429 ? refusedBy : acceptedBy)[index]?.push(clock.now() - start);
        await clock.sleep(latency());
        release(answer.status);
        if (answer.status !== 429) {
          lastAccepted = Math.max(lastAccepted, clock.now());
          return;
        }
        rateLimitedPerClient[index] = (rateLimitedPerClient[index] ?? 0) + 1;
        if (answer.retryAfterMs !== undefined)
          allowedFrom = Math.max(allowedFrom, clock.now() + answer.retryAfterMs);
        await clock.sleep(limiter.afterRateLimited(answer.retryAfterMs, attempt));
      }
    };
    await Promise.all(Array.from({ length: options.requestsPerClient }, request));
  };

  await clock.run(Promise.all(Array.from({ length: options.clients }, (_, i) => client(i))), 1_000_000);
  const total = options.clients * options.requestsPerClient;
  return {
    makespanMs: lastAccepted - start,
    minimumMs: (Math.ceil(total / limit.count) - 1) * limit.windowMs + 2 * (options.latencyMs ?? 100),
    accepted: acceptedAt.length,
    rateLimitedPerClient,
    early,
    sent,
    acceptedAt: acceptedBy,
    refusedAt: refusedBy,
  };
}
