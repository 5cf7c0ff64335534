import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useActionSuite } from '../support/action-suite.js';
import { startFakeCacheService } from '../support/fake-cache-service.js';
import { openapiJson, openapiYaml, startSpecServer } from '../support/spec-server.js';
import type { SpecServer } from '../support/spec-server.js';

let specs: SpecServer;
let workspace: string;

// Every run goes through the secret-leak guard (test/support/secret-guard.ts).
const suite = useActionSuite({ github: false, emulator: { timeScale: 200 } });
const { runBuiltAction } = suite;

beforeAll(async () => {
  specs = await startSpecServer();
});
afterAll(() => specs.close());
beforeEach(() => {
  specs.set('/a.json', { body: openapiJson('v1'), etag: true });
  specs.set('/b.yaml', { body: openapiYaml('v1') });
  workspace = mkdtempSync(join(tmpdir(), 'docs-ci-e2e-workspace-'));
  writeFileSync(
    join(workspace, 'docs.json'),
    JSON.stringify(
      {
        navigation: {
          groups: [
            { group: 'A', openapi: specs.url('/a.json') },
            { group: 'B', openapi: [specs.url('/b.yaml')] },
          ],
        },
      },
      null,
      2,
    ),
  );
});
afterEach(() => rmSync(workspace, { recursive: true, force: true }));

const deploys = () => suite.emulator.requests.filter((r) => r.operation === 'deploy');
const watch = (inputs: Record<string, string> = {}, env: Record<string, string> = {}) =>
  runBuiltAction('watch-specs', {
    inputs: {
      'api-key': suite.emulator.apiKey,
      'base-url': suite.emulator.url,
      'project-id': 'proj',
      ...inputs,
    },
    // The same workspace for every run: the state-file fallback carries the state between them.
    env: { GITHUB_WORKSPACE: workspace, ...env },
  });

describe('watch-specs action (dist)', () => {
  it('without the cache service keeps the state in the workspace: records, then deploys once on a change', async () => {
    const first = await watch();
    expect(first.exitCode).toBe(0);
    expect(first.stdout).toMatch(/^::warning::the cache service is unavailable/m);
    expect(first.outputs.changed).toBe('[]');
    expect(first.outputs['status-id']).toBeUndefined();
    expect(JSON.parse(first.outputs.result as string)).toMatchObject({ ok: true, firstRun: true });
    expect(first.stdout).toMatch(/::notice::first run: recorded 2 spec\(s\) without deploying/);
    expect(existsSync(join(workspace, '.docs-ci/spec-state.json'))).toBe(true);
    expect(first.summary).toContain('First run');

    const same = await watch();
    expect(same.exitCode).toBe(0);
    expect(same.outputs.changed).toBe('[]');
    expect(deploys()).toHaveLength(0);

    specs.set('/b.yaml', { body: openapiYaml('v2') });
    const changed = await watch();
    expect(changed.exitCode).toBe(0);
    expect(JSON.parse(changed.outputs.changed as string)).toEqual([specs.url('/b.yaml')]);
    expect(changed.outputs['status-id']).toMatch(/\w+/);
    expect(JSON.parse(changed.outputs.result as string)).toMatchObject({
      ok: true,
      statusId: changed.outputs['status-id'],
      status: 'triggered',
    });
    expect(deploys()).toHaveLength(1);
    expect(changed.summary).toContain('Deployment triggered');
    const state = JSON.parse(readFileSync(join(workspace, '.docs-ci/spec-state.json'), 'utf8'));
    expect(Object.keys(state.specs)).toHaveLength(2);
    expect(changed.everything.replace(`::add-mask::${suite.emulator.apiKey}`, '')).not.toContain(
      suite.emulator.apiKey,
    );
  });

  it('a failing host is a warning annotated at docs.json; wait follows the deployment', async () => {
    await watch();
    specs.set('/a.json', { body: '', failWith: 500 });
    specs.set('/b.yaml', { body: openapiYaml('v3') });
    const run = await watch({ wait: 'true' });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/^::warning file=docs\.json,line=6,col=20::could not fetch .*HTTP 500/m);
    expect(JSON.parse(run.outputs.result as string)).toMatchObject({
      status: 'success',
      failed: [{ url: specs.url('/a.json') }],
    });
    expect(deploys()).toHaveLength(1);
  });

  it('fails when every spec fails, and rejects bad inputs before any request', async () => {
    specs.set('/a.json', { body: '', failWith: 500 });
    specs.set('/b.yaml', { body: '', failWith: 500 });
    const run = await watch();
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/::error::watch-specs failed: none of the 2 spec\(s\)/);
    expect(existsSync(join(workspace, '.docs-ci/spec-state.json'))).toBe(false);

    const bad = await watch({ 'project-id': 'a/b' });
    expect(bad.exitCode).toBe(1);
    expect(bad.stdout).toMatch(/::error::watch-specs failed: .*project-id/);
    expect(suite.emulator.requests).toHaveLength(0);
  });

  it('with the cache service restores the last run by key prefix and saves a new key per run', async () => {
    const cache = await startFakeCacheService();
    try {
      const env = (runId: string) => ({
        ACTIONS_CACHE_URL: cache.url,
        ACTIONS_RUNTIME_TOKEN: 'runtime-token',
        GITHUB_RUN_ID: runId,
      });
      const first = await watch({}, env('100'));
      expect(first.exitCode).toBe(0);
      expect(first.stdout).not.toMatch(/cache service is unavailable/);
      expect(cache.keys()).toEqual(['docs-ci-spec-state-acme/docs-proj/100-1']);

      // A fresh workspace, as on a new runner: only the cache carries the state.
      rmSync(join(workspace, '.docs-ci'), { recursive: true, force: true });
      specs.set('/a.json', { body: openapiJson('v2'), etag: true });
      const second = await watch({}, env('101'));
      expect(second.exitCode).toBe(0);
      expect(second.stdout).toMatch(
        /spec state restored from the cache \(docs-ci-spec-state-acme\/docs-proj\/100-1\)/,
      );
      expect(JSON.parse(second.outputs.changed as string)).toEqual([specs.url('/a.json')]);
      expect(deploys()).toHaveLength(1);
      expect(cache.keys()).toEqual([
        'docs-ci-spec-state-acme/docs-proj/100-1',
        'docs-ci-spec-state-acme/docs-proj/101-1',
      ]);

      // Nothing changed: nothing to save, nothing to deploy.
      const third = await watch({}, env('102'));
      expect(third.outputs.changed).toBe('[]');
      expect(cache.keys()).toHaveLength(2);
      expect(deploys()).toHaveLength(1);
    } finally {
      await cache.close();
    }
  });
});
