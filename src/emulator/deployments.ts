import type { EmulatorClock } from './clock.js';
import { branchSlug, matchesBranchPattern, newStatusId, sha1Hex } from './ids.js';
import { barePreviewHost } from './sparse.js';
import type { BehaviourSettings, DeploymentTiming } from './options.js';

export type DeploymentKind = 'preview' | 'deploy';
type Outcome = 'success' | 'failure' | 'stuck';

export interface Deployment {
  id: string;
  kind: DeploymentKind;
  org: string;
  projectId: string;
  branch: string;
  /** Emulated epoch ms. */
  createdAt: number;
  outcome: Outcome;
  extraStates: string[];
  timing: DeploymentTiming;
  previewUrl?: string;
}

interface Preview {
  org: string;
  projectId: string;
  branch: string;
  slug: string;
  url: string;
  deploymentIds: string[];
}

interface Phase {
  status: string;
  /** Emulated ms after creation. */
  from: number;
}

const FAILURE_SUMMARY = 'Build failed: docs.json references a page that does not exist (guides/missing)';

/** States a deployment goes through, each with its start offset; stuck deployments never reach an end. */
export function deploymentPhases(d: Deployment): Phase[] {
  const phases: Phase[] = [
    { status: 'queued', from: 0 },
    { status: 'in_progress', from: d.timing.queuedMs },
  ];
  if (d.outcome === 'stuck') return phases;
  let at = d.timing.queuedMs + d.timing.buildingMs;
  for (const state of d.extraStates) {
    phases.push({ status: state, from: at });
    at += d.timing.extraStateMs;
  }
  phases.push({ status: d.outcome, from: at });
  return phases;
}

export function currentPhase(d: Deployment, now: number): { phase: Phase; reached: Phase[] } {
  const elapsed = now - d.createdAt;
  const reached = deploymentPhases(d).filter((p) => p.from <= elapsed);
  return { phase: reached[reached.length - 1] as Phase, reached };
}

function logLines(d: Deployment, reached: Phase[]): string[] {
  const lines: string[] = [];
  for (const phase of reached) {
    switch (phase.status) {
      case 'queued':
        lines.push(`Deployment queued for branch ${d.branch}`);
        break;
      case 'in_progress':
        lines.push('Cloning repository', 'Installing dependencies', 'Building documentation pages');
        break;
      case 'success':
        lines.push(
          'Build succeeded',
          d.previewUrl ? `Preview available at ${d.previewUrl}` : 'Site deployed',
        );
        break;
      case 'failure':
        lines.push(
          'Error: docs.json: navigation.pages[3] references "guides/missing", which does not exist',
          'Error: build failed with 1 error',
        );
        break;
      default:
        lines.push(`Deployment is ${phase.status}`);
    }
  }
  return lines;
}

function summaryOf(status: string): string {
  switch (status) {
    case 'queued':
      return 'Deployment queued';
    case 'in_progress':
      return 'Building documentation';
    case 'success':
      return 'Deployment succeeded';
    case 'failure':
      return FAILURE_SUMMARY;
    default:
      return `Deployment ${status}`;
  }
}

/** The body of GET /project/update-status/{statusId}. */
export function deploymentStatusBody(d: Deployment, clock: EmulatorClock, origin: string) {
  const { phase, reached } = currentPhase(d, clock.now());
  const ended = phase.status === 'success' || phase.status === 'failure';
  const sha = sha1Hex(`${d.id}:${d.branch}`);
  // Strings when present, absent (never null) before the end, as the published description has them.
  const screenshots =
    phase.status === 'success'
      ? {
          screenshot: `${origin}/screenshots/${d.id}.png`,
          screenshotLight: `${origin}/screenshots/${d.id}-light.png`,
          screenshotDark: `${origin}/screenshots/${d.id}-dark.png`,
        }
      : {};
  return {
    _id: d.id,
    projectId: d.projectId,
    createdAt: clock.iso(d.createdAt),
    ...(ended ? { endedAt: clock.iso(d.createdAt + phase.from) } : {}),
    status: phase.status,
    summary: summaryOf(phase.status),
    logs: logLines(d, reached),
    subdomain: d.projectId.toLowerCase().replace(/[^a-z0-9-]+/g, '-'),
    ...screenshots,
    author:
      d.kind === 'preview'
        ? { name: 'Emulator Bot', avatarUrl: `${origin}/screenshots/avatar.png`, githubUserId: 1000001 }
        : null,
    commit: {
      sha,
      ref: d.branch,
      message: d.kind === 'preview' ? `Update docs on ${d.branch}` : 'Publish documentation',
      filesChanged: { added: ['guides/new-page.mdx'], modified: ['docs.json'], removed: [] },
    },
    // One of the documented sources (internal, github-app-installation, api, github, dashboard):
    // both kinds were triggered through the API.
    source: 'api',
  };
}

/** Deployments and previews of every organization. */
export class DeploymentStore {
  private readonly deployments = new Map<string, Deployment>();
  private readonly previews = new Map<string, Preview>();
  private readonly clock: EmulatorClock;
  private readonly origin: string;

  constructor(clock: EmulatorClock, origin: string) {
    this.clock = clock;
    this.origin = origin;
  }

  triggerPreview(org: string, projectId: string, branch: string, settings: BehaviourSettings) {
    const key = JSON.stringify([org, projectId, branch]);
    let preview = this.previews.get(key);
    if (!preview) {
      const slug = branchSlug(branch);
      const url = `${this.origin}/previews/${encodeURIComponent(projectId)}/${slug}/`;
      preview = { org, projectId, branch, slug, url, deploymentIds: [] };
      this.previews.set(key, preview);
    }
    const deployment = this.create('preview', org, projectId, branch, settings, preview.url);
    preview.deploymentIds.push(deployment.id);
    return {
      statusId: deployment.id,
      previewUrl: preview.url,
      previewHost: barePreviewHost(org, preview.slug),
    };
  }

  triggerDeploy(org: string, projectId: string, settings: BehaviourSettings) {
    const deployment = this.create('deploy', org, projectId, settings.deployBranch, settings);
    return { statusId: deployment.id };
  }

  get(org: string, id: string): Deployment | undefined {
    const d = this.deployments.get(id);
    return d && d.org === org ? d : undefined;
  }

  /** The preview at `/previews/{projectSegment}/{slug}/`, with whether any of its deployments succeeded. */
  findPreview(projectSegment: string, slug: string): { preview: Preview; live: boolean } | undefined {
    for (const preview of this.previews.values()) {
      if (encodeURIComponent(preview.projectId) !== projectSegment || preview.slug !== slug) continue;
      const now = this.clock.now();
      const live = preview.deploymentIds.some((id) => {
        const d = this.deployments.get(id);
        return d !== undefined && currentPhase(d, now).phase.status === 'success';
      });
      return { preview, live };
    }
    return undefined;
  }

  snapshot() {
    return [...this.deployments.values()].map((d) => ({
      kind: d.kind,
      org: d.org,
      branch: d.branch,
      previewUrl: d.previewUrl,
      ...deploymentStatusBody(d, this.clock, this.origin),
    }));
  }

  private create(
    kind: DeploymentKind,
    org: string,
    projectId: string,
    branch: string,
    settings: BehaviourSettings,
    previewUrl?: string,
  ): Deployment {
    const outcome: Outcome = matchesBranchPattern(branch, settings.stuckBranches)
      ? 'stuck'
      : matchesBranchPattern(branch, settings.failBranches)
        ? 'failure'
        : 'success';
    const deployment: Deployment = {
      id: newStatusId(),
      kind,
      org,
      projectId,
      branch,
      createdAt: this.clock.now(),
      outcome,
      extraStates: [...settings.extraStates],
      timing: { ...settings.deployment },
      ...(previewUrl ? { previewUrl } : {}),
    };
    this.deployments.set(deployment.id, deployment);
    return deployment;
  }
}
