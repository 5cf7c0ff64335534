import type { Command } from 'commander';
import { checkPathId } from '../../client/config-checks.js';
import { ConfigurationError } from '../../core/errors.js';
import { safeUrl } from '../../core/secrets.js';
import { bundleFromJob, generateBundleLink, runExportJob } from '../../export/job.js';
import { checkDomain, checkExportPaths, checkVersionLabel } from '../../export/request-checks.js';
import type { Execute } from '../main.js';
import { collect } from './options.js';

interface ExportOptions {
  domain?: string;
  version?: string;
  path?: string[];
  jobId?: string;
}

export function registerExport(program: Command, execute: Execute): void {
  program
    .command('export')
    .description('start a static export job (or resume one), follow it, and generate the bundle link')
    .option('--domain <host>', 'domain to export: a hostname only, e.g. docs.example.com')
    .option('--version <label>', 'version label of the export')
    .option('--path <page>', 'export only this page path (repeatable; no leading slash)', collect)
    .option('--job-id <id>', 'resume an existing job instead of starting one')
    .action(
      execute<ExportOptions>(
        async (ctx, options) => {
          if (!options.domain && !options.jobId) {
            throw new ConfigurationError('export: give --domain to start a job, or --job-id to resume one.');
          }
          const domain = options.domain === undefined ? undefined : checkDomain(options.domain, '--domain');
          const jobId = options.jobId === undefined ? undefined : checkPathId(options.jobId, '--job-id');
          const version =
            options.version === undefined ? undefined : checkVersionLabel(options.version, '--version');
          const paths = checkExportPaths(options.path ?? [], '--path');
          const client = ctx.client();
          const { job } = await runExportJob({
            client,
            logger: ctx.logger,
            domain,
            version,
            paths,
            jobId,
            signal: ctx.run.signal,
            deadline: ctx.run.deadline,
            clock: ctx.clock,
          });
          const bundle =
            bundleFromJob(job) ??
            (await generateBundleLink(client, job.jobId, {
              logger: ctx.logger,
              signal: ctx.run.signal,
              clock: ctx.clock,
            }));
          ctx.logger.info(
            `bundle link for ${job.jobId}: ${safeUrl(bundle.bundleUrl)} (expires ${bundle.expiresAt})`,
          );
          return {
            ok: true,
            result: {
              jobId: job.jobId,
              status: job.status,
              pageCount: job.pageCount,
              expiresAt: bundle.expiresAt,
              sizeBytes: bundle.sizeBytes,
            },
            secretResult: { bundleUrl: bundle.bundleUrl },
            human: [
              `${job.jobId}\t${job.status}\t${job.pageCount ?? '?'} pages\texpires ${bundle.expiresAt}`,
            ],
          };
        },
        { timeoutMs: 30 * 60_000 },
      ),
    );

  program
    .command('bundle')
    .description('generate a fresh bundle link for a completed export job')
    .argument('<job-id>', 'the export job id')
    .action(
      execute<Record<string, never>>(
        async (ctx, _options, args) => {
          const jobId = checkPathId(args[0] ?? '', 'JOB_ID');
          const bundle = await generateBundleLink(ctx.client(), jobId, {
            logger: ctx.logger,
            signal: ctx.run.signal,
            clock: ctx.clock,
          });
          return {
            ok: true,
            result: { jobId, expiresAt: bundle.expiresAt, sizeBytes: bundle.sizeBytes },
            secretResult: { bundleUrl: bundle.bundleUrl },
            // The link itself is the useful value of this command: it goes to stdout, never to the log.
            human: [bundle.bundleUrl],
          };
        },
        { timeoutMs: 5 * 60_000 },
      ),
    );
}
