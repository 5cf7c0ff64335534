import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startEmulator } from '../../../src/emulator/index.js';
import { clockOf, runCli } from '../../support/cli.js';
import { DAY_MS, useExportCliSuite } from '../../support/export-cli.js';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/export');

const suite = useExportCliSuite();
const { exportCli, expectNoSecretIn } = suite;

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
const operations = (name: string) => suite.emulator.requests.filter((r) => r.operation === name);

describe('docs-ci export: the full loop', () => {
  it('exports, downloads, verifies, extracts and rolls out into a values file (golden)', async () => {
    const out = join(suite.dir, 'bundle.tar.gz');
    const site = join(suite.dir, 'site');
    const values = join(suite.dir, 'values.yaml');
    await copyFile(join(FIXTURES, 'values.input.yaml'), values);

    const run = await exportCli([
      '--out',
      out,
      '--extract',
      site,
      '--values',
      values,
      '--bundle-version',
      '2026.11.22',
      '--show-bundle-url',
    ]);

    expect(run.code).toBe(0);
    const json = run.json;
    expect(json).toMatchObject({
      ok: true,
      jobId: expect.stringMatching(/^se_/),
      status: 'completed',
      pageCount: expect.any(Number),
      expiresAt: expect.any(String),
      bundlePath: out,
      valuesChanged: true,
      sha256: await sha256(out),
      sizeBytes: (await stat(out)).size,
    });
    expect(String(json.bundleUrl)).toContain('X-Amz-Signature=');
    expect(await readdir(site)).toContain('index.html');
    expect(run.stderr).toMatch(/running \d+(\.\d)?%/);
    expectNoSecretIn(run.stderr, json.bundleUrl);

    const written = await readFile(values, 'utf8');
    const golden = await readFile(join(FIXTURES, 'values.expected.yaml'), 'utf8');
    expect(written.replace(String(json.bundleUrl), '<BUNDLE_URL>')).toBe(golden);

    // Rolling the same link out again changes nothing, down to the bytes and the modification time.
    const before = await stat(values);
    const again = await runCli(['rollout', '--values', values, '--version', '2026.11.22', '--json'], {
      ...suite.env,
      DOCS_BUNDLE_URL: String(json.bundleUrl),
    });
    expect(again.code).toBe(0);
    expect(again.json).toMatchObject({ ok: true, changed: false });
    expect(await readFile(values, 'utf8')).toBe(written);
    expect((await stat(values)).mtimeMs).toBe(before.mtimeMs);
    expectNoSecretIn(again.stderr + again.stdout, json.bundleUrl);
  });

  it('without --out only produces the link; the bundle version defaults to --version, else the job id', async () => {
    const values = join(suite.dir, 'values.yaml');
    const run = await exportCli(['--version', 'v7', '--values', values]);
    expect(run.code).toBe(0);
    expect(run.json.bundlePath).toBeUndefined();
    expect(operations('download')).toHaveLength(0);
    expect(await readFile(values, 'utf8')).toContain('version: "v7"');

    const byJob = await exportCli(['--values', values]);
    expect(await readFile(values, 'utf8')).toContain(`version: "${String(byJob.json.jobId)}"`);
  });

  it('--extract without --out downloads to a temporary file and removes it', async () => {
    const site = join(suite.dir, 'site');
    const run = await exportCli(['--extract', site]);
    expect(run.code).toBe(0);
    expect(run.json.bundlePath).toBeUndefined();
    expect(run.json.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await readdir(site)).toContain('index.html');
  });

  it('resumes a job with --job-id after a run hit its deadline', async () => {
    suite.emulator.control.configure({ exportDurationMs: 600_000 });
    const first = await runCli(
      ['export', '--domain', 'docs.example.com', '--timeout', '1s', '--json'],
      suite.env,
    );
    expect(first.code).toBe(1);
    const jobId = String(first.json.jobId);
    expect(jobId).toMatch(/^se_/);
    const resumed = await runCli(['export', '--job-id', jobId, '--json'], suite.env, {
      clock: clockOf(suite.emulator),
    });
    expect(resumed.code).toBe(0);
    expect(resumed.json).toMatchObject({ jobId, status: 'completed' });
    expect(operations('export-start')).toHaveLength(1);
  });
});

describe('docs-ci export: failures', () => {
  it('a failed job exits 1 with the job error and downloads nothing', async () => {
    suite.emulator.control.configure({ exportOutcome: 'failed' });
    const out = join(suite.dir, 'bundle.tar.gz');
    const run = await exportCli(['--out', out]);
    expect(run.code).toBe(1);
    expect(run.json).toMatchObject({ ok: false, status: 'failed', jobId: expect.stringMatching(/^se_/) });
    expect(run.stderr).toMatch(/export job se_\w+ failed: Rendering failed: page "guides\/static-export"/);
    expect(operations('bundle')).toHaveLength(0);
    expect(await exists(out)).toBe(false);
  });

  it('a stuck job hits the deadline: exit 1, the job id to resume in the message and the JSON', async () => {
    suite.emulator.control.configure({ exportOutcome: 'stuck' });
    const run = await runCli(
      ['export', '--domain', 'docs.example.com', '--timeout', '2s', '--json'],
      suite.env,
    );
    expect(run.code).toBe(1);
    expect(run.json).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    const jobId = String(run.json.jobId);
    expect(jobId).toMatch(/^se_/);
    expect(run.stderr).toContain(`--job-id ${jobId}`);
    expect(String((run.json.error as { message: string }).message)).toContain(jobId);
  });

  it('a link refused as expired at the download: a fresh link, then success', async () => {
    suite.emulator.control.addFault({ kind: 'expire', operation: 'download' });
    const out = join(suite.dir, 'bundle.tar.gz');
    const run = await exportCli(['--out', out]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/has expired: asking the service for a fresh one/);
    expect(operations('bundle')).toHaveLength(2);
    expect(run.json.sha256).toBe(await sha256(out));
    expectNoSecretIn(run.stderr, run.json.bundleUrl);
  });

  it('a link already expired (by its expiresAt) before the download: a fresh link first', async () => {
    // 5 emulated minutes are 1.5 real seconds: inside the 60 s clock-skew margin.
    suite.emulator.control.configure({ bundleTtlMs: 300_000 });
    const out = join(suite.dir, 'bundle.tar.gz');
    const run = await exportCli(['--out', out]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/The bundle link expires at .*: asking the service for a fresh one/);
    expect(operations('bundle').length).toBeGreaterThanOrEqual(2);
    expect(await exists(out)).toBe(true);
  });

  it('bundle prints a link that has already expired only with a clear warning', async () => {
    const exported = await exportCli([]);
    expect(exported.code).toBe(0);
    const jobId = String(exported.json.jobId);
    const bundle = (extra: string[] = []) =>
      runCli(['bundle', jobId, ...extra], suite.env, { clock: clockOf(suite.emulator) });

    const fresh = await bundle(['--json']);
    expect(fresh.code).toBe(0);
    expect(fresh.json).toMatchObject({ ok: true, expired: false });
    expect(fresh.stderr).not.toMatch(/EXPIRED/);

    // A link whose lifetime is already over when it arrives (a service or clock problem). Over by a
    // minute: a lifetime of 0 made the verdict depend on the drift between two processes' clocks.
    suite.emulator.control.configure({ bundleTtlMs: -60_000 });
    const expired = await bundle();
    expect(expired.code).toBe(0);
    expect(expired.stdout.trim()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/storage\/.*X-Amz-Signature=/);
    expect(expired.stderr).toMatch(
      /This bundle link has ALREADY EXPIRED \(expiresAt .*\): the storage will refuse it \(HTTP 403\).*docs-ci export --job-id/,
    );
    const json = await bundle(['--json']);
    expect(json.json).toMatchObject({ ok: true, expired: true });
  });

  it('a transfer cut in half is resumed with a Range request', async () => {
    suite.emulator.control.addFault({ kind: 'truncate', bytes: 1000, operation: 'download' });
    const out = join(suite.dir, 'bundle.tar.gz');
    const run = await exportCli(['--out', out]);
    expect(run.code).toBe(0);
    expect(Number(run.json.sizeBytes)).toBeGreaterThan(1000);
    expect(run.stderr).toMatch(/interrupted after .*resuming/);
    expect(operations('download').map((r) => r.status)).toEqual([200, 206]);
    expect(run.json.sha256).toBe(await sha256(out));
  });

  it('an archive corrupt again from a fresh link exits 1 and leaves no file at --out', async () => {
    suite.emulator.control.addFault({ kind: 'corrupt', operation: 'bundle', times: 2 });
    const out = join(suite.dir, 'bundle.tar.gz');
    const run = await exportCli(['--out', out]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/not a tar\.gz or zip archive|corrupt/);
    expect(run.stderr).toMatch(/failed its check twice/);
    expect(await readdir(suite.dir)).toEqual([]);
  });

  it('an archive with a .. entry is refused with --extract: nothing extracted', async () => {
    suite.emulator.control.addFault({ kind: 'traversal', operation: 'bundle' });
    const work = join(suite.dir, 'work');
    await mkdir(work);
    const site = join(work, 'site');
    const run = await exportCli(['--out', join(suite.dir, 'bundle.tar.gz'), '--extract', site]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Refusing to extract/);
    expect(await readdir(work)).toEqual([]);
    expect(await exists(join(suite.dir, 'evil.txt'))).toBe(false);
  });

  it('air-gapped with external assets: exit 1 naming the origins; passes with --allow-origin', async () => {
    const external = await startEmulator({ timeScale: 200, bundleTtlMs: DAY_MS, externalAssets: true });
    try {
      const externalEnv = { ...suite.env, DOCS_API_URL: external.url, DOCS_API_KEY: external.apiKey };
      const values = join(suite.dir, 'values.yaml');
      const args = (site: string) => [
        'export',
        '--domain',
        'docs.example.com',
        '--extract',
        site,
        '--deployment-type',
        'air-gapped',
        '--values',
        values,
        '--json',
      ];
      const blocked = await runCli(args(join(suite.dir, 'a')), externalEnv, { clock: clockOf(external) });
      expect(blocked.code).toBe(1);
      const message = String((blocked.json.error as { message: string }).message);
      for (const origin of [
        'https://fonts.googleapis.com',
        'https://cdn.jsdelivr.net',
        'https://www.googletagmanager.com',
        'https://cdn.example-cdn.com',
      ]) {
        expect(message).toContain(origin);
      }
      expect(await exists(values)).toBe(false);

      const allowed = await runCli(
        [
          ...args(join(suite.dir, 'b')),
          '--allow-origin',
          'fonts.googleapis.com',
          '--allow-origin',
          'https://cdn.jsdelivr.net',
          '--allow-origin',
          '*.googletagmanager.com',
          '--allow-origin',
          'cdn.example-cdn.com',
        ],
        externalEnv,
        { clock: clockOf(external) },
      );
      expect(allowed.code).toBe(0);
      expect(allowed.json).toMatchObject({ valuesChanged: true, offline: { blocking: false } });

      const reported = await runCli(
        [
          'export',
          '--domain',
          'docs.example.com',
          '--extract',
          join(suite.dir, 'c'),
          '--deployment-type',
          'client-hosted',
          '--json',
        ],
        externalEnv,
        { clock: clockOf(external) },
      );
      expect(reported.code).toBe(0);
      expect(reported.stderr).toMatch(/not blocking for a client-hosted deployment/);

      // A deployment type alone still checks the bundle (extracted to a temporary folder).
      const implied = await runCli(
        ['export', '--domain', 'docs.example.com', '--deployment-type', 'air-gapped', '--json'],
        externalEnv,
        { clock: clockOf(external) },
      );
      expect(implied.code).toBe(1);
      expect(implied.json).toMatchObject({ ok: false, offline: { blocking: true } });
      expect(implied.json.extractedTo).toBeUndefined();
    } finally {
      await external.close();
    }
  });
});
