import type { Command } from 'commander';
import { checkPathId } from '../../client/config-checks.js';
import { ConfigurationError } from '../../core/errors.js';
import type { PreviewResult } from '../../preview/preview-branches.js';
import { previewBranches } from '../../preview/preview-branches.js';
import type { Execute } from '../main.js';
import { collect } from './options.js';

interface PreviewOptions {
  projectId: string;
  branch?: string[];
  wait: boolean;
}

function publicResult(r: PreviewResult): Record<string, unknown> {
  return {
    branch: r.branch,
    statusId: r.statusId,
    previewUrl: r.previewUrl,
    status: r.status,
    ok: r.ok,
    summary: r.summary,
    error: r.error,
    elapsedMs: Math.round(r.elapsedMs),
  };
}

export function registerPreview(program: Command, execute: Execute): void {
  program
    .command('preview')
    .description('trigger preview deployments of branches and wait until they are live')
    .requiredOption('--project-id <id>', 'the project id (dashboard, API keys page)')
    .option(
      '--branch <name>',
      'branch to preview (repeatable: several branches share the rate limiter)',
      collect,
    )
    .option('--wait', 'wait until each preview is live (default)', true)
    .option('--no-wait', 'return once the previews are triggered')
    .action(
      execute<PreviewOptions>(
        async (ctx, options) => {
          checkPathId(options.projectId, '--project-id');
          const branches = options.branch ?? [];
          if (branches.length === 0)
            throw new ConfigurationError('--branch: give at least one branch to preview.');
          for (const b of branches) {
            if (b.trim().length === 0)
              throw new ConfigurationError('--branch: a branch name must not be empty or whitespace.');
          }
          const unique = [...new Set(branches)];
          const client = ctx.client();
          const results = await previewBranches({
            client,
            projectId: options.projectId,
            branches: unique,
            wait: options.wait,
            logger: ctx.logger,
            signal: ctx.run.signal,
            deadline: ctx.run.deadline,
            clock: ctx.clock,
          });
          const ok = results.every((r) => r.ok);
          const human = results.map(
            (r) => `${r.branch}\t${r.status}\t${r.previewUrl ?? 'unknown'}${r.error ? `\t${r.error}` : ''}`,
          );
          const only = results[0];
          const result =
            results.length === 1 && only
              ? {
                  statusId: only.statusId,
                  previewUrl: only.previewUrl,
                  status: only.status,
                  branch: only.branch,
                  summary: only.summary,
                  error: only.error,
                }
              : { results: results.map(publicResult) };
          return { ok, result, human };
        },
        { timeoutMs: 15 * 60_000 },
      ),
    );
}
