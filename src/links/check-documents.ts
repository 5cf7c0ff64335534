import type { Clock } from '../core/clock.js';
import { systemClock } from '../core/clock.js';
import type { Logger } from '../core/logger.js';
import type { GitHubClient } from '../github/octokit.js';
import type { LinkCache } from './cache.js';
import { parseGitHubUrl } from './github/github-url.js';
import { AgentPool, fetchDocument } from './http/fetch-document.js';
import type { NetworkOptions } from './http/fetch-document.js';
import { HostScheduler } from './schedule/host-scheduler.js';
import type { DocumentCheck } from './types.js';

export interface DocumentRequest {
  /** An http(s) URL without fragment. */
  document: string;
  /** A link to it has a fragment: read the HTML for its anchors. */
  wantAnchors: boolean;
}

export interface EngineOptions {
  allowPrivate: boolean;
  maxConcurrency: number;
  hostConcurrency: number;
  requestTimeoutMs: number;
  network?: NetworkOptions | undefined;
  /** GitHub's API with the job's token: github.com links are checked through it. */
  github?: GitHubClient | undefined;
  cache: LinkCache;
  logger: Logger;
  clock?: Clock | undefined;
  signal?: AbortSignal | undefined;
}

export interface CheckedDocument extends DocumentCheck {
  cached?: boolean;
  /** Checked through GitHub's API. */
  viaGitHub?: boolean;
}

export interface EngineResult {
  checks: Map<string, CheckedDocument>;
  /** Requests sent: to sites and to GitHub's API. */
  requests: number;
  hosts: number;
  /** Documents that could not be checked because the network (DNS) is unreachable. */
  networkDown: number;
  /** Documents a server answered in this run (any HTTP status). */
  answered: number;
}

/** github.com's HTML pages answer 429 to CI runners: when they must be fetched, one at a time. */
const GITHUB_PAGES_HOSTS = ['github.com', 'www.github.com'];

/**
 * Checks each document once: from the cache when it was fine lately, GitHub's through the API, the
 * rest over HTTP under the per-host politeness of the scheduler.
 */
export async function checkDocuments(
  requests: readonly DocumentRequest[],
  options: EngineOptions,
): Promise<EngineResult> {
  const checks = new Map<string, CheckedDocument>();
  const toFetch: DocumentRequest[] = [];
  for (const request of requests) {
    const cached = options.cache.reusable(request.document, request.wantAnchors);
    if (cached) checks.set(request.document, { ...cached, cached: true });
    else toFetch.push(request);
  }

  let apiRequests = 0;
  const github = toFetch.filter((request) => parseGitHubUrl(request.document) !== undefined);
  if (github.length > 0 && options.github) {
    // GitHub's GraphQL look-ups are loaded only by the runs that have github.com links and a token.
    const { checkGitHubLinks } = await import('./github/github-checker.js');
    const answered = await checkGitHubLinks(
      github.map((request) => request.document),
      { octokit: options.github, logger: options.logger, signal: options.signal },
    );
    apiRequests = answered.requests;
    for (const [document, check] of answered.checks) {
      checks.set(document, { ...check, viaGitHub: true });
      options.cache.remember(document, check);
    }
  }

  const clock = options.clock ?? systemClock;
  const scheduler = new HostScheduler({
    maxConcurrency: options.maxConcurrency,
    hostConcurrency: options.hostConcurrency,
    retries: 2,
    maxWaitMs: 60_000,
    clock,
    signal: options.signal,
  });
  for (const host of GITHUB_PAGES_HOSTS) scheduler.setHostConcurrency(host, 1);
  const agents = new AgentPool(options.network, options.allowPrivate);
  try {
    await Promise.all(
      toFetch
        .filter((request) => !checks.has(request.document))
        .map(async (request) => {
          const host = new URL(request.document).host;
          const check = await scheduler.check(host, (signal) =>
            fetchDocument(
              request.document,
              {
                wantAnchors: request.wantAnchors,
                startWithGet: options.cache.troubledBefore(request.document),
                timeoutMs: options.requestTimeoutMs,
                signal,
                now: () => clock.now(),
              },
              agents,
            ),
          );
          checks.set(request.document, check);
        }),
    );
  } finally {
    agents.destroy();
  }

  const networkDown = [...checks.values()].filter((check) => check.networkDown).length;
  for (const request of toFetch) {
    const check = checks.get(request.document);
    if (check && !check.viaGitHub) options.cache.remember(request.document, check);
  }
  return {
    checks,
    requests: apiRequests + scheduler.stats().requests,
    hosts: scheduler.stats().hosts + (apiRequests > 0 ? 1 : 0),
    networkDown,
    answered: [...checks.values()].filter((check) => check.code !== null && !check.cached).length,
  };
}
