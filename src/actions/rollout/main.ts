import { DocsCiError, errorMessage } from '../../core/errors.js';
import { escapeMultiline } from '../../core/markdown.js';
import { redact } from '../../core/secrets.js';
import { appendStepSummary } from '../../preview/summary.js';
import { renderRolloutMarkdown } from '../../rollout/rollout-summary.js';
import type { RolloutResult } from '../../rollout/run-rollout.js';
import { runRollout } from '../../rollout/run-rollout.js';
import type { ActionRun } from '../common/run.js';
import { runAction } from '../common/run.js';
import { outputNames, readRolloutInputs } from './inputs.js';

function publicResult(result: RolloutResult): Record<string, unknown> {
  return {
    valuesFile: result.valuesFile,
    changed: result.changed,
    created: result.created,
    trackedByGit: result.trackedByGit,
    helmRelease: result.helm?.release,
  };
}

async function writeSummary(
  ctx: ActionRun<(typeof outputNames)[number]>,
  written: RolloutResult | undefined,
  error?: string,
): Promise<void> {
  const parts = ['## Docs rollout', ''];
  if (written) parts.push(renderRolloutMarkdown(written));
  if (error) parts.push(`❌ ${escapeMultiline(error)}`);
  await appendStepSummary(parts.join('\n'), ctx.runner.summaryFile).catch((e: unknown) =>
    ctx.logger.warning(`Could not write the job summary: ${errorMessage(e)}`),
  );
}

export function run(): Promise<void> {
  return runAction({
    name: 'rollout',
    outputs: outputNames,
    run: async (ctx) => {
      const inputs = readRolloutInputs();
      const { signal } = ctx.startRun(inputs.timeout);
      let written: RolloutResult | undefined;
      try {
        const result = await runRollout({
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
        await writeSummary(ctx, result);
        return publicResult(result);
      } catch (error) {
        const message = redact(errorMessage(error));
        const kind = error instanceof DocsCiError ? error.kind : 'internal';
        ctx.outputs.set(
          'result',
          JSON.stringify({ ok: false, ...(written ? publicResult(written) : {}), error: { kind, message } }),
        );
        await writeSummary(ctx, written, message);
        throw error;
      }
    },
  });
}
