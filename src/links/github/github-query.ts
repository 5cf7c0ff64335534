import type { DocumentCheck } from '../types.js';
import type { GitHubTarget, RepositoryTarget } from './github-url.js';
import { hasUntriedSplits, refPathSplits } from './github-url.js';

/** One thing to ask GitHub about, shared by every URL that names it. */
export interface Lookup {
  target: GitHubTarget;
  /** The URLs (fragments stripped) that name this target. */
  urls: string[];
}

/** What the answer says of one look-up: a verdict, or "ask the web page" (the answer could not tell). */
export type LookupVerdict = { check: Omit<DocumentCheck, 'finalUrl'> } | { fallback: string };

export interface LookupQuery {
  text: string;
  variables: Record<string, string | number>;
  /** Reads the answer's `data` and `errors` into a verdict per look-up, in the batch's order. */
  judge(answer: GraphQlAnswer): LookupVerdict[];
}

export interface GraphQlError {
  type?: string;
  message?: string;
  path?: (string | number)[];
}

export interface GraphQlAnswer {
  data?: Record<string, unknown> | null;
  errors?: GraphQlError[];
}

/** The fields asked for: GitHub charges one point for a query without connections, whatever its aliases. */
export const RATE_LIMIT_SELECTION = 'rateLimit { remaining limit resetAt cost }';

interface Plan {
  lookup: Lookup;
  /** The top-level alias that answers it. */
  top: string;
  /** Aliases inside `top` (none for an owner), each `prefix` + a suffix naming what it asks. */
  fields: string[];
  prefix: string;
}

/**
 * One query for a batch of look-ups: a `repository` alias per repository with an alias per object,
 * issue or release inside it, and a `repositoryOwner` alias per user or organization. Every string a
 * page wrote travels as a variable, never spliced into the query text; aliases are generated names.
 */
export function buildLookupQuery(lookups: readonly Lookup[]): LookupQuery {
  const variables: Record<string, string | number> = {};
  const declarations: string[] = [];
  const variable = (type: 'String' | 'Int' | 'GitObjectID', value: string | number): string => {
    const name = `v${declarations.length}`;
    declarations.push(`$${name}: ${type}!`);
    variables[name] = value;
    return `$${name}`;
  };
  const repositories = new Map<string, { alias: string; header: string; fields: string[] }>();
  const owners: string[] = [];
  const plans: Plan[] = [];

  lookups.forEach((lookup, index) => {
    const { target } = lookup;
    if (target.kind === 'owner') {
      const alias = `o${owners.length}`;
      owners.push(`  ${alias}: repositoryOwner(login: ${variable('String', target.owner)}) { login }`);
      plans.push({ lookup, top: alias, fields: [], prefix: '' });
      return;
    }
    const key = `${target.owner}/${target.repo}`.toLowerCase();
    let repository = repositories.get(key);
    if (!repository) {
      const alias = `r${repositories.size}`;
      repository = {
        alias,
        header: `  ${alias}: repository(owner: ${variable('String', target.owner)}, name: ${variable('String', target.repo)}) {`,
        fields: [],
      };
      repositories.set(key, repository);
    }
    const fields: string[] = [];
    const prefix = `l${index}`;
    const field = (suffix: string, selection: string) => {
      const alias = `${prefix}${suffix}`;
      fields.push(alias);
      repository.fields.push(`    ${alias}: ${selection}`);
    };
    switch (target.kind) {
      case 'repository':
        break;
      case 'object':
        refPathSplits(target.refPath).forEach(({ ref, path }, cut) => {
          field(`_at${cut}`, `object(expression: ${variable('String', `${ref}:${path}`)}) { __typename }`);
          if (path !== '')
            field(`_ref${cut}`, `object(expression: ${variable('String', ref)}) { __typename }`);
        });
        break;
      case 'commit':
        field(
          '_commit',
          target.sha.length === 40
            ? `object(oid: ${variable('GitObjectID', target.sha)}) { __typename }`
            : `object(expression: ${variable('String', target.sha)}) { __typename }`,
        );
        break;
      case 'issue': {
        const number = variable('Int', target.number);
        field('_issue', `issueOrPullRequest(number: ${number}) { __typename }`);
        // GitHub sends `/issues/N` of an issue turned into a discussion to the discussion.
        field('_discussion', `discussion(number: ${number}) { id }`);
        break;
      }
      case 'release':
        field('_release', `release(tagName: ${variable('String', target.tag)}) { id }`);
        // `/releases/tag/<tag>` shows a tag that has no release too.
        field('_tag', `ref(qualifiedName: ${variable('String', `refs/tags/${target.tag}`)}) { id }`);
        break;
    }
    plans.push({ lookup, top: repository.alias, fields, prefix });
  });

  const lines = [
    `query${declarations.length > 0 ? `(${declarations.join(', ')})` : ''} {`,
    `  ${RATE_LIMIT_SELECTION}`,
  ];
  for (const repository of repositories.values()) {
    lines.push(repository.header, '    nameWithOwner', '    isPrivate', ...repository.fields, '  }');
  }
  lines.push(...owners, '}');
  return { text: lines.join('\n'), variables, judge: (answer) => judgeAll(plans, answer) };
}

function judgeAll(plans: readonly Plan[], answer: GraphQlAnswer): LookupVerdict[] {
  const data = answer.data ?? {};
  // Errors other than NOT_FOUND (FORBIDDEN, a timeout of one field...) make the part they name unreliable.
  const unreliable = new Set<string>();
  for (const error of answer.errors ?? []) {
    if (error.type === 'NOT_FOUND' || !error.path || error.path.length === 0) continue;
    unreliable.add(error.path.slice(0, 2).join('.'));
  }
  return plans.map((plan) => {
    const verdict = judgeOne(plan, data);
    if ('fallback' in verdict || verdict.check.status === 'ok') return verdict;
    const doubtful = [plan.top, ...plan.fields.map((field) => `${plan.top}.${field}`)].some((path) =>
      unreliable.has(path),
    );
    return doubtful
      ? { fallback: `GitHub's API answered with an error for ${describe(plan.lookup.target)}` }
      : verdict;
  });
}

function judgeOne(plan: Plan, data: Record<string, unknown>): LookupVerdict {
  const { target } = plan.lookup;
  if (!(plan.top in data)) return { fallback: `GitHub's API left ${describe(target)} out of its answer` };
  const top = data[plan.top];
  if (target.kind === 'owner') {
    return top
      ? ok('the user or organization exists')
      : broken(`GitHub has no user or organization ${target.owner}`);
  }
  const name = `${target.owner}/${target.repo}`;
  if (!isRecord(top)) {
    return {
      check: {
        status: 'suspect',
        code: 404,
        reason: `GitHub shows no public repository ${name} to this token: it is private or was deleted`,
        requests: 0,
      },
    };
  }
  if (plan.fields.some((field) => !(field in top))) {
    return { fallback: `GitHub's API left part of ${describe(target)} out of its answer` };
  }
  const found = (suffix: string) => isRecord(top[`${plan.prefix}${suffix}`]);
  const where = repositoryNote(name, top);
  switch (target.kind) {
    case 'repository':
      return ok(`the repository exists${where}`);
    case 'object':
      return judgeObject(target, name, found, where);
    case 'commit':
      return found('_commit')
        ? ok(`the commit exists${where}`)
        : broken(`${name} has no commit ${target.sha}`);
    case 'issue':
      if (found('_issue')) return ok(`the issue or pull request exists${where}`);
      if (found('_discussion')) return ok(`#${target.number} is a discussion${where}`);
      return broken(`${name} has no issue or pull request #${target.number}`);
    case 'release':
      if (found('_release')) return ok(`the release exists${where}`);
      if (found('_tag')) return ok(`the tag exists (GitHub shows it without a release)${where}`);
      return broken(`no release ${target.tag} in ${name}`);
  }
}

function judgeObject(
  target: Extract<RepositoryTarget, { kind: 'object' }>,
  name: string,
  found: (suffix: string) => boolean,
  where: string,
): LookupVerdict {
  const splits = refPathSplits(target.refPath);
  const at = (cut: number) => found(`_at${cut}`);
  const refFound = (cut: number) => (splits[cut]?.path === '' ? at(cut) : found(`_ref${cut}`));
  const hit = splits.findIndex((_, cut) => at(cut));
  if (hit >= 0) {
    const { ref, path } = splits[hit]!;
    if (path === '') return ok(`the branch, tag or commit ${ref} exists${where}`);
    return ok(`the ${target.type === 'tree' ? 'folder' : 'file'} exists at ${ref}${where}`);
  }
  // Nothing found: the longest ref that exists is the one GitHub would have read the path in.
  const refs = splits.map((_, cut) => cut).filter(refFound);
  const longest = refs.at(-1);
  if (longest !== undefined) {
    const { ref, path } = splits[longest]!;
    return broken(`no ${target.type === 'tree' ? 'folder' : 'file'} ${path} at ${ref} in ${name}`);
  }
  if (hasUntriedSplits(target.refPath)) {
    return { fallback: `no ref of ${name} matches the first ${splits.length} segments of the path` };
  }
  const [shortest, ...longer] = splits.map((split) => split.ref);
  const nor = longer.length > 0 ? ` (nor ${longer.join(', ')})` : '';
  return broken(`${name} has no branch, tag or commit ${shortest}${nor}`);
}

function repositoryNote(asked: string, repository: Record<string, unknown>): string {
  const notes: string[] = [];
  const current = repository['nameWithOwner'];
  if (typeof current === 'string' && current.toLowerCase() !== asked.toLowerCase()) {
    notes.push(`the repository was renamed or moved to ${current}`);
  }
  if (repository['isPrivate'] === true)
    notes.push('in a private repository: readers without access see a 404');
  return notes.length > 0 ? ` (${notes.join('; ')})` : '';
}

function ok(reason: string): LookupVerdict {
  return { check: { status: 'ok', code: 200, reason: `GitHub's API: ${reason}`, requests: 0 } };
}

function broken(reason: string): LookupVerdict {
  return { check: { status: 'broken', code: 404, reason, requests: 0 } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function describe(target: GitHubTarget): string {
  if (target.kind === 'owner') return `the user or organization ${target.owner}`;
  const name = `${target.owner}/${target.repo}`;
  switch (target.kind) {
    case 'repository':
      return `the repository ${name}`;
    case 'object':
      return `${target.refPath.join('/')} in ${name}`;
    case 'commit':
      return `the commit ${target.sha} of ${name}`;
    case 'issue':
      return `#${target.number} of ${name}`;
    case 'release':
      return `the release ${target.tag} of ${name}`;
  }
}
