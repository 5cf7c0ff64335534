import type { EmulatorClock } from './clock.js';
import { newExportJobId } from './ids.js';
import type { BehaviourSettings, ExportOutcome } from './options.js';

export interface ExportJob {
  jobId: string;
  org: string;
  domain: string;
  version?: string;
  paths?: string[];
  /** Emulated epoch ms. */
  createdAt: number;
  outcome: ExportOutcome;
  queuedMs: number;
  durationMs: number;
  pageTotal: number;
}

export interface ExportJobState {
  status: 'queued' | 'running' | 'completed' | 'failed';
  /** 0-100, fractional. */
  progress: number;
  pageCount: number;
  /** Emulated epoch ms of the last change. */
  updatedAt: number;
  error?: string;
}

/** Share of the run at which a failing job fails and a stuck job freezes (odd values keep progress fractional). */
const FAILS_AT = 0.637;
const FREEZES_AT = 0.873;
const FAILURE_TEXT = 'Rendering failed: page "guides/static-export" did not finish within 30 seconds';

export function exportJobState(job: ExportJob, now: number): ExportJobState {
  const runStart = job.createdAt + job.queuedMs;
  if (now < runStart) return { status: 'queued', progress: 0, pageCount: 0, updatedAt: job.createdAt };
  const share = job.durationMs === 0 ? 1 : (now - runStart) / job.durationMs;
  const at = (fraction: number) => runStart + fraction * job.durationMs;
  const progressOf = (fraction: number) => Math.floor(fraction * 10_000) / 100;
  const pagesOf = (fraction: number) => Math.floor(fraction * job.pageTotal);
  if (job.outcome === 'failed' && share >= FAILS_AT) {
    return {
      status: 'failed',
      progress: progressOf(FAILS_AT),
      pageCount: pagesOf(FAILS_AT),
      updatedAt: at(FAILS_AT),
      error: FAILURE_TEXT,
    };
  }
  if (job.outcome === 'stuck' && share >= FREEZES_AT) {
    return {
      status: 'running',
      progress: progressOf(FREEZES_AT),
      pageCount: pagesOf(FREEZES_AT),
      updatedAt: at(FREEZES_AT),
    };
  }
  if (share >= 1) return { status: 'completed', progress: 100, pageCount: job.pageTotal, updatedAt: at(1) };
  return { status: 'running', progress: progressOf(share), pageCount: pagesOf(share), updatedAt: now };
}

/** The job object of the start and get operations. */
export function exportJobBody(job: ExportJob, clock: EmulatorClock) {
  const state = exportJobState(job, clock.now());
  return {
    jobId: job.jobId,
    status: state.status,
    progress: state.progress,
    pageCount: state.pageCount,
    createdAt: clock.iso(job.createdAt),
    updatedAt: clock.iso(state.updatedAt),
    ...(state.error !== undefined ? { error: state.error } : {}),
  };
}

export class ExportJobStore {
  private readonly jobs = new Map<string, ExportJob>();
  private readonly clock: EmulatorClock;
  private readonly pageTotal: number;

  constructor(clock: EmulatorClock, pageTotal: number) {
    this.clock = clock;
    this.pageTotal = pageTotal;
  }

  start(
    org: string,
    request: { domain: string; version?: string; paths?: string[] },
    settings: BehaviourSettings,
  ): ExportJob {
    const job: ExportJob = {
      jobId: newExportJobId(),
      org,
      ...request,
      createdAt: this.clock.now(),
      outcome: settings.exportOutcome,
      queuedMs: settings.exportQueuedMs,
      durationMs: settings.exportDurationMs,
      pageTotal: this.pageTotal,
    };
    this.jobs.set(job.jobId, job);
    return job;
  }

  get(org: string, jobId: string): ExportJob | undefined {
    const job = this.jobs.get(jobId);
    return job && job.org === org ? job : undefined;
  }

  /** A job of the organization for the domain that is queued or running. */
  active(org: string, domain: string): ExportJob | undefined {
    const now = this.clock.now();
    return [...this.jobs.values()].find((job) => {
      if (job.org !== org || job.domain !== domain) return false;
      const status = exportJobState(job, now).status;
      return status === 'queued' || status === 'running';
    });
  }

  snapshot() {
    return [...this.jobs.values()].map((job) => ({
      org: job.org,
      domain: job.domain,
      version: job.version,
      paths: job.paths,
      outcome: job.outcome,
      ...exportJobBody(job, this.clock),
    }));
  }
}
