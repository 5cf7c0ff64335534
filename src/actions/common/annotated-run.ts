import { relative, resolve, sep } from 'node:path';
import { ConfigurationError } from '../../core/errors.js';
import type { GitHubClient } from '../../github/octokit.js';
import type { RunnerContext } from '../../github/runner.js';
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
    /** The workflow run's page, for the check run's details link. */
    runUrl: runner.runId ? `${server}/${runner.repository}/actions/runs/${runner.runId}` : undefined,
    /** `docs-ci validate` or `docs-ci validate (docs)`: one check run per command and folder. */
    checkRunName: (command: string, docsDirInput: string | undefined) =>
      `docs-ci ${command}${docsDirInput && docsDirInput !== '.' ? ` (${docsDirInput})` : ''}`,
  };
}
