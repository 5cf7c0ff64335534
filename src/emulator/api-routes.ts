import type { Exchange } from './exchange.js';
import { HttpFailure, readJsonObject, sendJson } from './exchange.js';
import { shapeBody } from './sparse.js';
import { deploymentStatusBody } from './deployments.js';
import { exportJobBody, exportJobState } from './export-jobs.js';
import type { EmulatedOperation } from './faults.js';
import type { RateLimit } from './options.js';
import { describeWindow, retryHintHeaders } from './rate-limit.js';
import type { EmulatorState } from './state.js';
import { validateBranch, validateExportRequest } from './validation.js';

export interface ApiCall {
  ex: Exchange;
  state: EmulatorState;
  org: string;
  params: string[];
}

export interface ApiRoute {
  method: 'GET' | 'POST';
  pattern: RegExp;
  operation: EmulatedOperation;
  handle(call: ApiCall): Promise<void>;
}

/**
 * Counts the request against the organization's limit (only accepted requests count). Order of checks
 * in every limited operation: auth, plan, rate limit, body validation; a 400 therefore uses a slot.
 */
function enforceLimit(
  call: ApiCall,
  operation: string,
  limit: RateLimit | false,
  what: string,
): Record<string, string> {
  if (limit === false) return {};
  const { settings, limiter, clock } = call.state;
  const emulated = settings.rateLimitClock === 'emulated';
  const realNow = Date.now();
  const now = emulated ? clock.now() : realNow;
  const client = call.ex.req.headers.authorization ?? '';
  const early = limiter.hints.check(client, now, realNow);
  if (early) call.ex.record.early = early;
  const decision = limiter.take(`${call.org}\n${operation}`, limit, now);
  if (decision.allowed) {
    return settings.retryAfter === 'reset'
      ? { 'X-RateLimit-Limit': String(limit.count), 'X-RateLimit-Remaining': String(decision.remaining) }
      : {};
  }
  const form = limiter.hints.formOf(settings.retryAfter);
  limiter.hints.note(client, form, now, decision.retryAfterMs, realNow);
  const hint =
    form === 'none' ? 'Try again later.' : `Try again in ${Math.ceil(decision.retryAfterMs / 1000)} seconds.`;
  // Seconds are relative (emulated when the limits are); an HTTP date or reset epoch is a real moment.
  const headers =
    form === 'seconds' || !emulated
      ? retryHintHeaders(form, decision.retryAfterMs, now, limit.count)
      : retryHintHeaders(form, clock.realDuration(decision.retryAfterMs), realNow, limit.count);
  throw new HttpFailure(
    429,
    `Rate limit exceeded: ${what} allows ${limit.count} requests per ${describeWindow(limit.windowMs)} per organization. ${hint}`,
    headers,
  );
}

function requireStaticExport(call: ApiCall): void {
  if (!call.state.keyRing.plan(call.org).staticExport) {
    throw new HttpFailure(
      403,
      'Static export is not enabled for this organization. It requires an Enterprise plan; contact your account team.',
    );
  }
}

function findJob(call: ApiCall) {
  const jobId = call.params[0] as string;
  const job = call.state.exportJobs.get(call.org, jobId);
  if (!job) throw new HttpFailure(404, `Export job ${jobId} not found for this organization.`);
  return job;
}

function bundleFields(call: ApiCall, jobId: string) {
  const { state, ex } = call;
  const variant = ex.fault?.kind === 'corrupt' || ex.fault?.kind === 'traversal' ? ex.fault.kind : 'normal';
  const link = state.links.issue(jobId, state.settings.bundleTtlMs, variant);
  const size = state.catalog.source(variant).size;
  return shapeBody(state.settings.sparse, 'bundle', {
    bundleUrl: link.url,
    sizeBytes: ex.fault?.kind === 'wrong-size' ? size + 1024 : size,
    expiresAt: state.clock.iso(link.expiresAt),
  });
}

export const API_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    pattern: /^\/project\/preview\/([^/]+)$/,
    operation: 'preview',
    async handle(call) {
      if (!call.state.keyRing.plan(call.org).previews) {
        throw new HttpFailure(
          403,
          'Your plan does not support preview deployments. Upgrade your plan to use them.',
        );
      }
      const headers = enforceLimit(
        call,
        'preview',
        call.state.settings.previewLimit,
        'Trigger preview deployment',
      );
      const branch = validateBranch(await readJsonObject(call.ex));
      const { previewHost, ...result } = call.state.deployments.triggerPreview(
        call.org,
        call.params[0] as string,
        branch,
        call.state.settings,
      );
      const { sparse } = call.state.settings;
      sendJson(
        call.ex,
        202,
        shapeBody(sparse, 'preview', sparse ? { ...result, previewUrl: previewHost } : result),
        headers,
      );
    },
  },
  {
    method: 'POST',
    pattern: /^\/project\/update\/([^/]+)$/,
    operation: 'deploy',
    handle(call) {
      const headers = enforceLimit(call, 'deploy', call.state.settings.deployLimit, 'Trigger deployment');
      const result = call.state.deployments.triggerDeploy(
        call.org,
        call.params[0] as string,
        call.state.settings,
      );
      sendJson(call.ex, 202, shapeBody(call.state.settings.sparse, 'deploy', result), headers);
      return Promise.resolve();
    },
  },
  {
    method: 'GET',
    pattern: /^\/project\/update-status\/([^/]+)$/,
    operation: 'status',
    handle(call) {
      const id = call.params[0] as string;
      const deployment = call.state.deployments.get(call.org, id);
      if (!deployment) throw new HttpFailure(404, `Deployment ${id} not found for this organization.`);
      const body = deploymentStatusBody(deployment, call.state.clock, call.state.origin);
      sendJson(call.ex, 200, shapeBody(call.state.settings.sparse, 'status', body));
      return Promise.resolve();
    },
  },
  {
    method: 'POST',
    pattern: /^\/static-export\/jobs$/,
    operation: 'export-start',
    async handle(call) {
      requireStaticExport(call);
      const { settings, exportJobs, clock } = call.state;
      const headers = enforceLimit(
        call,
        'export-start',
        settings.exportStartLimit,
        'Start static export job',
      );
      const request = validateExportRequest(await readJsonObject(call.ex));
      const active = settings.rejectConcurrentExports
        ? exportJobs.active(call.org, request.domain)
        : undefined;
      if (active) {
        throw new HttpFailure(
          409,
          `An export job (${active.jobId}) is already queued or running for ${request.domain}. Wait for it to finish.`,
        );
      }
      const job = exportJobs.start(call.org, request, settings);
      sendJson(call.ex, 202, shapeBody(settings.sparse, 'exportJob', exportJobBody(job, clock)), headers);
    },
  },
  {
    method: 'GET',
    pattern: /^\/static-export\/jobs\/([^/]+)$/,
    operation: 'export-get',
    handle(call) {
      requireStaticExport(call);
      const job = findJob(call);
      const body = exportJobBody(job, call.state.clock);
      const withBundle = call.state.settings.bundleInStatus && body.status === 'completed';
      const shaped = shapeBody(call.state.settings.sparse, 'exportJob', body);
      sendJson(call.ex, 200, withBundle ? { ...shaped, ...bundleFields(call, job.jobId) } : shaped);
      return Promise.resolve();
    },
  },
  {
    method: 'POST',
    pattern: /^\/static-export\/jobs\/([^/]+)\/bundle$/,
    operation: 'bundle',
    handle(call) {
      requireStaticExport(call);
      const job = findJob(call);
      const state = exportJobState(job, call.state.clock.now());
      if (state.status === 'failed') {
        throw new HttpFailure(
          409,
          `Export job ${job.jobId} failed and has no bundle (${state.error ?? 'unknown error'}). Start a new export job.`,
        );
      }
      if (state.status !== 'completed') {
        throw new HttpFailure(
          409,
          `Export job ${job.jobId} is ${state.status} (progress ${state.progress}%). Generate the bundle after the job is completed.`,
        );
      }
      const fields = bundleFields(call, job.jobId);
      sendJson(call.ex, 200, call.state.settings.sparse ? fields : { jobId: job.jobId, ...fields });
      return Promise.resolve();
    },
  },
];
