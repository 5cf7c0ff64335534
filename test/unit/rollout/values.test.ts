import { execFileSync } from 'node:child_process';
import { chmod, copyFile, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigurationError } from '../../../src/core/errors.js';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { mergeLines, unifiedDiff } from '../../../src/rollout/line-diff.js';
import { isTrackedByGit, updateValuesFile } from '../../../src/rollout/values.js';
import { parseValuesKey } from '../../../src/rollout/values-key.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'rollout');
const BUNDLE_URL =
  'https://storage.example.com/exports/se_3f9a2c1b8e7d4a06/bundle.tar.gz' +
  '?X-Amz-Credential=AKIAEXAMPLE%2F20240501&X-Amz-Signature=f00dfeed';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docs-ci-values-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fixtureCopy(name: string): Promise<string> {
  const file = join(dir, 'values.yaml');
  await copyFile(join(fixtures, name), file);
  return file;
}

describe('updateValuesFile', () => {
  it('changes only the static export lines (golden file), then leaves the file alone', async () => {
    const file = await fixtureCopy('values.input.yaml');
    await chmod(file, 0o640);
    const logger = createRecordingLogger();
    const first = await updateValuesFile({ file, bundleUrl: BUNDLE_URL, version: '1.10', logger });
    expect(first.changed).toBe(true);
    expect(await readFile(file, 'utf8')).toBe(await readFile(join(fixtures, 'values.expected.yaml'), 'utf8'));
    expect((await stat(file)).mode & 0o777).toBe(0o640);
    expect(await readdir(dir)).toEqual(['values.yaml']);

    expect(first.diff).toBe(
      [
        `--- ${file}`,
        `+++ ${file}`,
        '@@ -31,10 +31,11 @@',
        ' # The rollout sets the fields below.',
        ' staticExport:',
        '   # Serve the bundle.',
        '-  enabled: false # turned on by the rollout',
        '-  bundleUrl: "https://storage.example.com/exports/old.tar.gz?<redacted>"',
        '+  enabled: true # turned on by the rollout',
        '+  bundleUrl: "https://storage.example.com/exports/se_3f9a2c1b8e7d4a06/bundle.tar.gz?<redacted>"',
        '   mirror:',
        '     enabled: false',
        '+  version: "1.10"',
        ' ',
        ' extraEnv: |',
        '   FOO=bar',
        '',
      ].join('\n'),
    );
    expect(first.diff).not.toContain('f00dfeed');
    expect(logger.text()).not.toContain('f00dfeed');

    const past = new Date('2024-01-01T00:00:00Z');
    await utimes(file, past, past);
    const second = await updateValuesFile({ file, bundleUrl: BUNDLE_URL, version: '1.10', logger });
    expect(second).toEqual({ changed: false, created: false, diff: '' });
    expect((await stat(file)).mtime.getTime()).toBe(past.getTime());
  });

  it('adds the block at the end of a file without it, keeping comments', async () => {
    const file = join(dir, 'values.yaml');
    await writeFile(file, '# chart values\nreplicaCount: 1 # one pod\n');
    await updateValuesFile({ file, bundleUrl: BUNDLE_URL, logger: createRecordingLogger() });
    expect(await readFile(file, 'utf8')).toBe(
      `# chart values\nreplicaCount: 1 # one pod\nstaticExport:\n  enabled: true\n  bundleUrl: "${BUNDLE_URL}"\n`,
    );
  });

  it('follows a dotted key into existing and new mappings', async () => {
    const file = join(dir, 'values.yaml');
    await writeFile(file, 'global:\n    imageRegistry: registry.example.com\n');
    await updateValuesFile({
      file,
      key: parseValuesKey('global.staticExport'),
      bundleUrl: BUNDLE_URL,
      version: '2024-05-01',
      logger: createRecordingLogger(),
    });
    expect(await readFile(file, 'utf8')).toBe(
      'global:\n    imageRegistry: registry.example.com\n    staticExport:\n        enabled: true\n' +
        `        bundleUrl: "${BUNDLE_URL}"\n        version: "2024-05-01"\n`,
    );
  });

  it('fills an empty block and keeps CRLF line endings', async () => {
    const file = join(dir, 'values.yaml');
    await writeFile(file, 'replicaCount: 1\r\nstaticExport:\r\n');
    await updateValuesFile({
      file,
      bundleUrl: 'https://cdn.example.com/b.tar.gz',
      logger: createRecordingLogger(),
    });
    expect(await readFile(file, 'utf8')).toBe(
      'replicaCount: 1\r\nstaticExport:\r\n  enabled: true\r\n  bundleUrl: "https://cdn.example.com/b.tar.gz"\r\n',
    );
  });

  it('creates a missing file with a comment header, readable by its owner only', async () => {
    const file = join(dir, 'new-values.yaml');
    const result = await updateValuesFile({ file, bundleUrl: BUNDLE_URL, logger: createRecordingLogger() });
    expect(result.created).toBe(true);
    const text = await readFile(file, 'utf8');
    expect(text).toMatch(
      /^# Helm values for the self-hosted documentation deployment, written by docs-ci\.\n/,
    );
    expect(text).toContain(`staticExport:\n  enabled: true\n  bundleUrl: "${BUNDLE_URL}"\n`);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(result.diff).toContain('--- /dev/null');
    expect(result.diff).not.toContain('f00dfeed');
  });

  it('refuses to create a file in a folder that does not exist', async () => {
    const file = join(dir, 'missing', 'values.yaml');
    await expect(
      updateValuesFile({ file, bundleUrl: BUNDLE_URL, logger: createRecordingLogger() }),
    ).rejects.toThrow(/the folder .*missing does not exist/);
  });

  it('refuses a key holding a scalar, naming the file and the fix', async () => {
    const file = join(dir, 'values.yaml');
    await writeFile(file, 'staticExport: true\n');
    const error = await updateValuesFile({
      file,
      bundleUrl: BUNDLE_URL,
      logger: createRecordingLogger(),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toBe(
      `values file ${file}: "staticExport" holds the scalar "true", but staticExport must be a mapping ` +
        '(enabled, bundleUrl, version). Change "staticExport" into a mapping or choose another values-key.',
    );
    expect(await readFile(file, 'utf8')).toBe('staticExport: true\n');
  });

  it.each([
    ['a list', 'global:\n  - staticExport\n', 'global.staticExport', /"global" holds a list/],
    ['an alias', 'base: &b {enabled: false}\nstaticExport: *b\n', 'staticExport', /holds an alias \(\*b\)/],
    ['a list at the top', '- a\n- b\n', 'staticExport', /the top level is a list, not a mapping/],
  ])('refuses %s', async (_what, content, key, message) => {
    const file = join(dir, 'values.yaml');
    await writeFile(file, content);
    await expect(
      updateValuesFile({
        file,
        key: parseValuesKey(key),
        bundleUrl: BUNDLE_URL,
        logger: createRecordingLogger(),
      }),
    ).rejects.toThrow(message);
  });

  it('refuses a file that is not YAML, with the line', async () => {
    const file = join(dir, 'values.yaml');
    await writeFile(file, 'replicaCount: 1\nimage:\n  tag: "1.0\n  pullPolicy: Always\n');
    const error = await updateValuesFile({
      file,
      bundleUrl: BUNDLE_URL,
      logger: createRecordingLogger(),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toMatch(
      new RegExp(`^values file ${file} is not valid YAML at line \\d+`),
    );
    expect((error as Error).message).toMatch(/Fix the syntax/);
  });
});

describe('parseValuesKey', () => {
  it('splits a dotted key', () => {
    expect(parseValuesKey('staticExport')).toEqual(['staticExport']);
    expect(parseValuesKey('global.static-export')).toEqual(['global', 'static-export']);
  });

  it.each([
    [' staticExport', /has surrounding whitespace/],
    ['', /is empty/],
    ['global..staticExport', /empty segment/],
    ['.staticExport', /empty segment/],
    ['global. staticExport', /segment " staticExport"/],
    ['static[0]', /segment "static\[0\]"/],
  ])('rejects %p naming the input', (text, message) => {
    expect(() => parseValuesKey(text)).toThrow(ConfigurationError);
    expect(() => parseValuesKey(text)).toThrow(/^values-key: /);
    expect(() => parseValuesKey(text)).toThrow(message);
  });
});

describe('isTrackedByGit', () => {
  it('tells tracked from untracked files, and is false outside a repository', async () => {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
    await writeFile(join(dir, 'tracked.yaml'), 'a: 1\n');
    await writeFile(join(dir, 'untracked.yaml'), 'a: 1\n');
    expect(await isTrackedByGit(join(dir, 'tracked.yaml'))).toBe(false);
    git('init', '-q');
    git('add', 'tracked.yaml');
    expect(await isTrackedByGit(join(dir, 'tracked.yaml'))).toBe(true);
    expect(await isTrackedByGit(join(dir, 'untracked.yaml'))).toBe(false);
    expect(await isTrackedByGit(join(dir, 'missing', 'values.yaml'))).toBe(false);
  });
});

describe('line diff helpers', () => {
  it('merges an edit into differently formatted text', () => {
    const original = 'a: {x: 1}\nb: 1\nc: [1]\n';
    const baseline = 'a: { x: 1 }\nb: 1\nc: [ 1 ]\n';
    const edited = 'a: { x: 1 }\nb: 2\nc: [ 1 ]\n';
    expect(mergeLines(original, baseline, edited)).toBe('a: {x: 1}\nb: 2\nc: [1]\n');
  });

  it('writes hunks with context', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
    const after = before.replace('line 2', 'LINE 2').replace('line 17', 'LINE 17');
    expect(unifiedDiff(before, after, { from: 'a', to: 'b' }, 1)).toBe(
      '--- a\n+++ b\n@@ -2,3 +2,3 @@\n line 1\n-line 2\n+LINE 2\n line 3\n@@ -17,3 +17,3 @@\n line 16\n-line 17\n+LINE 17\n line 18\n',
    );
  });
});
