import { systemClock } from '../core/clock.js';
import type { CheckedDocument, DocumentRequest, EngineOptions } from './check-documents.js';
import { AgentPool, fetchDocument } from './http/fetch-document.js';
import { HostScheduler } from './schedule/host-scheduler.js';

/** github.com's HTML pages answer 429 to CI runners: when they must be fetched, one at a time. */
const GITHUB_PAGES_HOSTS = ['github.com', 'www.github.com'];

/**
 * Fetches each document over HTTP under the per-host politeness of the scheduler, into `checks`
 * (checkDocuments loads this module only when some document is left to fetch).
 */
export async function fetchDocuments(
  toFetch: readonly DocumentRequest[],
  checks: Map<string, CheckedDocument>,
  options: EngineOptions,
): Promise<{ requests: number; hosts: number }> {
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
      toFetch.map(async (request) => {
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

  const { requests, hosts } = scheduler.stats();
  return { requests, hosts };
}
