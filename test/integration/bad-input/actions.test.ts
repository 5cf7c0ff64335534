import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useActionSuite } from '../../support/action-suite.js';
import { expectNoSecrets } from '../../support/secret-guard.js';

/**
 * Bad inputs to the built actions: each one fails the step (exit 1) before any request to the
 * service or to GitHub, with ONE `::error::<action> failed: ...` line naming the input and the fix.
 */
const TOKEN = 'ghs_bad_input_token_0123456789';
const BUNDLE_URL =
  'https://storage.example.com/exports/se_1/bundle.tar.gz?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=0badc0ffee0badc0ffee';

interface BadInput {
  action: 'preview' | 'deploy' | 'export' | 'rollout' | 'validate' | 'watch-specs';
  input: string;
  inputs: (dir: string) => Record<string, string>;
  env?: Record<string, string>;
  eventName?: string;
  /** The input's name as the message must show it. */
  names: string | RegExp;
  fix?: RegExp;
  files?: Record<string, string>;
}

// One emulator per file (unscaled: nothing here may reach it), a fake GitHub per test, and the
// secret-leak guard on every run.
const suite = useActionSuite({ token: TOKEN, emulator: { timeScale: 1 } });
const { runBuiltAction } = suite;
let dir: string;

const api = () => ({ 'api-key': suite.emulator.apiKey, 'base-url': suite.emulator.url });
const preview = (extra: Record<string, string>) => () => ({ ...api(), 'project-id': 'proj', ...extra });
const deploy = (extra: Record<string, string>) => () => ({ ...api(), 'project-id': 'proj', ...extra });
const exporting = (extra: Record<string, string>) => () => ({
  ...api(),
  domain: 'docs.example.com',
  download: 'false',
  ...extra,
});

const cases: BadInput[] = [
  // ---- preview ----
  {
    action: 'preview',
    input: 'empty branch where the event names none',
    inputs: preview({ branch: '' }),
    env: { GITHUB_REF_NAME: '', GITHUB_REF: '' },
    names: 'branch input',
  },
  {
    action: 'preview',
    input: 'whitespace branch where the event names none',
    inputs: preview({ branch: '  \t ' }),
    env: { GITHUB_REF_NAME: '', GITHUB_REF: '' },
    names: 'branch input',
  },
  {
    action: 'preview',
    input: 'project id with a slash',
    inputs: preview({ 'project-id': 'acme/docs' }),
    names: 'input project-id',
    fix: /Copy the id exactly/,
  },
  {
    action: 'preview',
    input: 'comment key with only symbols',
    inputs: preview({ 'comment-key': '!!! ###' }),
    names: 'input comment-key',
    fix: /must contain a letter or a digit/,
  },
  {
    action: 'preview',
    input: 'pull request that is not a number',
    inputs: preview({ 'pull-request': '12abc' }),
    names: 'input pull-request',
  },
  {
    action: 'preview',
    input: 'pull request zero',
    inputs: preview({ 'pull-request': '0' }),
    names: 'input pull-request',
  },
  {
    action: 'preview',
    input: 'bad branch glob',
    inputs: preview({ branches: 'release/[' }),
    eventName: 'schedule',
    names: 'input branches',
    fix: /not a valid pattern/,
  },
  {
    action: 'preview',
    input: 'branch globs that only exclude',
    inputs: preview({ branches: '!main\n!release/**' }),
    eventName: 'schedule',
    names: 'input branches',
    fix: /without "!"/,
  },
  {
    action: 'preview',
    input: 'branch and branches together',
    inputs: preview({ branch: 'a', branches: 'feature/*' }),
    names: /branch and branches/,
  },
  {
    action: 'preview',
    input: 'zero timeout',
    inputs: preview({ timeout: '0s' }),
    names: 'input timeout',
    fix: /greater than zero/,
  },
  {
    action: 'preview',
    input: 'rate limit in words',
    inputs: preview({ 'rate-limit': 'five per minute' }),
    names: 'input rate-limit',
    fix: /for example 5\/60s/,
  },
  {
    action: 'preview',
    input: 'rate limit of zero requests',
    inputs: preview({ 'rate-limit': '0/1m' }),
    names: 'input rate-limit',
  },
  {
    action: 'preview',
    input: 'wait that is not a boolean',
    inputs: preview({ wait: 'maybe' }),
    names: 'input wait',
    fix: /use true or false/,
  },
  {
    action: 'preview',
    input: 'base URL that is not a URL',
    inputs: preview({ 'base-url': 'docs api' }),
    names: 'input base-url',
    fix: /ends in \/v1/,
  },
  // ---- deploy ----
  {
    action: 'deploy',
    input: 'whitespace project id',
    inputs: deploy({ 'project-id': '   ' }),
    names: 'input project-id',
  },
  { action: 'deploy', input: 'negative timeout', inputs: deploy({ timeout: '-5m' }), names: 'input timeout' },
  {
    action: 'deploy',
    input: 'trigger path without its placeholder',
    inputs: deploy({ 'trigger-path': '/project/update/' }),
    names: 'trigger-path',
    fix: /\{projectId\}/,
  },
  // ---- export ----
  {
    action: 'export',
    input: 'domain with a path',
    inputs: exporting({ domain: 'docs.example.com/guide' }),
    names: 'input domain',
    fix: /hostname only/,
  },
  {
    action: 'export',
    input: 'domain with a port',
    inputs: exporting({ domain: 'docs.example.com:8443' }),
    names: 'input domain',
  },
  {
    action: 'export',
    input: 'job id with path characters',
    inputs: exporting({ domain: '', 'job-id': '../se_1' }),
    names: 'input job-id',
  },
  {
    action: 'export',
    input: 'page path with a leading slash',
    inputs: exporting({ paths: 'guides/a\n/guides/b' }),
    names: 'input paths',
    fix: /write guides\/b/,
  },
  {
    action: 'export',
    input: 'version label with a space',
    inputs: exporting({ version: 'release 2' }),
    names: 'input version',
  },
  {
    action: 'export',
    input: 'unknown deployment type',
    inputs: exporting({ 'deployment-type': 'hybrid' }),
    names: 'input deployment-type',
    fix: /cloud, client-hosted, air-gapped/,
  },
  {
    action: 'export',
    input: 'values key with the wrong shape',
    inputs: (d) => exporting({ 'values-file': join(d, 'values.yaml'), 'values-key': 'global..x' })(),
    names: 'input values-key',
  },
  {
    action: 'export',
    input: 'values file that is not YAML',
    files: { 'values.yaml': 'staticExport:\n  enabled: true\n bundleUrl: x\n' },
    inputs: (d) => exporting({ 'values-file': join(d, 'values.yaml') })(),
    names: /values file .*values\.yaml/,
    fix: /not valid YAML/,
  },
  {
    action: 'export',
    input: 'values file whose key holds a scalar',
    files: { 'values.yaml': 'staticExport: disabled\n' },
    inputs: (d) => exporting({ 'values-file': join(d, 'values.yaml') })(),
    names: /values file .*values\.yaml/,
    fix: /holds the scalar "disabled"/,
  },
  {
    action: 'export',
    input: 'helm arguments with shell syntax',
    inputs: (d) =>
      exporting({
        'values-file': join(d, 'values.yaml'),
        'helm-release': 'docs',
        'helm-chart': './chart',
        'helm-args': '--wait && echo done',
      })(),
    names: 'helm-args',
  },
  {
    action: 'export',
    input: 'timeout with an unknown unit',
    inputs: exporting({ timeout: '1 week' }),
    names: 'input timeout',
  },
  // ---- rollout ----
  {
    action: 'rollout',
    input: 'values key with a space',
    inputs: (d) => ({ 'values-file': join(d, 'values.yaml'), 'bundle-url': BUNDLE_URL, 'values-key': 'a b' }),
    names: 'input values-key',
  },
  {
    action: 'rollout',
    input: 'bundle URL that is not http(s)',
    inputs: (d) => ({ 'values-file': join(d, 'values.yaml'), 'bundle-url': 'ftp://mirror/bundle.tar.gz' }),
    names: 'input bundle-url',
  },
  {
    action: 'rollout',
    input: 'version label with whitespace inside',
    inputs: (d) => ({ 'values-file': join(d, 'values.yaml'), 'bundle-url': BUNDLE_URL, version: 'v\t1' }),
    names: 'input version',
  },
  {
    action: 'rollout',
    input: 'values file whose nested key holds a list',
    files: { 'values.yaml': 'global: [a, b]\n' },
    inputs: (d) => ({
      'values-file': join(d, 'values.yaml'),
      'bundle-url': BUNDLE_URL,
      'values-key': 'global.staticExport',
    }),
    names: /values file .*values\.yaml/,
    fix: /"global" holds a list/,
  },
  // ---- validate ----
  {
    action: 'validate',
    input: 'fail-on unknown',
    inputs: () => ({ 'fail-on': 'all' }),
    names: 'input fail-on',
    fix: /errors, warnings, never/,
  },
  // ---- watch-specs ----
  {
    action: 'watch-specs',
    input: 'project id with whitespace inside',
    inputs: () => ({ ...api(), 'project-id': 'my project' }),
    names: 'input project-id',
  },
  {
    action: 'watch-specs',
    input: 'zero timeout in ms',
    inputs: () => ({ ...api(), 'project-id': 'proj', timeout: '0ms' }),
    names: 'input timeout',
  },
];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docs-ci-bad-action-input-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the built actions refuse bad inputs before any request', () => {
  it('catalogue size', () => {
    expect(new Set(cases.map((c) => `${c.action}: ${c.input}`)).size).toBe(cases.length);
  });

  it.each(cases.map((c) => [`${c.action}: ${c.input}`, c] as const))('%s', async (_name, c) => {
    const files = Object.entries(c.files ?? {});
    for (const [name, text] of files) await writeFile(join(dir, name), text);
    const inputs = c.inputs(dir);
    const run = await runBuiltAction(c.action, {
      inputs,
      eventName: c.eventName ?? 'workflow_dispatch',
      event: { inputs: {} },
      env: { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: suite.github.url, GITHUB_WORKSPACE: dir, ...c.env },
      workspace: dir,
    });

    expect({ exitCode: run.exitCode, stdout: run.stdout }).toEqual({
      exitCode: 1,
      stdout: expect.any(String),
    });
    expect(suite.emulator.requests).toEqual([]);
    expect(suite.github.requests).toEqual([]);
    const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error'));
    expect(errors).toHaveLength(1);
    const message = errors[0] as string;
    expect(message.startsWith(`::error::${c.action} failed: `)).toBe(true);
    if (typeof c.names === 'string') expect(message).toContain(c.names);
    else expect(message).toMatch(c.names);
    if (c.fix) expect(message).toMatch(c.fix);
    expect(JSON.parse(run.outputs['result'] ?? '{}')).toMatchObject({
      ok: false,
      error: { kind: 'configuration' },
    });
    // Nothing written: the values file (if any) keeps its bytes.
    for (const [name, text] of files) expect(await readFile(join(dir, name), 'utf8')).toBe(text);
    expectNoSecrets(run, {
      apiKey: suite.emulator.apiKey,
      githubToken: TOKEN,
      github: suite.github,
      secrets: [inputs['bundle-url']],
    });
  });
});
