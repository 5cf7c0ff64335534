import { renderExportSummary } from '../../export/export-summary.js';
import type { ExportRunState } from '../../export/run-export.js';
import { exportResultJson, runExport } from '../../export/run-export.js';
import { clientFromInputs } from '../common/common-inputs.js';
import type { ActionOutputs } from '../common/run.js';
import { runAction } from '../common/run.js';
import { defaultDownloadFolder, outputNames, readExportInputs } from './inputs.js';

type Outputs = ActionOutputs<(typeof outputNames)[number]>;

/** Sets an output only when its value changed: polls would otherwise repeat it in GITHUB_OUTPUT. */
function setChanged(
  outputs: Outputs,
  name: (typeof outputNames)[number],
  value: string | number | boolean | undefined,
): void {
  if (value === undefined) return;
  if (outputs.get(name) !== String(value)) outputs.set(name, String(value));
}

function publish(outputs: Outputs, state: Readonly<ExportRunState>): void {
  const { facts } = state;
  setChanged(outputs, 'job-id', facts.jobId);
  setChanged(outputs, 'status', facts.status);
  setChanged(outputs, 'page-count', facts.pageCount);
  // Masked: registerSecret (in the export code) has already sent it to core.setSecret.
  setChanged(outputs, 'bundle-url', state.bundle?.bundleUrl);
  setChanged(outputs, 'expires-at', facts.expiresAt);
  setChanged(outputs, 'size-bytes', facts.sizeBytes);
  setChanged(outputs, 'bundle-path', facts.bundlePath);
  setChanged(outputs, 'sha256', facts.sha256);
  setChanged(outputs, 'values-changed', facts.valuesChanged);
}

export function run(): Promise<void> {
  return runAction({
    name: 'export',
    outputs: outputNames,
    run: async (ctx) => {
      const inputs = readExportInputs(ctx.logger);
      const { signal, deadline } = ctx.startRun(inputs.timeout);
      const client = clientFromInputs(inputs, ctx);
      if (!inputs.rollout) ctx.outputs.set('values-changed', 'false');
      const download =
        inputs.download === false
          ? undefined
          : (inputs.download ?? defaultDownloadFolder(ctx.runner.tempDir));

      let state: Readonly<ExportRunState> = { facts: {} };
      ctx.report.result = () => exportResultJson(state);
      ctx.report.summary = (error) => renderExportSummary({ state, error });
      state = await runExport({
        client,
        logger: ctx.logger,
        clock: ctx.clock,
        signal,
        deadline,
        request: inputs.request,
        download,
        extract: inputs.extract,
        deploymentType: inputs['deployment-type'],
        allowOrigins: inputs['allow-origins'],
        rollout: inputs.rollout && { ...inputs.rollout, bundleVersion: inputs['bundle-version'] },
        env: ctx.subprocessEnv,
        onProgress: (next) => {
          state = next;
          publish(ctx.outputs, next);
        },
      });
      publish(ctx.outputs, state);
    },
  });
}
