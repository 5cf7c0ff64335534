import { abortReason } from '../../core/clock.js';
import { errorMessage } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { toGitHubError } from '../../github/errors.js';
import type { GitHubClient } from '../../github/octokit.js';
import type { DocumentCheck } from '../types.js';
import { buildLookupQuery } from './github-query.js';
import type { GraphQlAnswer, Lookup } from './github-query.js';
import { parseGitHubUrl, targetKey } from './github-url.js';

export interface GitHubCheckOptions {
  /** The job's GitHub client; undefined when there is no token (everything is then checked as pages). */
  octokit: GitHubClient | undefined;
  /** Points left untouched for the rest of the job (default: 10% of the limit, at least 50). */
  reserve?: number | undefined;
  logger: Logger;
  /**
   * Look-ups per GraphQL query (default 50). One look-up is one target (a repository, a file, an
   * issue...): a file asks a few aliases (each split of its ref), an issue two. None is a connection,
   * so a query costs GitHub's minimum of 1 point whatever its size.
   */
  batchSize?: number | undefined;
  /** A query without an answer after this long fails like a 5xx (default 30 s). */
  timeoutMs?: number | undefined;
  signal?: AbortSignal | undefined;
}

export interface GitHubCheckResult {
  /** By URL (fragment stripped), for the URLs the API answered for. */
  checks: Map<string, DocumentCheck>;
  /** URLs to check as ordinary web pages, one at a time (not an API target, no token, quota low, API error). */
  fallback: string[];
  /** API requests sent. */
  requests: number;
  /** The GraphQL budget as the last answer gave it; `resetAt` in milliseconds since the epoch. */
  rateLimit?: { remaining: number; limit: number; resetAt: number } | undefined;
}

type RateLimit = NonNullable<GitHubCheckResult['rateLimit']>;

const DEFAULT_BATCH_SIZE = 50;
const DEFAULT_TIMEOUT_MS = 30_000;
/** Failures of the API in a row (5xx, no answer) after which it is not asked again in this run. */
const MAX_FAILURES_IN_A_ROW = 2;

/**
 * Checks github.com addresses through GitHub's GraphQL API: github.com answers 429 to CI runners
 * that fetch its pages, the API answers the job's token. Many look-ups travel in one query, grouped
 * by repository. The token's budget is shared with the rest of the job: past the reserve, and when
 * the API fails, the addresses left are handed back to be fetched as pages.
 */
export async function checkGitHubLinks(
  urls: readonly string[],
  options: GitHubCheckOptions,
): Promise<GitHubCheckResult> {
  const { lookups, others } = groupTargets(urls);
  const result: GitHubCheckResult = { checks: new Map(), fallback: others, requests: 0 };
  if (lookups.length === 0) return result;
  const handBack = (batch: readonly Lookup[]) => {
    for (const lookup of batch) result.fallback.push(...lookup.urls);
  };
  const addresses = (n: number) => `${n} github.com address${n === 1 ? '' : 'es'}`;
  const asPages = (n: number, verb: string) =>
    n === 1
      ? `1 github.com address is ${verb} as a web page`
      : `${n} github.com addresses are ${verb} as web pages`;

  const octokit = options.octokit;
  const refusal = octokit ? enterpriseServer(octokit) : 'there is no GitHub token';
  if (!octokit || refusal) {
    handBack(lookups);
    const count = urlCount(lookups);
    options.logger.info(
      `${addresses(count)} cannot be checked through GitHub's API (${refusal}): ` +
        `${count === 1 ? 'it is' : 'they are'} fetched as web pages, one at a time, ` +
        'and github.com may answer 429 (too many requests) to a CI runner.',
    );
    return result;
  }

  const batches = chunk(lookups, Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE));
  let cost = 1;
  let failuresInARow = 0;
  const causes = new Set<string>();
  let failedUrls = 0;
  let quotaNote: string | undefined;
  /** Hands back the batch (or, when asking again cannot help, every batch left); true: stop asking. */
  const fail = (index: number, cause: string, fatal: boolean): boolean => {
    causes.add(cause);
    failuresInARow += 1;
    const stop = fatal || failuresInARow >= MAX_FAILURES_IN_A_ROW;
    const lost = stop ? batches.slice(index).flat() : (batches[index] ?? []);
    handBack(lost);
    failedUrls += urlCount(lost);
    return stop;
  };

  for (let index = 0; index < batches.length; index += 1) {
    const batch = batches[index]!;
    if (options.signal?.aborted) throw abortReason(options.signal);
    const rate = result.rateLimit;
    const reserve = options.reserve ?? (rate ? Math.max(50, Math.ceil(rate.limit / 10)) : 0);
    if (rate && rate.remaining - cost < reserve) {
      const left = batches.slice(index).flat();
      handBack(left);
      quotaNote =
        `GitHub's GraphQL budget is down to ${rate.remaining} of ${rate.limit} points` +
        (rate.resetAt > 0 ? ` (it resets at ${new Date(rate.resetAt).toISOString()})` : '') +
        ` and ${reserve} are kept for the rest of the job: ` +
        `${asPages(urlCount(left), 'fetched')} instead, one at a time.`;
      break;
    }

    const query = buildLookupQuery(batch);
    let answer: { body: unknown; headers: Record<string, unknown> };
    const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    try {
      result.requests += 1;
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      answer = await send(octokit, query.text, query.variables, signal);
    } catch (error) {
      if (options.signal?.aborted) throw abortReason(options.signal);
      const { cause, fatal, rateLimit } = timeout.aborted
        ? {
            cause: `no answer in ${options.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms`,
            fatal: false,
            rateLimit: undefined,
          }
        : describeFailure(error);
      if (rateLimit) result.rateLimit = rateLimit;
      if (fail(index, cause, fatal)) break;
      continue;
    }

    const rateLimit = readRateLimit(answer.headers, answer.body);
    if (rateLimit) {
      result.rateLimit = rateLimit.rate;
      cost = Math.max(1, rateLimit.cost ?? cost);
    }
    const body = answer.body as GraphQlAnswer | null;
    const problem = answerProblem(body);
    if (problem) {
      if (fail(index, problem.cause, problem.fatal)) break;
      continue;
    }
    failuresInARow = 0;
    const verdicts = query.judge(body!);
    batch.forEach((lookup, position) => {
      const verdict = verdicts[position]!;
      if ('fallback' in verdict) {
        options.logger.debug(`${verdict.fallback}: ${lookup.urls.join(', ')} fetched as a page instead`);
        result.fallback.push(...lookup.urls);
        return;
      }
      for (const url of lookup.urls) result.checks.set(url, { ...verdict.check, finalUrl: url });
    });
    options.logger.debug(
      `GitHub's API checked ${batch.length} target(s) in one query` +
        (result.rateLimit ? `; ${result.rateLimit.remaining} of ${result.rateLimit.limit} points left` : ''),
    );
  }

  if (quotaNote) options.logger.info(quotaNote);
  if (causes.size > 0) {
    options.logger.warning(
      `GitHub's API could not check github.com links: ${[...causes].join('; ')}. ` +
        `${asPages(failedUrls, 'checked')} instead, one at a time.`,
    );
  }
  return result;
}

/** URLs grouped by what they name, repositories together (a batch then touches few of them). */
function groupTargets(urls: readonly string[]): { lookups: Lookup[]; others: string[] } {
  const byKey = new Map<string, Lookup>();
  const others: string[] = [];
  const seen = new Set<string>();
  for (const written of urls) {
    const url = written.replace(/#.*$/s, '');
    if (seen.has(url)) continue;
    seen.add(url);
    const target = parseGitHubUrl(url);
    if (!target) {
      others.push(url);
      continue;
    }
    const key = targetKey(target);
    const lookup = byKey.get(key);
    if (lookup) lookup.urls.push(url);
    else byKey.set(key, { target, urls: [url] });
  }
  const group = (lookup: Lookup) =>
    lookup.target.kind === 'owner'
      ? '\u{10FFFF}'
      : `${lookup.target.owner}/${lookup.target.repo}`.toLowerCase();
  const order = new Map<string, number>();
  for (const lookup of byKey.values()) if (!order.has(group(lookup))) order.set(group(lookup), order.size);
  const lookups = [...byKey.values()].sort((a, b) => order.get(group(a))! - order.get(group(b))!);
  return { lookups, others };
}

/** Why the job's client cannot answer for github.com: it talks to a GitHub Enterprise Server. */
function enterpriseServer(octokit: GitHubClient): string | undefined {
  const base = String(octokit.request.endpoint.DEFAULTS.baseUrl);
  return /\/api\/v3\/?$/.test(base)
    ? `the token is for the GitHub Enterprise Server at ${new URL(base).host}, whose API does not know github.com`
    : undefined;
}

async function send(
  octokit: GitHubClient,
  query: string,
  variables: Record<string, string | number>,
  signal: AbortSignal,
): Promise<{ body: unknown; headers: Record<string, unknown> }> {
  // `request`, not `graphql`: it returns the headers, and a partial answer (NOT_FOUND) without throwing.
  const response = await octokit.request('POST /graphql', { query, variables, request: { signal } });
  return { body: response.data, headers: response.headers };
}

function readRateLimit(
  headers: Record<string, unknown>,
  body: unknown,
): { rate: RateLimit; cost: number | undefined } | undefined {
  const fromBody = (body as { data?: { rateLimit?: Record<string, unknown> } } | null)?.data?.rateLimit;
  const cost = typeof fromBody?.['cost'] === 'number' ? fromBody['cost'] : undefined;
  const remaining = Number(headers['x-ratelimit-remaining']);
  const limit = Number(headers['x-ratelimit-limit']);
  const reset = Number(headers['x-ratelimit-reset']);
  const resource = headers['x-ratelimit-resource'];
  if (Number.isFinite(remaining) && limit > 0 && (resource === undefined || resource === 'graphql')) {
    return { rate: { remaining, limit, resetAt: Number.isFinite(reset) ? reset * 1000 : 0 }, cost };
  }
  if (
    fromBody &&
    typeof fromBody['remaining'] === 'number' &&
    typeof fromBody['limit'] === 'number' &&
    fromBody['limit'] > 0
  ) {
    const resetAt = Date.parse(String(fromBody['resetAt']));
    return {
      rate: {
        remaining: fromBody['remaining'],
        limit: fromBody['limit'],
        resetAt: Number.isNaN(resetAt) ? 0 : resetAt,
      },
      cost,
    };
  }
  return undefined;
}

/** A 200 that answers nothing: GitHub's error shape without data (rate limited, a query it refused). */
function answerProblem(body: GraphQlAnswer | null): { cause: string; fatal: boolean } | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { cause: 'its answer was not GraphQL JSON', fatal: false };
  }
  const errors = Array.isArray(body.errors) ? body.errors : [];
  const limited = errors.find((error) => error.type === 'RATE_LIMITED');
  if (limited)
    return { cause: `the GraphQL rate limit is used up (${limited.message ?? 'RATE_LIMITED'})`, fatal: true };
  // An error about the whole query (no path) leaves no part of the answer to trust.
  const general = errors.find((error) => !Array.isArray(error.path) || error.path.length === 0);
  if (!body.data || general) {
    const message = (general ?? errors[0])?.message ?? 'no data';
    return { cause: `GitHub refused the query (${message})`, fatal: true };
  }
  return undefined;
}

/** What a thrown request says: its cause in words, whether asking again can help, the budget it reported. */
function describeFailure(error: unknown): { cause: string; fatal: boolean; rateLimit?: RateLimit } {
  const status = (error as { status?: unknown }).status;
  const response = (error as { response?: { headers?: Record<string, unknown> } }).response;
  const rate = readRateLimit(response?.headers ?? {}, undefined)?.rate;
  const budget = rate ? { rateLimit: rate } : {};
  // Octokit reports a request that got no answer as a status 500 without a response.
  if (typeof status !== 'number' || !response) {
    const timedOut =
      error instanceof Error && (error.name === 'TimeoutError' || /aborted|timed? ?out/i.test(error.message));
    return {
      cause: timedOut ? 'no answer in time' : `no answer (${errorMessage(error)})`,
      fatal: false,
      ...budget,
    };
  }
  const described = toGitHubError(error, { what: 'checking github.com links', area: 'branches' }).message;
  const cause = described.replace(/^GitHub: checking github\.com links failed: /, '').replace(/\.$/, '');
  return { cause, fatal: status < 500, ...budget };
}

function urlCount(lookups: readonly Lookup[]): number {
  return lookups.reduce((sum, lookup) => sum + lookup.urls.length, 0);
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let at = 0; at < items.length; at += size) chunks.push(items.slice(at, at + size));
  return chunks;
}
