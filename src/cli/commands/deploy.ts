import type { Command } from 'commander';
import { checkPathId } from '../../client/config-checks.js';
import { describeDeploymentEnd, readDeploymentStatus } from '../../deploy/follow.js';
import type { DeployOutcome } from '../../deploy/trigger.js';
import { followToOutcome, triggerAndFollow } from '../../deploy/trigger.js';
import type { Execute } from '../main.js';

interface DeployOptions {
  projectId: string;
  wait: boolean;
  triggerPath?: string;
  statusPath?: string;
}

interface StatusOptions {
  wait?: boolean;
  statusPath?: string;
}

export function registerDeploy(program: Command, execute: Execute): void {
  program
    .command('deploy')
    .description("trigger a deployment of the project's deployment branch and follow it to the end")
    .requiredOption('--project-id <id>', 'the project id (dashboard, API keys page)')
    .option('--wait', 'follow the deployment to a terminal state (default)', true)
    .option('--no-wait', 'return once the deployment is triggered')
    .option('--trigger-path <template>', 'override the trigger path (default /project/update/{projectId})')
    .option(
      '--status-path <template>',
      'override the status path (default /project/update-status/{statusId})',
    )
    .action(
      execute<DeployOptions>(
        async (ctx, options) => {
          checkPathId(options.projectId, '--project-id');
          const client = ctx.client({
            deployTriggerPath: options.triggerPath,
            deployStatusPath: options.statusPath,
          });
          const outcome = await triggerAndFollow(client, options.projectId, {
            wait: options.wait,
            logger: ctx.logger,
            signal: ctx.run.signal,
            deadline: ctx.run.deadline,
            clock: ctx.clock,
            label: 'deployment',
          });
          if (outcome.status === 'triggered')
            return {
              ok: true,
              result: { statusId: outcome.statusId, status: 'triggered' },
              human: [outcome.statusId],
            };
          return deploymentOutcome(ctx.logger, outcome);
        },
        { timeoutMs: 30 * 60_000 },
      ),
    );

  program
    .command('status')
    .description('show the status of a deployment, or follow it with --wait')
    .argument('<status-id>', 'the statusId returned by preview or deploy')
    .option('--wait', 'follow to a terminal state')
    .option(
      '--status-path <template>',
      'override the status path (default /project/update-status/{statusId})',
    )
    .action(
      execute<StatusOptions>(
        async (ctx, options, args) => {
          const statusId = checkPathId(args[0] ?? '', 'STATUS_ID');
          const client = ctx.client({ deployStatusPath: options.statusPath });
          if (options.wait) {
            const outcome = await followToOutcome(client, statusId, {
              logger: ctx.logger,
              signal: ctx.run.signal,
              deadline: ctx.run.deadline,
              clock: ctx.clock,
            });
            return deploymentOutcome(ctx.logger, outcome);
          }
          const status = await readDeploymentStatus(client, statusId, {
            logger: ctx.logger,
            signal: ctx.run.signal,
            clock: ctx.clock,
          });
          return {
            ok: status.status !== 'failure',
            result: { statusId, status: status.status, summary: status.summary ?? undefined },
            human: [`${status.status}${status.summary ? `\t${status.summary}` : ''}`],
          };
        },
        { timeoutMs: 30 * 60_000 },
      ),
    );
}

function deploymentOutcome(logger: { error(m: string): void }, outcome: DeployOutcome) {
  if (!outcome.ok) logger.error(describeDeploymentEnd('deployment', outcome));
  return {
    ok: outcome.ok,
    result: {
      statusId: outcome.statusId,
      status: outcome.status,
      summary: outcome.summary,
      logs: outcome.logs,
    },
    human: [`${outcome.status}${outcome.summary ? `\t${outcome.summary}` : ''}`],
  };
}
