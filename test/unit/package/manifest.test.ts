import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../../support/run-action.js';

interface Manifest {
  version: string;
  private?: boolean;
  bin: Record<string, string>;
  files: string[];
  engines: { node: string };
  scripts: Record<string, string>;
  dependencies?: Record<string, string>;
  repository: { url: string };
  publishConfig: Record<string, unknown>;
}
interface Job {
  strategy?: { matrix: Record<string, unknown[]> };
  steps: { run?: string; uses?: string }[];
}
interface Workflow {
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Manifest;
const floor = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(manifest.engines.node);

/** Runs bin/docs-ci.js as if Node were `version` (process.version(s) overridden before it loads). */
function binOn(version: string) {
  const fake =
    `Object.defineProperty(process.versions, 'node', { value: '${version}' });` +
    `Object.defineProperty(process, 'version', { value: 'v${version}' });`;
  return spawnSync(
    process.execPath,
    [
      '--import',
      `data:text/javascript,${encodeURIComponent(fake)}`,
      join(ROOT, 'bin/docs-ci.js'),
      '--version',
    ],
    { encoding: 'utf8' },
  );
}

describe('package.json as published', () => {
  it('is publishable, with no install script and no dependency (the bundles carry them)', () => {
    expect(manifest.private).toBeUndefined();
    for (const hook of ['preinstall', 'install', 'postinstall', 'prepare'])
      expect(manifest.scripts[hook]).toBeUndefined();
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.bin).toEqual({ 'docs-ci': 'bin/docs-ci.js' });
    expect(manifest.files).toEqual(['bin/', 'dist/cli/', 'dist/validate-worker/']);
    // npm publish --provenance checks that the repository is the one the workflow runs in.
    expect(manifest.publishConfig).toEqual({ provenance: true });
    expect(manifest.repository.url).toMatch(/^git\+https:\/\/github\.com\/[\w-]+\/docs-ci\.git$/);
  });

  it('says in engines the oldest Node the CLI is tested on (the package check runs it there)', () => {
    expect(floor).not.toBeNull();
    expect(Number(floor![1])).toBeLessThanOrEqual(22);
  });
});

describe('bin/docs-ci.js', () => {
  const major = Number(floor![1]);
  const minor = Number(floor![2]);

  it('says in one line which Node it needs on an older one, exit 2', () => {
    for (const old of [`${major}.${minor - 1}.9`, '20.19.0', '18.20.8']) {
      const run = binOn(old);
      expect({ status: run.status, stdout: run.stdout }).toEqual({ status: 2, stdout: '' });
      expect(run.stderr).toBe(`docs-ci needs Node ${major}.${minor} or newer (found v${old}).\n`);
    }
  });

  it('runs the CLI from the oldest Node engines allows on', () => {
    for (const ok of [`${major}.${minor}.0`, `${major}.${minor + 1}.0`, '24.0.0']) {
      const run = binOn(ok);
      expect({ status: run.status, stdout: run.stdout.trim() }).toEqual({
        status: 0,
        stdout: manifest.version,
      });
    }
  });
});

describe('the workflows around the package', () => {
  const release = parse(readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8')) as Workflow;
  const ci = parse(readFileSync(join(ROOT, '.github/workflows/ci.yml'), 'utf8')) as Workflow;
  const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run] : [])).join('\n');

  it('release: checks the package, publishes it with provenance, then moves the major tag', () => {
    expect(release.permissions).toMatchObject({ 'id-token': 'write', contents: 'write' });
    const steps = release.jobs.release!.steps.map((step) => step.run ?? '');
    const at = (pattern: RegExp) => steps.findIndex((run) => pattern.test(run));
    expect(at(/npm run check-package/)).toBeGreaterThan(-1);
    expect(at(/npm publish --provenance/)).toBeGreaterThan(at(/npm run check-package/));
    expect(at(/git push -f origin "refs\/tags\/\$major"/)).toBeGreaterThan(at(/npm publish --provenance/));
    expect(runs(release.jobs.release!)).toMatch(
      /test "v\$\(node -p 'require\("\.\/package\.json"\)\.version'\)" = "\$TAG"/,
    );
  });

  it('ci: the package check on each supported Node line, from a clean checkout (no npm ci)', () => {
    const job = ci.jobs.package!;
    expect(job.strategy?.matrix.node).toEqual(expect.arrayContaining([Number(floor![1]), 24]));
    expect(runs(job)).toBe('node scripts/check-package.js');
  });
});
