import { chmod, copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { delimiter, join, resolve } from 'node:path';
import { runCli } from '../../support/cli.js';
import { useExportCliSuite } from '../../support/export-cli.js';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/export');

const suite = useExportCliSuite();
const { exportCli, expectNoSecretIn } = suite;

/** A fake `helm` first on PATH: writes its arguments one per line to argv.txt. */
async function fakeHelm(): Promise<{ path: string; argv: () => Promise<string[]> }> {
  const bin = join(suite.dir, 'bin');
  await mkdir(bin);
  const argvFile = join(suite.dir, 'argv.txt');
  await writeFile(
    join(bin, 'helm'),
    `#!/bin/sh\nprintf '%s\\n' "$@" > "${argvFile}"\necho "Release \\"$3\\" has been upgraded. Happy Helming!"\n`,
  );
  await chmod(join(bin, 'helm'), 0o755);
  return {
    path: `${bin}${delimiter}${suite.env.PATH}`,
    argv: async () => (await readFile(argvFile, 'utf8')).trimEnd().split('\n'),
  };
}

describe('docs-ci export and rollout: helm', () => {
  it('runs helm upgrade --install with -f <values> and the extra arguments, never the URL', async () => {
    const helm = await fakeHelm();
    const values = join(suite.dir, 'values.yaml');
    const run = await exportCli(
      [
        '--values',
        values,
        '--helm-release',
        'docs',
        '--helm-chart',
        'oci://registry.example.com/charts/docs-site',
        '--helm-namespace',
        'docs',
        '--helm-args=--wait --atomic --timeout 10m',
      ],
      { PATH: helm.path },
    );
    expect(run.code).toBe(0);
    const argv = await helm.argv();
    expect(argv).toEqual([
      'upgrade',
      '--install',
      'docs',
      'oci://registry.example.com/charts/docs-site',
      '--namespace',
      'docs',
      '-f',
      values,
      '--wait',
      '--atomic',
      '--timeout',
      '10m',
    ]);
    expect(argv.join(' ')).not.toMatch(/X-Amz|bundleUrl|--set/);
    expect(argv.join(' ')).not.toContain(String(run.json.bundleUrl));
    expect(run.stderr).toMatch(/Happy Helming/);
  });

  it('helm missing from PATH fails before the export starts', async () => {
    const run = await exportCli(
      ['--values', join(suite.dir, 'values.yaml'), '--helm-release', 'docs', '--helm-chart', 'chart'],
      { PATH: join(suite.dir, 'empty') },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/helm not found on PATH/);
    expect(suite.emulator.requests).toHaveLength(0);
  });

  it('rollout alone: twice on a commented values file, the second time unchanged', async () => {
    const helm = await fakeHelm();
    const values = join(suite.dir, 'values.yaml');
    await copyFile(join(FIXTURES, 'values.input.yaml'), values);
    const bundleUrl =
      'https://storage.example.com/exports/se_1/bundle.tar.gz?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=feedf00d';
    const rolloutEnv = { ...suite.env, DOCS_BUNDLE_URL: bundleUrl, PATH: helm.path };
    const args = ['rollout', '--values', values, '--version', '2026.11.22', '--json'];
    const first = await runCli([...args, '--helm-release', 'docs', '--helm-chart', './chart'], rolloutEnv);
    expect(first.code).toBe(0);
    expect(first.json).toMatchObject({ ok: true, changed: true });
    const written = await readFile(values, 'utf8');
    const golden = await readFile(join(FIXTURES, 'values.expected.yaml'), 'utf8');
    expect(written.replace(bundleUrl, '<BUNDLE_URL>')).toBe(golden);
    expect(await helm.argv()).toEqual(['upgrade', '--install', 'docs', './chart', '-f', values]);
    expectNoSecretIn(first.stderr + first.stdout, bundleUrl);

    const second = await runCli(args, rolloutEnv);
    expect(second.json).toMatchObject({ ok: true, changed: false });
    expect(await readFile(values, 'utf8')).toBe(written);
  });

  it('rollout warns about --bundle-url on the command line and needs a link', async () => {
    const values = join(suite.dir, 'values.yaml');
    const url = 'https://mirror.internal/docs/bundle.tar.gz';
    const run = await runCli(['rollout', '--values', values, '--bundle-url', url, '--json'], suite.env);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/--bundle-url is visible in process lists/);
    const none = await runCli(['rollout', '--values', values, '--json'], suite.env);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/DOCS_BUNDLE_URL/);
  });
});

describe('docs-ci export: configuration errors exit 2 before any request', () => {
  it.each([
    [['--helm-release', 'docs', '--helm-chart', 'chart']],
    [['--values', 'v.yaml', '--helm-release', 'docs']],
    [['--values', 'v.yaml', '--values-key', 'a..b']],
    [['--deployment-type', 'on-prem']],
    [['--allow-origin', 'not an origin!']],
    [['--values', '/no/such/folder/values.yaml']],
    [['--bundle-version', 'has space']],
  ])('%j', async (args) => {
    const run = await runCli(['export', '--domain', 'docs.example.com', ...args, '--json'], suite.env);
    expect(run.code).toBe(2);
    expect(run.json.ok).toBe(false);
    expect(suite.emulator.requests).toHaveLength(0);
  });

  it('a values file that is not valid YAML', async () => {
    const values = join(suite.dir, 'values.yaml');
    await writeFile(values, 'staticExport:\n  enabled: [true\n');
    const run = await runCli(
      ['export', '--domain', 'docs.example.com', '--values', values, '--json'],
      suite.env,
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/not valid YAML/);
    expect(suite.emulator.requests).toHaveLength(0);
  });

  it('a non-empty --extract folder', async () => {
    await writeFile(join(suite.dir, 'keep.txt'), 'x');
    const run = await runCli(
      ['export', '--domain', 'docs.example.com', '--extract', suite.dir, '--json'],
      suite.env,
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/not empty/);
    expect(suite.emulator.requests).toHaveLength(0);
  });
});
