import { resolve } from 'node:path';
import { OperationFailedError } from '../../core/errors.js';
import { validateWithScope } from '../../validate/base/scoped-validation.js';
import { renderSummaryMarkdown, shouldFail } from '../../validate/index.js';
import type { Finding } from '../../validate/index.js';
import { annotationOrder } from '../../validate/render/annotation-order.js';
import { isHttpUrlLike } from '../../validate/source/repo-files.js';
import { annotatedRun } from '../common/annotated-run.js';
import { runAction } from '../common/run.js';
import { boundedReport } from './result.js';
import { outputNames, readValidateInputs } from './inputs.js';

export function run(): Promise<void> {
  return runAction({
    name: 'validate',
    outputs: outputNames,
    run: async (ctx) => {
      const inputs = readValidateInputs();
      const { runner } = ctx;
      const { workspace } = runner;
      const dir = resolve(workspace, inputs['docs-dir'] ?? '.');
      const { github, lineUrl, publish } = await annotatedRun({
        annotate: inputs.annotate,
        token: inputs['github-token'],
        runner,
        docsDir: dir,
      });

      const validation = await validateWithScope({
        docsDir: dir,
        config: inputs.config === undefined ? undefined : resolve(workspace, inputs.config),
        extension: inputs.extension,
        fetchUrls: inputs['fetch-urls'],
        scope: inputs.scope,
        eventName: runner.eventName,
        eventPayload: runner.eventPayload,
        workspace,
        tempDir: runner.tempDir,
        env: ctx.subprocessEnv,
        github,
        logger: ctx.logger,
      });
      const { report, scope } = validation;
      const failOn = inputs['fail-on'];
      const failed = shouldFail(report, failOn, scope);
      const headSha = validation.change?.headSha ?? runner.sha;
      const fileUrl = (finding: Finding) =>
        isHttpUrlLike(finding.file) ? undefined : lineUrl(headSha, finding.file, finding.line);
      const summary = (elsewhere: string) => renderSummaryMarkdown(report, { scope, fileUrl, elsewhere });

      const published = await publish({
        command: 'validate',
        docsDirInput: inputs['docs-dir'],
        findings: annotationOrder(report, validation.changedFiles),
        mode: inputs.annotate,
        headSha,
        failed,
        title: headline(report.errors.length, report.warnings.length, report.comparison),
        summary,
        logger: ctx.logger,
      });
      for (const note of report.notes) ctx.logger.notice(note);

      ctx.outputs.set('errors', report.errors.length);
      ctx.outputs.set('warnings', report.warnings.length);
      ctx.outputs.set('new-errors', report.comparison?.newErrors);
      ctx.outputs.set('new-warnings', report.comparison?.newWarnings);
      ctx.outputs.set('pages', report.pages.length);
      ctx.report.summary = () => summary(published.elsewhere);
      ctx.report.result = {
        ...boundedReport(report),
        scope,
        ...(report.comparison ? { comparison: report.comparison } : {}),
        ...published.result,
      };
      const counts = headline(report.errors.length, report.warnings.length, report.comparison);
      if (failed) {
        throw new OperationFailedError(
          `${counts}, ${report.pages.length} generated page(s) (fail-on: ${failOn}, scope: ${scope})`,
        );
      }
      ctx.logger.info(`${counts}, ${report.pages.length} generated page(s) (scope: ${scope})`);
    },
  });
}

function headline(
  errors: number,
  warnings: number,
  comparison: { newErrors: number; newWarnings: number } | undefined,
): string {
  const total = `${errors} error(s), ${warnings} warning(s)`;
  return comparison
    ? `${comparison.newErrors} new error(s), ${comparison.newWarnings} new warning(s) (${total} in all)`
    : total;
}
