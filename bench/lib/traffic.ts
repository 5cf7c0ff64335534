import dc from 'node:diagnostics_channel';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';

/** A 429 answer: when (real epoch ms) and how long its Retry-After asked to wait. */
export interface RateLimitAnswer {
  at: number;
  retryAfterMs: number;
}

/** A request that failed without an answer: when (epoch ms), its error code, whether on a kept-alive socket. */
export interface FailedRequest {
  at: number;
  code: string;
  reusedSocket: boolean;
}

function retryAfterOf(value: unknown): number {
  const seconds = Number(Array.isArray(value) ? value[0] : value);
  return Number.isFinite(seconds) ? seconds * 1000 : 0;
}

/**
 * This process's node:http client traffic to `path` (the kit's transport; fetch is not seen): the
 * moment each request started and each 429 answer arrived, with its Retry-After (divided by
 * `timeScale` when the server counts emulated seconds), the answer time of each accepted one, and
 * each request that failed without an answer (its error code, and whether it went out on a kept-alive
 * socket).
 */
export function recordClientTraffic(path: string, options: { now?: () => number; timeScale?: number } = {}) {
  const now = options.now ?? Date.now;
  const scale = options.timeScale ?? 1;
  const sent: number[] = [];
  const rateLimited: RateLimitAnswer[] = [];
  const accepted: number[] = [];
  const failed: FailedRequest[] = [];
  const onError = (message: unknown) => {
    const { request, error } = message as { request: ClientRequest; error: NodeJS.ErrnoException };
    if (request.path !== path) return;
    failed.push({ at: now(), code: error.code ?? error.message, reusedSocket: request.reusedSocket });
  };
  const onStart = (message: unknown) => {
    const { request } = message as { request: ClientRequest };
    if (request.path === path) sent.push(now());
  };
  const onFinish = (message: unknown) => {
    const { request, response } = message as { request: ClientRequest; response: IncomingMessage };
    if (request.path !== path) return;
    if (response.statusCode !== 429) {
      accepted.push(now());
      return;
    }
    rateLimited.push({ at: now(), retryAfterMs: retryAfterOf(response.headers['retry-after']) / scale });
  };
  dc.subscribe('http.client.request.start', onStart);
  dc.subscribe('http.client.response.finish', onFinish);
  dc.subscribe('http.client.request.error', onError);
  return {
    sent,
    rateLimited,
    accepted,
    failed,
    stop: () => {
      dc.unsubscribe('http.client.request.start', onStart);
      dc.unsubscribe('http.client.response.finish', onFinish);
      dc.unsubscribe('http.client.request.error', onError);
    },
  };
}

/** The 429 answers a node:http server of this process (the emulator) sent for `path`. */
export function recordServerRateLimits(path: string) {
  const answers: RateLimitAnswer[] = [];
  const onFinish = (message: unknown) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    if (response.statusCode !== 429 || new URL(request.url ?? '/', 'http://x').pathname !== path) return;
    answers.push({ at: Date.now(), retryAfterMs: retryAfterOf(response.getHeader('retry-after')) });
  };
  dc.subscribe('http.server.response.finish', onFinish);
  return { answers, stop: () => dc.unsubscribe('http.server.response.finish', onFinish) };
}

/**
 * Requests sent (or arrived) after a 429 was answered but before its Retry-After had passed.
 * `toleranceMs` leaves out requests that may have been in flight when the 429 was answered.
 * The margin is how early the first request after each 429 came after its Retry-After allowed it.
 */
export function retryAfterViolations(
  sendTimes: readonly number[],
  answers: readonly RateLimitAnswer[],
  toleranceMs: number,
): { violations: number; smallestMarginMs: number | undefined } {
  let violations = 0;
  for (const sent of sendTimes) {
    const early = answers.some((a) => sent > a.at + toleranceMs && sent < a.at + a.retryAfterMs);
    if (early) violations++;
  }
  let smallestMarginMs: number | undefined;
  for (const answer of answers) {
    const next = sendTimes.filter((t) => t > answer.at + toleranceMs).sort((a, b) => a - b)[0];
    if (next === undefined) continue;
    const margin = next - (answer.at + answer.retryAfterMs);
    smallestMarginMs = smallestMarginMs === undefined ? margin : Math.min(smallestMarginMs, margin);
  }
  return { violations, smallestMarginMs };
}
