import fc from 'fast-check';
import nock from 'nock';
import { resetSharedLimitersForTests } from '../../../src/client/limiter.js';
import { scaledClock } from '../../../src/core/clock.js';
import { runCli } from '../../support/cli.js';
import type { ScriptedService } from '../../support/scripted-service.js';
import { startScriptedService } from '../../support/scripted-service.js';
import { answersOf, exampleOf } from '../../support/service-description.js';

/**
 * "Liberal in what you accept": every answer the service's published description allows goes
 * through the CLI — the description's own examples, and answers generated from its schemas (sparse,
 * bare-host addresses, extra fields, unknown states). None of them may fail a run that the service
 * reports as a success, and none may be called a configuration error (exit 2) after a request.
 */
let service: ScriptedService;
let env: Record<string, string>;

beforeAll(async () => {
  nock.enableNetConnect('127.0.0.1');
  service = await startScriptedService();
  env = { DOCS_API_URL: service.url, DOCS_API_KEY: service.apiKey, DOCS_CI_QUOTA_DIR: 'off', PATH: '' };
});
afterAll(() => service.close());
beforeEach(() => resetSharedLimitersForTests());

/** A clock 1000x faster than real time: the poll schedule's seconds pass in milliseconds. */
const cli = (argv: string[]) => runCli([...argv, '--json'], env, { clock: scaledClock(1000) });
const PREVIEW = ['preview', '--project-id', 'proj', '--branch', 'feature/x', '--wait'];
const DEPLOY = ['deploy', '--project-id', 'proj'];
const EXPORT = ['export', '--domain', 'docs.example.com'];

const generated = { extraFields: true, unknownEnumValues: true };
const id = fc.stringMatching(/^[A-Za-z0-9_.:-]{1,24}$/).filter((s) => s !== '.' && s !== '..');
const notTerminal = (terminal: string[]) =>
  answersOf('getDeploymentStatus', 200, generated).filter(
    (a) => typeof a.status !== 'string' || !terminal.includes(a.status),
  );
const ending = (state: string) =>
  answersOf('getDeploymentStatus', 200, generated).map((a) => ({ ...a, status: state }));

describe("the description's own examples", () => {
  it('preview: the example answer (a bare-host address) is followed to success and linked as https', async () => {
    service.script({
      preview: [exampleOf('triggerPreview', 202)],
      status: [exampleOf('getDeploymentStatus', 200)],
    });
    const run = await cli(PREVIEW);
    expect(run.stderr).toContain('-> https://acme-feature-x.preview.docs.example');
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({
      ok: true,
      status: 'success',
      statusId: '6650f1c2a1b2c3d4e5f60718',
      previewUrl: 'https://acme-feature-x.preview.docs.example',
    });
  });

  it('preview without an address in the answers: the text output says unknown, the JSON has none', async () => {
    service.script({
      preview: [{ statusId: 'st_1' }],
      status: [{ status: 'success' }],
    });
    const text = await runCli(PREVIEW, env, { clock: scaledClock(1000) });
    expect(text.code).toBe(0);
    expect(text.stdout.trim()).toBe('feature/x\tsuccess\tunknown');
    service.script({ preview: [{ statusId: 'st_2' }], status: [{ status: 'success' }] });
    const json = await cli(PREVIEW);
    expect(json.json).toMatchObject({ ok: true, status: 'success' });
    expect(json.json.previewUrl).toBeUndefined();
  });

  it('deploy and export: the example answers', async () => {
    service.script({
      deploy: [exampleOf('triggerDeployment', 202)],
      status: [exampleOf('getDeploymentStatus', 200)],
    });
    expect((await cli(DEPLOY)).json).toMatchObject({ ok: true, status: 'success' });
    const running = exampleOf('getExportJob', 200);
    service.script({
      'export-start': [exampleOf('startExportJob', 202)],
      'export-get': [running, { ...running, status: 'completed', progress: 100 }],
      bundle: [exampleOf('generateExportBundle', 200)],
    });
    const run = await cli(EXPORT);
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({ ok: true, jobId: 'se_3f9a2c1b8e7d4a06', status: 'completed' });
  });
});

describe('generated answers', () => {
  it('preview: any trigger answer with a statusId, any states on the way, then the end', async () => {
    await fc.assert(
      fc.asyncProperty(
        answersOf('triggerPreview', 202, generated),
        id,
        fc.array(notTerminal(['success', 'failure']), { maxLength: 3 }),
        fc.constantFrom('success', 'failure').chain((state) => ending(state)),
        async (trigger, statusId, middle, last) => {
          service.script({ preview: [{ ...trigger, statusId }], status: [...middle, last] });
          const run = await cli(PREVIEW);
          expect(run.code).toBe(last.status === 'success' ? 0 : 1);
          expect(run.json).toMatchObject({ statusId, status: last.status });
          const url = run.json.previewUrl;
          // A link, or (with a warning) the service's value verbatim.
          if (url !== undefined && url !== trigger.previewUrl) expect(url).toMatch(/^https?:\/\/[^/\s]+/);
          expect(run.stderr).not.toMatch(/unexpected answer|not JSON/);
          expect(service.count('status')).toBe(middle.length + 1);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('deploy: sparse and extended answers, unknown states kept verbatim', async () => {
    await fc.assert(
      fc.asyncProperty(
        answersOf('triggerDeployment', 202, generated),
        id,
        fc.array(notTerminal(['success', 'failure']), { maxLength: 3 }),
        ending('success'),
        async (trigger, statusId, middle, last) => {
          service.script({ deploy: [{ ...trigger, statusId }], status: [...middle, last] });
          const run = await cli(DEPLOY);
          expect(run.code).toBe(0);
          expect(run.json).toMatchObject({ ok: true, statusId, status: 'success' });
        },
      ),
      { numRuns: 30 },
    );
  });

  it('export: any job answers on the way to completed, any bundle answer with a link', async () => {
    const jobs = answersOf('getExportJob', 200, generated);
    await fc.assert(
      fc.asyncProperty(
        answersOf('startExportJob', 202, generated),
        id,
        fc.array(
          jobs.filter((j) => j.status !== 'completed' && j.status !== 'failed'),
          { maxLength: 3 },
        ),
        jobs.map((j) => ({ ...j, status: 'completed' })),
        answersOf('generateExportBundle', 200, generated),
        fc.webUrl({ validSchemes: ['https'] }),
        async (start, jobId, middle, done, bundle, bundleUrl) => {
          const startAnswer: Record<string, unknown> = { ...start, jobId };
          if (startAnswer.status === 'completed' || startAnswer.status === 'failed')
            delete startAnswer.status;
          service.script({
            'export-start': [startAnswer],
            'export-get': [...middle, done],
            bundle: [{ ...bundle, bundleUrl }],
          });
          const run = await cli(EXPORT);
          expect(run.stderr).not.toMatch(/unexpected answer/);
          expect(run.json).toMatchObject({ ok: true, jobId, status: 'completed' });
          expect(run.code).toBe(0);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('the answers that cannot be followed', () => {
  it('a trigger answer without statusId: one clear error with the answer, exit 1 (a request was sent)', async () => {
    service.script({ preview: [{ previewUrl: 'acme-x.preview.docs.example', queued: true }] });
    const run = await cli(PREVIEW);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /answer has no statusId, so the preview build cannot be followed.*"queued":true/,
    );
    expect(service.count('status')).toBe(0);
  });

  it('ids with characters a path cannot hold are percent-encoded, never refused', async () => {
    service.script({ deploy: [{ statusId: 'st/1 ?#%' }], status: [{ status: 'success' }] });
    const run = await cli(DEPLOY);
    expect(run.code).toBe(0);
    expect(service.requests.find((r) => r.operation === 'status')?.path).toBe(
      '/v1/project/update-status/st%2F1%20%3F%23%25',
    );
  });
});
