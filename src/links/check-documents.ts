import type { Clock } from '../core/clock.js';
import type { Logger } from '../core/logger.js';
import type { GitHubClient } from '../github/octokit.js';
import type { LinkCache } from './cache.js';
import { parseGitHubUrl } from './github/github-url.js';
import type { NetworkOptions } from './http/fetch-document.js';
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

  // The HTTP engine (scheduler, agents, HTML reading) is loaded only when some document is not
  // answered by the cache or GitHub's API: a run whose links are all cached, or that has none, never
  // evaluates it.
  const pending = toFetch.filter((request) => !checks.has(request.document));
  let fetched = { requests: 0, hosts: 0 };
  if (pending.length > 0) {
    const { fetchDocuments } = await import('./fetch-documents.js');
    fetched = await fetchDocuments(pending, checks, options);
  }

  const networkDown = [...checks.values()].filter((check) => check.networkDown).length;
  for (const request of toFetch) {
    const check = checks.get(request.document);
    if (check && !check.viaGitHub) options.cache.remember(request.document, check);
  }
  return {
    checks,
    requests: apiRequests + fetched.requests,
    hosts: fetched.hosts + (apiRequests > 0 ? 1 : 0),
    networkDown,
    answered: [...checks.values()].filter((check) => check.code !== null && !check.cached).length,
  };
}
