import { setTimeout as sleep } from 'node:timers/promises';

export interface RivalOptions {
  /** Preview trigger URL of the rival's project (same organization as the kit). */
  url: string;
  apiKey: string;
  /** One request per interval: 2 x window / count spends half the quota. */
  intervalMs: number;
  signal: AbortSignal;
  /** After a 429 the rival asks again this soon, whatever Retry-After says (default 10 ms). */
  retryMs?: number;
  /** Bounds on the rival's requests and time, whatever happens. */
  maxRequests?: number;
  maxMs?: number;
}

/**
 * Another workflow of the same organization: a plain fetch loop with no shared limiter that sends
 * one preview trigger per interval and, on a 429, asks again every `retryMs` until it is accepted.
 * It ignores Retry-After on purpose: a rival that waited as long as the kit would lose every race
 * for a freed slot and spend far less than its share; this one really takes its half.
 */
export interface RivalResult {
  accepted: number;
  rateLimited: number;
}

export async function runRival(options: RivalOptions): Promise<RivalResult> {
  const signal = AbortSignal.any([options.signal, AbortSignal.timeout(options.maxMs ?? 120_000)]);
  const maxRequests = options.maxRequests ?? 5000;
  let accepted = 0;
  let rateLimited = 0;
  let next = performance.now();
  try {
    for (let sent = 0; sent < maxRequests && !signal.aborted;) {
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait, undefined, { signal });
      for (; sent < maxRequests;) {
        sent++;
        const response = await fetch(options.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ branch: `rival-${sent}` }),
          signal,
        });
        await response.arrayBuffer();
        if (response.status !== 429) {
          accepted++;
          break;
        }
        rateLimited++;
        await sleep(options.retryMs ?? 10, undefined, { signal });
      }
      next += options.intervalMs;
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
  return { accepted, rateLimited };
}
