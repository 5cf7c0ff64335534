// npm run compat -- DIR [--skip-install] [--extension x-mint] [--broken-links-output FILE]
//                        [--anchor-links-output FILE]
//
// Runs the validator on a documentation folder and, where it can, the service's own published
// build tooling (its CLI, installed on demand into bench/.work/compat, git-ignored, never a
// dependency of the project) on the same folder, and lists every difference:
// - broken internal links: ours (link-broken) against the CLI's `broken-links` command, each
//   disagreement with its reason where one is known (a link the CLI does not read, a page, redirect
//   or folder it does not know); `--broken-links-output FILE` reads a saved run of that command
//   instead of running it (it takes minutes on large sites);
// - missing anchors: ours (link-anchor-missing) against what `broken-links --check-anchors`
//   reports beyond `broken-links`, each disagreement with its reason where one is known (a snippet's
//   heading the CLI does not read, `#top`, an id the kit cannot compute, ...);
//   `--anchor-links-output FILE` reads a saved run of `broken-links --check-anchors`;
// - specs: ours (any error in the file) against the CLI's `openapi-check` of each spec.
// Nothing is fetched from the sites; the tooling is only installed from the npm registry.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { mapSitePages, validateDocs } from '../src/validate/index.js';
import type { Finding } from '../src/validate/index.js';
import {
  anchorOnlyLinks,
  compareAnchorFindings,
  compareLinkFindings,
  parseBrokenLinks,
} from './lib/link-compat.js';
import type { SiteKnowledge } from './lib/link-compat.js';
import { ROOT } from './lib/children.js';
import { runProcess } from './lib/processes.js';

/** The service's CLI package on npm, pinned: learn its behaviour, depend on nothing of it. */
const SERVICE_CLI = { name: 'mint', version: process.env.COMPAT_CLI_VERSION ?? 'latest' };
const TOOLS_DIR = join(ROOT, 'bench', '.work', 'compat');

interface Difference {
  what: string;
  onlyOurs: string[];
  onlyTheirs: string[];
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const valueOf = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const extension = valueOf('--extension') ?? 'x-mint';
  const savedLinks = valueOf('--broken-links-output');
  const savedAnchors = valueOf('--anchor-links-output');
  const dirArg = args.find(
    (arg, i) =>
      !arg.startsWith('--') &&
      !['--extension', '--broken-links-output', '--anchor-links-output'].includes(args[i - 1] ?? ''),
  );
  if (!dirArg) {
    console.error(
      'usage: npm run compat -- DIR [--skip-install] [--extension x-mint] [--broken-links-output FILE] ' +
        '[--anchor-links-output FILE]',
    );
    return 2;
  }
  const dir = resolve(dirArg);
  const started = performance.now();
  const report = await validateDocs({ dir, extension });
  const ms = performance.now() - started;
  console.log(
    `docs-ci validate: ${report.errors.length} error(s), ${report.warnings.length} warning(s), ` +
      `${report.pages.length} generated page(s), ${report.specs.length} spec(s) in ${ms.toFixed(0)} ms`,
  );
  for (const [rule, count] of countByRule([...report.errors, ...report.warnings]))
    console.log(`  ${rule}: ${count}`);
  for (const note of report.notes) console.log(`  note: ${note}`);

  const cli = args.includes('--skip-install') ? undefined : await ensureServiceCli();
  if (!cli || 'problem' in cli) {
    console.log(
      `\nThe service's CLI is not available${cli && 'problem' in cli ? ` (${cli.problem})` : ''}: ` +
        'only the validator ran; nothing to compare.',
    );
    return 0;
  }

  const linkOutput = savedLinks
    ? { text: readFileSync(savedLinks, 'utf8'), code: 'saved' }
    : await runBrokenLinks(cli.bin, dir);
  const anchorOutput = savedAnchors
    ? { text: readFileSync(savedAnchors, 'utf8'), code: 'saved' }
    : await runBrokenLinks(cli.bin, dir, ['--check-anchors']);
  const differences: Difference[] = [];
  differences.push(
    await compareLinks(dir, extension, report.warnings, linkOutput.text, String(linkOutput.code)),
  );
  differences.push(compareAnchors(dir, report.warnings, linkOutput.text, anchorOutput));
  differences.push(await compareSpecs(cli.bin, dir, report));

  let total = 0;
  for (const difference of differences) {
    total += difference.onlyOurs.length + difference.onlyTheirs.length;
    console.log(`\n## ${difference.what}`);
    console.log(`only docs-ci (${difference.onlyOurs.length}):`);
    for (const line of difference.onlyOurs) console.log(`  ${line}`);
    console.log(`only the service's CLI (${difference.onlyTheirs.length}):`);
    for (const line of difference.onlyTheirs) console.log(`  ${line}`);
  }
  console.log(`\n${total} difference(s)`);
  return 0;
}

function countByRule(findings: readonly Finding[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const f of findings)
    counts.set(`${f.severity} ${f.rule}`, (counts.get(`${f.severity} ${f.rule}`) ?? 0) + 1);
  return [...counts].sort();
}

/** Installs the CLI into the git-ignored tools folder once; its entry point, or why not. */
async function ensureServiceCli(): Promise<{ bin: string } | { problem: string }> {
  mkdirSync(TOOLS_DIR, { recursive: true });
  const bin = join(TOOLS_DIR, 'node_modules', '.bin', SERVICE_CLI.name);
  if (!existsSync(bin)) {
    console.log(`installing ${SERVICE_CLI.name}@${SERVICE_CLI.version} into ${TOOLS_DIR} ...`);
    const run = await runProcess(
      'npm',
      [
        'install',
        '--prefix',
        TOOLS_DIR,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `${SERVICE_CLI.name}@${SERVICE_CLI.version}`,
      ],
      { cwd: TOOLS_DIR, timeoutMs: 600_000 },
    );
    if (run.code !== 0) {
      const why = (run.stderr.trim() || run.stdout.trim()).split('\n').slice(-2).join(' ');
      return { problem: `npm install failed: ${why}` };
    }
  }
  return existsSync(bin) ? { bin } : { problem: `${bin} is missing after install` };
}

/** The CLI's `broken-links`; its option for anchors is `--check-anchors` (as its `--help` names it). */
async function runBrokenLinks(
  bin: string,
  dir: string,
  flags: string[] = [],
): Promise<{ text: string; code: string }> {
  const run = await runProcess(bin, ['broken-links', ...flags], {
    cwd: dir,
    timeoutMs: 1_800_000,
    keepChars: 8 * 1024 * 1024,
  });
  return { text: `${run.stdout}\n${run.stderr}`, code: String(run.code ?? run.signal) };
}

/**
 * Every link finding on which the kit and the CLI's broken-links disagree, with the reason where
 * one is known; the ones without a reason are to be looked at by hand.
 */
async function compareLinks(
  dir: string,
  extension: string,
  warnings: readonly Finding[],
  output: string,
  code: string,
): Promise<Difference> {
  const differences = compareLinkFindings(
    dir,
    warnings,
    parseBrokenLinks(output),
    await siteKnowledge(dir, extension),
  );
  const line = (d: (typeof differences)[number]) =>
    `${d.file}${d.line ? `:${d.line}` : ''} -> ${d.target}: ${d.reason ?? 'NOT EXPLAINED (look at it by hand)'}`;
  return {
    what: `Broken internal links (service CLI broken-links: exit ${code})`,
    onlyOurs: differences.filter((d) => d.only === 'docs-ci').map(line),
    onlyTheirs: differences.filter((d) => d.only === 'service CLI').map(line),
  };
}

/**
 * Every missing anchor on which the kit and the CLI disagree: the CLI's are what `--check-anchors`
 * adds to its plain run. Ones without a reason are to be looked at by hand.
 */
function compareAnchors(
  dir: string,
  warnings: readonly Finding[],
  plainOutput: string,
  anchorOutput: { text: string; code: string },
): Difference {
  const theirs = anchorOnlyLinks(parseBrokenLinks(anchorOutput.text), parseBrokenLinks(plainOutput));
  const differences = compareAnchorFindings(dir, warnings, theirs);
  const line = (d: (typeof differences)[number]) =>
    `${d.file}${d.line ? `:${d.line}` : ''} -> ${d.target}: ${d.reason ?? 'NOT EXPLAINED (look at it by hand)'}`;
  const onlyOurs = differences.filter((d) => d.only === 'docs-ci');
  const both = warnings.filter((w) => w.rule === 'link-anchor-missing').length - onlyOurs.length;
  return {
    what: `Missing anchors (service CLI broken-links --check-anchors: exit ${anchorOutput.code}; ${both} found by both)`,
    onlyOurs: onlyOurs.map(line),
    onlyTheirs: differences.filter((d) => d.only === 'service CLI').map(line),
  };
}

/** The kit's reading of the site's pages and redirects (`$ref` resolved). */
async function siteKnowledge(dir: string, extension: string): Promise<SiteKnowledge> {
  const site = await mapSitePages({ dir, extension });
  return {
    urls: new Set(site.byUrl.keys()),
    generated: new Set(site.pages.filter((page) => page.kind === 'openapi').map((page) => page.url)),
    redirects: redirectSources(join(dir, 'docs.json')),
  };
}

function redirectSources(configPath: string): string[] {
  const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
  try {
    let redirects = (read(configPath) as { redirects?: unknown }).redirects;
    const ref = (redirects as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref === 'string') redirects = read(join(dirname(configPath), ref));
    return Array.isArray(redirects)
      ? redirects.flatMap((r: { source?: unknown }) => (typeof r.source === 'string' ? [r.source] : []))
      : [];
  } catch {
    return [];
  }
}

/** Per spec: does the CLI's openapi-check accept it, and did we report an error in it? */
async function compareSpecs(
  bin: string,
  dir: string,
  report: Awaited<ReturnType<typeof validateDocs>>,
): Promise<Difference> {
  const onlyOurs: string[] = [];
  const onlyTheirs: string[] = [];
  const errorFiles = new Set(report.errors.map((f) => f.file));
  const specFiles = new Set(
    [...report.specs.map((s) => s.file), ...errorFiles].filter((f) => /\.(json|ya?ml)$/i.test(f)),
  );
  for (const file of [...specFiles].sort()) {
    if (!existsSync(join(dir, file)) || !looksLikeSpec(join(dir, file))) continue;
    const run = await runProcess(bin, ['openapi-check', file], { cwd: dir, timeoutMs: 300_000 });
    const theyReject = run.code !== 0;
    const weReject = errorFiles.has(file);
    if (weReject && !theyReject) onlyOurs.push(`${file}: docs-ci reports errors, openapi-check accepts it`);
    if (theyReject && !weReject) {
      const why = (run.stderr.trim() || run.stdout.trim()).split('\n').slice(0, 3).join(' ');
      onlyTheirs.push(`${file}: openapi-check rejects it (${why}), docs-ci reports no error`);
    }
  }
  return { what: 'OpenAPI specs', onlyOurs, onlyTheirs };
}

function looksLikeSpec(path: string): boolean {
  return /["']?openapi["']?\s*:/.test(readFileSync(path, 'utf8').slice(0, 4096));
}

process.exitCode = await main();
