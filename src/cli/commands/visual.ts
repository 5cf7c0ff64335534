import { resolve } from 'node:path';
import { Option } from 'commander';
import type { Command } from 'commander';
import { ConfigurationError } from '../../core/errors.js';
import { parseSiteAddress } from '../../core/site-address.js';
import { mapSitePages } from '../../validate/index.js';
import { findBrowser } from '../../visual/browser/find-browser.js';
import { parseMaskSelector, parsePagePath, parseWholeNumber } from '../../visual/options.js';
import { renderVisualText, visualFails } from '../../visual/report/render-text.js';
import type { Execute } from '../main.js';
import { collect } from './options.js';

interface VisualCliOptions {
  after?: string;
  before?: string;
  pages?: string[];
  docsDir?: string;
  baseDir?: string;
  out: string;
  width: string;
  colorScheme: 'light' | 'dark';
  mask?: string[];
  maxPages?: string;
  browser?: string;
  concurrency: string;
  failOn: 'never' | 'failed' | 'changed';
}

export function registerVisual(program: Command, execute: Execute): void {
  program
    .command('visual')
    .description(
      'capture pages in a real browser on the preview (--after) and on production (--before) and show what changed, aligned: images, report.json and index.html in --out',
    )
    .option('--after <url>', 'the preview: the pages as the pull request makes them (required)')
    .option('--before <url>', 'the production site (without it every page is captured alone)')
    .option('--pages <path>', 'a page path such as /guides/setup (repeatable)', collect)
    .option(
      '--docs-dir <dir>',
      'the docs folder: with --base-dir the pages the change touches, alone every page of the site',
    )
    .option('--base-dir <dir>', 'a checkout of the docs folder before the change (with --docs-dir)')
    .option('--out <dir>', 'the report folder: images, report.json, index.html', 'docs-ci-visual')
    .option('--width <n>', 'viewport width in CSS px', '1280')
    .addOption(
      new Option('--color-scheme <scheme>', 'prefers-color-scheme')
        .choices(['light', 'dark'])
        .default('light'),
    )
    .option('--mask <selector>', 'elements painted over in both captures (repeatable)', collect)
    .option('--max-pages <n>', 'capture at most this many pages (the rest are listed as not captured)')
    .option(
      '--browser <path>',
      'Chrome or Chromium (default: env CHROME_PATH, then the usual install locations)',
    )
    .option('--concurrency <n>', 'pages loading at once (each side counts)', '2')
    .addOption(
      new Option('--fail-on <level>', 'exit 1 when a page failed (failed), or differs in any way (changed)')
        .choices(['never', 'failed', 'changed'])
        .default('never'),
    )
    .action(
      execute<VisualCliOptions>(async (ctx, options) => {
        if (options.after === undefined)
          throw new ConfigurationError("--after is required: the preview's address");
        const after = siteAddress(options.after, '--after');
        const before = options.before === undefined ? undefined : siteAddress(options.before, '--before');
        const width = parseWholeNumber(options.width, '--width', 320, 3840);
        const concurrency = parseWholeNumber(options.concurrency, '--concurrency', 1, 16);
        const maxPages =
          options.maxPages === undefined
            ? undefined
            : parseWholeNumber(options.maxPages, '--max-pages', 1, 100_000);
        const mask = (options.mask ?? []).map((selector) => parseMaskSelector(selector, '--mask'));
        const pages = await choosePages(options);
        // Found before anything is launched: no browser is one line naming CHROME_PATH, exit 2.
        const browser = findBrowser({ explicit: options.browser, env: ctx.env }).path;
        const out = resolve(options.out);
        const { runVisual } = await import('../../visual/run-visual.js');
        const report = await runVisual({
          after,
          before,
          pages,
          out,
          width,
          colorScheme: options.colorScheme,
          mask,
          maxPages,
          browser,
          env: ctx.env,
          concurrency,
          logger: ctx.logger,
          signal: ctx.run.signal,
        });
        return {
          ok: !visualFails(report, options.failOn),
          result: { ...report },
          human: renderVisualText(report, out),
        };
      }),
    );
}

/** A site the review opens in the browser: http(s), no user name or password. */
function siteAddress(text: string, what: string): string {
  return parseSiteAddress(text, { what, wording: 'of a site', refuseCredentials: true }).href;
}

/** `--pages`, or the docs folder's changed pages (with `--base-dir`) or every page of it. */
async function choosePages(options: VisualCliOptions): Promise<string[]> {
  const given = (options.pages ?? []).map((path) => parsePagePath(path, '--pages'));
  if (options.baseDir !== undefined && options.docsDir === undefined)
    throw new ConfigurationError('--base-dir needs --docs-dir: the docs folder after the change');
  if (given.length > 0 && options.docsDir !== undefined)
    throw new ConfigurationError('give the pages by --pages or by --docs-dir, not both');
  if (given.length > 0) return [...new Set(given)];
  if (options.docsDir === undefined)
    throw new ConfigurationError('which pages? give --pages PATH (repeatable) or --docs-dir DIR');
  const docsDir = resolve(options.docsDir);
  if (options.baseDir !== undefined) {
    const { changedPagePaths } = await import('../../visual/pages/changed-between-folders.js');
    return changedPagePaths(docsDir, resolve(options.baseDir));
  }
  const site = await mapSitePages({ dir: docsDir, fetchUrls: false });
  return [...new Set(site.pages.map((page) => page.url))];
}
