import type { DocsApiClient } from '../client/client.js';
import type { Clock } from '../core/clock.js';
import { ConfigurationError, errorMessage } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import type { AppDeployment } from '../github/app-deployments.js';
import {
  appDeploymentOf,
  appDeploymentStatusOf,
  defaultBranchOf,
  isProductionRef,
  previewAddressOf,
  productionSiteUrl,
  sameLogin,
} from '../github/app-deployments.js';
import type { EventContext, RunnerFacts } from '../github/context.js';
import { resolveEventContext } from '../github/context.js';
import { findDeploymentPullRequest } from '../github/deployment-pull-request.js';
import type { GitHubClient } from '../github/octokit.js';
import { waitForAppDeployment } from './wait-for-app-deployment.js';

/**
 * The one place that decides where a preview's address comes from. Everything after "the preview is
 * live" (comment, changed pages, page health, live check, summary) is shared: `previewWithGitHub`.
 *
 * - `trigger`: the kit triggers the preview through the service's API (api-key) and follows it.
 * - `url`: `preview-url` names a preview that already exists.
 * - `deployment-event`: a `deployment_status` event of the service's app names it.
 * - `wait`: the kit waits for the deployment the app creates for the head commit.
 */
export type PreviewSourceKind = 'trigger' | 'url' | 'deployment-event' | 'wait';

/** The service app's bot: its deployments are the previews it builds by itself. */
export const DEFAULT_PREVIEW_CREATOR = 'mintlify[bot]';

export function previewSourceKind(options: {
  eventName: string;
  previewUrl?: string | undefined;
  waitForDeployment: boolean;
}): PreviewSourceKind {
  if (options.previewUrl !== undefined) return 'url';
  if (options.eventName === 'deployment_status') return 'deployment-event';
  return options.waitForDeployment ? 'wait' : 'trigger';
}

/** The kit triggers the preview and follows it (today's flow through `previewBranch`). */
export interface TriggeredSource {
  kind: 'trigger';
  client: DocsApiClient;
  projectId: string;
  wait: boolean;
}

/** A preview that exists already: nothing is triggered, no GitHub Deployment is created. */
export interface AttachedSource {
  kind: 'attached';
  via: Exclude<PreviewSourceKind, 'trigger'>;
  previewUrl: string;
  /** The app's deployment, when the address came from one. */
  deployment?: AppDeployment | undefined;
}

export type PreviewSource = TriggeredSource | AttachedSource;

export type ResolvedPreview =
  | {
      kind: 'preview';
      /** `trigger` still needs the client (api-key, base-url, project-id: read only now). */
      source: AttachedSource | { kind: 'trigger' };
      context: EventContext;
      /** The pull request's base commit when the event does not carry it (deployment_status). */
      baseSha?: string | undefined;
      /**
       * The production address: the environment_url of the app's latest successful deployment of
       * the production branch (the visual review's default `site-url`); asked of GitHub once, when
       * first called. Undefined without one or without a token.
       */
      productionUrl: () => Promise<string | undefined>;
    }
  /** Nothing to do, and nothing wrong: one line says why (outputs `skipped`, `skip-reason`). */
  | { kind: 'skip'; reason: string; context?: EventContext | undefined }
  | { kind: 'fork'; context: EventContext };

export interface PreviewSourceOptions {
  kind: PreviewSourceKind;
  runner: RunnerFacts;
  octokit: GitHubClient | undefined;
  previewUrl?: string | undefined;
  creator: string;
  /** Default: the repository's default branch (event payload, else the API). */
  productionBranch?: string | undefined;
  /** Only the app's deployments to this environment. */
  environment?: string | undefined;
  branch?: string | undefined;
  pullRequest?: number | undefined;
  logger: Logger;
  signal?: AbortSignal | undefined;
  deadline?: number | undefined;
  clock?: Clock | undefined;
}

type Json = Record<string, unknown>;

const short = (sha: string) => sha.slice(0, 7);

async function productionBranchOf(options: PreviewSourceOptions, owner: string, repo: string) {
  if (options.productionBranch) return options.productionBranch;
  const fromPayload = ((options.runner.eventPayload as Json | null)?.['repository'] as Json | undefined)?.[
    'default_branch'
  ];
  if (typeof fromPayload === 'string' && fromPayload !== '') return fromPayload;
  if (options.octokit) return defaultBranchOf(options.octokit, { owner, repo, logger: options.logger });
  throw new ConfigurationError(
    'input production-branch: the event does not name the default branch and there is no github-token to ask; set production-branch.',
  );
}

function memo<T>(compute: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= compute());
}

/** Decides where the preview comes from and, for an attached one, finds it and its pull request. */
export async function resolvePreviewSource(options: PreviewSourceOptions): Promise<ResolvedPreview> {
  const { octokit, logger, runner } = options;
  const context = await resolveEventContext({ runner, branch: options.branch, octokit, logger });
  const withPullRequest = (c: EventContext): EventContext =>
    options.pullRequest === undefined ? c : { ...c, pullRequestNumber: options.pullRequest };
  let productionBranch: string | undefined;
  const production = async () =>
    (productionBranch ??= await productionBranchOf(options, context.owner, context.repo));
  const productionUrl = memo(async () => {
    if (!octokit) return undefined;
    try {
      return await productionSiteUrl(octokit, {
        owner: context.owner,
        repo: context.repo,
        creator: options.creator,
        productionBranch: await production(),
        environment: options.environment,
        logger,
      });
    } catch (error) {
      logger.warning(
        `The production address could not be read from GitHub's deployments: ${errorMessage(error)}`,
      );
      return undefined;
    }
  });
  const attached = (source: AttachedSource, c: EventContext, baseSha?: string): ResolvedPreview => ({
    kind: 'preview',
    source,
    context: c,
    baseSha,
    productionUrl,
  });

  switch (options.kind) {
    case 'trigger':
      if (context.isFork) return { kind: 'fork', context };
      return {
        kind: 'preview',
        source: { kind: 'trigger' },
        context: withPullRequest(context),
        productionUrl,
      };
    case 'url':
      logger.info(
        `Attaching to the preview at ${options.previewUrl} (input preview-url): nothing is triggered.`,
      );
      return attached(
        { kind: 'attached', via: 'url', previewUrl: options.previewUrl ?? '' },
        withPullRequest(context),
      );
    case 'wait': {
      if (context.isFork) {
        return {
          kind: 'skip',
          reason: "pull request from a fork: the service's app builds no previews of forks",
          context,
        };
      }
      if (!octokit) {
        throw new ConfigurationError('input wait-for-deployment needs github-token to read the deployments.');
      }
      const branch = await production();
      if (isProductionRef(context.branch, branch)) {
        return {
          kind: 'skip',
          reason: `${context.branch} is the production branch: its deployments are production, not previews`,
          context,
        };
      }
      logger.info(
        `Waiting for the preview deployment by ${options.creator} of commit ${short(context.sha)} (wait-for-deployment).`,
      );
      const { deployment, status } = await waitForAppDeployment(octokit, {
        owner: context.owner,
        repo: context.repo,
        sha: context.sha,
        creator: options.creator,
        environment: options.environment,
        productionBranch: branch,
        logger,
        signal: options.signal,
        deadline: options.deadline,
        clock: options.clock,
      });
      const previewUrl = previewAddressOf(
        status,
        `the status of ${options.creator}'s deployment ${deployment.id}`,
      );
      logger.info(`Attaching to ${options.creator}'s preview at ${previewUrl}: nothing is triggered.`);
      return attached({ kind: 'attached', via: 'wait', previewUrl, deployment }, withPullRequest(context));
    }
    case 'deployment-event':
      return attachToDeploymentEvent(options, context, production, attached);
  }
}

async function attachToDeploymentEvent(
  options: PreviewSourceOptions,
  context: EventContext,
  production: () => Promise<string>,
  attached: (source: AttachedSource, c: EventContext, baseSha?: string) => ResolvedPreview,
): Promise<ResolvedPreview> {
  const { octokit, logger } = options;
  const payload = (options.runner.eventPayload ?? {}) as Json;
  const deployment = appDeploymentOf(payload['deployment']);
  if (!deployment) {
    throw new ConfigurationError(
      'The deployment_status event payload has no deployment; is GITHUB_EVENT_PATH the right file?',
    );
  }
  const status = appDeploymentStatusOf(payload['deployment_status']);
  const skip = (reason: string): ResolvedPreview => ({ kind: 'skip', reason, context });
  if (status.state !== 'success') {
    return skip(
      `deployment ${deployment.id} is ${status.state}, not success: the preview is attached on success only`,
    );
  }
  if (!sameLogin(deployment.creator, options.creator)) {
    return skip(
      `deployment ${deployment.id} was created by ${deployment.creator || '(unknown)'}, not ${options.creator} (input preview-creator)`,
    );
  }
  if (options.environment !== undefined && deployment.environment !== options.environment) {
    return skip(
      `deployment ${deployment.id} is to ${deployment.environment || '(no environment)'}, not ${options.environment} (input environment)`,
    );
  }
  const productionBranch = await production();
  if (isProductionRef(deployment.ref, productionBranch)) {
    return skip(
      `deployment ${deployment.id} is of ${productionBranch}, the production branch: a production deploy, not a preview`,
    );
  }
  const previewUrl = previewAddressOf(status, `deployment_status of deployment ${deployment.id}`);
  const source: AttachedSource = { kind: 'attached', via: 'deployment-event', previewUrl, deployment };
  if (options.pullRequest !== undefined) {
    return attached(source, { ...context, pullRequestNumber: options.pullRequest });
  }
  if (!octokit) {
    logger.warning(
      'No github-token: the pull request of the deployment is not looked up (job summary only).',
    );
    return attached(source, context);
  }
  const found = await findDeploymentPullRequest(octokit, {
    owner: context.owner,
    repo: context.repo,
    sha: deployment.sha,
    ref: deployment.ref,
    productionBranch,
    logger,
  });
  if (found.kind === 'stale') {
    return skip(
      `commit ${short(deployment.sha)} is no longer the head of pull request #${found.pull.number} ` +
        `(now ${short(found.pull.headSha)}): the deployment of the new head will be attached`,
    );
  }
  if (found.kind === 'none') {
    logger.notice(
      `No open pull request into ${productionBranch} has commit ${short(deployment.sha)}: the preview is reported in the job summary only.`,
    );
    return attached(source, context);
  }
  const { pull } = found;
  logger.info(
    `Deployment ${deployment.id} is the preview of pull request #${pull.number} (${pull.headRef}).`,
  );
  return attached(source, { ...context, branch: pull.headRef, pullRequestNumber: pull.number }, pull.baseSha);
}
