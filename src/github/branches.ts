import picomatch from 'picomatch';
import { ConfigurationError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { callGitHub } from './call-policy.js';
import type { GitHubClient } from './octokit.js';

export interface BranchPattern {
  pattern: string;
  negated: boolean;
  matches: (branch: string) => boolean;
}

/**
 * Compiles branch globs as GitHub's `branches:` filters read them: `*` within a path segment, `**`
 * across segments, `!` excludes. Patterns apply in order and the last one that matches decides, so
 * `['release/**', '!release/old']` keeps every release branch but one. Throws a ConfigurationError
 * naming the first invalid pattern, before any request.
 */
export function compileBranchPatterns(patterns: string[], what = 'branches'): BranchPattern[] {
  const compiled = patterns
    .map((raw) => raw.trim())
    .filter((raw) => raw !== '')
    .map((raw) => {
      const negated = raw.startsWith('!');
      const glob = negated ? raw.slice(1) : raw;
      if (glob === '' || /(^|[^\\])(\\\\)*\\$/.test(glob)) {
        throw new ConfigurationError(`${what}: "${raw}" is not a valid pattern.`);
      }
      try {
        const matches = picomatch(glob, { dot: true, strictBrackets: true, nonegate: true });
        return { pattern: raw, negated, matches: (branch: string) => matches(branch) };
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new ConfigurationError(`${what}: "${raw}" is not a valid pattern (${why}).`);
      }
    });
  if (compiled.length === 0) throw new ConfigurationError(`${what}: give at least one pattern.`);
  if (compiled.every((p) => p.negated)) {
    throw new ConfigurationError(`${what}: give at least one pattern without "!"; "!" only excludes.`);
  }
  return compiled;
}

export function matchesBranchPatterns(branch: string, patterns: BranchPattern[]): boolean {
  let selected = false;
  for (const pattern of patterns) {
    if (pattern.matches(branch)) selected = !pattern.negated;
  }
  return selected;
}

/** Every branch of the repository that the patterns select, sorted, each once. */
export async function listMatchingBranches(
  octokit: GitHubClient,
  options: {
    owner: string;
    repo: string;
    /** Compiled once, where the patterns were read. */
    patterns: BranchPattern[];
    logger?: Logger | undefined;
    maxRetryAfterMs?: number | undefined;
  },
): Promise<string[]> {
  const { patterns } = options;
  const branches = await callGitHub(
    { what: `listing the branches of ${options.owner}/${options.repo}`, area: 'branches' },
    () =>
      octokit.paginate(octokit.rest.repos.listBranches, {
        owner: options.owner,
        repo: options.repo,
        per_page: 100,
      }),
    { logger: options.logger, maxRetryAfterMs: options.maxRetryAfterMs },
  );
  const names = new Set(branches.map((b) => b.name).filter((name) => matchesBranchPatterns(name, patterns)));
  return [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
