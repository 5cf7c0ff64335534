import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendStepSummary, writeOutcome } from '../../../src/actions/common/outcome.js';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { clearSecretsForTests, registerSecret } from '../../../src/core/secrets.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docs-ci-outcome-'));
});
afterEach(async () => {
  clearSecretsForTests();
  await rm(dir, { recursive: true, force: true });
});

describe('appendStepSummary', () => {
  it('appends to the summary file, and does nothing without one', async () => {
    const file = join(dir, 'summary.md');
    expect(await appendStepSummary('## one', file)).toBe(true);
    expect(await appendStepSummary('## two\n\n', file)).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('## one\n\n## two\n\n');
    expect(await appendStepSummary('## three', undefined)).toBe(false);
  });
});

describe('writeOutcome', () => {
  it('writes the same result shape and the summary for a success and a failure, redacted', async () => {
    registerSecret('s3cr3t-value');
    const file = join(dir, 'summary.md');
    const results: string[] = [];
    const logger = createRecordingLogger();
    const report = {
      result: () => ({ jobId: 'se_1', note: 'key s3cr3t-value' }),
      summary: (failure: { message: string } | undefined) =>
        failure ? `failed: ${failure.message}` : 'done',
    };
    await writeOutcome({
      report,
      failure: undefined,
      setResult: (j) => results.push(j),
      summaryFile: file,
      logger,
    });
    await writeOutcome({
      report,
      failure: { kind: 'operation', message: 'it broke (s3cr3t-value)' },
      setResult: (j) => results.push(j),
      summaryFile: file,
      logger,
    });
    expect(results.map((j) => JSON.parse(j) as unknown)).toEqual([
      { ok: true, jobId: 'se_1', note: 'key ***' },
      { ok: false, jobId: 'se_1', note: 'key ***', error: { kind: 'operation', message: 'it broke (***)' } },
    ]);
    expect(await readFile(file, 'utf8')).toBe('done\n\nfailed: it broke (***)\n\n');
    expect(logger.text()).toBe('');
  });

  it('turns its own failures into warnings and still writes what it can', async () => {
    const file = join(dir, 'summary.md');
    await writeFile(file, '');
    await chmod(file, 0o400);
    const logger = createRecordingLogger();
    let result: string | undefined;
    await writeOutcome({
      report: { result: { a: 1 }, summary: () => 'text' },
      failure: undefined,
      setResult: (json) => {
        result = json;
      },
      summaryFile: process.getuid?.() === 0 ? join(dir, 'missing', 'summary.md') : file,
      logger,
    });
    expect(result).toBe('{"ok":true,"a":1}');
    expect(logger.text()).toMatch(/Could not write the job summary/);

    await writeOutcome({
      report: { result: { a: 1 } },
      failure: undefined,
      setResult: () => {
        throw new Error('output file gone');
      },
      summaryFile: undefined,
      logger,
    });
    expect(logger.text()).toMatch(/Could not write the result output: output file gone/);
  });
});
