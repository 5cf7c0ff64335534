import * as core from '@actions/core';
import { OperationFailedError } from '../../core/errors.js';
import { describeDeploymentEnd, followDeployment, lastLogLines } from '../../deploy/follow.js';
import { escapeMarkdown } from '../../core/markdown.js';
import { clientFromInputs } from '../common/common-inputs.js';
import { runAction } from '../common/run.js';
import { outputNames, readDeployInputs } from './inputs.js';

export function run(): Promise<void> {
  return runAction({
    name: 'deploy',
    outputs: outputNames,
    run: async (ctx) => {
      const inputs = readDeployInputs();
      const { signal, deadline } = ctx.startRun(inputs.timeout);
      const client = clientFromInputs(inputs, ctx, {
        deployTriggerPath: inputs['trigger-path'],
        deployStatusPath: inputs['status-path'],
      });
      const { statusId } = await client.triggerDeployment(inputs['project-id'], { signal });
      ctx.outputs.set('status-id', statusId);
      ctx.outputs.set('status', 'triggered');
      ctx.logger.info(`deployment triggered (status ${statusId})`);
      if (!inputs.wait) return { statusId, status: 'triggered' };

      const { status, elapsedMs } = await followDeployment(client, statusId, {
        logger: ctx.logger,
        signal,
        deadline,
        clock: ctx.clock,
        label: 'deployment',
      });
      ctx.outputs.set('status', status.status);
      const logs = lastLogLines(status);
      await core.summary
        .addHeading('Deployment', 3)
        .addRaw(
          `Status: **${escapeMarkdown(status.status)}** after ${Math.round(elapsedMs / 1000)} s` +
            (status.summary ? ` — ${escapeMarkdown(status.summary)}` : '') +
            '\n\n',
        )
        .write();
      const result = { statusId, status: status.status, summary: status.summary ?? undefined };
      if (status.status !== 'success') {
        ctx.outputs.set('result', JSON.stringify({ ok: false, ...result, logs }));
        throw new OperationFailedError(describeDeploymentEnd(`deployment ${statusId}`, status));
      }
      return result;
    },
  });
}
