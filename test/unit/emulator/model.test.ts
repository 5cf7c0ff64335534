import { createEmulatorClock } from '../../../src/emulator/clock.js';
import type { Deployment } from '../../../src/emulator/deployments.js';
import { currentPhase, deploymentPhases, deploymentStatusBody } from '../../../src/emulator/deployments.js';
import type { ExportJob } from '../../../src/emulator/export-jobs.js';
import { exportJobState } from '../../../src/emulator/export-jobs.js';
import { branchSlug, matchesBranchPattern } from '../../../src/emulator/ids.js';
import { validateExportRequest } from '../../../src/emulator/validation.js';

const deployment = (overrides: Partial<Deployment> = {}): Deployment => ({
  id: 'a'.repeat(24),
  kind: 'preview',
  org: 'org',
  projectId: 'proj',
  branch: 'main',
  createdAt: 0,
  outcome: 'success',
  extraStates: [],
  timing: { queuedMs: 5000, buildingMs: 40_000, extraStateMs: 5000 },
  ...overrides,
});

describe('deployment timeline', () => {
  it('is queued, in_progress, the extra states, then the outcome', () => {
    const d = deployment({ extraStates: ['skipped'], outcome: 'failure' });
    expect(deploymentPhases(d)).toEqual([
      { status: 'queued', from: 0 },
      { status: 'in_progress', from: 5000 },
      { status: 'skipped', from: 45_000 },
      { status: 'failure', from: 50_000 },
    ]);
    expect([0, 4999, 5000, 45_000, 50_000].map((t) => currentPhase(d, t).phase.status)).toEqual([
      'queued',
      'queued',
      'in_progress',
      'skipped',
      'failure',
    ]);
  });

  it('never ends when stuck', () => {
    expect(currentPhase(deployment({ outcome: 'stuck' }), 1e12).phase.status).toBe('in_progress');
  });

  it('leaves endedAt and screenshots out (never null) until the end and logs growing with the phases', () => {
    let real = 0;
    const clock = createEmulatorClock(1, () => real);
    const d = deployment();
    const queued = deploymentStatusBody(d, clock, 'http://x');
    real = 45_000;
    const done = deploymentStatusBody(d, clock, 'http://x');
    expect(queued).toMatchObject({ status: 'queued' });
    expect(Object.values(queued)).not.toContain(null);
    expect(queued).not.toHaveProperty('endedAt');
    expect(queued).not.toHaveProperty('screenshot');
    expect(done).toMatchObject({ status: 'success', endedAt: new Date(45_000).toISOString() });
    expect(done.logs.length).toBeGreaterThan(queued.logs.length);
  });
});

describe('export job state', () => {
  const job = (outcome: ExportJob['outcome']): ExportJob => ({
    jobId: 'se_0',
    org: 'org',
    domain: 'd',
    createdAt: 0,
    outcome,
    queuedMs: 1000,
    durationMs: 10_000,
    pageTotal: 8,
  });

  it('is queued, then running with fractional progress and growing pages, then completed', () => {
    const j = job('completed');
    expect(exportJobState(j, 500)).toEqual({ status: 'queued', progress: 0, pageCount: 0, updatedAt: 0 });
    expect(exportJobState(j, 1000 + 3333)).toEqual({
      status: 'running',
      progress: 33.33,
      pageCount: 2,
      updatedAt: 4333,
    });
    expect(exportJobState(j, 20_000)).toEqual({
      status: 'completed',
      progress: 100,
      pageCount: 8,
      updatedAt: 11_000,
    });
  });

  it('fails part-way with an error, or freezes below 100 when stuck', () => {
    const failed = exportJobState(job('failed'), 20_000);
    expect(failed).toMatchObject({ status: 'failed', progress: 63.7, error: expect.any(String) });
    const stuck = exportJobState(job('stuck'), 1e9);
    expect(stuck).toMatchObject({ status: 'running', progress: 87.3 });
    expect(exportJobState(job('stuck'), 2e9)).toEqual(stuck);
  });
});

describe('branchSlug', () => {
  it.each(['feat/<img src=x>', 'main', '../../etc', '   ', 'Ünïcødé/ブランチ', 'a'.repeat(300)])(
    'is URL-safe for %p',
    (branch) => {
      const slug = branchSlug(branch);
      expect(slug).toMatch(/^[a-z0-9-]{6,47}$/);
      expect(encodeURIComponent(slug)).toBe(slug);
    },
  );

  it('differs for branches that read the same', () => {
    expect(branchSlug('feat/a')).not.toBe(branchSlug('feat-a'));
    expect(branchSlug('feat/a')).toBe(branchSlug('feat/a'));
  });
});

describe('matchesBranchPattern', () => {
  it('matches exact names and * globs', () => {
    expect(matchesBranchPattern('broken', ['broken'])).toBe(true);
    expect(matchesBranchPattern('fail/deep/x', ['fail/*'])).toBe(true);
    expect(matchesBranchPattern('x.y', ['x*y'])).toBe(true);
    expect(matchesBranchPattern('xay', ['x.y'])).toBe(false);
    expect(matchesBranchPattern('main', [])).toBe(false);
  });
});

describe('validateExportRequest', () => {
  it.each(['docs.example.com', 'localhost', 'a-b.example.co.uk'])('accepts %p', (domain) => {
    expect(validateExportRequest({ domain })).toEqual({ domain });
  });
  it.each([
    'https://docs.example.com',
    'docs.example.com/',
    'docs.example.com/a',
    'docs.example.com:80',
    '-x.com',
    'a..b',
  ])('rejects %p', (domain) => {
    expect(() => validateExportRequest({ domain })).toThrow(/Invalid request/);
  });
});
