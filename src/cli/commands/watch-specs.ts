import { resolve } from 'node:path';
import type { Command } from 'commander';
import { checkPathId } from '../../client/config-checks.js';
import { describeDeploymentEnd } from '../../deploy/follow.js';
import { followToOutcome } from '../../deploy/trigger.js';
import { fileStateStore, watchSpecs } from '../../watch-specs/index.js';
import type { Execute } from '../main.js';

interface WatchSpecsOptions {
  projectId: string;
  state: string;
  config?: string;
  wait?: boolean;
  deployOnFirstRun?: boolean;
  triggerPath?: string;
  statusPath?: string;
}

export const DEFAULT_STATE_FILE = '.docs-ci/spec-state.json';

export function registerWatchSpecs(program: Command, execute: Execute): void {
  program
    .command('watch-specs')
    .description(
      'fetch the specs docs.json references by URL and trigger one deployment when any changed since the last run',
    )
    .argument('[dir]', 'the documentation directory, holding docs.json', '.')
    .requiredOption('--project-id <id>', 'the project id (dashboard, API keys page)')
    .option('--state <file>', 'where the last run is remembered (hashes, ETags)', DEFAULT_STATE_FILE)
    .option('--config <file>', 'the site configuration file (default DIR/docs.json)')
    .option('--wait', 'follow a triggered deployment to a terminal state')
    .option('--deploy-on-first-run', 'deploy on the first run too (by default it only records the specs)')
    .option('--trigger-path <template>', 'override the trigger path (default /project/update/{projectId})')
    .option(
      '--status-path <template>',
      'override the status path (default /project/update-status/{statusId})',
    )
    .action(
      execute<WatchSpecsOptions>(
        async (ctx, options, args) => {
          checkPathId(options.projectId, '--project-id');
          // Before any fetch: a missing key or base URL is a configuration error (exit 2).
          const client = ctx.client({
            ...(options.triggerPath ? { deployTriggerPath: options.triggerPath } : {}),
            ...(options.statusPath ? { deployStatusPath: options.statusPath } : {}),
          });
          const outcome = await watchSpecs({
            dir: resolve(args[0] ?? '.'),
            config: options.config === undefined ? undefined : resolve(options.config),
            store: fileStateStore(resolve(options.state), ctx.logger),
            deployer: client,
            projectId: options.projectId,
            deployOnFirstRun: Boolean(options.deployOnFirstRun),
            logger: ctx.logger,
            signal: ctx.run.signal,
            clock: ctx.clock,
          });
          const result: Record<string, unknown> = { ...outcome };
          const human = outcome.statusId ? [outcome.statusId] : [];
          if (!outcome.statusId) return { ok: true, result, human };
          if (!options.wait) return { ok: true, result: { ...result, status: 'triggered' }, human };
          const followed = await followToOutcome(client, outcome.statusId, {
            logger: ctx.logger,
            signal: ctx.run.signal,
            deadline: ctx.run.deadline,
            clock: ctx.clock,
            label: 'deployment',
          });
          if (!followed.ok) ctx.logger.error(describeDeploymentEnd('deployment', followed));
          return { ok: followed.ok, result: { ...result, status: followed.status }, human };
        },
        { timeoutMs: 30 * 60_000 },
      ),
    );
}
