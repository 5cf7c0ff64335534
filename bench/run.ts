/**
 * The benchmarks of BENCHMARKS.md, each with its reference measured in the same run.
 *   npm run bench [-- --json | --markdown] [--only quota,wait,download,validation,startup,matrix,scale,changed-pages,pr-scope,export-bundle,links,live-check,visual]
 *   npm run bench -- --from-json saved.json --markdown   (render a saved --json run)
 * Goals missed are reported, not failed: the exit code is non-zero only when a benchmark could not run.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { cleanupEverything, cleanupOnSignals } from './lib/cleanup.js';
import { describeMachine, machineLine } from './lib/machine.js';
import type { MachineDescription } from './lib/machine.js';
import type { BenchResult } from './lib/report.js';
import { renderMarkdownTable, renderTextTable } from './lib/report.js';
import { round } from './lib/stats.js';
import { downloadThroughput } from './download.js';
import { matrixSharing } from './matrix.js';
import { quotaPacing } from './quota.js';
import { startupTime } from './startup.js';
import { validationSpeed } from './validation.js';
import { validationAtScale } from './validation-scale.js';
import { changedPagesAtScale } from './changed-pages.js';
import { prScopeAtScale } from './pr-scope.js';
import { waitEfficiency } from './wait.js';
import { exportBundle } from './export-bundle.js';
import { linkCheck } from './links.js';
import { liveCheck } from './live-check.js';
import { visualReview } from './visual.js';

const BENCHMARKS: { id: string; title: string; run: () => Promise<BenchResult> }[] = [
  { id: 'quota', title: '1. Quota pacing', run: quotaPacing },
  { id: 'wait', title: '2. Wait efficiency', run: waitEfficiency },
  { id: 'download', title: '3. Download', run: downloadThroughput },
  { id: 'validation', title: '4. Validation', run: validationSpeed },
  { id: 'startup', title: '5. Start-up', run: startupTime },
  { id: 'matrix', title: '6. One quota, 4 runners', run: matrixSharing },
  { id: 'scale', title: '7. Validation at scale', run: validationAtScale },
  { id: 'changed-pages', title: '8. Changed pages at scale', run: changedPagesAtScale },
  { id: 'pr-scope', title: '9. Pull-request scope at scale', run: prScopeAtScale },
  { id: 'export-bundle', title: '10. Docs bundle export', run: exportBundle },
  { id: 'links', title: '11. Link check', run: linkCheck },
  { id: 'live-check', title: '12. Live check of the changed pages', run: liveCheck },
  { id: 'visual', title: '13. Visual review', run: visualReview },
];

interface Options {
  format: 'text' | 'markdown' | 'json';
  only: Set<string> | undefined;
  /** Render a saved `--json` run instead of running. */
  fromJson: string | undefined;
}

function parseArgs(argv: readonly string[]): Options {
  const valueOf = (flag: string) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? (argv[at + 1] ?? '') : undefined;
  };
  const format = argv.includes('--json') ? 'json' : argv.includes('--markdown') ? 'markdown' : 'text';
  const onlyList = valueOf('--only');
  const only = onlyList === undefined ? undefined : new Set(onlyList.split(',').filter(Boolean));
  const unknown = [...(only ?? [])].filter((id) => !BENCHMARKS.some((b) => b.id === id));
  if (unknown.length > 0) {
    console.error(
      `unknown benchmark ${unknown.join(', ')}; known: ${BENCHMARKS.map((b) => b.id).join(', ')}`,
    );
    process.exit(2);
  }
  return { format, only, fromJson: valueOf('--from-json') };
}

/** Everything one run measured: what --json prints and --from-json reads back. */
interface RunReport {
  machine: MachineDescription;
  /** 1, 5 and 15 minute load averages before and after: the machine may be shared. */
  loadAverage: { before: number[]; after: number[] };
  command: string;
  startedAt: string;
  durationMs: number;
  benchmarks: BenchResult[];
}

function render(report: RunReport, format: Options['format']): string {
  if (format === 'json') return JSON.stringify(report);
  const { machine, loadAverage, benchmarks } = report;
  return [
    '',
    format === 'markdown' ? renderMarkdownTable(benchmarks) : renderTextTable(benchmarks),
    '',
    ...benchmarks.flatMap((r) => [`${r.title}:`, ...r.notes.map((n) => `  - ${n}`)]),
    '',
    `${benchmarks.length} benchmarks in ${(report.durationMs / 1000).toFixed(1)} s on ${machineLine(machine)}; ` +
      `load average (1 min) ${loadAverage.before[0]} before, ${loadAverage.after[0]} after.`,
  ].join('\n');
}

async function runBenchmarks(only: Set<string> | undefined): Promise<RunReport> {
  cleanupOnSignals();
  const machine = describeMachine();
  const loadBefore = os.loadavg();
  const progress = (line: string) => process.stderr.write(`${line}\n`);
  progress(`docs-ci benchmarks on ${machineLine(machine)}`);
  const startedAt = new Date().toISOString();
  const started = performance.now();
  const results: BenchResult[] = [];
  for (const bench of BENCHMARKS) {
    if (only && !only.has(bench.id)) continue;
    progress(`running ${bench.title} ...`);
    const benchStarted = performance.now();
    let result: BenchResult;
    try {
      result = await bench.run();
    } catch (error) {
      result = {
        id: bench.id,
        title: bench.title,
        figures: [],
        notes: [],
        details: {},
        durationMs: performance.now() - benchStarted,
        error: error instanceof Error ? error.message : String(error),
      };
    } finally {
      await cleanupEverything();
    }
    progress(
      `  done in ${(result.durationMs / 1000).toFixed(1)} s${result.error ? ` (error: ${result.error})` : ''}`,
    );
    results.push({ ...result, durationMs: round(result.durationMs, 0) });
  }
  return {
    machine,
    loadAverage: { before: loadBefore.map((l) => round(l, 2)), after: os.loadavg().map((l) => round(l, 2)) },
    command: 'npm run bench',
    startedAt,
    durationMs: round(performance.now() - started, 0),
    benchmarks: results,
  };
}

async function main(): Promise<number> {
  const { format, only, fromJson } = parseArgs(process.argv.slice(2));
  const report = fromJson
    ? (JSON.parse(readFileSync(fromJson, 'utf8')) as RunReport)
    : await runBenchmarks(only);
  process.stdout.write(render(report, format) + '\n');
  return report.benchmarks.some((r) => r.error) ? 1 : 0;
}

const code = await main().catch(async (error: unknown) => {
  await cleanupEverything();
  console.error(error);
  return 1;
});
process.exitCode = code;
