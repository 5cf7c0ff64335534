import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../core/logger.js';
import { silentLogger } from '../core/logger.js';
import type { GitHubOperation } from './errors.js';
import { secondaryRateLimitDelayMs, toGitHubError } from './errors.js';

/**
 * The policy of every GitHub call docs-ci makes: what is retried (a secondary rate limit, once, when
 * its wait is short enough), and that every failure leaves as a DocsCiError saying what to do.
 */

export interface GitHubCallOptions {
  logger?: Logger | undefined;
  /** Longest `retry-after` honoured before giving up instead of retrying (default 60 s). */
  maxRetryAfterMs?: number | undefined;
}

/**
 * Runs one GitHub call (or a whole paginated listing). A secondary rate limit gets exactly one retry
 * after the wait `retry-after` asks for, when that wait is at most `maxRetryAfterMs`; every other
 * failure becomes a DocsCiError at once. Retrying a write is safe here: a rate-limited request was
 * not processed.
 */
export async function callGitHub<T>(
  operation: GitHubOperation,
  call: () => Promise<T>,
  options: GitHubCallOptions = {},
): Promise<T> {
  const logger = options.logger ?? silentLogger;
  const maxWait = options.maxRetryAfterMs ?? 60_000;
  try {
    return await call();
  } catch (error) {
    const waitMs = secondaryRateLimitDelayMs(error);
    if (waitMs === undefined) throw toGitHubError(error, operation);
    if (waitMs > maxWait) {
      throw toGitHubError(
        error,
        operation,
        `GitHub asked to wait ${Math.ceil(waitMs / 1000)}s, longer than the ${Math.round(maxWait / 1000)}s this step waits.`,
      );
    }
    logger.warning(
      `GitHub secondary rate limit while ${operation.what}; retrying once in ${Math.ceil(waitMs / 1000)}s as its retry-after asks.`,
    );
    await sleep(waitMs);
    try {
      return await call();
    } catch (retryError) {
      throw toGitHubError(retryError, operation, '(after one retry)');
    }
  }
}
