/**
 * github.com addresses whose page GitHub's API can vouch for: a user or organization, a repository
 * (and its list pages), a file or folder at a ref, a commit, an issue or pull request, a release.
 * Anything else (search, settings, gists, wikis, raw files, marketing pages) is checked as a web page.
 */
export type GitHubTarget =
  | { kind: 'owner'; owner: string }
  | { kind: 'repository'; owner: string; repo: string }
  /**
   * `blob`, `tree` (or `blame`) at a ref: the segments after it, decoded. A ref may hold slashes
   * (`release/1.x`), so where the ref ends and the path begins is decided by asking GitHub: see
   * `refPathSplits`.
   */
  | { kind: 'object'; owner: string; repo: string; type: 'blob' | 'tree'; refPath: string[] }
  | { kind: 'commit'; owner: string; repo: string; sha: string }
  | { kind: 'issue'; owner: string; repo: string; number: number }
  | { kind: 'release'; owner: string; repo: string; tag: string };

export type RepositoryTarget = Exclude<GitHubTarget, { kind: 'owner' }>;

/** First path segments of github.com that are GitHub's own pages, not users or organizations. */
const RESERVED = new Set(
  (
    'about account advisories apps blog codespaces collections contact copilot customer-stories dashboard ' +
    'education enterprise enterprises events explore features git-guides github-copilot home issues join ' +
    'login logout marketplace mobile models new nonprofit notifications orgs organizations partners ' +
    'password_reset premium-support pricing pulls readme resources search security sessions settings ' +
    'signup site sitemap solutions sponsors stars team topics trending users watching why-github'
  ).split(' '),
);

/**
 * Pages of a repository that exist whenever it does (with no further segment). Left out on purpose:
 * pages a repository can switch off (wiki, discussions, projects) and pages that need a login.
 */
const REPOSITORY_PAGES = new Set(
  (
    'actions activity branches commits deployments forks issues labels milestones network packages ' +
    'pulls pulse releases security stargazers tags watchers'
  ).split(' '),
);
/** Repository pages with sub-pages that exist whenever the repository does. */
const REPOSITORY_PAGE_TREES = new Set(['graphs', 'network']);

/** GitHub logins: letters, digits and single hyphens, at most 39 characters (a few old ones bend this). */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const REPO_NAME = /^[A-Za-z0-9._-]+$/;
const SHA = /^[0-9a-f]{7,40}$/i;
/** GraphQL's Int is 32-bit: a larger issue number cannot be asked for (and cannot exist). */
const MAX_ISSUE_NUMBER = 2 ** 31 - 1;

/** How many places a blob or tree address's ref may end at: a ref with more slashes is not tried. */
export const MAX_REF_SPLITS = 3;

export function parseGitHubUrl(url: string): GitHubTarget | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (parsed.hostname !== 'github.com' && parsed.hostname !== 'www.github.com') return undefined;
  if (parsed.port !== '' || parsed.username !== '' || parsed.password !== '') return undefined;
  let segments: string[];
  try {
    segments = parsed.pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  const [owner, repoSegment, section, ...rest] = segments;
  if (owner === undefined || RESERVED.has(owner.toLowerCase()) || !LOGIN.test(owner)) return undefined;
  if (repoSegment === undefined) return { kind: 'owner', owner };
  const repo = repoSegment.replace(/\.git$/i, '');
  if (!REPO_NAME.test(repo) || repo === '.' || repo === '..') return undefined;
  if (section === undefined) return { kind: 'repository', owner, repo };
  return repositoryPage(owner, repo, section, rest);
}

function repositoryPage(
  owner: string,
  repo: string,
  section: string,
  rest: string[],
): GitHubTarget | undefined {
  const [first, second] = rest;
  switch (section) {
    case 'blob':
    case 'blame':
    case 'tree':
      return first === undefined
        ? undefined
        : { kind: 'object', owner, repo, type: section === 'tree' ? 'tree' : 'blob', refPath: rest };
    case 'commit':
      return first !== undefined && SHA.test(first) && rest.length === 1
        ? { kind: 'commit', owner, repo, sha: first.toLowerCase() }
        : undefined;
    case 'issues':
    case 'pull': {
      if (first === undefined) return section === 'issues' ? { kind: 'repository', owner, repo } : undefined;
      // `/issues/N` alone; `/pull/N` also with its tabs (`/files`, `/commits/<sha>`, `/checks`).
      if (!/^\d+$/.test(first) || (section === 'issues' && rest.length > 1)) return undefined;
      const number = Number(first);
      return number > 0 && number <= MAX_ISSUE_NUMBER ? { kind: 'issue', owner, repo, number } : undefined;
    }
    case 'releases':
      if (first === undefined || (first === 'latest' && rest.length === 1))
        return { kind: 'repository', owner, repo };
      return first === 'tag' && second !== undefined
        ? { kind: 'release', owner, repo, tag: rest.slice(1).join('/') }
        : undefined;
    default:
      if (REPOSITORY_PAGES.has(section) && first === undefined) return { kind: 'repository', owner, repo };
      if (REPOSITORY_PAGE_TREES.has(section)) return { kind: 'repository', owner, repo };
      return undefined;
  }
}

/**
 * Where the ref of `/blob/<ref>/<path>` may end, shortest ref first: `a/b/c` gives `a` + `b/c`,
 * `a/b` + `c`, `a/b/c` + `` (at most MAX_REF_SPLITS). GitHub itself matches the segments against
 * the repository's branch and tag names; the API cannot list those cheaply, so every split is asked
 * for in the same query and the address exists when any of them names an object.
 */
export function refPathSplits(refPath: readonly string[]): { ref: string; path: string }[] {
  const splits: { ref: string; path: string }[] = [];
  for (let cut = 1; cut <= Math.min(MAX_REF_SPLITS, refPath.length); cut += 1) {
    splits.push({ ref: refPath.slice(0, cut).join('/'), path: refPath.slice(cut).join('/') });
  }
  return splits;
}

/** True when a ref with more slashes than the splits tried could still name the address. */
export function hasUntriedSplits(refPath: readonly string[]): boolean {
  return refPath.length > MAX_REF_SPLITS;
}

/** `#L10`, `#L10-L20`, `#L10C3-L12C8`: GitHub's line anchors, which its script scrolls to. */
export function isLineAnchor(fragment: string): boolean {
  return /^L\d+(C\d+)?(-L\d+(C\d+)?)?$/.test(fragment);
}

/**
 * The verdict on a fragment of a github.com page: line anchors are always fine (GitHub scrolls to the
 * last line when there are fewer); any other id is added by GitHub's scripts, so it is not judged (null).
 */
export function gitHubFragmentStatus(fragment: string): 'ok' | null {
  return isLineAnchor(fragment) ? 'ok' : null;
}

/** The same target, whatever URL spelled it (case of the names, `www.`, `.git`, trailing pages). */
export function targetKey(target: GitHubTarget): string {
  const repository = target.kind === 'owner' ? target.owner : `${target.owner}/${target.repo}`;
  const base = repository.toLowerCase();
  switch (target.kind) {
    case 'owner':
    case 'repository':
      return `${target.kind} ${base}`;
    case 'object':
      return `object ${base} ${target.type} ${JSON.stringify(target.refPath)}`;
    case 'commit':
      return `commit ${base} ${target.sha}`;
    case 'issue':
      return `issue ${base} ${target.number}`;
    case 'release':
      return `release ${base} ${JSON.stringify(target.tag)}`;
  }
}
