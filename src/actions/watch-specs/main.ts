import { relative, resolve, sep } from 'node:path';
import { OperationFailedError } from '../../core/errors.js';
import { escapeMarkdown } from '../../core/markdown.js';
import { describeDeploymentEnd } from '../../deploy/follow.js';
import { followToOutcome } from '../../deploy/trigger.js';
import { watchSpecs } from '../../watch-specs/index.js';
import type { WatchSpecsResult } from '../../watch-specs/index.js';
import { clientFromInputs } from '../common/common-inputs.js';
import { runAction } from '../common/run.js';
import { outputNames, readWatchSpecsInputs } from './inputs.js';
import { openActionStateStore } from './state-store.js';

export function run(): Promise<void> {
  return runAction({
    name: 'watch-specs',
    outputs: outputNames,
    run: async (ctx) => {
      const inputs = readWatchSpecsInputs(ctx.logger);
      const { signal, deadline } = ctx.startRun(inputs.timeout);
      const client = clientFromInputs(inputs, ctx);
      const { workspace } = ctx.runner;
      const dir = resolve(workspace, inputs['docs-dir'] ?? '.');
      const store = await openActionStateStore({
        workspace,
        runner: ctx.runner,
        projectId: inputs['project-id'],
        logger: ctx.logger,
      });
      const outcome = await watchSpecs({
        dir,
        config: inputs.config === undefined ? undefined : resolve(workspace, inputs.config),
        store,
        deployer: client,
        projectId: inputs['project-id'],
        deployOnFirstRun: inputs['deploy-on-first-run'],
        logger: ctx.logger,
        signal,
        clock: ctx.clock,
        displayPath: (file) => toPosix(relative(workspace, resolve(dir, file))),
      });
      ctx.outputs.set('changed', JSON.stringify(outcome.changed));
      ctx.outputs.set('status-id', outcome.statusId);
      const result: Record<string, unknown> = { ...outcome };
      ctx.report.result = result;
      ctx.report.summary = () => renderSummary(outcome, result.status as string | undefined);
      if (outcome.statusId && inputs.wait) {
        const followed = await followToOutcome(client, outcome.statusId, {
          logger: ctx.logger,
          signal,
          deadline,
          clock: ctx.clock,
          label: 'deployment',
        });
        result.status = followed.status;
        if (!followed.ok) {
          result.logs = followed.logs;
          throw new OperationFailedError(describeDeploymentEnd(`deployment ${outcome.statusId}`, followed));
        }
      } else if (outcome.statusId) result.status = 'triggered';
    },
  });
}

function renderSummary(outcome: WatchSpecsResult, status: string | undefined): string {
  const rows: [string, string][] = [
    ...outcome.changed.map((url): [string, string] => [url, 'changed']),
    ...outcome.unchanged.map((url): [string, string] => [url, 'unchanged']),
    ...outcome.recorded.map((url): [string, string] => [url, 'recorded']),
    ...outcome.failed.map(({ url, error }): [string, string] => [url, `fetch failed: ${error}`]),
  ];
  let text = '### Specs referenced by URL\n\n';
  if (rows.length === 0) text += 'docs.json references no spec by URL.\n';
  else {
    text += '| Spec | Result |\n| --- | --- |\n';
    text += rows.map(([url, what]) => `| ${escapeMarkdown(url)} | ${escapeMarkdown(what)} |\n`).join('');
    text += '\n';
    if (outcome.statusId)
      text += `Deployment triggered: status ${escapeMarkdown(outcome.statusId)}${status ? ` (${escapeMarkdown(status)})` : ''}.\n`;
    else if (outcome.firstRun && outcome.changed.length === 0)
      text += 'First run: the specs were recorded; later runs deploy when one changes.\n';
    else text += 'No spec changed: no deployment.\n';
  }
  return text;
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}
