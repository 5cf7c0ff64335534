import { escapeMultiline } from '../../core/markdown.js';
import { renderRolloutMarkdown } from '../../rollout/rollout-summary.js';
import type { RolloutResult } from '../../rollout/run-rollout.js';
import { runRollout } from '../../rollout/run-rollout.js';
import { runAction } from '../common/run.js';
import { outputNames, readRolloutInputs } from './inputs.js';

function publicResult(result: RolloutResult | undefined): Record<string, unknown> {
  if (!result) return {};
  return {
    valuesFile: result.valuesFile,
    changed: result.changed,
    created: result.created,
    trackedByGit: result.trackedByGit,
    helmRelease: result.helm?.release,
  };
}

function renderSummary(written: RolloutResult | undefined, error: string | undefined): string {
  const parts = ['## Docs rollout', ''];
  if (written) parts.push(renderRolloutMarkdown(written));
  if (error) parts.push(`❌ ${escapeMultiline(error)}`);
  return parts.join('\n');
}

export function run(): Promise<void> {
  return runAction({
    name: 'rollout',
    outputs: outputNames,
    run: async (ctx) => {
      const inputs = readRolloutInputs();
      const { signal } = ctx.startRun(inputs.timeout);
      let written: RolloutResult | undefined;
      ctx.report.result = () => publicResult(written);
      ctx.report.summary = (failure) => renderSummary(written, failure?.message);
      written = await runRollout({
        ...inputs.rollout,
        bundleUrl: inputs['bundle-url'],
        version: inputs.version,
        logger: ctx.logger,
        signal,
        env: ctx.subprocessEnv,
        onValuesWritten: (values) => {
          written = values;
          ctx.outputs.set('values-changed', values.changed);
        },
      });
    },
  });
}
