import { errorMessage } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { GitHubClient } from '../../github/octokit.js';
import type { DocumentCheck } from '../types.js';
import { parseGitHubUrl } from './github-url.js';
import type { GitHubTarget } from './github-url.js';

export interface GitHubLookupOptions {
  octokit: GitHubClient;
  logger: Logger;
  /** Look-ups per query (default 50: one query costs one point of the GraphQL budget whatever its size). */
  batchSize?: number | undefined;
  /** Points left untouched for the rest of the job (default a tenth of the budget, at least 50). */
  reserve?: number | undefined;
}

export interface GitHubLookupResult {
  checks: Map<string, DocumentCheck>;
  /** Checked as web pages instead, one at a time: the quota ran low, or the API failed. */
  fallback: string[];
  /** API requests sent. */
  requests: number;
}

interface Lookup {
  url: string;
  target: GitHubTarget;
}

interface RateLimit {
  remaining: number;
  limit: number;
}

/** How many `ref/path` splits of a blob or tree address are tried (a ref may hold slashes). */
const REF_SPLITS = 3;

/**
 * Checks github.com addresses through GitHub's GraphQL API: many look-ups in one query (aliases),
 * grouped by repository. github.com's pages answer 429 to CI runners; the API answers the job's
 * token, whose budget the rest of the job shares: past the reserve, and on any failure of the API,
 * the addresses left are handed back to be fetched as pages.
 */
export async function checkGitHubLinks(
  urls: readonly string[],
  options: GitHubLookupOptions,
): Promise<GitHubLookupResult> {
  const lookups: Lookup[] = [];
  for (const url of urls) {
    const target = parseGitHubUrl(url);
    if (target) lookups.push({ url, target });
  }
  const checks = new Map<string, DocumentCheck>();
  const batchSize = options.batchSize ?? 50;
  let requests = 0;
  let rate: RateLimit | undefined;
  for (let at = 0; at < lookups.length; at += batchSize) {
    const batch = lookups.slice(at, at + batchSize);
    const reserve = options.reserve ?? Math.max(50, Math.floor((rate?.limit ?? 5000) / 10));
    if (rate && rate.remaining - 1 < reserve) {
      const rest = lookups.slice(at).map((lookup) => lookup.url);
      options.logger.info(
        `GitHub's GraphQL budget is down to ${rate.remaining} of ${rate.limit} points, and ${reserve} are kept for the rest of ` +
          `the job: ${rest.length} github.com address(es) are fetched as pages, one at a time.`,
      );
      return { checks, fallback: rest, requests };
    }
    const query = buildQuery(batch);
    let answer: { data: unknown; headers: Record<string, string | number | undefined> };
    try {
      requests++;
      answer = (await options.octokit.request(`POST ${graphqlUrl(options.octokit)}`, {
        query: query.text,
        variables: query.variables,
      })) as typeof answer;
    } catch (error) {
      const rest = lookups.slice(at).map((lookup) => lookup.url);
      options.logger.warning(
        `GitHub's API could not check github.com links (${errorMessage(error)}): ${rest.length} address(es) are fetched as pages, one at a time.`,
      );
      return { checks, fallback: rest, requests };
    }
    rate = rateFrom(answer.headers) ?? rate;
    const body = answer.data as { data?: Record<string, unknown> | null; errors?: GraphQlError[] };
    if (!body.data) {
      const rest = lookups.slice(at).map((lookup) => lookup.url);
      options.logger.warning(
        `GitHub's API did not answer the github.com look-ups (${body.errors?.[0]?.message ?? 'no data'}): ${rest.length} address(es) are fetched as pages.`,
      );
      return { checks, fallback: rest, requests };
    }
    batch.forEach((lookup, index) => checks.set(lookup.url, judge(lookup, index, query, body.data!)));
  }
  return { checks, fallback: [], requests };
}

interface GraphQlError {
  type?: string;
  message?: string;
  path?: (string | number)[];
}

interface Query {
  text: string;
  variables: Record<string, string>;
  /** Per look-up, the aliases that answer it (inside its repository's alias). */
  aliases: { repository?: string; fields: string[] }[];
}

/** The GraphQL endpoint: github.com's, or a GitHub Enterprise Server's (`/api/graphql` beside `/api/v3`). */
function graphqlUrl(octokit: GitHubClient): string {
  const base = String(octokit.request.endpoint.DEFAULTS.baseUrl).replace(/\/+$/, '');
  return /\/api\/v3$/.test(base) ? `${base.replace(/\/v3$/, '')}/graphql` : `${base}/graphql`;
}

/**
 * One query for a batch: a `repository` alias per repository with a field alias per look-up in it,
 * and a `repositoryOwner` alias per user or organization. Every string is a variable: nothing a page
 * wrote is spliced into the query.
 */
function buildQuery(batch: readonly Lookup[]): Query {
  const variables: Record<string, string> = {};
  const variable = (value: string) => {
    const name = `v${Object.keys(variables).length}`;
    variables[name] = value;
    return `$${name}`;
  };
  const repositories = new Map<string, { alias: string; owner: string; name: string; fields: string[] }>();
  const owners: string[] = [];
  const aliases: Query['aliases'] = [];
  batch.forEach((lookup, index) => {
    const { target } = lookup;
    if (target.kind === 'owner') {
      const alias = `u${index}`;
      owners.push(`  ${alias}: repositoryOwner(login: ${variable(target.owner)}) { login }`);
      aliases.push({ fields: [alias] });
      return;
    }
    const key = `${target.owner}/${target.repo}`.toLowerCase();
    let repository = repositories.get(key);
    if (!repository) {
      repository = {
        alias: `r${repositories.size}`,
        owner: variable(target.owner),
        name: variable(target.repo),
        fields: [],
      };
      repositories.set(key, repository);
    }
    const fields: string[] = [];
    const field = (name: string, selection: string) => {
      fields.push(name);
      repository.fields.push(`    ${name}: ${selection}`);
    };
    if (target.kind === 'object') {
      const splits = Math.min(REF_SPLITS, target.refPath.length);
      for (let cut = 1; cut <= splits; cut++) {
        const expression = `${target.refPath.slice(0, cut).join('/')}:${target.refPath.slice(cut).join('/')}`;
        field(`o${index}_${cut}`, `object(expression: ${variable(expression)}) { __typename }`);
      }
    } else if (target.kind === 'commit')
      field(`c${index}`, `object(expression: ${variable(target.sha)}) { __typename }`);
    else if (target.kind === 'issue')
      field(`i${index}`, `issueOrPullRequest(number: ${target.number}) { __typename }`);
    else if (target.kind === 'release')
      field(`g${index}`, `release(tagName: ${variable(target.tag)}) { id }`);
    aliases.push({ repository: repository.alias, fields });
  });
  const declarations = Object.keys(variables).map((name) => `$${name}: String!`);
  const lines = [`query(${declarations.join(', ')}) {`, '  rateLimit { remaining limit cost }'];
  for (const { alias, owner, name, fields } of repositories.values())
    lines.push(`  ${alias}: repository(owner: ${owner}, name: ${name}) {`, '    id', ...fields, '  }');
  lines.push(...owners, '}');
  return { text: lines.join('\n'), variables, aliases };
}

function judge(lookup: Lookup, index: number, query: Query, data: Record<string, unknown>): DocumentCheck {
  const { target, url } = lookup;
  const found = (reason: string): DocumentCheck => ({
    status: 'ok',
    code: 200,
    reason,
    finalUrl: url,
    requests: 0,
  });
  const missing = (reason: string): DocumentCheck => ({
    status: 'broken',
    code: 404,
    reason,
    finalUrl: url,
    requests: 0,
  });
  const { repository: alias, fields } = query.aliases[index]!;
  if (target.kind === 'owner') {
    return data[fields[0]!]
      ? found('GitHub knows this user or organization')
      : missing(`GitHub has no user or organization ${target.owner}`);
  }
  const name = `${target.owner}/${target.repo}`;
  const repository = data[alias!] as Record<string, unknown> | null | undefined;
  if (!repository) {
    return {
      status: 'suspect',
      code: 404,
      reason: `GitHub shows no repository ${name} to this token: it is private, or was deleted`,
      finalUrl: url,
      requests: 0,
    };
  }
  if (target.kind === 'repository') return found(`the repository ${name} exists`);
  const any = fields.some((field) => repository[field]);
  if (any) return found(`found in ${name} through GitHub's API`);
  switch (target.kind) {
    case 'object':
      return missing(
        `${name} has no ${target.type === 'blob' ? 'file' : 'folder'} ${target.refPath.slice(1).join('/') || '(root)'} at ${target.refPath[0]} (nor at a longer branch name)`,
      );
    case 'commit':
      return missing(`${name} has no commit ${target.sha}`);
    case 'issue':
      return missing(`${name} has no issue or pull request #${target.number}`);
    case 'release':
      return missing(`${name} has no release ${target.tag}`);
  }
}

function rateFrom(headers: Record<string, string | number | undefined>): RateLimit | undefined {
  const remaining = Number(headers['x-ratelimit-remaining']);
  const limit = Number(headers['x-ratelimit-limit']);
  return Number.isFinite(remaining) && Number.isFinite(limit) && limit > 0 ? { remaining, limit } : undefined;
}
