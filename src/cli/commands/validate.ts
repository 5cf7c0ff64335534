import { resolve } from 'node:path';
import { Option } from 'commander';
import type { Command } from 'commander';
import { readBaseline } from '../../validate/compare/baseline.js';
import { markIntroduced } from '../../validate/compare/introduced.js';
import { compareWithBaseDir } from '../../validate/base/compare-with-base.js';
import { renderTextReport, shouldFail, validateDocs } from '../../validate/index.js';
import { headValidation } from '../../validate/validate-docs.js';
import type { FailOn, Scope, ValidationReport } from '../../validate/index.js';
import type { Execute } from '../main.js';
import { checkBaseOptions } from './options.js';

interface ValidateOptions {
  config?: string;
  format: 'text' | 'json';
  extension: string;
  failOn: FailOn;
  fetchUrls?: boolean;
  baseline?: string;
  baseDir?: string;
  scope: Scope;
}

export function registerValidate(program: Command, execute: Execute): void {
  program
    .command('validate')
    .description('validate docs.json and its OpenAPI specs offline (no API key needed)')
    .argument('[dir]', 'the documentation directory, holding docs.json', '.')
    .option('--config <file>', 'the site configuration file (default DIR/docs.json)')
    .addOption(
      new Option('--format <format>', 'text: one line per finding; json: the report object')
        .choices(['text', 'json'])
        .default('text'),
    )
    .option('--extension <name>', "name of the platform's OpenAPI vendor extension", 'x-doc')
    .addOption(
      new Option('--fail-on <level>', 'exit 1 on errors, on warnings (or errors), or never')
        .choices(['errors', 'warnings', 'never'])
        .default('errors'),
    )
    .option(
      '--fetch-urls',
      'also download the specs referenced by URL and check against them (off by default: offline, references into them are counted as not checked)',
    )
    .option(
      '--baseline <report.json>',
      'a previous --format json report (of the base branch, say): findings not in it are new, and only new findings decide (see --scope)',
    )
    .option(
      '--base-dir <dir>',
      'a checkout of the base (a git worktree of the target branch, say), validated the same way: findings not in it are new',
    )
    .addOption(
      new Option(
        '--scope <scope>',
        'which findings decide the exit code: new (those not in the base), all, or auto (new when --baseline or --base-dir is given)',
      )
        .choices(['auto', 'new', 'all'])
        .default('auto'),
    )
    .action(
      execute<ValidateOptions>(async (ctx, options, args) => {
        // --format json is --json: one JSON object on stdout, also when the command fails.
        if (options.format === 'json') ctx.json = true;
        const compared = checkBaseOptions(options);
        const dir = resolve(args[0] ?? '.');
        const config = options.config === undefined ? undefined : resolve(options.config);
        const settings = { extension: options.extension, fetchUrls: Boolean(options.fetchUrls) };
        const validateOptions = { dir, ...(config === undefined ? {} : { config }), ...settings };
        let report: ValidationReport;
        if (options.baseDir !== undefined) {
          report = await compareWithBaseDir({
            validateHead: headValidation(validateOptions),
            docsDir: dir,
            baseDir: resolve(options.baseDir),
            config,
            ...settings,
            env: ctx.env,
            logger: ctx.logger,
          });
        } else {
          report = await validateDocs(validateOptions);
          if (options.baseline !== undefined)
            report = markIntroduced(report, await readBaseline(resolve(options.baseline)), {
              base: `baseline ${options.baseline}`,
            });
        }
        const scope = options.scope === 'all' || !compared ? 'all' : 'new';
        const ok = !shouldFail(report, options.failOn, scope);
        // With JSON, stdout holds the report and nothing else, and no finding is repeated on stderr:
        // a CI step that merges the two streams still parses it.
        return {
          ok,
          result: {
            errors: report.errors,
            warnings: report.warnings,
            notes: report.notes,
            pages: report.pages,
            specs: report.specs,
            ...(report.comparison ? { scope, comparison: report.comparison } : {}),
          },
          human: renderTextReport(report).trimEnd().split('\n'),
        };
      }),
    );
}
