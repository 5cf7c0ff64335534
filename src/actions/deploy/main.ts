import * as core from '@actions/core';
import { OperationFailedError } from '../../core/errors.js';
import { describeDeploymentEnd } from '../../deploy/follow.js';
import { triggerAndFollow } from '../../deploy/trigger.js';
import { escapeMarkdown } from '../../core/markdown.js';
import { clientFromInputs } from '../common/common-inputs.js';
import { runAction } from '../common/run.js';
import { outputNames, readDeployInputs } from './inputs.js';

export function run(): Promise<void> {
  return runAction({
    name: 'deploy',
    outputs: outputNames,
    run: async (ctx) => {
      const inputs = readDeployInputs(ctx.logger);
      const { signal, deadline } = ctx.startRun(inputs.timeout);
      const client = clientFromInputs(inputs, ctx);
      const outcome = await triggerAndFollow(client, inputs['project-id'], {
        wait: inputs.wait,
        logger: ctx.logger,
        signal,
        deadline,
        clock: ctx.clock,
        label: 'deployment',
        onTriggered: (statusId) => {
          ctx.outputs.set('status-id', statusId);
          ctx.outputs.set('status', 'triggered');
        },
      });
      const { statusId, status } = outcome;
      if (status === 'triggered') return { statusId, status };

      ctx.outputs.set('status', status);
      await core.summary
        .addHeading('Deployment', 3)
        .addRaw(
          `Status: **${escapeMarkdown(status)}** after ${Math.round((outcome.elapsedMs ?? 0) / 1000)} s` +
            (outcome.summary ? ` — ${escapeMarkdown(outcome.summary)}` : '') +
            '\n\n',
        )
        .write();
      const result = { statusId, status, summary: outcome.summary };
      if (!outcome.ok) {
        ctx.outputs.set('result', JSON.stringify({ ok: false, ...result, logs: outcome.logs }));
        throw new OperationFailedError(describeDeploymentEnd(`deployment ${statusId}`, outcome));
      }
      return result;
    },
  });
}
