import { z } from 'zod';
import { DocsApiClient } from '../../client/client.js';
import { checkBaseUrl } from '../../client/config-checks.js';
import { errorMessage } from '../../core/errors.js';
import type { Clock } from '../../core/clock.js';
import type { Logger } from '../../core/logger.js';
import { input } from './inputs.js';

/** Inputs every API-calling action shares (names are the public interface: never rename). */
export const apiInputNames = ['api-key', 'base-url', 'timeout', 'rate-limit'] as const;

export function apiInputs(defaultTimeout: string) {
  return {
    'api-key': input.required(
      'api-key',
      'pass the admin API key from a secret, e.g. api-key: ${{ secrets.DOCS_API_KEY }} (pull requests from forks get no secrets).',
    ),
    // Checked with the other inputs: a preview would otherwise ask GitHub about the pull request first.
    'base-url': input
      .required('base-url', 'pass the API base URL, ending in /v1 (or set it from a variable).')
      .transform((url, ctx) => {
        try {
          checkBaseUrl(url);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: `input ${errorMessage(error)}` });
          return z.NEVER;
        }
        return url;
      }),
    timeout: input.duration('timeout', defaultTimeout),
    'rate-limit': input.rateLimit('rate-limit'),
  };
}

export type ApiInputs = z.infer<z.ZodObject<ReturnType<typeof apiInputs>>>;

/** The client for an action's run, built from the shared inputs. */
export function clientFromInputs(
  inputs: ApiInputs,
  ctx: { logger: Logger; clock: Clock },
  paths: { deployTriggerPath?: string | undefined; deployStatusPath?: string | undefined } = {},
): DocsApiClient {
  return new DocsApiClient({
    baseUrl: inputs['base-url'],
    apiKey: inputs['api-key'],
    logger: ctx.logger,
    clock: ctx.clock,
    previewLimit: inputs['rate-limit'],
    ...paths,
  });
}
