import type { SyntheticPage } from '../../bench/lib/synthetic-captures.js';
import type { CompareOptions, WholeImageOptions } from '../../src/visual/compare/index.js';
import type { TiledCapture } from '../../src/visual/types.js';
import { runNodeChild } from './node-child.js';

/** A page to render into tiles of `tileHeights` rows (each side its own), or tiles already written. */
type Side = SyntheticPage | TiledCapture;

export type VisualJob = { dir: string; tileHeights?: [number, number] } & (
  | { op: 'tiles'; page: SyntheticPage; name: string }
  | {
      op: 'compare';
      before: Side;
      after: Side;
      prefix?: string;
      options?: Partial<Omit<CompareOptions, 'outDir' | 'prefix'>>;
    }
  | { op: 'moving'; first: Side; second: Side }
  | { op: 'whole'; page: Side; file: string; options?: WholeImageOptions }
);

/** Runs one job of the visual comparison in a plain Node process (see visual-compare.child.ts) and returns its JSON. */
export async function runVisualJob<T>(job: VisualJob): Promise<T> {
  const { error, stdout, stderr } = await runNodeChild(
    'test/support/visual-compare.child.ts',
    [JSON.stringify(job)],
    {
      env: { ...process.env, NODE_OPTIONS: '' },
      nodeFlags: ['--no-warnings'],
      timeoutMs: 120_000,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  if (error) {
    // As util.promisify(execFile) rejected: the error with what the child printed.
    Object.assign(error, { stdout, stderr });
    throw error;
  }
  return JSON.parse(stdout) as T;
}
