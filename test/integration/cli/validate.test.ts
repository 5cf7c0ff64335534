import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import nock from 'nock';
import { runCli } from '../../support/cli.js';
import { openapiJson, startSpecServer } from '../../support/spec-server.js';

const corpus = resolve(import.meta.dirname, '../../fixtures/validate');
const fixture = (name: string) => join(corpus, name);
// No DOCS_API_KEY, no DOCS_API_URL: validation never talks to the service.
const env = {};

beforeAll(() => nock.enableNetConnect('127.0.0.1'));

interface JsonFinding {
  file: string;
  line: number;
  column: number;
  rule: string;
  message: string;
}

describe('docs-ci validate', () => {
  it('a valid repository: exit 0, the counts in text', async () => {
    const run = await runCli(['validate', fixture('valid-inheritance')], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('0 errors, 0 warnings; 2 specs, 4 generated pages\n');
  });

  it('errors: exit 1, one file:line:col line per finding', async () => {
    const run = await runCli(['validate', fixture('spec-refs')], env);
    expect(run.code).toBe(1);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toMatch(/^openapi\.yaml:6:11: error openapi-ref-external: /);
    expect(lines[7]).toMatch(/^7 errors, 0 warnings;/);
  });

  it.each([[['--format', 'json']], [['--json']]])(
    '%j: one JSON object with errors, warnings and pages',
    async (flags) => {
      const run = await runCli(['validate', fixture('spec-refs'), ...flags, '--json'], env);
      expect(run.code).toBe(1);
      expect(run.json.ok).toBe(false);
      const errors = run.json.errors as JsonFinding[];
      expect(errors).toHaveLength(7);
      expect(errors[0]).toMatchObject({
        file: 'openapi.yaml',
        line: 6,
        column: 11,
        rule: 'openapi-ref-external',
        message: expect.any(String),
      });
      expect(run.json.warnings).toEqual([]);
      expect(run.json.pages).toHaveLength(2);
      // stdout is the JSON and stderr holds no line per finding: the two streams merged still parse.
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout + run.stderr)).toEqual(run.json);
    },
  );

  it('--format json alone prints exactly the JSON object', async () => {
    const run = await runCli(['validate', fixture('valid-webhooks-31'), '--format', 'json'], env);
    expect(run.code).toBe(0);
    const parsed = JSON.parse(run.stdout) as { ok: boolean; pages: { method: string }[] };
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(parsed.ok).toBe(true);
    expect(parsed.pages.map((p) => p.method)).toContain('WEBHOOK');
  });

  it('fail-on: warnings fail only with --fail-on warnings; never never fails', async () => {
    const warnOnly = fixture('download-spec-without-spec');
    expect((await runCli(['validate', warnOnly], env)).code).toBe(0);
    const strict = await runCli(['validate', warnOnly, '--fail-on', 'warnings'], env);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toMatch(/^docs\.json:\d+:\d+: warning contextual-download-spec-no-spec: /m);
    expect((await runCli(['validate', fixture('spec-refs'), '--fail-on', 'never'], env)).code).toBe(0);
  });

  it('--extension names the vendor extension', async () => {
    const dir = fixture('valid-custom-extension');
    const defaults = await runCli(['validate', dir, '--json'], env);
    expect(defaults.json.warnings).toHaveLength(1);
    const custom = await runCli(['validate', dir, '--extension', 'x-acme', '--json'], env);
    expect(custom.json.warnings).toEqual([]);
  });

  it('--config reads another file, and findings name it relative to DIR', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-ci-validate-cli-'));
    try {
      writeFileSync(join(dir, 'site.json'), '{ "navigation": { "pages": ["missing-page"] } }');
      const run = await runCli(['validate', dir, '--config', join(dir, 'site.json'), '--json'], env);
      expect(run.code).toBe(1);
      expect((run.json.errors as JsonFinding[])[0]).toMatchObject({
        file: 'site.json',
        rule: 'nav-page-not-found',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [['validate', join(corpus, 'does-not-exist'), '--json']],
    [['validate', fixture('valid-inheritance'), '--config', join(corpus, 'nope.json'), '--json']],
    [['validate', fixture('valid-inheritance'), '--extension', 'doc', '--json']],
    [['validate', fixture('valid-inheritance'), '--format', 'xml', '--json']],
    [['validate', fixture('valid-inheritance'), '--fail-on', 'sometimes', '--json']],
  ])('configuration and usage errors exit 2: %j', async (argv) => {
    const run = await runCli(argv, env);
    expect(run.code).toBe(2);
    expect(run.json.ok).toBe(false);
  });

  it('downloads specs referenced by URL only with --fetch-urls', async () => {
    const server = await startSpecServer();
    const dir = mkdtempSync(join(tmpdir(), 'docs-ci-validate-cli-'));
    try {
      const spec = JSON.parse(openapiJson('remote')) as Record<string, unknown>;
      server.set('/remote.json', { body: JSON.stringify({ ...spec, openapi: '2.0' }) });
      writeFileSync(
        join(dir, 'docs.json'),
        JSON.stringify({ navigation: { groups: [{ group: 'API', openapi: server.url('/remote.json') }] } }),
      );
      const offline = await runCli(['validate', dir, '--json'], env);
      expect(offline.code).toBe(0);
      expect(server.requests).toHaveLength(0);
      const online = await runCli(['validate', dir, '--fetch-urls', '--json'], env);
      expect(server.requests).toHaveLength(1);
      expect(online.code).toBe(1);
      expect((online.json.errors as JsonFinding[])[0]).toMatchObject({
        file: server.url('/remote.json'),
        rule: 'openapi-version-unsupported',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await server.close();
    }
  });
});
