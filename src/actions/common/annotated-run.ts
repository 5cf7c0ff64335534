import { relative, resolve, sep } from 'node:path';
import { ConfigurationError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { workflowRunUrl } from '../../github/context.js';
import type { GitHubClient } from '../../github/octokit.js';
import type { RunnerContext } from '../../github/runner.js';
import { publishFindings } from '../../validate/publish-findings.js';
import type { AnnotateMode } from '../../validate/publish-findings.js';
import type { Finding } from '../../validate/types.js';
import { octokitFor } from './github-client.js';

/** The repository of the run through GitHub's API, when a token is at hand. */
export interface RunRepository {
  octokit: GitHubClient;
  owner: string;
  repo: string;
}

/**
 * What an action that annotates files through a check run (validate, links) needs of GitHub: the
 * token checked first (annotate: check-run without one is a configuration error, before any work),
 * the repository, and the addresses a summary links to.
 */
export async function annotatedRun(options: {
  annotate: 'auto' | 'commands' | 'check-run';
  token: string | undefined;
  runner: RunnerContext;
  /** Absolute: finding files are relative to it. */
  docsDir: string;
}) {
  const { runner } = options;
  if (options.annotate === 'check-run' && !options.token) {
    throw new ConfigurationError(
      'input annotate: check-run needs github-token (a token with `checks: write`); or set annotate: auto.',
    );
  }
  const octokit = await octokitFor(options.token, runner);
  const [owner, repo] = runner.repository.split('/');
  const github: RunRepository | undefined = octokit && owner && repo ? { octokit, owner, repo } : undefined;
  const server = runner.serverUrl.replace(/\/+$/, '');
  /** A file of the docs folder as GitHub names it: relative to the repository root. */
  const repositoryPath = (file: string) =>
    relative(runner.workspace, resolve(options.docsDir, file)).split(sep).join('/');
  return {
    octokit,
    github,
    repositoryPath,
    /** The address of a line of a docs file at a commit, when the run has a repository. */
    lineUrl: (sha: string | undefined, file: string, line: number): string | undefined =>
      sha && github
        ? `${server}/${github.owner}/${github.repo}/blob/${sha}/` +
          `${repositoryPath(file).split('/').map(encodeURIComponent).join('/')}#L${line}`
        : undefined,
    /**
     * Annotates the findings (through a check run named `docs-ci <command>` per docs folder, or
     * workflow commands), and says where they can be read and what the `result` output records of it.
     */
    publish: async (request: {
      command: string;
      docsDirInput: string | undefined;
      findings: readonly Finding[];
      mode: AnnotateMode;
      headSha: string | undefined;
      failed: boolean;
      title: string;
      /** The job summary's markdown, saying where what it leaves out can be read. */
      summary: (elsewhere: string) => string;
      logger: Logger;
    }) => {
      const { docsDirInput, headSha } = request;
      const published = await publishFindings({
        findings: request.findings,
        mode: request.mode,
        repositoryPath,
        checkRun:
          github && headSha
            ? {
                ...github,
                name: `docs-ci ${request.command}${docsDirInput && docsDirInput !== '.' ? ` (${docsDirInput})` : ''}`,
                headSha,
                failed: request.failed,
                title: request.title,
                summary: request.summary('the job log'),
                detailsUrl: runner.runId ? workflowRunUrl(runner, runner.repository) : undefined,
              }
            : undefined,
        logger: request.logger,
      });
      return {
        elsewhere: published.via === 'check-run' ? 'the job log or the check run' : 'the job log',
        result: {
          annotated: published.via,
          ...(published.checkRunUrl ? { checkRunUrl: published.checkRunUrl } : {}),
        },
      };
    },
  };
}
