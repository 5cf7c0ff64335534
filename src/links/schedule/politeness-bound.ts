/** The work one host is given and how politely it is served. */
export interface HostLoad {
  /** Documents to fetch from the host. */
  urls: number;
  /** Time one request takes, answer included. */
  latencyMs: number;
  /** Requests in flight at once to the host. */
  concurrency: number;
  /** Requests per second the host allows, when it is rate limited as well. */
  ratePerSecond?: number | undefined;
}

/**
 * The shortest wall time (ms) in which a polite checker can fetch every document: no host can be
 * done faster than its documents in rounds of `concurrency` requests, nor faster than its rate
 * allows, so the host with the most work sets the run. With `maxConcurrency` (requests in flight over
 * all hosts) the run also takes at least all the work shared over those slots.
 *
 * Rounds are whole (3 documents at 2 at once take two latencies), so a host with few documents is
 * not credited with half a request.
 */
export function politenessBoundMs(hosts: readonly HostLoad[], maxConcurrency?: number): number {
  let bound = 0;
  let totalWorkMs = 0;
  for (const host of hosts) {
    const { urls, latencyMs, concurrency, ratePerSecond } = host;
    if (!(urls >= 0) || !(latencyMs >= 0)) throw new RangeError('urls and latencyMs must be zero or more');
    if (!(concurrency >= 1)) throw new RangeError('concurrency must be at least 1');
    if (ratePerSecond !== undefined && !(ratePerSecond > 0))
      throw new RangeError('ratePerSecond must be positive');
    const byConcurrency = Math.ceil(urls / Math.floor(concurrency)) * latencyMs;
    const byRate = ratePerSecond === undefined ? 0 : (urls / ratePerSecond) * 1000;
    bound = Math.max(bound, byConcurrency, byRate);
    totalWorkMs += urls * latencyMs;
  }
  if (maxConcurrency !== undefined) {
    if (!(maxConcurrency >= 1)) throw new RangeError('maxConcurrency must be at least 1');
    bound = Math.max(bound, totalWorkMs / Math.floor(maxConcurrency));
  }
  return bound;
}
