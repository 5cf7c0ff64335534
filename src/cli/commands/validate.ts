import { resolve } from 'node:path';
import { Option } from 'commander';
import type { Command } from 'commander';
import { renderTextReport, shouldFail, validateDocs } from '../../validate/index.js';
import type { FailOn } from '../../validate/index.js';
import type { Execute } from '../main.js';

interface ValidateOptions {
  config?: string;
  format: 'text' | 'json';
  extension: string;
  failOn: FailOn;
  fetchUrls?: boolean;
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
    .action(
      execute<ValidateOptions>(async (ctx, options, args) => {
        // --format json is --json: one JSON object on stdout, also when the command fails.
        if (options.format === 'json') ctx.json = true;
        const dir = resolve(args[0] ?? '.');
        const report = await validateDocs({
          dir,
          ...(options.config === undefined ? {} : { config: resolve(options.config) }),
          extension: options.extension,
          fetchUrls: Boolean(options.fetchUrls),
        });
        const ok = !shouldFail(report, options.failOn);
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
          },
          human: renderTextReport(report).trimEnd().split('\n'),
        };
      }),
    );
}
