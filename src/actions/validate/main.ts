import { relative, resolve, sep } from 'node:path';
import * as core from '@actions/core';
import { OperationFailedError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { renderSummaryMarkdown, shouldFail, validateDocs } from '../../validate/index.js';
import type { Finding, ValidationReport } from '../../validate/index.js';
import { isHttpUrlLike } from '../../validate/source/repo-files.js';
import { runAction } from '../common/run.js';
import { boundedReport } from './result.js';
import { outputNames, readValidateInputs } from './inputs.js';

export function run(): Promise<void> {
  return runAction({
    name: 'validate',
    outputs: outputNames,
    run: async (ctx) => {
      const inputs = readValidateInputs();
      const workspace = resolve(ctx.env.GITHUB_WORKSPACE ?? process.cwd());
      const dir = resolve(workspace, inputs['docs-dir'] ?? '.');
      const report = await validateDocs({
        dir,
        ...(inputs.config === undefined ? {} : { config: resolve(workspace, inputs.config) }),
        ...(inputs.extension === undefined ? {} : { extension: inputs.extension }),
        fetchUrls: inputs['fetch-urls'],
      });

      annotate(report, ctx.logger, (file) => toPosix(relative(workspace, resolve(dir, file))));
      for (const note of report.notes) ctx.logger.notice(note);
      ctx.outputs.set('errors', report.errors.length);
      ctx.outputs.set('warnings', report.warnings.length);
      ctx.outputs.set('pages', report.pages.length);
      await core.summary.addRaw(renderSummaryMarkdown(report)).write();

      const result = boundedReport(report);
      const counts =
        `${report.errors.length} error(s), ${report.warnings.length} warning(s), ` +
        `${report.pages.length} generated page(s)`;
      if (shouldFail(report, inputs['fail-on'])) {
        ctx.outputs.set('result', JSON.stringify({ ok: false, ...result }));
        throw new OperationFailedError(`${counts} (fail-on: ${inputs['fail-on']})`);
      }
      ctx.logger.info(counts);
      return { ...result };
    },
  });
}

/** One annotation per finding, at its file as GitHub names it (relative to the workspace). */
function annotate(report: ValidationReport, logger: Logger, workspacePath: (file: string) => string): void {
  const emit = (finding: Finding, level: 'error' | 'warning') => {
    const message = `${finding.rule}: ${finding.message}`;
    if (isHttpUrlLike(finding.file)) {
      // A spec fetched from a URL has no file in the repository to annotate.
      logger[level](`${finding.file}:${finding.line}:${finding.column}: ${message}`);
    } else {
      logger[level](message, {
        file: workspacePath(finding.file),
        line: finding.line,
        column: finding.column,
      });
    }
  };
  for (const finding of report.errors) emit(finding, 'error');
  for (const finding of report.warnings) emit(finding, 'warning');
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}
