import type { Spread } from './stats.js';

/** One figure of a benchmark, with the reference it is compared to and the goal it must meet. */
export interface Figure {
  metric: string;
  value: number;
  unit: string;
  /** When the value is the median of rounds: the smallest and largest round (same unit) and how many. */
  spread?: Spread | undefined;
  reference?: { label: string; value: number; unit: string; spread?: Spread | undefined } | undefined;
  /** value / reference (or the benchmark's own ratio, e.g. makespan / minimum). */
  ratio?: number | undefined;
  /** The ratio within each round (figure and reference measured side by side): smallest and largest. */
  ratioSpread?: Spread | undefined;
  /** Which number the goal applies to. */
  goal?: { on: 'value' | 'ratio'; op: '<=' | '>='; limit: number; unit?: string } | undefined;
  pass?: boolean | undefined;
}

export interface BenchResult {
  id: string;
  title: string;
  figures: Figure[];
  /** How the figures were measured, what limits them. */
  notes: string[];
  /** Raw per-run numbers, for --json. */
  details: Record<string, unknown>;
  durationMs: number;
  error?: string | undefined;
}

export function figure(f: Omit<Figure, 'pass'>): Figure {
  if (!f.goal) return f;
  const subject = f.goal.on === 'ratio' ? f.ratio : f.value;
  const pass =
    subject !== undefined &&
    Number.isFinite(subject) &&
    (f.goal.op === '<=' ? subject <= f.goal.limit : subject >= f.goal.limit);
  return { ...f, pass };
}

export function formatNumber(value: number, unit = ''): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  const digits = Number.isInteger(value) || abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  const text = value.toFixed(digits);
  return unit ? `${text} ${unit}` : text;
}

/** "412 ms (398..440)": a median with the smallest and largest of its rounds. */
function withSpread(value: number, unit: string, spread: Spread | undefined): string {
  const text = formatNumber(value, unit);
  return spread ? `${text} (${formatNumber(spread.min)}..${formatNumber(spread.max)})` : text;
}

function roundsOf(f: Figure): string {
  const rounds = f.spread?.rounds ?? f.ratioSpread?.rounds ?? f.reference?.spread?.rounds;
  return rounds === undefined ? '' : String(rounds);
}

function goalText(f: Figure): string {
  if (!f.goal) return '';
  const what = f.goal.on === 'ratio' ? 'ratio' : '';
  return `${what}${what ? ' ' : ''}${f.goal.op} ${formatNumber(f.goal.limit, f.goal.unit ?? (f.goal.on === 'ratio' ? 'x' : f.unit))}`;
}

function verdict(f: Figure): string {
  if (f.pass === undefined) return '';
  return f.pass ? 'pass' : 'MISS';
}

/** Rows of the table: benchmark, metric, figure, reference, ratio, rounds, goal, result. */
export function tableRows(results: readonly BenchResult[]): string[][] {
  const rows: string[][] = [];
  for (const result of results) {
    if (result.error) {
      rows.push([result.title, 'error', result.error, '', '', '', '', 'ERROR']);
      continue;
    }
    result.figures.forEach((f, index) => {
      rows.push([
        index === 0 ? result.title : '',
        f.metric,
        withSpread(f.value, f.unit, f.spread),
        f.reference
          ? `${f.reference.label}: ${withSpread(f.reference.value, f.reference.unit, f.reference.spread)}`
          : '',
        f.ratio === undefined ? '' : withSpread(f.ratio, 'x', f.ratioSpread),
        roundsOf(f),
        goalText(f),
        verdict(f),
      ]);
    });
  }
  return rows;
}

export const TABLE_HEADER = [
  'Benchmark',
  'Metric',
  'Figure (min..max)',
  'Reference (same run)',
  'Ratio',
  'Rounds',
  'Goal',
  'Result',
];

/** Plain-text table with aligned columns. */
export function renderTextTable(results: readonly BenchResult[]): string {
  const rows = [TABLE_HEADER, ...tableRows(results)];
  const widths = TABLE_HEADER.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(TABLE_HEADER), rule, ...rows.slice(1).map(line)].join('\n');
}

/** The same table in Markdown, for BENCHMARKS.md. */
export function renderMarkdownTable(results: readonly BenchResult[]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  const rows = tableRows(results).map((row) => `| ${row.map(escape).join(' | ')} |`);
  return [`| ${TABLE_HEADER.join(' | ')} |`, `|${TABLE_HEADER.map(() => ' --- ').join('|')}|`, ...rows].join(
    '\n',
  );
}
