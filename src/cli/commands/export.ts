import type { Command } from 'commander';
import { checkPathId } from '../../client/config-checks.js';
import { ConfigurationError, DocsCiError, errorMessage } from '../../core/errors.js';
import { redact, safeUrl } from '../../core/secrets.js';
import { parseDeploymentType } from '../../export/deployment-type.js';
import { generateBundleLink } from '../../export/job.js';
import { parseAllowOrigins } from '../../export/offline.js';
import { checkVersionLabel, CLI_EXPORT_NAMES, parseExportRequest } from '../../export/request.js';
import type { ExportRunState } from '../../export/run-export.js';
import { exportResultJson, runExport } from '../../export/run-export.js';
import type { Execute } from '../main.js';
import { collect } from './options.js';
import type { HelmCliOptions } from './rollout.js';
import { addHelmOptions, rolloutPlanFrom } from './rollout.js';

interface ExportOptions extends HelmCliOptions {
  domain?: string;
  version?: string;
  path?: string[];
  jobId?: string;
  out?: string;
  extract?: string;
  values?: string;
  valuesKey: string;
  bundleVersion?: string;
  deploymentType?: string;
  allowOrigin?: string[];
  showBundleUrl?: boolean;
}

/** Every option checked before the first request: a mistake exits 2 without starting a job. */
function checkOptions(options: ExportOptions) {
  return {
    request: parseExportRequest(
      { domain: options.domain, jobId: options.jobId, version: options.version, paths: options.path },
      CLI_EXPORT_NAMES,
    ),
    bundleVersion:
      options.bundleVersion === undefined
        ? undefined
        : checkVersionLabel(options.bundleVersion, '--bundle-version'),
    deploymentType:
      options.deploymentType === undefined
        ? undefined
        : parseDeploymentType(options.deploymentType, '--deployment-type'),
    allowOrigins: parseAllowOrigins((options.allowOrigin ?? []).join(','), '--allow-origin'),
    rollout: rolloutPlanFrom(options),
  };
}

function humanLine(state: Readonly<ExportRunState>): string {
  const { facts } = state;
  return [
    facts.jobId,
    facts.status,
    `${facts.pageCount ?? '?'} pages`,
    `expires ${facts.expiresAt}`,
    ...(facts.bundlePath ? [facts.bundlePath] : []),
  ].join('\t');
}

export function registerExport(program: Command, execute: Execute): void {
  const command = program
    .command('export')
    .description(
      'start a static export job (or resume one), follow it, generate the bundle link, and optionally ' +
        'download, extract, check offline readiness and roll the link out into Helm values',
    )
    .option('--domain <host>', 'domain to export: a hostname only, e.g. docs.example.com')
    .option('--version <label>', 'version label of the export')
    .option('--path <page>', 'export only this page path (repeatable; no leading slash)', collect)
    .option('--job-id <id>', 'resume an existing job instead of starting one')
    .option('--out <file>', 'download the bundle here (verified; nothing is left behind on failure)')
    .option('--extract <dir>', 'extract the bundle into this new or empty folder')
    .option(
      '--deployment-type <type>',
      'cloud, client-hosted or air-gapped: air-gapped fails on external origins the pages load',
    )
    .option(
      '--allow-origin <origin>',
      'an origin an air-gapped deployment reaches (internal mirror; repeatable)',
      collect,
    )
    .option('--values <file>', 'roll the bundle link into this Helm values file')
    .option('--values-key <key>', 'dotted key of the static export block', 'staticExport')
    .option(
      '--bundle-version <label>',
      'version written to the values file (default --version, else the job id)',
    )
    .option(
      '--show-bundle-url',
      'print the bundle link with its signature in the JSON result (default: without its query string, as in the log)',
    );
  addHelmOptions(command).action(
    execute<ExportOptions>(
      async (ctx, options) => {
        const checked = checkOptions(options);
        const client = ctx.client();
        let state: Readonly<ExportRunState> = { facts: {} };
        try {
          state = await runExport({
            client,
            logger: ctx.logger,
            clock: ctx.clock,
            signal: ctx.run.signal,
            deadline: ctx.run.deadline,
            request: checked.request,
            download: options.out,
            extract: options.extract,
            deploymentType: checked.deploymentType,
            allowOrigins: checked.allowOrigins,
            rollout: checked.rollout && { ...checked.rollout, bundleVersion: checked.bundleVersion },
            env: ctx.env,
            onProgress: (next) => {
              state = next;
            },
          });
        } catch (error) {
          // A configuration error found before any request exits 2; found later, the run failed (1).
          const beforeAnyRequest = error instanceof ConfigurationError && state.facts.jobId === undefined;
          if (!(error instanceof DocsCiError) || beforeAnyRequest) throw error;
          // The facts learned so far (the job id to resume, above all) stay in the JSON result.
          ctx.logger.error(errorMessage(error));
          return {
            ok: false,
            result: {
              ...exportResultJson(state),
              error: { kind: error.kind, message: redact(errorMessage(error)) },
            },
            human: [],
          };
        }
        if (state.rollout?.diff) ctx.logger.info(state.rollout.diff.trimEnd());
        return {
          ok: true,
          result: {
            ...exportResultJson(state),
            valuesChanged: state.facts.valuesChanged ?? false,
            ...(state.bundle ? { bundleUrl: safeUrl(state.bundle.bundleUrl) } : {}),
          },
          // stdout is kept in the logs of most CI systems: the live link only when asked for.
          secretResult: options.showBundleUrl ? { bundleUrl: state.bundle?.bundleUrl } : undefined,
          human: [humanLine(state)],
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
          // expiresAt is wall-clock time, read against the local clock as the download does.
          const now = Date.now();
          const expires = bundle.expiresAt === undefined ? Number.NaN : Date.parse(bundle.expiresAt);
          const expired = Number.isFinite(expires) && expires <= now;
          if (expired) {
            ctx.logger.warning(
              `This bundle link has ALREADY EXPIRED (expiresAt ${bundle.expiresAt}, local clock ` +
                `${new Date(now).toISOString()}): the storage will refuse it (HTTP 403). Check the ` +
                "runner's clock and the service's link lifetime; `docs-ci bundle` asks for a new link, and " +
                '`docs-ci export --job-id` downloads with a fresh one.',
            );
          } else if (bundle.expiresAt === undefined) {
            ctx.logger.warning('The service gave no expiresAt for this link: use it at once.');
          }
          return {
            ok: true,
            result: { jobId, expiresAt: bundle.expiresAt, expired, sizeBytes: bundle.sizeBytes },
            secretResult: { bundleUrl: bundle.bundleUrl },
            // The link itself is the useful value of this command: it goes to stdout, never to the log.
            human: [bundle.bundleUrl],
          };
        },
        { timeoutMs: 5 * 60_000 },
      ),
    );
}
