import { resolve } from 'node:path';
import { Option } from 'commander';
import type { Command } from 'commander';
import { parseDuration } from '../../core/duration.js';
import { ConfigurationError } from '../../core/errors.js';
import { registerSecret } from '../../core/secrets.js';
import { readLinkBaseline, runLinkCheck } from '../../links/index.js';
import type { LinkBase, LinkCheckOptions } from '../../links/index.js';
import { runLiveLinkCheck } from '../../links/live/run-live.js';
import { liveResult } from '../../links/live/live-result.js';
import { failuresOf, renderLinkText } from '../../links/render.js';
import type { GitHubClient } from '../../github/octokit.js';
import type { Execute } from '../main.js';
import { checkBaseOptions, collect } from './options.js';

interface LinksOptions {
  format: 'text' | 'json';
  scope: 'auto' | 'new' | 'all';
  baseDir?: string;
  baseline?: string;
  cache?: string;
  cacheMaxAge: string;
  exclude?: string[];
  siteUrl?: string;
  live?: string;
  pages?: string[];
  allowPrivate?: boolean;
  maxConcurrency: string;
  hostConcurrency: string;
  requestTimeout: string;
  failOn: 'broken' | 'never';
}

export function registerLinks(program: Command, execute: Execute): void {
  program
    .command('links')
    .description(
      "check the outside links of the pages (http and https) and their #anchors: broken fails, suspect (a site's bot wall, 429, a timeout) never does",
    )
    .argument('[dir]', 'the documentation directory', '.')
    .addOption(
      new Option('--format <format>', 'text: one line per broken or suspect link; json: the report object')
        .choices(['text', 'json'])
        .default('text'),
    )
    .addOption(
      new Option(
        '--scope <scope>',
        'which broken links decide the exit code: new (links the base did not have on that page), all, or auto (new when --base-dir or --baseline is given)',
      )
        .choices(['auto', 'new', 'all'])
        .default('auto'),
    )
    .option('--base-dir <dir>', 'a checkout of the base to compare with: only links new at the head decide')
    .option(
      '--baseline <report.json>',
      'a previous --format json report of links: only links not in it decide',
    )
    .option('--cache <file>', 'keep results in this file between runs (fine links are not requested again)')
    .option('--cache-max-age <duration>', 'how long a fine result is reused', '1d')
    .option(
      '--exclude <regex>',
      'skip URLs matching this regular expression (repeatable; .lycheeignore files are read too)',
      collect,
    )
    .option(
      '--site-url <url>',
      "the site's own address: absolute links to it are internal (docs-ci validate checks those)",
    )
    .option(
      '--live <url>',
      'check the built pages at this address (a preview or the production site): each page must load, its links and #anchors are checked as rendered',
    )
    .option(
      '--pages <path>',
      'only these pages: a file relative to DIR, or with --live also a page path such as /guides/setup (repeatable)',
      collect,
    )
    .option(
      '--allow-private',
      'also request loopback, private and link-local addresses (off: a page cannot make CI reach them)',
    )
    .option('--max-concurrency <n>', 'requests in flight at once', '32')
    .option('--host-concurrency <n>', 'requests in flight at once to one host', '2')
    .option('--request-timeout <duration>', 'longest wait for one answer', '10s')
    .addOption(
      new Option('--fail-on <level>', 'exit 1 on deciding broken links, or never')
        .choices(['broken', 'never'])
        .default('broken'),
    )
    .action(
      execute<LinksOptions>(async (ctx, options, args) => {
        if (options.format === 'json') ctx.json = true;
        const compared = checkBaseOptions(options);
        if (options.live !== undefined && compared)
          throw new ConfigurationError(
            '--live checks a built site as it is: --base-dir and --baseline (a comparison of sources) do not apply to it',
          );
        const dir = resolve(args[0] ?? '.');
        const settings = {
          maxConcurrency: positiveInteger(options.maxConcurrency, '--max-concurrency'),
          hostConcurrency: positiveInteger(options.hostConcurrency, '--host-concurrency'),
          requestTimeoutMs: parseDuration(options.requestTimeout, '--request-timeout'),
          cacheMaxAgeMs: parseDuration(options.cacheMaxAge, '--cache-max-age'),
        };
        let base: LinkBase | undefined;
        if (options.baseline !== undefined) {
          base = {
            urlsByPage: await readLinkBaseline(resolve(options.baseline)),
            label: `baseline ${options.baseline}`,
          };
        } else if (options.baseDir !== undefined) {
          base = { dir: resolve(options.baseDir), label: `base-dir ${options.baseDir}` };
        }
        const checkOptions: LinkCheckOptions = {
          docsDir: dir,
          pages: options.pages,
          exclude: options.exclude,
          excludeOrigin: '--exclude',
          siteUrl: options.siteUrl,
          allowPrivate: Boolean(options.allowPrivate),
          ...settings,
          cacheFile: options.cache === undefined ? undefined : resolve(options.cache),
          github: await githubFromEnvironment(ctx.env),
          base,
          logger: ctx.logger,
          clock: ctx.clock,
          signal: ctx.run.signal,
        };
        const report =
          options.live === undefined
            ? await runLinkCheck(checkOptions)
            : await runLiveLinkCheck({ ...checkOptions, liveUrl: options.live });
        const scope = options.scope === 'all' || !compared ? 'all' : 'new';
        const failed = options.failOn === 'broken' && failuresOf(report, scope) > 0;
        return {
          ok: !failed,
          result: {
            links: report.links,
            summary: report.summary,
            pages: report.pages,
            ...(report.comparison ? { scope, comparison: report.comparison } : {}),
            ...(report.live ? { live: liveResult(report.live) } : {}),
          },
          human: renderLinkText(report),
        };
      }),
    );
}

function positiveInteger(text: string, what: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < 1)
    throw new ConfigurationError(`${what}: "${text}" is not a whole number of at least 1`);
  return value;
}

/**
 * GitHub's API for github.com links when a token is in the environment (GITHUB_TOKEN, GH_TOKEN): the
 * pages of github.com answer 429 to CI machines, its API does not.
 */
async function githubFromEnvironment(env: NodeJS.ProcessEnv): Promise<GitHubClient | undefined> {
  const token = env.GITHUB_TOKEN || env.GH_TOKEN;
  if (!token) return undefined;
  registerSecret(token);
  const { getOctokit } = await import('@actions/github');
  return getOctokit(token, { baseUrl: env.GITHUB_API_URL || 'https://api.github.com' });
}
