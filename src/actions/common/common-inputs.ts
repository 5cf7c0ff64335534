import { DocsApiClient } from '../../client/client.js';
import type { ApiKey, BaseUrl, PathTemplate } from '../../client/config-checks.js';
import { parseApiKey, parseBaseUrl, parsePathTemplate } from '../../client/config-checks.js';
import type { RateLimit } from '../../client/rate-limit.js';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import { input } from './inputs.js';

/** Inputs every API-calling action shares (names are the public interface: never rename). */
export const apiInputNames = ['api-key', 'base-url', 'timeout', 'rate-limit'] as const;

/**
 * The shared inputs' schema. The key and the base URL are checked with the other inputs, before any
 * request (a preview would otherwise ask GitHub about the pull request first); the logger gets the
 * parsers' warnings (a key or URL that looks wrong but may work).
 */
export function apiInputs(defaultTimeout: string, logger: Logger) {
  return {
    'api-key': input.via((text) => parseApiKey(text, 'input api-key', logger)),
    'base-url': input.via((text) => parseBaseUrl(text, 'input base-url', logger)),
    timeout: input.duration('timeout', defaultTimeout),
    'rate-limit': input.rateLimit('rate-limit'),
  };
}

/** The `trigger-path` and `status-path` overrides of the deployment paths. */
export const deployPathInputs = {
  'trigger-path': input.via((text) =>
    text.trim() === '' ? undefined : parsePathTemplate(text.trim(), 'projectId', 'input trigger-path'),
  ),
  'status-path': input.via((text) =>
    text.trim() === '' ? undefined : parsePathTemplate(text.trim(), 'statusId', 'input status-path'),
  ),
};

export interface ApiInputs {
  'api-key': ApiKey;
  'base-url': BaseUrl;
  'rate-limit': RateLimit | undefined;
  'trigger-path'?: PathTemplate | undefined;
  'status-path'?: PathTemplate | undefined;
}

/** The client for an action's run, built from the parsed inputs. */
export function clientFromInputs(inputs: ApiInputs, ctx: { logger: Logger; clock: Clock }): DocsApiClient {
  return new DocsApiClient({
    baseUrl: inputs['base-url'],
    apiKey: inputs['api-key'],
    logger: ctx.logger,
    clock: ctx.clock,
    previewLimit: inputs['rate-limit'],
    deployTriggerPath: inputs['trigger-path'],
    deployStatusPath: inputs['status-path'],
  });
}
