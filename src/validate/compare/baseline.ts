import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { ConfigurationError, errorMessage } from '../../core/errors.js';
import type { BaseFinding } from './introduced.js';

const finding = z.object({ file: z.string(), rule: z.string(), message: z.string() });
/** A `docs-ci validate --format json` report, or an action's `result` output: both carry these lists. */
const report = z.object({ errors: z.array(finding), warnings: z.array(finding) });

/** The findings of a previous `--format json` report, for `--baseline FILE`. */
export async function readBaseline(path: string): Promise<BaseFinding[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new ConfigurationError(`--baseline: cannot read ${path}: ${errorMessage(error)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigurationError(
      `--baseline: ${path} is not JSON (${errorMessage(error)}); give the output of docs-ci validate --format json`,
    );
  }
  const parsed = report.safeParse(json);
  if (!parsed.success) {
    throw new ConfigurationError(
      `--baseline: ${path} is not a docs-ci validate report (it needs errors[] and warnings[] of {file, rule, message}); ` +
        'give the output of docs-ci validate --format json',
    );
  }
  if ((json as { truncated?: unknown }).truncated !== undefined) {
    throw new ConfigurationError(
      `--baseline: ${path} is a cut report (it has "truncated"): findings left out of it would count as new; ` +
        'give the whole output of docs-ci validate --format json',
    );
  }
  return [...parsed.data.errors, ...parsed.data.warnings];
}
