import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../support/run-action.js';

// scripts/check-package.js packs the project as `npm publish` would, installs the tarball into an
// empty folder with the network off and runs every command of the installed docs-ci, on the Node
// running the tests (24) and on the oldest Node package.json `engines` allows (22.x: installed once
// from the npm registry into the git-ignored .tmp/), including the recipes for other CI of docs/cli.md.
interface Summary {
  tarball: string;
  sizeBytes: number;
  files: number;
  maxBytes: number;
  nodes?: string[];
  failures: string[];
}

function checkPackage(args: string[]): Promise<{ code: number | null; summary: Summary; report: string }> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts/check-package.js'), '--json', ...args], {
    cwd: ROOT,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let report = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (report += d.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 170_000);
  return new Promise((done) =>
    child.on('close', (code) => {
      clearTimeout(killer);
      done({ code, summary: JSON.parse(stdout || '{}') as Summary, report });
    }),
  );
}

describe('the npm package (npm pack, installed offline)', () => {
  it('is under 2 MB, installs with no dependency or script, and every command works on Node 24 and 22', async () => {
    const { code, summary, report } = await checkPackage(['--oldest']);
    expect({ code, failures: summary.failures, report }).toMatchObject({ code: 0, failures: [] });
    expect(summary.sizeBytes).toBeLessThanOrEqual(2_000_000);
    expect(summary.maxBytes).toBe(2_000_000);
    expect(summary.nodes?.map((version) => version.split('.')[0])).toEqual([
      `v${process.versions.node.split('.')[0]}`,
      'v22',
    ]);
    expect(report).toMatch(
      /docs-ci-[\d.]+\.tgz: [\d.]+ MB packed \(limit 2\.00 MB\), [\d.]+ MB unpacked, \d+ files/,
    );
    for (const recipe of ['shell', 'gitlab', 'bitbucket'])
      expect(report.match(new RegExp(`✓ recipe ${recipe} of docs/cli\\.md:`, 'g'))).toHaveLength(2);
  }, 180_000);

  it('fails when the tarball is over the limit, before installing it', async () => {
    const { code, summary, report } = await checkPackage(['--max-bytes', '1000']);
    expect(code).toBe(1);
    expect(summary.failures).toEqual(['the tarball is at most 1000 bytes']);
    expect(summary.nodes).toBeUndefined();
    expect(report).toContain('✗ the tarball is at most 1000 bytes');
  }, 60_000);
});
