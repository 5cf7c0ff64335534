export const id = 269;
export const ids = [269];
export const modules = {

/***/ 1269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compareWithBaseCommit: () => (/* binding */ compareWithBaseCommit)
});

// UNUSED EXPORTS: compareWithBaseDir, findingsOfBase, withBaseFolder

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/github/call-policy.ts + 1 modules
var call_policy = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/github/pull-request-files.ts

/** GitHub lists at most this many files of a pull request, whatever the page size. */
const GITHUB_MAX_LISTED_FILES = 3000;
/** Every listed file of a pull request, following every page (100 a page, 30 pages at most). */
async function listPullRequestFiles(octokit, options) {
    const entries = await (0,call_policy/* callGitHub */.u)({ what: `listing the files of pull request #${options.pullNumber}`, area: 'pulls' }, () => octokit.paginate(octokit.rest.pulls.listFiles, {
        owner: options.owner,
        repo: options.repo,
        pull_number: options.pullNumber,
        per_page: 100,
    }), { logger: options.logger });
    const files = entries.slice(0, GITHUB_MAX_LISTED_FILES).map((entry) => ({
        filename: entry.filename,
        status: entry.status,
        previousFilename: entry.previous_filename,
    }));
    return { files, capped: entries.length >= GITHUB_MAX_LISTED_FILES };
}

;// CONCATENATED MODULE: ./src/validate/compare/introduced.ts
/**
 * Marks each finding of `head` new or not against the findings of a base version validated the same
 * way. Findings are matched by rule, file (a renamed file matches its earlier path) and subject (the
 * message with any positions in it left out), never by line: a finding that moved because lines were
 * inserted above it is the same finding. When the head has more findings of one key than the base,
 * the ones after the base's count (in file order) are the new ones. A finding whose file is gone from
 * the head simply has nothing to match.
 */
function introduced_markIntroduced(head, baseFindings, options) {
    const left = new Map();
    for (const finding of baseFindings) {
        const file = options.renames?.get(finding.file) ?? finding.file;
        const key = findingKey({ ...finding, file });
        left.set(key, (left.get(key) ?? 0) + 1);
    }
    const mark = (finding) => {
        const key = findingKey(finding);
        const remaining = left.get(key) ?? 0;
        if (remaining > 0)
            left.set(key, remaining - 1);
        return { ...finding, new: remaining === 0 };
    };
    const errors = head.errors.map(mark);
    const warnings = head.warnings.map(mark);
    const comparison = {
        base: options.base,
        newErrors: errors.filter((f) => f.new).length,
        newWarnings: warnings.filter((f) => f.new).length,
    };
    return { ...head, errors, warnings, comparison };
}
/** Rule, file and subject: what stays the same when lines move. */
function findingKey(finding) {
    const message = finding.rule === 'link-anchor-missing' ? finding.message.replace(ANCHOR_HINT, '') : finding.message;
    return `${finding.rule}\0${finding.file}\0${subjectOf(message)}`;
}
/** The anchors a missing one is compared with, which change with the target page, not with the link. */
const ANCHOR_HINT = / \((?:did you mean|it has) [\s\S]*\)$/;
/** The message without the positions some messages quote ("spec.json:12:3 is not valid JSON"). */
function subjectOf(message) {
    return message
        .replace(/:\d+:\d+\b/g, ':#:#')
        .replace(/\b(line|column|lines) \d+(-\d+)?\b/gi, '$1 #')
        .replace(/\s+/g, ' ')
        .trim();
}

// EXTERNAL MODULE: ./src/validate/validate-docs.ts + 19 modules
var validate_docs = __webpack_require__(5069);
// EXTERNAL MODULE: ./src/validate/source/repo-files.ts
var repo_files = __webpack_require__(6370);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/validate/base/git.ts


const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/** Plain git, asked never to prompt (a fetch without credentials fails instead of waiting). */
const GIT_ENV = { GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: 'echo', LC_ALL: 'C' };
/** Runs git and returns its stdout; a failure carries git's own last line of stderr. */
async function git_git(args, options) {
    try {
        const { stdout } = await run('git', args, {
            cwd: options.cwd,
            env: { ...options.env, ...GIT_ENV },
            timeout: options.timeoutMs ?? 60_000,
            maxBuffer: 64 * 1024 * 1024,
            encoding: 'utf8',
        });
        return stdout;
    }
    catch (error) {
        throw new Error(gitFailure(args, error), { cause: error });
    }
}
/** git as a stream of its stdout (`git archive`), failing the stream when git fails. */
function gitStream(args, options) {
    const child = (0,external_node_child_process_.spawn)('git', args, {
        cwd: options.cwd,
        env: { ...options.env, ...GIT_ENV },
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: options.timeoutMs ?? 120_000,
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text) => (stderr = (stderr + text).slice(-2000)));
    child.on('close', (code) => {
        if (code !== 0)
            child.stdout.destroy(new Error(gitFailure(args, { stderr, message: `exit code ${code}` })));
    });
    child.on('error', (error) => child.stdout.destroy(new Error(gitFailure(args, error))));
    return child.stdout;
}
function gitFailure(args, error) {
    const { stderr, message, code } = error;
    if (code === 'ENOENT')
        return 'git is not installed on this runner';
    const last = (stderr ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .at(-1);
    return `git ${args[0] ?? ''} failed: ${last ?? message ?? String(error)}`;
}
/** The parents of a commit, read from the commit object (present in shallow clones too). */
async function commitParents(rev, options) {
    const text = await git_git(['cat-file', '-p', rev], options);
    return [...text.matchAll(/^parent ([0-9a-f]{40,64})$/gm)].map((match) => match[1]);
}
async function hasCommit(sha, options) {
    return git_git(['cat-file', '-e', `${sha}^{commit}`], options).then(() => true, () => false);
}
/** What changed between two commits, renames detected as git detects them. */
async function git_treeChanges(base, head, options) {
    const out = await git_git(['diff', '--name-status', '-M', '-z', base, head], options);
    const fields = out.split('\0');
    const changes = [];
    for (let i = 0; i < fields.length - 1;) {
        const status = fields[i++] ?? '';
        if (status.startsWith('R') || status.startsWith('C')) {
            const previousPath = fields[i++] ?? '';
            const path = fields[i++] ?? '';
            changes.push(status.startsWith('R') ? { path, status: 'renamed', previousPath } : { path, status: 'added' });
        }
        else {
            const path = fields[i++] ?? '';
            changes.push({ path, status: status === 'A' ? 'added' : status === 'D' ? 'removed' : 'modified' });
        }
    }
    return changes;
}
/**
 * The bytes of files at a commit (`git cat-file --batch`, one process for all); undefined for a
 * path the commit does not have as a file.
 */
async function readFilesAt(sha, paths, options) {
    const texts = new Map();
    if (paths.length === 0)
        return texts;
    if (paths.some((path) => path.includes('\n')))
        throw new Error('a path with a line break cannot be read by name');
    const output = await gitWithInput(['cat-file', '--batch'], paths.map((path) => `${sha}:${path}\n`).join(''), options);
    let at = 0;
    for (const path of paths) {
        const end = output.indexOf(0x0a, at);
        if (end < 0)
            throw new Error(`git cat-file ended before ${path}`);
        const header = output.toString('utf8', at, end);
        at = end + 1;
        const match = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
        if (!match) {
            texts.set(path, undefined); // "<name> missing", or "ambiguous"
            continue;
        }
        const size = Number(match[2]);
        texts.set(path, match[1] === 'blob' ? output.subarray(at, at + size) : undefined);
        at += size + 1;
    }
    return texts;
}
/**
 * Paths under `paths` where the working tree is not the checked-out commit: modified, untracked or
 * ignored files (a step before may have generated some).
 */
async function workingTreeDifferences(paths, options) {
    const out = await git_git([
        'status',
        '--porcelain=v1',
        '-z',
        '--ignored=matching',
        '--untracked-files=all',
        '--no-renames',
        '--',
        ...paths,
    ], options);
    return out
        .split('\0')
        .filter(Boolean)
        .map((entry) => entry.slice(3));
}
function gitWithInput(args, input, options) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)('git', args, {
            cwd: options.cwd,
            env: { ...options.env, ...GIT_ENV },
            stdio: ['pipe', 'pipe', 'pipe'],
            timeout: options.timeoutMs ?? 60_000,
        });
        const chunks = [];
        let stderr = '';
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.stderr.setEncoding('utf8').on('data', (text) => (stderr = (stderr + text).slice(-2000)));
        child.on('error', (error) => reject(new Error(gitFailure(args, error))));
        child.on('close', (code) => {
            if (code === 0)
                resolve(Buffer.concat(chunks));
            else
                reject(new Error(gitFailure(args, { stderr, message: `exit code ${code}` })));
        });
        child.stdin.on('error', () => undefined); // git gone early: its exit code says why
        child.stdin.end(input);
    });
}
/** Every entry under `paths` at a commit (recursive; submodules are `commit` entries). */
async function treeEntries(sha, paths, options) {
    const out = await git_git(['ls-tree', '-r', '-z', '--full-tree', sha, '--', ...paths], options);
    const entries = [];
    for (const record of out.split('\0')) {
        const tab = record.indexOf('\t');
        if (tab < 0)
            continue;
        const [mode = '', type = ''] = record.slice(0, tab).split(' ');
        entries.push({ mode, type: type, path: record.slice(tab + 1) });
    }
    return entries;
}

;// CONCATENATED MODULE: ./src/validate/base/reuse-head.ts



/** Files whose content the validation never reads: a change to them changes no finding. */
const NEVER_READ = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?|mp4|webm|mov|m4v|mp3|wav|ogg|pdf|woff2?|ttf|otf|eot|css|zip)$/i;
const PAGE = /\.mdx?$/i;
/** Past this many changed pages the base is validated apart: the saving is gone. */
const MAX_PAGES = 2000;
/**
 * Whether the base commit can be validated as the head's validation plus the base versions of the
 * pages the change modified (OtherVersionChecks), and those versions: only when nothing else that
 * the validation reads differs. That is when, inside the docs folder, the change modified files in
 * place (no file added, removed or renamed) and only pages or files never read (images, fonts), the
 * configuration is the same, and the working tree is the checked-out commit (no step before
 * generated or edited files). The validation itself refuses a version whose front matter names
 * other operations or schemas.
 */
async function reuse_head_reusableBase(request) {
    const { checkout, baseSha } = request;
    let fetched = false;
    try {
        if (!(await hasCommit(baseSha, checkout))) {
            if (request.fetch === false)
                return { why: `the checkout does not have the base commit ${baseSha.slice(0, 7)}` };
            await git_git(['fetch', '--no-tags', '--depth=1', 'origin', baseSha], checkout);
            fetched = true;
        }
        const known = { changes: await git_treeChanges(baseSha, 'HEAD', checkout) };
        return { ...(await changedPagesOnly(request, known)), fetched, known };
    }
    catch (error) {
        return { why: (0,errors/* errorMessage */.gJ)(error), fetched };
    }
}
async function changedPagesOnly({ checkout, baseSha, docsPath, configPath }, known) {
    const { changes } = known;
    const pages = [];
    for (const change of changes) {
        if (change.path === configPath)
            return { why: `the change edits ${configPath}` };
        const inDocs = insideFolder(change.path, docsPath);
        if (inDocs === undefined)
            continue;
        if (change.status !== 'modified')
            return { why: `the change ${VERB[change.status]} ${change.path}` };
        if (PAGE.test(inDocs))
            pages.push(change.path);
        else if (!NEVER_READ.test(inDocs))
            return { why: `the change edits ${change.path}, which is not a page` };
    }
    if (pages.length > MAX_PAGES)
        return { why: `the change edits ${pages.length} pages` };
    known.dirty = { why: await reuse_head_differsFromCheckout(checkout, docsPath, configPath) };
    if (known.dirty.why)
        return { why: known.dirty.why };
    const texts = await readFilesAt(baseSha, pages, checkout);
    const versions = [];
    for (const path of pages) {
        const text = texts.get(path);
        if (text === undefined)
            return { why: `git could not read ${path} at the base` };
        versions.push({ file: insideFolder(path, docsPath) ?? path, text: text.toString('utf8') });
    }
    return { versions, changes };
}
/**
 * Why the docs folder (or an outside config) of the working tree is not the checked-out commit:
 * modified, untracked or ignored files (a step before may have generated some); undefined when it is.
 * Folders the validation never lists (node_modules) do not count.
 */
async function reuse_head_differsFromCheckout(checkout, docsPath, configPath) {
    const scope = [docsPath === '' ? '.' : docsPath, ...(configPath ? [configPath] : [])];
    const dirty = (await workingTreeDifferences(scope, checkout)).filter((path) => !(0,repo_files/* inSkippedDirectory */.tA)(path));
    return dirty.length === 0
        ? undefined
        : `the working tree differs from the checked-out commit in ${dirty.length} path(s), e.g. ${dirty[0]}`;
}
const VERB = { added: 'adds', removed: 'removes', renamed: 'renames', modified: 'edits' };
/**
 * The base's findings when it differs from the head only in `versions` (reusableBase): the head's
 * findings in every other file, and the findings of the base versions, checked in the head's context.
 */
function reuse_head_baseFindingsFromHead(head, versions, versionFindings) {
    const replaced = new Set(versions.map((version) => version.file));
    return [...head.errors, ...head.warnings]
        .filter((finding) => !replaced.has(finding.file))
        .concat(versionFindings);
}
/** A repository path relative to `folder` (the docs folder; `''` the root), or undefined outside it. */
function insideFolder(path, folder) {
    if (folder === '')
        return path;
    return path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : undefined;
}

;// CONCATENATED MODULE: ./src/validate/base/base-overlay.ts






/**
 * The base commit as a validation input without writing it out: its listing from git, its files
 * read from the head's folder, except those the change touched, whose base versions git writes to
 * `dest` (a handful, where the whole docs folder may be 25,000 files). That is the base only when
 * the working tree is the checked-out commit, and its tree holds plain files (no symbolic links or
 * submodules, which a listing of a written-out tree would see differently). `site: false` when the
 * base has no docs.json there (the change adds the site).
 */
async function baseAsOverlay(request) {
    const { checkout, baseSha, docsPath, configPath, head } = request;
    try {
        const dirty = request.known?.dirty ?? { why: await reuse_head_differsFromCheckout(checkout, docsPath, configPath) };
        if (dirty.why)
            return { why: dirty.why };
        const entries = await treeEntries(baseSha, [docsPath === '' ? '.' : docsPath], checkout);
        const special = entries.find((entry) => entry.type !== 'blob' || entry.mode === '120000');
        if (special)
            return { why: `the base has a symbolic link or submodule (${special.path})` };
        const allFiles = entries
            .map((entry) => insideFolder(entry.path, docsPath))
            .filter((path) => path !== undefined && !(0,repo_files/* inSkippedDirectory */.tA)(path))
            .sort();
        const configRepoPath = configPath ?? (docsPath === '' ? 'docs.json' : `${docsPath}/docs.json`);
        const touched = new Set();
        for (const change of request.known?.changes ?? (await git_treeChanges(baseSha, 'HEAD', checkout))) {
            const basePath = change.status === 'renamed'
                ? change.previousPath
                : change.status === 'added'
                    ? undefined
                    : change.path;
            if (basePath !== undefined && insideFolder(basePath, docsPath) !== undefined)
                touched.add(basePath);
        }
        const texts = await readFilesAt(baseSha, [...touched, configRepoPath], checkout);
        const configText = texts.get(configRepoPath);
        if (configText === undefined)
            return { site: false };
        const overlaid = [];
        for (const path of touched) {
            const text = texts.get(path);
            const file = insideFolder(path, docsPath);
            if (text === undefined || file === undefined)
                continue;
            const target = (0,external_node_path_.join)(request.dest, ...file.split('/'));
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
            await (0,promises_.writeFile)(target, text);
            overlaid.push(file);
        }
        return {
            input: {
                root: head.root,
                extension: head.extension,
                configFile: head.configFile,
                configText: configText.toString('utf8'),
                allFiles,
                fetchUrls: head.fetchUrls,
                overlay: { dir: request.dest, files: overlaid },
            },
        };
    }
    catch (error) {
        return { why: (0,errors/* errorMessage */.gJ)(error) };
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
;// CONCATENATED MODULE: ./src/validate/base/base-tree.ts









/** No way to the base commit's files; `reasons` says what each way answered. */
class base_tree_BaseUnavailableError extends Error {
    name = 'BaseUnavailableError';
    reasons;
    constructor(reasons) {
        super(reasons.join('; '));
        this.reasons = reasons;
    }
}
/**
 * Writes the base commit's files under `dest`: from the checkout's git when it has the commit or can
 * fetch that one commit (`git fetch --depth=1 origin <sha>`, with the credentials actions/checkout
 * keeps), else from GitHub's tarball of the commit, keeping only `paths`.
 */
async function base_tree_readBaseTree(request) {
    await (0,promises_.mkdir)(request.dest, { recursive: true });
    const reasons = [];
    if (request.git) {
        try {
            const fetched = {
                how: 'git-fetch',
                why: 'the checkout lacked the base commit; fetched that one commit',
            };
            if (await hasCommit(request.sha, request.git)) {
                await archiveFromGit(request, request.git);
                return request.fetchedBefore ? fetched : { how: 'git', why: 'the checkout has the base commit' };
            }
            await git_git(['fetch', '--no-tags', '--depth=1', 'origin', request.sha], request.git);
            await archiveFromGit(request, request.git);
            return fetched;
        }
        catch (error) {
            reasons.push(`git: ${(0,errors/* errorMessage */.gJ)(error)}`);
        }
    }
    else {
        reasons.push('git: the docs folder is not in a git checkout');
    }
    if (request.github) {
        try {
            await tarballFromGitHub(request, request.github);
            return {
                how: 'api',
                why: `git could not give the base commit (${reasons.join('; ')}); read GitHub's tarball of it`,
            };
        }
        catch (error) {
            reasons.push(`GitHub API: ${(0,errors/* errorMessage */.gJ)(error)}`);
        }
    }
    else {
        reasons.push('GitHub API: no github-token');
    }
    throw new base_tree_BaseUnavailableError(reasons);
}
/**
 * Writes the commit's files at `paths` with git itself: each folder read into a throwaway index and
 * checked out from it under `dest` (`git checkout-index --prefix`), each file from its blob. Git
 * writes a 25,000-file folder in about a second, where unpacking `git archive` in JavaScript took
 * tens of seconds; the checkout's own index and work tree are not touched.
 */
async function archiveFromGit(request, options) {
    for (const path of request.paths) {
        const object = `${request.sha}:${path}`;
        // A path the commit does not have is left out (the change adds it).
        const type = (await git_git(['cat-file', '-t', object], options).catch(() => '')).trim();
        if (type === 'tree') {
            const index = (0,external_node_path_.join)(request.dest, `.docs-ci-index-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
            const withIndex = { ...options, env: { ...options.env, GIT_INDEX_FILE: index } };
            try {
                await git_git(['read-tree', object], withIndex);
                const prefix = `${(0,external_node_path_.join)(request.dest, ...(path === '' ? [] : path.split('/')))}${external_node_path_.sep}`;
                await git_git(['checkout-index', '--all', '--force', `--prefix=${prefix}`], withIndex);
            }
            finally {
                await (0,promises_.rm)(index, { force: true });
            }
        }
        else if (type === 'blob') {
            const target = (0,external_node_path_.join)(request.dest, ...path.split('/'));
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
            await (0,external_node_stream_promises_.pipeline)(gitStream(['cat-file', 'blob', object], options), (0,external_node_fs_.createWriteStream)(target));
        }
    }
}
async function tarballFromGitHub(request, github) {
    const answer = await (0,call_policy/* callGitHub */.u)({ what: `downloading the tarball of commit ${request.sha.slice(0, 7)}`, area: 'branches' }, () => github.octokit.rest.repos.downloadTarballArchive({
        owner: github.owner,
        repo: github.repo,
        ref: request.sha,
        request: { parseSuccessResponseBody: false },
    }), { logger: request.logger });
    const body = answer.data;
    const stream = body instanceof ArrayBuffer
        ? external_node_stream_.Readable.from(Buffer.from(body))
        : external_node_stream_.Readable.fromWeb(body);
    const wanted = (path) => {
        // GitHub's tarball puts everything under one `owner-repo-sha/` folder.
        const inRepo = path.replace(/^[^/]*\/?/, '');
        return request.paths.some((prefix) => prefix === '' ||
            inRepo === prefix ||
            inRepo.startsWith(`${prefix}/`) ||
            (inRepo.endsWith('/') && `${prefix}/`.startsWith(inRepo)));
    };
    // Loaded here: node-tar is needed only on this way, and the validate action starts without it.
    const { Unpack } = await __webpack_require__.e(/* import() */ 697).then(__webpack_require__.bind(__webpack_require__, 8697));
    await (0,external_node_stream_promises_.pipeline)(stream, new Unpack({ cwd: request.dest, strip: 1, filter: wanted }));
}

;// CONCATENATED MODULE: ./src/validate/base/compare-with-base.ts












/**
 * The findings of a base checkout, validated the way the head was. A base without a documentation
 * site there (the change adds it) has none: every finding of the head is then new.
 */
async function findingsOfBase(baseDocsDir, config, settings, logger) {
    return findingsOf(() => (0,validate_docs/* validateDocs */.ig)({
        dir: baseDocsDir,
        ...(config === undefined ? {} : { config }),
        ...(settings.extension === undefined ? {} : { extension: settings.extension }),
        fetchUrls: settings.fetchUrls ?? false,
    }), logger);
}
async function findingsOf(validate, logger) {
    try {
        const report = await validate();
        return [...report.errors, ...report.warnings];
    }
    catch (error) {
        if (!(error instanceof errors/* ConfigurationError */.j1))
            throw error;
        return noSiteAtBase((0,errors/* errorMessage */.gJ)(error), logger);
    }
}
function noSiteAtBase(why, logger) {
    logger.info(`The base has no documentation site to validate (${why}): every finding is new.`);
    return [];
}
/**
 * Validates the head and compares its findings with those of the change's base commit, validated
 * the same way. When the change only edits pages in place, the base's validation is the head's
 * plus the base versions of those pages, checked in the same run (reuse-head.ts); otherwise the
 * base's files come from git (or one fetched commit) or GitHub's tarball (base-tree.ts) and are
 * validated apart.
 */
async function compareWithBaseCommit(options) {
    const { logger } = options;
    const checkout = await gitCheckout(options.docsDir, options.env);
    const root = checkout?.cwd ?? options.workspace;
    const docsPath = repoPath(root, options.docsDir);
    const configPath = options.config === undefined ? undefined : repoPath(root, options.config);
    const base = await baseCommit(options, checkout);
    const reuse = options.reuseHead === false
        ? { why: 'turned off' }
        : checkout
            ? await reuse_head_reusableBase({ checkout, baseSha: base.sha, docsPath, configPath })
            : { why: 'the docs folder is not in a git checkout' };
    const validation = await options.validateHead(reuse.versions);
    const head = validation.report;
    const checked = validation.otherVersions;
    if (reuse.versions && checked && 'findings' in checked) {
        logger.info(`Compared with the base commit ${base.sha.slice(0, 7)} (${base.why}) in one validation: the change ` +
            `edits ${reuse.versions.length} page(s) in place, so the base differs from the head only there; ` +
            'their base versions were checked beside the head (read through git).');
        const changes = await changedFiles(options, checkout, base, reuse.changes);
        const report = introduced_markIntroduced(head, reuse_head_baseFindingsFromHead(head, reuse.versions, checked.findings), {
            base: `commit ${base.sha.slice(0, 7)} (git)`,
        });
        return {
            report,
            compared: { baseSha: base.sha, changedFiles: changes && inDocsFolder(changes, docsPath).changed },
        };
    }
    const why = checked && 'refused' in checked ? checked.refused : 'why' in reuse ? reuse.why : 'not checked';
    logger.info(`The base is validated apart (${why}).`);
    const compared = await compareWithBaseFiles(options, head, {
        checkout,
        docsPath,
        configPath,
        base,
        fetched: reuse.fetched,
        known: reuse.known,
    });
    if (!compared)
        return { report: head, compared: undefined };
    const { report, ...rest } = compared;
    return { report, compared: rest };
}
async function compareWithBaseFiles(options, head, { checkout, docsPath, configPath, base, fetched, known }) {
    const { logger } = options;
    const dest = (0,external_node_path_.join)(options.tempDir, `docs-ci-base-${base.sha.slice(0, 12)}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
    try {
        let baseFindings;
        let how = 'git';
        if (options.reuseHead !== false && checkout && (known ?? (await hasCommit(base.sha, checkout)))) {
            const overlay = await baseAsOverlay({
                checkout,
                baseSha: base.sha,
                docsPath,
                configPath,
                head: (0,validate_docs/* repositorySettings */.C6)({
                    dir: options.docsDir,
                    ...(options.config === undefined ? {} : { config: options.config }),
                    ...(options.extension === undefined ? {} : { extension: options.extension }),
                    fetchUrls: options.fetchUrls ?? false,
                }),
                dest,
                known,
            });
            if ('why' in overlay)
                logger.debug(`The base is written out (${overlay.why}).`);
            else {
                logger.info(`Compared with the base commit ${base.sha.slice(0, 7)} (${base.why}), read through git: the files the ` +
                    `change touched${fetched ? ' (the commit fetched)' : ''}, the others from the checkout, where they are the same.`);
                const { input } = overlay;
                baseFindings = input
                    ? await findingsOf(async () => (await (0,validate_docs/* validateRepository */.FL)(input)).report, logger)
                    : noSiteAtBase('no docs.json at the base', logger);
            }
        }
        if (baseFindings === undefined) {
            let tree;
            try {
                tree = await base_tree_readBaseTree({
                    sha: base.sha,
                    paths: [
                        docsPath,
                        ...(configPath !== undefined && isOutside(configPath, docsPath) ? [configPath] : []),
                    ],
                    dest,
                    git: checkout,
                    fetchedBefore: fetched,
                    github: options.github,
                    logger,
                });
            }
            catch (error) {
                if (!(error instanceof base_tree_BaseUnavailableError))
                    throw error;
                baseUnavailable(logger, base.sha, 'finding', error);
                return undefined;
            }
            logger.info(`Compared with the base commit ${base.sha.slice(0, 7)} (${base.why}), read through ${tree.how}: ${tree.why}.`);
            how = tree.how;
            baseFindings = await findingsOfBase((0,external_node_path_.join)(dest, docsPath), configPath === undefined ? undefined : (0,external_node_path_.join)(dest, configPath), options, logger);
        }
        const changes = await changedFiles(options, checkout, base, known?.changes);
        const { changed, renames } = inDocsFolder(changes ?? [], docsPath);
        const report = introduced_markIntroduced(head, baseFindings, {
            base: `commit ${base.sha.slice(0, 7)} (${how})`,
            renames,
        });
        return { report, baseSha: base.sha, changedFiles: changes && changed };
    }
    finally {
        await (0,promises_.rm)(dest, { recursive: true, force: true }).catch(() => undefined);
    }
}
/**
 * Validates the head and compares its findings with those of a checkout of the base (`--base-dir`).
 * When both folders are checkouts of one repository (a `git worktree` of the base, say), renames
 * between their commits are followed, and when the change between them only edits pages in place the
 * base's validation is the head's plus the base versions of those pages, checked in the same run
 * (reusableBaseDir). Otherwise the base folder is validated apart, and a renamed file's findings
 * count as new.
 */
async function compareWithBaseDir(options) {
    const { logger, baseDir } = options;
    const config = options.config === undefined ? undefined : join(baseDir, relative(options.docsDir, options.config));
    const reuse = options.reuseHead === false ? { why: 'turned off' } : await reusableBaseDir(options, config);
    const validation = await options.validateHead(reuse.versions);
    const head = validation.report;
    const checked = validation.otherVersions;
    if (reuse.versions && checked && 'findings' in checked) {
        logger.info(`Compared with the base folder ${baseDir} (commit ${reuse.baseSha.slice(0, 7)}) in one validation: the ` +
            `change edits ${reuse.versions.length} page(s) in place, so the base differs from the head only ` +
            'there; their base versions were checked beside the head (read through git).');
        return markIntroduced(head, baseFindingsFromHead(head, reuse.versions, checked.findings), {
            base: `base-dir ${baseDir}`,
        });
    }
    const why = checked && 'refused' in checked ? checked.refused : 'why' in reuse ? reuse.why : 'not checked';
    logger.info(`The base folder is validated apart (${why}).`);
    const baseFindings = await findingsOfBase(baseDir, config, options, logger);
    return markIntroduced(head, baseFindings, {
        base: `base-dir ${baseDir}`,
        renames: reuse.renames ?? (await renamesBetweenCheckouts(baseDir, options.docsDir, options.env)),
    });
}
/**
 * Whether `--base-dir` can be validated as the head's validation plus the base versions of the pages
 * the change edited (reuse-head.ts): when both folders are the same folder of checkouts of one
 * repository (a worktree, or a clone that has the base commit), the base folder is its commit (no
 * file modified, added or ignored), and the change between the commits edits pages in place. Folders
 * outside git are validated apart: comparing every file of two 25,000-page folders costs about as
 * much as validating one.
 */
async function reusableBaseDir(options, baseConfig) {
    const [checkout, baseCheckout] = await Promise.all([
        gitCheckout(options.docsDir, options.env),
        gitCheckout(options.baseDir, options.env),
    ]);
    // Not one repository: no renames to follow either.
    if (!checkout || !baseCheckout)
        return { why: 'the two folders are not both in git checkouts', renames: new Map() };
    const docsPath = repoPath(checkout.cwd, options.docsDir);
    const configPath = options.config === undefined ? undefined : repoPath(checkout.cwd, options.config);
    if (repoPath(baseCheckout.cwd, options.baseDir) !== docsPath) {
        const renames = await renamesBetween(checkout, baseCheckout, docsPath);
        return { why: 'the two folders are not the same folder of their checkouts', renames };
    }
    const baseConfigPath = baseConfig === undefined ? undefined : repoPath(baseCheckout.cwd, baseConfig);
    try {
        const dirty = await differsFromCheckout(baseCheckout, docsPath, baseConfigPath);
        if (dirty)
            return {
                why: `the base folder: ${dirty}`,
                renames: await renamesBetween(checkout, baseCheckout, docsPath),
            };
        const baseSha = (await git(['rev-parse', 'HEAD'], baseCheckout)).trim();
        const reuse = await reusableBase({ checkout, baseSha, docsPath, configPath, fetch: false });
        const changes = reuse.versions ? reuse.changes : reuse.known?.changes;
        const renames = changes && inDocsFolder(changes, docsPath).renames;
        return reuse.versions ? { versions: reuse.versions, baseSha, renames } : { why: reuse.why, renames };
    }
    catch (error) {
        return { why: errorMessage(error) };
    }
}
async function renamesBetweenCheckouts(baseDir, docsDir, env) {
    const checkout = await gitCheckout(docsDir, env);
    return checkout
        ? renamesBetween(checkout, { cwd: baseDir, env }, repoPath(checkout.cwd, docsDir))
        : new Map();
}
/** The renames inside the docs folder from the base folder's commit to the head's. */
async function renamesBetween(checkout, base, docsPath) {
    try {
        const baseSha = (await git(['rev-parse', 'HEAD'], base)).trim();
        return inDocsFolder(await treeChanges(baseSha, 'HEAD', checkout), docsPath).renames;
    }
    catch {
        // Not one repository (or no commits): no renames to follow.
        return new Map();
    }
}
/**
 * The commit the head is compared with. actions/checkout checks a pull request out as GitHub's merge
 * commit: its first parent is exactly what the pull request changes. A checkout of the head itself is
 * compared with the merge base (GitHub's compare API), so that what the base branch fixed since the
 * pull request branched off is not counted as new.
 */
async function baseCommit(options, checkout) {
    const { change } = options;
    const fromPayload = {
        sha: change.baseSha,
        why: change.kind === 'pull-request' ? "the pull request's base" : 'the commit before the push',
        mergedInto: false,
    };
    if (change.kind !== 'pull-request')
        return fromPayload;
    if (checkout) {
        const parents = await commitParents('HEAD', checkout).catch(() => []);
        if (parents.length === 2 && parents[1] === change.headSha && parents[0])
            return { sha: parents[0], why: 'the first parent of the checked-out merge commit', mergedInto: true };
    }
    if (options.github) {
        const { octokit, owner, repo } = options.github;
        try {
            const answer = await (0,call_policy/* callGitHub */.u)({ what: 'finding the merge base of the pull request', area: 'branches' }, () => octokit.rest.repos.compareCommitsWithBasehead({
                owner,
                repo,
                basehead: `${change.baseSha}...${change.headSha}`,
                per_page: 1,
            }), { logger: options.logger });
            const sha = answer.data.merge_base_commit.sha;
            if (sha)
                return { sha, why: "the merge base of the pull request's head and base", mergedInto: false };
        }
        catch (error) {
            options.logger.debug(`No merge base from GitHub (${(0,errors/* errorMessage */.gJ)(error)}): using the pull request's base.`);
        }
    }
    return fromPayload;
}
/** The files the change touched, with renames: from git for a merge checkout, else GitHub's list. */
async function changedFiles(options, checkout, base, 
/** `git diff base HEAD`, when already read. */
known) {
    const { change, logger } = options;
    const fromGit = () => known ? Promise.resolve(known) : git_treeChanges(base.sha, 'HEAD', checkout).catch(() => undefined);
    if (checkout && base.mergedInto) {
        const changes = await fromGit();
        if (changes)
            return changes;
    }
    if (options.github && change.number !== undefined) {
        try {
            const listed = await listPullRequestFiles(options.github.octokit, {
                owner: options.github.owner,
                repo: options.github.repo,
                pullNumber: change.number,
                logger,
            });
            return listed.files.map((file) => ({
                path: file.filename,
                status: file.status === 'renamed' ? 'renamed' : file.status === 'removed' ? 'removed' : 'modified',
                previousPath: file.previousFilename,
            }));
        }
        catch (error) {
            logger.info(`Could not list the pull request's files (${(0,errors/* errorMessage */.gJ)(error)}): findings in renamed files may count ` +
                'as new, and the files it changed are not annotated first. Give the job `pull-requests: read`.');
        }
    }
    return checkout ? fromGit() : undefined;
}
/** The git checkout that holds `dir`: git runs at its top level. */
async function gitCheckout(dir, env) {
    try {
        const top = (await git_git(['rev-parse', '--show-toplevel'], { cwd: dir, env })).trim();
        return top ? { cwd: top, env } : undefined;
    }
    catch {
        return undefined;
    }
}
/** One line says what happened and what to do; the causes (each way tried) go to the debug log. */
function baseUnavailable(logger, sha, what, error) {
    logger.warning(`Could not read the base commit ${sha.slice(0, 7)}: every ${what} decides (scope all). Fix: fetch-depth: 0 ` +
        'on actions/checkout, or give the job `contents: read` with github-token.');
    logger.debug(`Why the base commit could not be read: ${error.message}`);
}
/** `path` relative to the repository root, posix; `''` for the root itself. */
function repoPath(root, path) {
    const rel = (0,external_node_path_.relative)(root, path);
    return rel.split(external_node_path_.sep).join('/');
}
function isOutside(path, folder) {
    return folder !== '' && path !== folder && !path.startsWith(`${folder}/`);
}
/** The changed files and renames inside the docs folder, with paths relative to it. */
function inDocsFolder(changes, docsPath) {
    const changed = new Set();
    const renames = new Map();
    for (const change of changes) {
        const path = insideFolder(change.path, docsPath);
        if (path === undefined)
            continue;
        changed.add(path);
        const previous = change.previousPath === undefined ? undefined : insideFolder(change.previousPath, docsPath);
        if (previous !== undefined)
            renames.set(previous, path);
    }
    return { changed, renames };
}
/**
 * The docs folder as the change's base commit has it (the same base commit the validator compares
 * with: the merge commit's first parent, else the merge base), written under `tempDir` for `use`,
 * for checks other than the validator's that tell what a change introduced (the link check).
 * Undefined, after one warning, when the base cannot be had.
 */
async function withBaseFolder(request, use) {
    const { logger } = request;
    const checkout = await gitCheckout(request.docsDir, request.env);
    const docsPath = repoPath(checkout?.cwd ?? request.workspace, request.docsDir);
    const options = {
        ...request,
        validateHead: () => Promise.reject(new Error('not used')),
    };
    const base = await baseCommit(options, checkout);
    const dest = join(request.tempDir, `docs-ci-base-${base.sha.slice(0, 12)}-${randomBytes(4).toString('hex')}`);
    try {
        try {
            const tree = await readBaseTree({
                sha: base.sha,
                paths: [docsPath],
                dest,
                git: checkout,
                github: request.github,
                logger,
            });
            logger.info(`Compared with the base commit ${base.sha.slice(0, 7)} (${base.why}), read through ${tree.how}.`);
        }
        catch (error) {
            if (!(error instanceof BaseUnavailableError))
                throw error;
            baseUnavailable(logger, base.sha, 'link', error);
            return undefined;
        }
        const changes = await changedFiles(options, checkout, base, undefined);
        const { renames } = inDocsFolder(changes ?? [], docsPath);
        return await use({
            dir: join(dest, ...(docsPath === '' ? [] : docsPath.split('/'))),
            sha: base.sha,
            renames,
        });
    }
    finally {
        await rm(dest, { recursive: true, force: true }).catch(() => undefined);
    }
}


/***/ })

};
