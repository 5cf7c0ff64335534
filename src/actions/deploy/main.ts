import { OperationFailedError } from '../../core/errors.js';
import { escapeMarkdown } from '../../core/markdown.js';
import { describeDeploymentEnd } from '../../deploy/follow.js';
import { triggerAndFollow } from '../../deploy/trigger.js';
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
          ctx.report.result = { statusId, status: 'triggered' };
        },
      });
      const { statusId, status } = outcome;
      if (status === 'triggered') return;

      ctx.outputs.set('status', status);
      ctx.report.result = {
        statusId,
        status,
        summary: outcome.summary,
        ...(outcome.ok ? {} : { logs: outcome.logs }),
      };
      ctx.report.summary = () =>
        '### Deployment\n\n' +
        `Status: **${escapeMarkdown(status)}** after ${Math.round((outcome.elapsedMs ?? 0) / 1000)} s` +
        (outcome.summary ? ` — ${escapeMarkdown(outcome.summary)}` : '') +
        '\n';
      if (!outcome.ok)
        throw new OperationFailedError(describeDeploymentEnd(`deployment ${statusId}`, outcome));
    },
  });
}
