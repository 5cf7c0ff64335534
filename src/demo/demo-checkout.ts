import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { devNull, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { errorMessage } from '../core/errors.js';
import type { GitOptions } from '../validate/base/git.js';
import { git } from '../validate/base/git.js';
import type { FakeGitHub, FakePullFile } from './fake-github.js';
import { fakeSha } from './fake-github.js';

/** A repository's files: path (posix, from the repository root) → text. */
export type FileTree = Readonly<Record<string, string>>;

export interface PullRequestState {
  number: number;
  branch: string;
  /** main's files while the pull request runs: committed on main first when main differs. */
  main: FileTree;
  /** The message of that commit on main. */
  mainMessage: string;
  /** The branch's files: one more commit on the branch (a new branch starts at main's tip). */
  head: FileTree;
  headMessage: string;
}

/** The commits a pull request's event names, and the one checked out. */
export interface CheckedOutPullRequest {
  baseSha: string;
  headSha: string;
  /** GitHub's merge commit (GITHUB_SHA), checked out; undefined when the workspace is no git checkout. */
  mergeSha: string | undefined;
}

/** The demo's workspace, which holds each pull request the way a workflow's checkout step leaves it. */
export interface DemoCheckout {
  /** One line for the start of the demo: how the workspace holds the pull requests. */
  readonly description: string;
  checkOutPullRequest(state: PullRequestState): Promise<CheckedOutPullRequest>;
  /** main with these files (one more commit when they differ from its tip), checked out as a scheduled run does. */
  checkOutMain(files: FileTree, message: string): Promise<string>;
}

/**
 * The workspace as a git repository checked out the way actions/checkout checks out a pull request
 * (with fetch-depth: 0): origin's branches as remote refs, and HEAD detached at GitHub's merge commit
 * refs/remotes/pull/<n>/merge, whose first parent is the base and second the branch's head. Falls back
 * to a plain folder, as the demo was before, when git cannot be run here.
 */
export async function createDemoCheckout(
  workspace: string,
  host: { PATH?: string | undefined },
): Promise<DemoCheckout> {
  const options: GitOptions = { cwd: workspace, env: gitEnvironment(host) };
  try {
    await git(['init', '--quiet'], options);
  } catch (error) {
    return new PlainFolder(workspace, errorMessage(error));
  }
  return new GitCheckout(options);
}

/**
 * Nothing from the user's git configuration (signing, hooks, a template folder) reaches the demo's
 * repository, and the commits get a name and fixed dates: the machine may have no git identity, and
 * the same commits then have the same shas on every run.
 */
function gitEnvironment(host: { PATH?: string | undefined }): NodeJS.ProcessEnv {
  return {
    PATH: host.PATH ?? '',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: devNull,
    GIT_AUTHOR_NAME: 'Acme Docs Writer',
    GIT_AUTHOR_EMAIL: 'docs@acme.example',
    GIT_COMMITTER_NAME: 'Acme Docs Writer',
    GIT_COMMITTER_EMAIL: 'docs@acme.example',
  };
}

/** 2026-11-27 09:00 UTC: the demo's first commit, each next one a minute later. */
const FIRST_COMMIT_TIME = 1_795_770_000;

class GitCheckout implements DemoCheckout {
  readonly description = 'a git checkout of each pull request, made the way actions/checkout makes it';
  private commits = 0;

  private readonly options: GitOptions;

  constructor(options: GitOptions) {
    this.options = options;
  }

  async checkOutPullRequest(state: PullRequestState): Promise<CheckedOutPullRequest> {
    const mainRef = 'refs/remotes/origin/main';
    const branchRef = `refs/remotes/origin/${state.branch}`;
    const mainTip = await this.resolve(mainRef);
    const mainTree = await this.writeTree(state.main);
    const baseSha =
      mainTip !== undefined && (await this.treeOf(mainTip)) === mainTree
        ? mainTip
        : await this.commit(mainTree, mainTip === undefined ? [] : [mainTip], state.mainMessage);
    await this.run(['update-ref', mainRef, baseSha]);

    const branchTip = await this.resolve(branchRef);
    // GitHub's merge of a branch that contains main's tip has the branch's files: no merge to compute.
    if (branchTip !== undefined && !(await this.isAncestor(baseSha, branchTip)))
      throw new Error(`the demo's branch ${state.branch} does not contain main's tip`);
    const headTree = await this.writeTree(state.head);
    const headSha = await this.commit(headTree, [branchTip ?? baseSha], state.headMessage);
    await this.run(['update-ref', branchRef, headSha]);

    const mergeRef = `refs/remotes/pull/${state.number}/merge`;
    const mergeSha = await this.commit(headTree, [baseSha, headSha], `Merge ${headSha} into ${baseSha}`);
    await this.run(['update-ref', mergeRef, mergeSha]);
    await this.run(['checkout', '--quiet', '--force', mergeRef]);
    return { baseSha, headSha, mergeSha };
  }

  async checkOutMain(files: FileTree, message: string): Promise<string> {
    const mainRef = 'refs/remotes/origin/main';
    const mainTip = await this.resolve(mainRef);
    const tree = await this.writeTree(files);
    const sha =
      mainTip !== undefined && (await this.treeOf(mainTip)) === tree
        ? mainTip
        : await this.commit(tree, mainTip === undefined ? [] : [mainTip], message);
    await this.run(['update-ref', mainRef, sha]);
    await this.run(['checkout', '--quiet', '--force', sha]);
    return sha;
  }

  private run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
    return git(args, { ...this.options, env: { ...this.options.env, ...env } }).then((out) => out.trim());
  }

  private resolve(ref: string): Promise<string | undefined> {
    return this.run(['rev-parse', '--verify', '--quiet', ref]).catch(() => undefined);
  }

  private treeOf(commit: string): Promise<string> {
    return this.run(['rev-parse', `${commit}^{tree}`]);
  }

  private isAncestor(ancestor: string, commit: string): Promise<boolean> {
    return this.run(['merge-base', '--is-ancestor', ancestor, commit]).then(
      () => true,
      () => false,
    );
  }

  /** The tree of `files`, written from a folder of their own: the workspace and its index stay as they are. */
  private async writeTree(files: FileTree): Promise<string> {
    const stage = await mkdtemp(join(tmpdir(), 'docs-ci-demo-tree-'));
    try {
      await writeFiles(join(stage, 'files'), files);
      const env = {
        GIT_DIR: join(this.options.cwd, '.git'),
        GIT_WORK_TREE: join(stage, 'files'),
        GIT_INDEX_FILE: join(stage, 'index'),
      };
      await this.run(['add', '--all', '--', '.'], env);
      return await this.run(['write-tree'], env);
    } finally {
      await rm(stage, { recursive: true, force: true });
    }
  }

  private commit(tree: string, parents: string[], message: string): Promise<string> {
    const date = `${FIRST_COMMIT_TIME + 60 * this.commits++} +0000`;
    return this.run(['commit-tree', tree, ...parents.flatMap((parent) => ['-p', parent]), '-m', message], {
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    });
  }
}

/**
 * Without git, the branch's files are written into the workspace, which is then no checkout: the
 * actions read the base commit through the fake GitHub (its tarball and contents API).
 */
class PlainFolder implements DemoCheckout {
  readonly description: string;
  private written: string[] = [];

  private readonly workspace: string;

  constructor(workspace: string, why: string) {
    this.workspace = workspace;
    this.description = `a plain folder, not a checkout (${why}): the base commits come from the fake GitHub's API`;
  }

  async checkOutPullRequest(state: PullRequestState): Promise<CheckedOutPullRequest> {
    await Promise.all(
      this.written
        .filter((path) => !(path in state.head))
        .map((path) => rm(join(this.workspace, path), { force: true })),
    );
    await writeFiles(this.workspace, state.head);
    this.written = Object.keys(state.head);
    return {
      baseSha: fakeSha(`main:${JSON.stringify(state.main)}`),
      headSha: fakeSha(`${state.branch}:${JSON.stringify(state.head)}`),
      mergeSha: undefined,
    };
  }

  async checkOutMain(files: FileTree): Promise<string> {
    await this.checkOutPullRequest({
      number: 0,
      branch: 'main',
      main: files,
      mainMessage: '',
      head: files,
      headMessage: '',
    });
    return fakeSha(`main:${JSON.stringify(files)}`);
  }
}

async function writeFiles(root: string, files: FileTree): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    const target = join(root, ...path.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, text);
  }
}

/**
 * What GitHub knows of a pull request once its commits are pushed: the files it changes, the merge
 * base, and the base commit's files (contents API and tarball), which the actions read when the
 * workspace is no checkout.
 */
export async function publishPullRequest(
  github: FakeGitHub,
  state: PullRequestState,
  commits: CheckedOutPullRequest,
): Promise<void> {
  github.setPullFiles(state.number, pullRequestFiles(state.main, state.head));
  github.setMergeBase(commits.baseSha, commits.headSha, commits.baseSha);
  for (const [path, text] of Object.entries(state.main)) github.setFileAt(commits.baseSha, path, text);
  const tree = await mkdtemp(join(tmpdir(), 'docs-ci-demo-base-'));
  try {
    await writeFiles(tree, state.main);
    await github.setTreeAt(commits.baseSha, tree);
  } finally {
    await rm(tree, { recursive: true, force: true });
  }
}

/** The files of a pull request as GitHub lists them: sorted by path, renames not detected. */
export function pullRequestFiles(main: FileTree, head: FileTree): FakePullFile[] {
  const paths = [...new Set([...Object.keys(main), ...Object.keys(head)])].sort();
  const files: FakePullFile[] = [];
  for (const path of paths) {
    const before = main[path];
    const after = head[path];
    if (before === after) continue;
    files.push({
      filename: path,
      status: before === undefined ? 'added' : after === undefined ? 'removed' : 'modified',
    });
  }
  return files;
}
