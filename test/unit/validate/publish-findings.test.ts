import { createRecordingLogger } from '../../../src/core/logger.js';
import { publishFindings } from '../../../src/validate/publish-findings.js';
import { aFinding } from '../../support/findings.js';

const findings = [
  ...Array.from({ length: 25 }, (_, i) =>
    aFinding({ severity: 'error', rule: 'snippet-not-found', line: i + 1 }),
  ),
  ...Array.from({ length: 4 }, (_, i) => aFinding({ line: i + 100 })),
];

describe('publishFindings without a check run', () => {
  it('annotates every finding as a workflow command and counts what GitHub will not show', async () => {
    const logger = createRecordingLogger();
    const published = await publishFindings({
      findings,
      mode: 'auto',
      repositoryPath: (file) => `docs/${file}`,
      logger,
    });
    expect(published).toEqual({ via: 'commands', notShown: { errors: 15, warnings: 0 } });
    expect(logger.lines.filter((l) => l.level === 'error')).toHaveLength(25);
    expect(logger.lines.find((l) => l.level === 'error')?.where).toMatchObject({
      file: 'docs/guide.mdx',
      line: 1,
    });
    expect(logger.text()).toMatch(
      /15 error\(s\) and 0 warning\(s\) are in this log and the job summary but not annotated/,
    );
  });

  it('annotate: check-run with nothing to create it with says so once, then uses commands', async () => {
    const logger = createRecordingLogger();
    const published = await publishFindings({
      findings: findings.slice(0, 2),
      mode: 'check-run',
      repositoryPath: (f) => f,
      logger,
    });
    expect(published.via).toBe('commands');
    expect(logger.lines.filter((l) => l.level === 'warning').map((l) => l.message)).toEqual([
      expect.stringMatching(/^annotate: check-run needs the repository/),
    ]);
  });
});
