import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { validateDocs } from '../../src/validate/index.js';
import { WORKER_FROM_FILES } from '../../src/validate/validate-docs.js';
import { runBuiltAction as runUnguarded } from '../support/run-action.js';
import { withSecretGuard } from '../support/secret-guard.js';

// The corpus folder plays the workspace; docs-dir picks one documentation repository in it.
const workspace = resolve(import.meta.dirname, '../fixtures/validate');

// Every run goes through the secret-leak guard (test/support/secret-guard.ts).
const runBuiltAction = withSecretGuard(runUnguarded);
const validate = (inputs: Record<string, string>) =>
  runBuiltAction('validate', { inputs, env: { GITHUB_WORKSPACE: workspace } });

describe('validate action (dist)', () => {
  it('annotates every finding at its workspace path, sets outputs, and fails on errors', async () => {
    const run = await validate({ 'docs-dir': 'spec-refs' });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(
      /^::error file=spec-refs\/openapi\.yaml,line=6,col=11::openapi-ref-external: /m,
    );
    expect(run.stdout.match(/^::error file=/gm)).toHaveLength(7);
    expect(run.outputs).toMatchObject({ errors: '7', warnings: '0', pages: '2' });
    const result = JSON.parse(run.outputs.result as string) as Record<string, unknown>;
    expect(result.ok).toBe(false);
    expect(result.errors).toHaveLength(7);
    expect((result.errors as { file: string }[])[0]).toMatchObject({
      file: 'openapi.yaml',
      line: 6,
      column: 11,
    });
    expect(result.pages).toHaveLength(2);
    expect(run.stdout).toMatch(
      /^::error::validate failed: 7 error\(s\), 0 warning\(s\), 2 generated page\(s\) \(fail-on: errors, scope: all\)/m,
    );
    expect(run.summary).toContain('## Documentation validation');
    expect(run.summary).toContain('### Navigation preview');
  });

  it('a valid repository passes with the navigation preview in the summary', async () => {
    const run = await validate({ 'docs-dir': 'valid-inheritance' });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).not.toMatch(/^::(error|warning)/m);
    expect(run.outputs).toMatchObject({ errors: '0', warnings: '0', pages: '4' });
    expect(JSON.parse(run.outputs.result as string)).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(run.summary).toContain('### Navigation preview');
    expect(run.summary).toContain('| GET | List users | /api\\-reference/users/list\\-users |');
  });

  it('behind a proxy variable, loads the proxy support chunk (undici) at start and runs as without', async () => {
    const run = await runBuiltAction('validate', {
      inputs: { 'docs-dir': 'valid-inheritance' },
      env: { GITHUB_WORKSPACE: workspace, HTTPS_PROXY: 'http://127.0.0.1:9', NO_PROXY: '' },
    });
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ errors: '0', warnings: '0', pages: '4' });
  });

  it('fail-on: warnings fail with warnings, never does not fail', async () => {
    const warnings = await validate({ 'docs-dir': 'download-spec-without-spec', 'fail-on': 'warnings' });
    expect(warnings.exitCode).toBe(1);
    expect(warnings.stdout).toMatch(
      /^::warning file=download-spec-without-spec\/docs\.json,line=\d+,col=\d+::contextual-download-spec-no-spec: /m,
    );
    const lenient = await validate({ 'docs-dir': 'download-spec-without-spec' });
    expect(lenient.exitCode).toBe(0);
    expect(lenient.outputs.warnings).toBe('1');
    const never = await validate({ 'docs-dir': 'spec-refs', 'fail-on': 'never' });
    expect(never.exitCode).toBe(0);
    expect(never.stdout.match(/^::error file=/gm)).toHaveLength(7);
    expect(JSON.parse(never.outputs.result as string)).toMatchObject({ ok: true });
  });

  it('config and extension inputs', async () => {
    const run = await validate({
      'docs-dir': 'valid-custom-extension',
      config: 'valid-custom-extension/docs.json',
      extension: 'x-acme',
      'fail-on': 'warnings',
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.warnings).toBe('0');
  });

  it('rejects a bad fail-on and a missing docs.json with the input named', async () => {
    const bad = await validate({ 'docs-dir': 'valid-inheritance', 'fail-on': 'sometimes' });
    expect(bad.exitCode).toBe(1);
    expect(bad.stdout).toMatch(/::error::validate failed: input fail-on: "sometimes" is not one of/);
    const missing = await validate({ 'docs-dir': 'no-such-folder' });
    expect(missing.exitCode).toBe(1);
    expect(JSON.parse(missing.outputs.result as string)).toMatchObject({
      ok: false,
      error: { kind: 'configuration' },
    });
  });

  it('a repository over the worker threshold: the same findings and outputs (validated in dist/validate-worker)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-ci-large-'));
    try {
      const pages = Array.from({ length: WORKER_FROM_FILES }, (_, i) => `guide/page-${i}`);
      writeFileSync(join(dir, 'docs.json'), JSON.stringify({ name: 'Large', navigation: { pages } }));
      mkdirSync(join(dir, 'guide'));
      pages.forEach((page, i) => {
        const next = i === 7 ? '/guide/no-such-page' : `/guide/page-${(i + 1) % pages.length}`;
        writeFileSync(
          join(dir, `${page}.mdx`),
          `---\ntitle: Page ${i}\n---\n\nSee [the next page](${next}).\n`,
        );
      });
      const expected = await validateDocs({ dir });
      expect(expected.warnings).toHaveLength(1);
      const run = await runBuiltAction('validate', {
        inputs: { 'docs-dir': '.', 'fail-on': 'warnings' },
        env: { GITHUB_WORKSPACE: dir },
      });
      expect(run.exitCode).toBe(1);
      expect(run.outputs).toMatchObject({ errors: '0', warnings: '1', pages: '0' });
      const result = JSON.parse(run.outputs.result as string) as { warnings: unknown[] };
      expect(result.warnings).toEqual(expected.warnings);
      expect(run.stdout).toMatch(/^::warning file=guide\/page-7\.mdx,line=5,col=21::link-broken: /m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
