/**
 * Local emulator of the documentation platform's admin API (spec: previews, deployments, static export,
 * presigned bundle downloads), for tests, benchmarks, the demo and offline workflow trials.
 *
 * - API under `${origin}/v1`; preview sites under `/previews/...`; production sites under `/sites/...`
 *   (rendered from `docsDir`, see docs-site.ts); bundles under `/storage/exports/...`.
 * - Time: see options.ts. Service durations are emulated (scaled by `timeScale`), rate-limit windows and
 *   fault delays are real, timestamps sent to clients are real wall-clock moments.
 * - Order of handling for API operations: fault (if one is due), authentication, plan, rate limit, body
 *   validation, operation.
 */
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { KeyRing } from './auth.js';
import { BundleCatalog, BundleLinks } from './bundles.js';
import { createEmulatorClock } from './clock.js';
import { DeploymentStore } from './deployments.js';
import { DocsFolders } from './docs-folders.js';
import type { RecordedRequest } from './exchange.js';
import { ExportJobStore } from './export-jobs.js';
import type { FaultRule, FaultState } from './faults.js';
import { FaultBook } from './faults.js';
import { generateApiKey } from './ids.js';
import type {
  ApiKeyConfig,
  BehaviourSettings,
  DeploymentTiming,
  EmulatorOptions,
  PlanFlags,
} from './options.js';
import { DEFAULT_ORG, DEFAULT_SETTINGS, mergeSettings } from './options.js';
import { SITES_PREFIX } from './preview-site.js';
import { SlidingWindowLimiter } from './rate-limit.js';
import { API_PREFIX, createRequestHandler } from './router.js';
import type { EmulatorState } from './state.js';

export type { RecordedRequest } from './exchange.js';
export type { EmulatedOperation, FaultKind, FaultOperation, FaultRule, FaultState } from './faults.js';
export { parseFaultSpec } from './faults.js';
export type { PageFault } from './page-faults.js';
export { parsePageFaultSpec } from './page-faults.js';
export { PREVIEW_ACCESS_MODES, RETRY_AFTER_FORMS } from './options.js';
export type { EarlyRequest } from './rate-limit.js';
export type {
  ApiKeyConfig,
  BehaviourSettings,
  BundleFormat,
  DeploymentTiming,
  EmulatorOptions,
  ExportOutcome,
  PlanFlags,
  PreviewAccess,
  RateLimit,
  RetryAfterForm,
} from './options.js';
export { DEFAULT_ORG } from './options.js';
export { emulatorBanner } from './cli-banner.js';

export type SettingsPatch = Partial<Omit<BehaviourSettings, 'deployment'>> & {
  deployment?: Partial<DeploymentTiming>;
};

export interface EmulatorControl {
  plan(org: string): PlanFlags;
  setPlan(org: string, flags: Partial<PlanFlags>): void;
  /** Changes behaviour from now on; deployments and jobs keep the settings they were created with. */
  configure(patch: SettingsPatch): void;
  settings(): BehaviourSettings;
  addFault(rule: FaultRule): void;
  clearFaults(): void;
  /** Every rule with how many requests it matched and how often it fired. */
  faults(): FaultState[];
  /** Status bodies of every deployment, with kind, org, branch and previewUrl. */
  deployments(): ReturnType<DeploymentStore['snapshot']>;
  /** Job objects of every export job, with org, domain, version, paths and outcome. */
  jobs(): ReturnType<ExportJobStore['snapshot']>;
  /** Forgets every rate-limit window. */
  resetLimits(): void;
  /** Empties `requests` (the same array stays in place). */
  clearRequests(): void;
  /** Emulated epoch ms. */
  now(): number;
  /** Moves emulated time forward (finishes deployments, expires links) without waiting. */
  advanceTime(emulatedMs: number): void;
  /**
   * The documentation folder the production site and previews render from now on (`undefined`:
   * previews go back to the placeholder site). Every folder's page index is read again.
   */
  setDocsDir(dir: string | undefined): void;
  /**
   * The folder previews of `branch` render from now on (`undefined`: `docsDir` again). Every
   * folder's page index is read again, so setting the same folder picks up pages added or removed.
   */
  setBranchDocs(branch: string, dir: string | undefined): void;
  /** Address of the production site of a project (ends with `/`): `<origin>/sites/<projectId>/`. */
  siteUrl(projectId: string): string;
  /**
   * A preview the service's GitHub app builds by itself for a pull request's branch (no API call,
   * no quota): it goes live as a triggered one does, at the address it returns.
   */
  buildPreview(projectId: string, branch: string): { statusId: string; previewUrl: string };
}

export interface RunningEmulator {
  /** Base URL of the API, ending in /v1. */
  url: string;
  /** Key of the default organization `org_emulator`. */
  apiKey: string;
  origin: string;
  timeScale: number;
  /** Every request, in arrival order. */
  requests: RecordedRequest[];
  control: EmulatorControl;
  /** Stops listening and destroys every open connection. */
  close(): Promise<void>;
}

/** The default organization's key first, then the configured ones. */
function keyList(options: EmulatorOptions): ApiKeyConfig[] {
  return [{ key: options.apiKey ?? generateApiKey(), org: DEFAULT_ORG }, ...(options.keys ?? [])];
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const { deployment, ...rest } = options;
  let settings = mergeSettings(DEFAULT_SETTINGS, { ...rest, ...(deployment ? { deployment } : {}) });
  const clock = createEmulatorClock(options.timeScale ?? 1);
  const keys = keyList(options);
  const keyRing = new KeyRing(keys, { previews: true, staticExport: true, ...options.plan });
  const catalog = new BundleCatalog({
    format: options.bundleFormat ?? 'tar.gz',
    ...(options.bundleFile ? { bundleFile: options.bundleFile } : {}),
    externalAssets: options.externalAssets ?? false,
  });
  const faults = new FaultBook();
  for (const rule of options.faults ?? []) faults.add(rule);

  const host = options.host ?? '127.0.0.1';
  const server = createServer({ keepAliveTimeout: 5_000 });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('emulator: unexpected server address');
  const origin = `http://${urlHost(host)}:${address.port}`;

  const pendingDelays = new Map<NodeJS.Timeout, (error: Error) => void>();
  const state: EmulatorState = {
    origin,
    clock,
    get settings() {
      return settings;
    },
    keyRing,
    limiter: new SlidingWindowLimiter(),
    faults,
    deployments: new DeploymentStore(clock, origin),
    exportJobs: new ExportJobStore(clock, catalog.pageCount),
    catalog,
    links: new BundleLinks(clock, origin, catalog.format),
    docs: new DocsFolders(options.docsDir, options.branchDocs),
    delay: (realMs) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          pendingDelays.delete(timer);
          resolve();
        }, realMs);
        pendingDelays.set(timer, reject);
      }),
  };
  const requests: RecordedRequest[] = [];
  server.on('request', createRequestHandler(state, requests));

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      for (const [timer, reject] of pendingDelays) {
        clearTimeout(timer);
        reject(new Error('emulator closed'));
      }
      pendingDelays.clear();
      server.close(() => resolve());
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
    });
    return closing;
  };

  const control: EmulatorControl = {
    plan: (org) => keyRing.plan(org),
    setPlan: (org, flags) => keyRing.setPlan(org, flags),
    configure: (patch) => {
      settings = mergeSettings(settings, patch);
    },
    settings: () => structuredClone(settings),
    addFault: (rule) => faults.add(rule),
    clearFaults: () => faults.clear(),
    faults: () => faults.snapshot(),
    deployments: () => state.deployments.snapshot(),
    jobs: () => state.exportJobs.snapshot(),
    resetLimits: () => state.limiter.reset(),
    clearRequests: () => {
      requests.length = 0;
    },
    now: () => clock.now(),
    advanceTime: (ms) => clock.advance(ms),
    setDocsDir: (dir) => state.docs.setDocsDir(dir),
    setBranchDocs: (branch, dir) => state.docs.setBranchDocs(branch, dir),
    siteUrl: (projectId) => `${origin}${SITES_PREFIX}${encodeURIComponent(projectId)}/`,
    buildPreview: (projectId, branch) => {
      const { statusId, previewUrl } = state.deployments.triggerPreview(
        DEFAULT_ORG,
        projectId,
        branch,
        settings,
      );
      return { statusId, previewUrl };
    },
  };

  return {
    url: `${origin}${API_PREFIX}`,
    apiKey: (keys[0] as ApiKeyConfig).key,
    origin,
    timeScale: clock.timeScale,
    requests,
    control,
    close,
  };
}
