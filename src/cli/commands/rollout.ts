import type { Command } from 'commander';
import { checkVersionLabel } from '../../export/request.js';
import type { RolloutPlan } from '../../rollout/plan.js';
import { CLI_ROLLOUT_NAMES, parseBundleUrl, parseRolloutPlan } from '../../rollout/plan.js';
import { runRollout } from '../../rollout/run-rollout.js';
import type { Execute } from '../main.js';

export interface HelmCliOptions {
  helmRelease?: string;
  helmChart?: string;
  helmNamespace?: string;
  helmArgs?: string;
}

interface RolloutCliOptions extends HelmCliOptions {
  values: string;
  bundleUrl?: string;
  version?: string;
  valuesKey: string;
}

/** The helm options `export` and `rollout` share. */
export function addHelmOptions(command: Command): Command {
  return command
    .option('--helm-release <name>', 'then run helm upgrade --install for this release with -f <values file>')
    .option('--helm-chart <chart>', 'chart for helm upgrade --install (path, repo/chart or OCI reference)')
    .option('--helm-namespace <ns>', 'namespace of the release')
    .option(
      '--helm-args <args>',
      'extra helm arguments, e.g. --helm-args="--wait --atomic" (never --set with the bundle URL)',
    );
}

/** Checks --values, --values-key and the helm options together, before any request. */
export function rolloutPlanFrom(
  options: HelmCliOptions & { values?: string | undefined; valuesKey?: string | undefined },
): RolloutPlan | undefined {
  return parseRolloutPlan(
    {
      valuesFile: options.values,
      valuesKey: options.valuesKey,
      release: options.helmRelease,
      chart: options.helmChart,
      namespace: options.helmNamespace,
      args: options.helmArgs,
    },
    CLI_ROLLOUT_NAMES,
  );
}

export function registerRollout(program: Command, execute: Execute): void {
  const command = program
    .command('rollout')
    .description('write a bundle link into a Helm values file (comments kept) and optionally helm upgrade')
    .requiredOption('--values <file>', 'the Helm values file to update (created when missing)')
    .option(
      '--bundle-url <url>',
      'the bundle link (prefer env DOCS_BUNDLE_URL: a URL on the command line shows in process lists)',
    )
    .option('--version <label>', 'version written to <values-key>.version')
    .option('--values-key <key>', 'dotted key of the static export block', 'staticExport');
  addHelmOptions(command).action(
    execute<RolloutCliOptions>(
      async (ctx, options) => {
        const bundleUrl = parseBundleUrl(
          options.bundleUrl ?? ctx.env.DOCS_BUNDLE_URL,
          options.bundleUrl === undefined ? 'DOCS_BUNDLE_URL' : '--bundle-url',
        );
        if (options.bundleUrl !== undefined) {
          ctx.logger.warning(
            '--bundle-url is visible in process lists and shell history: prefer the DOCS_BUNDLE_URL environment variable.',
          );
        }
        const version =
          options.version === undefined ? undefined : checkVersionLabel(options.version, '--version');
        const plan = rolloutPlanFrom(options) as RolloutPlan;
        const result = await runRollout({
          ...plan,
          bundleUrl,
          version,
          logger: ctx.logger,
          signal: ctx.run.signal,
          env: ctx.env,
        });
        if (result.diff) ctx.logger.info(result.diff.trimEnd());
        return {
          ok: true,
          result: {
            changed: result.changed,
            created: result.created,
            valuesFile: result.valuesFile,
            trackedByGit: result.trackedByGit,
            helmRelease: result.helm?.release,
          },
          human: [`${result.changed ? 'changed' : 'unchanged'}\t${result.valuesFile}`],
        };
      },
      { timeoutMs: 15 * 60_000 },
    ),
  );
}
