import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli } from '../../support/cli.js';
import { useExportCliSuite } from '../../support/export-cli.js';
import { expectNoSecrets } from '../../support/secret-guard.js';

/**
 * Bad input to `docs-ci`: each one is refused before any request, with exit code 2 and ONE error
 * line that names the option (or argument, or variable) and says what a good value looks like.
 */
interface BadInput {
  input: string;
  argv: string[] | ((dir: string) => string[]);
  /** Environment added to (or, with undefined values, removed from) the defaults. */
  env?: Record<string, string | undefined>;
  /** The name the message must use. */
  names: string | RegExp;
  /** Words of the fix, besides the name. */
  fix?: RegExp;
  /** Files the case needs in its folder. */
  files?: Record<string, string>;
}

const PREVIEW = ['preview', '--project-id', 'proj', '--branch', 'feature/x'];
const EXPORT = ['export', '--domain', 'docs.example.com'];

const cases: BadInput[] = [
  // ---- branches ----
  { input: 'empty branch', argv: ['preview', '--project-id', 'proj', '--branch', ''], names: '--branch' },
  {
    input: 'whitespace branch',
    argv: ['preview', '--project-id', 'proj', '--branch', ' \t '],
    names: '--branch',
    fix: /empty or whitespace/,
  },
  {
    input: 'one whitespace branch among good ones',
    argv: ['preview', '--project-id', 'proj', '--branch', 'a', '--branch', '  '],
    names: '--branch',
  },
  { input: 'no branch at all', argv: ['preview', '--project-id', 'proj'], names: '--branch' },
  // ---- project, status and job ids ----
  {
    input: 'project id with a slash',
    argv: ['preview', '--project-id', 'acme/docs', '--branch', 'b'],
    names: '--project-id',
    fix: /Copy the id exactly/,
  },
  {
    input: 'project id with surrounding whitespace',
    argv: ['deploy', '--project-id', ' proj '],
    names: '--project-id',
    fix: /without surrounding whitespace/,
  },
  { input: 'project id with a query', argv: ['deploy', '--project-id', 'proj?x=1'], names: '--project-id' },
  { input: 'project id ..', argv: ['deploy', '--project-id', '..'], names: '--project-id' },
  { input: 'status id with path characters', argv: ['status', '../admin'], names: 'STATUS_ID' },
  { input: 'job id with path characters', argv: ['bundle', '../se_1'], names: 'JOB_ID' },
  { input: 'job id with a percent escape', argv: ['bundle', 'se_1%2F..'], names: 'JOB_ID' },
  {
    input: 'job id to resume with a backslash',
    argv: ['export', '--job-id', 'se_1\\..'],
    names: '--job-id',
  },
  { input: 'job id to resume with a fragment', argv: ['export', '--job-id', 'se_1#x'], names: '--job-id' },
  // ---- durations and limits ----
  {
    input: 'zero timeout',
    argv: [...PREVIEW, '--timeout', '0'],
    names: '--timeout',
    fix: /greater than zero/,
  },
  { input: 'negative timeout', argv: [...PREVIEW, '--timeout=-5s'], names: '--timeout' },
  {
    input: 'timeout in words',
    argv: [...PREVIEW, '--timeout', '10 minutes'],
    names: '--timeout',
    fix: /for example 500ms, 30s, 15m or 1h/,
  },
  { input: 'timeout with an unknown unit', argv: [...PREVIEW, '--timeout', '2w'], names: '--timeout' },
  {
    input: 'rate limit without a window',
    argv: [...PREVIEW, '--rate-limit', '5'],
    names: '--rate-limit',
    fix: /REQUESTS\/DURATION, for example 5\/60s/,
  },
  {
    input: 'rate limit of zero requests',
    argv: [...PREVIEW, '--rate-limit', '0/60s'],
    names: '--rate-limit',
    fix: /at least one request/,
  },
  {
    input: 'rate limit with a zero window',
    argv: [...PREVIEW, '--rate-limit', '5/0s'],
    names: '--rate-limit',
  },
  {
    input: 'rate limit with a fraction',
    argv: [...PREVIEW, '--rate-limit', '2.5/1m'],
    names: '--rate-limit',
  },
  {
    input: 'request timeout variable of zero',
    argv: PREVIEW,
    env: { DOCS_CI_REQUEST_TIMEOUT: '0ms' },
    names: 'DOCS_CI_REQUEST_TIMEOUT',
  },
  // ---- the service address and key ----
  { input: 'base URL that is not http', argv: [...PREVIEW, '--base-url', 'ftp://x/v1'], names: 'base-url' },
  {
    input: 'base URL with a query string',
    argv: PREVIEW,
    env: { DOCS_API_URL: 'https://api.example.com/v1?key=1' },
    names: 'base-url',
  },
  {
    input: 'API key with whitespace',
    argv: PREVIEW,
    env: { DOCS_API_KEY: 'dcs_abc def' },
    names: /API key/,
    fix: /copy it again/,
  },
  { input: 'empty API key', argv: PREVIEW, env: { DOCS_API_KEY: '' }, names: 'DOCS_API_KEY' },
  {
    input: 'deployment trigger path without its placeholder',
    argv: ['deploy', '--project-id', 'proj', '--trigger-path', '/project/update'],
    names: 'trigger-path',
    fix: /\{projectId\}/,
  },
  {
    input: 'deployment status path without a leading slash',
    argv: ['status', 'abc', '--status-path', 'project/update-status/{statusId}'],
    names: 'status-path',
  },
  // ---- export requests ----
  {
    input: 'domain with a scheme',
    argv: ['export', '--domain', 'http://docs.example.com'],
    names: '--domain',
    fix: /hostname only, e\.g\. docs\.example\.com/,
  },
  {
    input: 'domain with a path',
    argv: ['export', '--domain', 'docs.example.com/v2/guide'],
    names: '--domain',
    fix: /hostname only, e\.g\. docs\.example\.com/,
  },
  { input: 'domain with a port', argv: ['export', '--domain', 'docs.example.com:8443'], names: '--domain' },
  { input: 'domain with a space', argv: ['export', '--domain', 'docs example.com'], names: '--domain' },
  {
    input: 'page path with a leading slash',
    argv: [...EXPORT, '--path', '/guides/install'],
    names: '--path',
    fix: /write guides\/install/,
  },
  { input: 'page path with ..', argv: [...EXPORT, '--path', 'guides/../../etc'], names: '--path' },
  { input: 'version label with a space', argv: [...EXPORT, '--version', 'v 2'], names: '--version' },
  {
    input: 'unknown deployment type',
    argv: [...EXPORT, '--deployment-type', 'hybrid'],
    names: '--deployment-type',
    fix: /cloud, client-hosted, air-gapped/,
  },
  {
    input: 'deployment type that names an Object member',
    argv: [...EXPORT, '--deployment-type', 'toString'],
    names: '--deployment-type',
  },
  {
    input: 'export with neither domain nor job id',
    argv: ['export', '--version', 'v1'],
    names: /--domain.*--job-id/,
  },
  // ---- values files and keys ----
  {
    input: 'values key with an empty segment',
    argv: (dir) => [...EXPORT, '--values', join(dir, 'values.yaml'), '--values-key', 'global..staticExport'],
    names: '--values-key',
  },
  {
    input: 'values key with surrounding whitespace',
    argv: (dir) => [...EXPORT, '--values', join(dir, 'values.yaml'), '--values-key', 'staticExport '],
    names: '--values-key',
    fix: /write it as "staticExport"/,
  },
  {
    input: 'values key with a space inside',
    argv: (dir) => ['rollout', '--values', join(dir, 'values.yaml'), '--values-key', 'static export'],
    env: { DOCS_BUNDLE_URL: 'https://mirror.internal/bundle.tar.gz' },
    names: '--values-key',
  },
  {
    input: 'values file that is not YAML',
    files: { 'values.yaml': 'staticExport: [unclosed\n  enabled: true\n' },
    argv: (dir) => [...EXPORT, '--values', join(dir, 'values.yaml')],
    names: /values file .*values\.yaml/,
    fix: /not valid YAML/,
  },
  {
    input: 'values file whose key holds a scalar',
    files: { 'values.yaml': 'replicaCount: 2\nstaticExport: "off"\n' },
    argv: (dir) => [...EXPORT, '--values', join(dir, 'values.yaml')],
    names: /values file .*values\.yaml/,
    fix: /"staticExport" holds the scalar "off".*choose another values-key/,
  },
  {
    input: 'values file whose nested key holds a list',
    files: { 'values.yaml': 'global:\n  - a\n' },
    argv: (dir) => [...EXPORT, '--values', join(dir, 'values.yaml'), '--values-key', 'global.staticExport'],
    names: /values file .*values\.yaml/,
    fix: /"global" holds a list/,
  },
  {
    input: 'rollout into a values file that is not YAML',
    files: { 'values.yaml': 'a: b: c\n' },
    argv: (dir) => ['rollout', '--values', join(dir, 'values.yaml')],
    env: { DOCS_BUNDLE_URL: 'https://mirror.internal/bundle.tar.gz' },
    names: /values file .*values\.yaml/,
  },
  // ---- helm ----
  {
    input: 'helm arguments with shell syntax',
    argv: (dir) => [
      ...EXPORT,
      '--values',
      join(dir, 'values.yaml'),
      '--helm-release',
      'docs',
      '--helm-chart',
      './chart',
      '--helm-args',
      '--wait; rm -rf /',
    ],
    names: 'helm-args',
    fix: /without a shell/,
  },
  {
    input: 'helm release that is not a release name',
    argv: (dir) => [
      'rollout',
      '--values',
      join(dir, 'values.yaml'),
      '--helm-release',
      'Docs_Site',
      '--helm-chart',
      './chart',
    ],
    env: { DOCS_BUNDLE_URL: 'https://mirror.internal/bundle.tar.gz' },
    names: 'helm-release',
  },
  // ---- links ----
  {
    input: 'links with a bad exclude pattern',
    argv: (d) => ['links', d, '--exclude', 'ok', '--exclude', '(unclosed'],
    names: /--exclude: "\(unclosed" is not a valid regular expression/,
  },
  {
    input: 'links with a bad .lycheeignore line',
    argv: (d) => ['links', d],
    files: { '.lycheeignore': '# fine\n^https://a\\.example\\.org\n[oops\n' },
    names: /\.lycheeignore:3: "\[oops" is not a valid regular expression/,
  },
  {
    input: 'links with no request at a time',
    argv: (d) => ['links', d, '--max-concurrency', '0'],
    names: '--max-concurrency',
    fix: /whole number of at least 1/,
  },
  {
    input: 'links with a cache age of no time',
    argv: (d) => ['links', d, '--cache-max-age', '0s'],
    names: '--cache-max-age',
  },
  {
    input: 'links --scope new without a base',
    argv: (d) => ['links', d, '--scope', 'new'],
    names: '--scope new',
  },
  {
    input: 'links --live that is no address',
    argv: (d) => ['links', d, '--live', 'docs.example.com'],
    names: /live: "docs\.example\.com" is not an http\(s\) address/,
  },
  {
    input: 'links --live with a base to compare with',
    argv: (d) => ['links', d, '--live', 'https://docs.example.com', '--base-dir', d],
    names: /--live checks a built site as it is: --base-dir and --baseline/,
  },
];

// One emulator per file (unscaled: nothing here may reach it), a temporary folder per test (suite.dir).
const suite = useExportCliSuite({ emulator: { timeScale: 1 } });

function mergedEnv(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const merged: Record<string, string | undefined> = { ...suite.env, ...extra };
  return Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
}

describe('docs-ci refuses bad input before any request (exit 2, one message naming the input)', () => {
  it('catalogues at least 40 distinct bad inputs', () => {
    expect(new Set(cases.map((c) => c.input)).size).toBe(cases.length);
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases.map((c) => [c.input, c] as const))('%s', async (_input, c) => {
    for (const [name, text] of Object.entries(c.files ?? {})) await writeFile(join(suite.dir, name), text);
    const argv = typeof c.argv === 'function' ? c.argv(suite.dir) : c.argv;
    const run = await runCli([...argv, '--json'], mergedEnv(c.env));

    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 2, stderr: expect.any(String) });
    expect(suite.emulator.requests).toEqual([]);
    const errors = run.stderr.split('\n').filter((line) => /^error: /.test(line));
    expect(errors).toHaveLength(1);
    const message = errors[0] as string;
    if (typeof c.names === 'string') expect(message).toContain(c.names);
    else expect(message).toMatch(c.names);
    if (c.fix) expect(message).toMatch(c.fix);
    expect(run.json).toMatchObject({
      ok: false,
      error: { kind: 'configuration', message: expect.any(String) },
    });
    expectNoSecrets(run, { apiKey: suite.emulator.apiKey });
  });
});
