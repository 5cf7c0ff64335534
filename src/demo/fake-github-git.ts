import { createHash } from 'node:crypto';
import type { FakeAnswer, FakeRouteContext, FakeRouteSpec } from './fake-github-http.js';
import { notFound } from './fake-github-http.js';

/**
 * The fake GitHub's Git Data API (blobs, trees, commits, refs) and what reads the objects back: the
 * contents route for files on a ref and the `OWNER/REPO/blob/SHA/PATH?raw=true` address of the web
 * host, which serves the bytes as GitHub's image proxy fetches them. Answers follow GitHub's: 422
 * "Reference already exists", "Update is not a fast forward", an unknown object in a tree or commit.
 */

interface TreeItem {
  path: string;
  mode: string;
  type: 'blob' | 'tree';
  sha: string;
}

interface CommitObject {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
  date: string;
}

export interface FakeGitCommit {
  sha: string;
  parents: string[];
  message: string;
  /** Every file of the commit's tree, path -> bytes. */
  files: Map<string, Buffer>;
}

const GIT_DOCS = 'https://docs.github.com/rest/git';

function gitSha(kind: string, body: Buffer | string): string {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return createHash('sha1').update(`${kind} ${bytes.length}\0`).update(bytes).digest('hex');
}

function unprocessable(message: string): FakeAnswer {
  return { status: 422, body: { message, documentation_url: GIT_DOCS, status: '422' } };
}

export class FakeGitData {
  private readonly blobs = new Map<string, Buffer>();
  private readonly trees = new Map<string, TreeItem[]>();
  private readonly commits = new Map<string, CommitObject>();
  private readonly refs = new Map<string, string>();

  private readonly repository: { owner: string; repo: string };

  constructor(repository: { owner: string; repo: string }) {
    this.repository = repository;
  }

  // ---- state for assertions ----

  /** The commit a branch points at, with every file of its tree; undefined when there is no such branch. */
  branch(name: string): FakeGitCommit | undefined {
    const sha = this.refs.get(`refs/heads/${name}`);
    return sha === undefined ? undefined : this.commit(sha);
  }

  commit(sha: string): FakeGitCommit | undefined {
    const commit = this.commits.get(sha);
    if (!commit) return undefined;
    const files = new Map<string, Buffer>();
    for (const item of this.flatten(commit.tree, '')) {
      if (item.type === 'blob') files.set(item.path, this.blobs.get(item.sha)!);
    }
    return { sha, parents: [...commit.parents], message: commit.message, files };
  }

  // ---- routes ----

  routes(): FakeRouteSpec[] {
    const git = '/repos/{owner}/{repo}/git';
    return [
      { spec: `POST ${git}/blobs`, permissions: 'contents=write', handle: (ctx) => this.createBlob(ctx) },
      {
        spec: `GET ${git}/blobs/{file_sha}`,
        permissions: 'contents=read',
        handle: (ctx) => {
          const sha = ctx.params['file_sha'] ?? '';
          const bytes = this.blobs.get(sha);
          if (!bytes) return notFound();
          return {
            status: 200,
            body: {
              sha,
              size: bytes.length,
              encoding: 'base64',
              content: bytes.toString('base64'),
              url: `${ctx.origin}${ctx.pathname}`,
            },
          };
        },
      },
      { spec: `POST ${git}/trees`, permissions: 'contents=write', handle: (ctx) => this.createTree(ctx) },
      {
        spec: `GET ${git}/trees/{tree_sha}`,
        permissions: 'contents=read',
        handle: (ctx) => {
          const sha = ctx.params['tree_sha'] ?? '';
          const tree = this.resolveTree(sha);
          if (!tree) return notFound();
          const recursive = ctx.query.has('recursive');
          const items = recursive ? this.flatten(tree, '') : (this.trees.get(tree) ?? []);
          return {
            status: 200,
            body: {
              sha: tree,
              url: `${ctx.origin}/repos/${this.repository.owner}/${this.repository.repo}/git/trees/${tree}`,
              tree: items.map((item) => ({
                ...item,
                ...(item.type === 'blob' ? { size: this.blobs.get(item.sha)?.length ?? 0 } : {}),
              })),
              truncated: false,
            },
          };
        },
      },
      { spec: `POST ${git}/commits`, permissions: 'contents=write', handle: (ctx) => this.createCommit(ctx) },
      {
        spec: `GET ${git}/commits/{commit_sha}`,
        permissions: 'contents=read',
        handle: (ctx) => {
          const commit = this.commits.get(ctx.params['commit_sha'] ?? '');
          return commit ? { status: 200, body: this.commitJson(commit, ctx.origin) } : notFound();
        },
      },
      {
        spec: `GET ${git}/ref/{ref}`,
        permissions: 'contents=read',
        handle: (ctx) => {
          const name = `refs/${ctx.params['ref'] ?? ''}`;
          const sha = this.refs.get(name);
          return sha === undefined ? notFound() : { status: 200, body: this.refJson(name, sha, ctx.origin) };
        },
      },
      { spec: `POST ${git}/refs`, permissions: 'contents=write', handle: (ctx) => this.createRef(ctx) },
      {
        spec: `PATCH ${git}/refs/{ref}`,
        permissions: 'contents=write',
        handle: (ctx) => this.updateRef(ctx),
      },
      {
        spec: `DELETE ${git}/refs/{ref}`,
        permissions: 'contents=write',
        handle: (ctx) => {
          const name = `refs/${ctx.params['ref'] ?? ''}`;
          if (!this.refs.delete(name)) return unprocessable('Reference does not exist');
          return { status: 204 };
        },
      },
    ];
  }

  /**
   * A file of the repository at `ref` (a branch or a commit sha) for the contents route, as GitHub's
   * JSON answer (base64); undefined when the Git Data store does not have it.
   */
  contentAt(ref: string, path: string, origin: string): FakeAnswer | undefined {
    const commitSha = this.refs.get(`refs/heads/${ref}`) ?? ref;
    const bytes = this.commit(commitSha)?.files.get(path);
    if (!bytes) return undefined;
    const { owner, repo } = this.repository;
    return {
      status: 200,
      body: {
        type: 'file',
        encoding: 'base64',
        size: bytes.length,
        name: path.split('/').at(-1),
        path,
        content: bytes.toString('base64'),
        sha: gitSha('blob', bytes),
        url: `${origin}/repos/${owner}/${repo}/contents/${path}?ref=${ref}`,
        download_url: `${origin}/${owner}/${repo}/raw/${commitSha}/${path}`,
      },
    };
  }

  /**
   * `GET /OWNER/REPO/blob/SHA/PATH?raw=true` on the web host: the file's bytes (GitHub redirects to
   * its raw host; the fake answers the bytes at once). Not an API route: no token needed.
   */
  webFile(method: string, url: URL): FakeAnswer | undefined {
    const { owner, repo } = this.repository;
    const match = /^\/([^/]+)\/([^/]+)\/(?:blob|raw)\/([0-9a-f]{40})\/(.+)$/.exec(url.pathname);
    if (method !== 'GET' || !match) return undefined;
    if (match[1]?.toLowerCase() !== owner.toLowerCase() || match[2]?.toLowerCase() !== repo.toLowerCase()) {
      return { status: 404, body: 'Not Found', headers: { 'content-type': 'text/plain' } };
    }
    const bytes = this.commit(match[3]!)?.files.get(decodeURIComponent(match[4]!));
    if (!bytes) return { status: 404, body: 'Not Found', headers: { 'content-type': 'text/plain' } };
    if (url.pathname.includes('/blob/') && url.searchParams.get('raw') !== 'true') {
      return {
        status: 200,
        body: Buffer.from('<!doctype html><title>blob</title>'),
        headers: { 'content-type': 'text/html' },
      };
    }
    return { status: 200, body: bytes, headers: { 'content-type': contentType(match[4]!) } };
  }

  // ---- handlers ----

  private createBlob(ctx: FakeRouteContext): FakeAnswer {
    const content = ctx.body['content'];
    const encoding = ctx.body['encoding'] ?? 'utf-8';
    if (typeof content !== 'string') return unprocessable('Invalid request.\n\n"content" wasn\'t supplied.');
    if (encoding !== 'utf-8' && encoding !== 'base64')
      return unprocessable(`encoding ${JSON.stringify(encoding)} is not supported`);
    const bytes = Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8');
    const sha = gitSha('blob', bytes);
    this.blobs.set(sha, bytes);
    const { owner, repo } = this.repository;
    return { status: 201, body: { sha, url: `${ctx.origin}/repos/${owner}/${repo}/git/blobs/${sha}` } };
  }

  private createTree(ctx: FakeRouteContext): FakeAnswer {
    const items = ctx.body['tree'];
    if (!Array.isArray(items)) return unprocessable('Invalid request.\n\n"tree" wasn\'t supplied.');
    const files = new Map<string, TreeItem>();
    const base = ctx.body['base_tree'];
    if (typeof base === 'string') {
      const tree = this.resolveTree(base);
      if (!tree) return unprocessable('Invalid request.\n\nbase_tree is not a valid tree oid');
      for (const item of this.flatten(tree, '')) if (item.type === 'blob') files.set(item.path, item);
    }
    for (const raw of items as Record<string, unknown>[]) {
      const path = raw['path'];
      const sha = raw['sha'];
      if (typeof path !== 'string' || path === '' || path.startsWith('/') || path.endsWith('/')) {
        return unprocessable(`Invalid tree info: path ${String(path)}`);
      }
      if (raw['type'] !== 'blob' || (raw['mode'] !== '100644' && raw['mode'] !== '100755')) {
        return unprocessable('Invalid tree info: the fake keeps blobs of mode 100644 or 100755');
      }
      if (sha === null) {
        files.delete(path);
        continue;
      }
      if (typeof raw['content'] === 'string') {
        const bytes = Buffer.from(raw['content']);
        const blob = gitSha('blob', bytes);
        this.blobs.set(blob, bytes);
        files.set(path, { path, mode: raw['mode'], type: 'blob', sha: blob });
        continue;
      }
      if (typeof sha !== 'string' || !this.blobs.has(sha)) {
        return unprocessable(`Invalid tree info: tree.sha ${JSON.stringify(sha)} is not a valid blob`);
      }
      files.set(path, { path, mode: raw['mode'], type: 'blob', sha });
    }
    const sha = this.storeTree([...files.values()]);
    const { owner, repo } = this.repository;
    return {
      status: 201,
      body: {
        sha,
        url: `${ctx.origin}/repos/${owner}/${repo}/git/trees/${sha}`,
        tree: this.trees.get(sha),
        truncated: false,
      },
    };
  }

  private createCommit(ctx: FakeRouteContext): FakeAnswer {
    const tree = ctx.body['tree'];
    const parents = ctx.body['parents'] ?? [];
    const message = ctx.body['message'];
    if (typeof message !== 'string') return unprocessable('Invalid request.\n\n"message" wasn\'t supplied.');
    if (typeof tree !== 'string' || !this.trees.has(tree)) return unprocessable('Tree SHA does not exist');
    if (!Array.isArray(parents) || parents.some((p) => typeof p !== 'string' || !this.commits.has(p))) {
      return unprocessable('Parent SHA does not exist or is not a commit object');
    }
    const date = new Date().toISOString();
    const sha = gitSha('commit', JSON.stringify({ tree, parents, message, date, n: this.commits.size }));
    const commit = { sha, tree, parents: parents as string[], message, date };
    this.commits.set(sha, commit);
    return { status: 201, body: this.commitJson(commit, ctx.origin) };
  }

  private createRef(ctx: FakeRouteContext): FakeAnswer {
    const ref = ctx.body['ref'];
    const sha = ctx.body['sha'];
    if (typeof ref !== 'string' || !/^refs\/[^/]+\/.+/.test(ref)) {
      return unprocessable(`${String(ref)} is not a valid ref name.`);
    }
    if (typeof sha !== 'string' || !this.commits.has(sha)) return unprocessable('Object does not exist');
    if (this.refs.has(ref)) return unprocessable('Reference already exists');
    this.refs.set(ref, sha);
    return { status: 201, body: this.refJson(ref, sha, ctx.origin) };
  }

  private updateRef(ctx: FakeRouteContext): FakeAnswer {
    const name = `refs/${ctx.params['ref'] ?? ''}`;
    const sha = ctx.body['sha'];
    const current = this.refs.get(name);
    if (current === undefined) return unprocessable('Reference does not exist');
    if (typeof sha !== 'string' || !this.commits.has(sha)) return unprocessable('Object does not exist');
    if (ctx.body['force'] !== true && !this.isAncestor(current, sha)) {
      return unprocessable('Update is not a fast forward');
    }
    this.refs.set(name, sha);
    return { status: 200, body: this.refJson(name, sha, ctx.origin) };
  }

  // ---- objects ----

  /** A tree from a flat list of files: the subtrees are made and stored; returns the root's sha. */
  private storeTree(files: TreeItem[]): string {
    const here: TreeItem[] = [];
    const folders = new Map<string, TreeItem[]>();
    for (const file of files) {
      const slash = file.path.indexOf('/');
      if (slash < 0) {
        here.push(file);
        continue;
      }
      const folder = file.path.slice(0, slash);
      const list = folders.get(folder) ?? [];
      list.push({ ...file, path: file.path.slice(slash + 1) });
      folders.set(folder, list);
    }
    for (const [folder, list] of folders) {
      here.push({ path: folder, mode: '040000', type: 'tree', sha: this.storeTree(list) });
    }
    here.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const sha = gitSha('tree', JSON.stringify(here));
    this.trees.set(sha, here);
    return sha;
  }

  private flatten(tree: string, prefix: string): TreeItem[] {
    return (this.trees.get(tree) ?? []).flatMap((item) => {
      const path = `${prefix}${item.path}`;
      return item.type === 'tree'
        ? [{ ...item, path }, ...this.flatten(item.sha, `${path}/`)]
        : [{ ...item, path }];
    });
  }

  /** A tree sha, or a commit's tree (GitHub accepts either for GET trees and base_tree). */
  private resolveTree(sha: string): string | undefined {
    if (this.trees.has(sha)) return sha;
    return this.commits.get(sha)?.tree;
  }

  private isAncestor(ancestor: string, of: string): boolean {
    const seen = new Set<string>();
    const queue = [of];
    while (queue.length > 0) {
      const sha = queue.pop()!;
      if (sha === ancestor) return true;
      if (seen.has(sha)) continue;
      seen.add(sha);
      queue.push(...(this.commits.get(sha)?.parents ?? []));
    }
    return false;
  }

  private commitJson(commit: CommitObject, origin: string) {
    const { owner, repo } = this.repository;
    const api = `${origin}/repos/${owner}/${repo}/git`;
    const author = {
      name: 'github-actions[bot]',
      email: 'github-actions[bot]@users.noreply.github.com',
      date: commit.date,
    };
    return {
      sha: commit.sha,
      node_id: `C_${commit.sha.slice(0, 12)}`,
      url: `${api}/commits/${commit.sha}`,
      html_url: `https://github.com/${owner}/${repo}/commit/${commit.sha}`,
      author,
      committer: author,
      message: commit.message,
      tree: { sha: commit.tree, url: `${api}/trees/${commit.tree}` },
      parents: commit.parents.map((sha) => ({
        sha,
        url: `${api}/commits/${sha}`,
        html_url: `https://github.com/${owner}/${repo}/commit/${sha}`,
      })),
      verification: {
        verified: false,
        reason: 'unsigned',
        signature: null,
        payload: null,
        verified_at: null,
      },
    };
  }

  private refJson(ref: string, sha: string, origin: string) {
    const { owner, repo } = this.repository;
    const api = `${origin}/repos/${owner}/${repo}/git`;
    return {
      ref,
      node_id: `REF_${Buffer.from(ref).toString('base64url')}`,
      url: `${api}/${ref}`,
      object: { type: 'commit', sha, url: `${api}/commits/${sha}` },
    };
  }
}

function contentType(path: string): string {
  if (/\.png$/i.test(path)) return 'image/png';
  if (/\.jpe?g$/i.test(path)) return 'image/jpeg';
  if (/\.html?$/i.test(path)) return 'text/html; charset=utf-8';
  return 'application/octet-stream';
}
