export const id = 244;
export const ids = [244];
export const modules = {

/***/ 79244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reviewVisually: () => (/* binding */ reviewVisually)
});

// UNUSED EXPORTS: pagesToCapture, sitePath, visualResult

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/markdown.ts
var markdown = __webpack_require__(16706);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/github/call-policy.ts + 1 modules
var call_policy = __webpack_require__(80311);
;// CONCATENATED MODULE: ./src/github/image-branch.ts





/**
 * The visual review's images on an orphan branch of the repository, written through the Git Data
 * API (no checkout, no git binary): GitHub renders `SERVER/OWNER/REPO/blob/SHA/PATH?raw=true` in a
 * comment for everyone who can read the repository, private ones included. The branch holds one
 * commit with no parent; each run's commit carries the images of the pull requests still open plus
 * its own, so the branch never grows past what open pull requests show. A comment pins the commit
 * it embeds: pruning later leaves old comments' images readable while GitHub keeps that commit.
 */
const IMAGE_BRANCH = 'docs-ci-assets';
/** GitHub's image proxy refuses larger images. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The token may not write the repository (a read-only token, a fork's pull request): 403 or 404 on a write. */
class ImageBranchPermissionError extends errors/* ApiError */.hD {
    name = 'ImageBranchPermissionError';
    constructor(message, status, operation) {
        super(message, { status, operation });
    }
}
const folderOf = (pullRequest) => `pr-${pullRequest}`;
/** Publishes the images and returns their URLs, pinned to the one commit of the branch. */
async function publishImages(octokit, options) {
    const { owner, repo, logger } = options;
    const branch = options.branch ?? IMAGE_BRANCH;
    const folder = folderOf(options.pullRequestNumber);
    const skipped = [];
    const files = new Map();
    for (const image of options.images) {
        const size = await (0,promises_.stat)(image.file).then((s) => s.size, () => undefined);
        if (size === undefined) {
            skipped.push({ key: image.key, reason: 'the file is missing' });
            continue;
        }
        if (size >= MAX_IMAGE_BYTES) {
            skipped.push({
                key: image.key,
                reason: `${(size / 1024 / 1024).toFixed(1)} MB, over the 5 MB GitHub's image proxy shows`,
            });
            continue;
        }
        const bytes = await (0,promises_.readFile)(image.file);
        const hash = (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
        const path = `${folder}/${hash}${(0,external_node_path_.extname)(image.file).toLowerCase() || '.png'}`;
        const known = files.get(path);
        if (known)
            known.key.push(image.key);
        else
            files.set(path, { path, key: [image.key], bytes });
    }
    const call = (what, run) => (0,call_policy/* callGitHub */.u)({ what, area: 'contents' }, run, { logger });
    const openPulls = new Set((await call('listing the open pull requests', () => octokit.paginate(octokit.rest.pulls.list, { owner, repo, state: 'open', per_page: 100 }))).map((pull) => pull.number));
    openPulls.add(options.pullRequestNumber);
    // Another run may move the branch between our read and our write: then we build on its commit.
    for (let attempt = 1;; attempt += 1) {
        const current = await readBranch(octokit, owner, repo, branch, call);
        const kept = [];
        const pruned = new Set();
        for (const entry of current?.entries ?? []) {
            const top = /^pr-(\d+)\//.exec(entry.path);
            if (top && !openPulls.has(Number(top[1])))
                pruned.add(`pr-${top[1]}`);
            else
                kept.push(entry);
        }
        const present = new Set(kept.map((entry) => entry.path));
        const added = [];
        for (const file of files.values()) {
            if (present.has(file.path))
                continue;
            const blob = await write('storing an image', () => octokit.rest.git.createBlob({
                owner,
                repo,
                content: file.bytes.toString('base64'),
                encoding: 'base64',
            }));
            added.push({ path: file.path, mode: '100644', type: 'blob', sha: blob.data.sha });
        }
        const tree = await write('writing the image tree', () => octokit.rest.git.createTree({ owner, repo, tree: [...kept, ...added] }));
        const commit = await write('committing the images', () => octokit.rest.git.createCommit({
            owner,
            repo,
            message: `docs-ci visual review images (pull request #${options.pullRequestNumber})`,
            tree: tree.data.sha,
            parents: [],
        }));
        const moved = await moveBranch(octokit, { owner, repo, branch, sha: commit.data.sha, expected: current?.sha }, call);
        if (moved || attempt >= 3) {
            if (!moved)
                logger.warning(`The branch ${branch} kept moving; the images are pinned to their own commit.`);
            const urls = new Map();
            const server = options.serverUrl.replace(/\/+$/, '');
            for (const file of files.values()) {
                const url = `${server}/${owner}/${repo}/blob/${commit.data.sha}/${file.path}?raw=true`;
                for (const key of file.key)
                    urls.set(key, url);
            }
            if (pruned.size > 0)
                logger.info(`Image branch ${branch}: dropped the images of ${[...pruned].join(', ')} (closed).`);
            return { commitSha: commit.data.sha, urls, skipped, pruned: [...pruned] };
        }
        logger.info(`The branch ${branch} moved while the images were written; building on its new commit.`);
    }
    /** A write that a read-only token cannot make becomes ImageBranchPermissionError. */
    async function write(what, run) {
        try {
            return await call(what, run);
        }
        catch (error) {
            if (error instanceof errors/* ApiError */.hD && (error.status === 403 || error.status === 404)) {
                throw new ImageBranchPermissionError(`The images could not be written to the branch ${branch} (${what}: ${error.status}): the token cannot write the repository's contents. Give the workflow \`permissions: contents: write\` to show them inline (pull requests from forks get a read-only token).`, error.status, what);
            }
            throw error;
        }
    }
}
/** The branch's commit and its files; undefined when the branch does not exist yet. */
async function readBranch(octokit, owner, repo, branch, call) {
    let sha;
    try {
        const ref = await call('reading the image branch', () => octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` }));
        sha = ref.data.object.sha;
    }
    catch (error) {
        if (error instanceof errors/* ApiError */.hD && error.status === 404)
            return undefined;
        throw error;
    }
    const commit = await call('reading the image commit', () => octokit.rest.git.getCommit({ owner, repo, commit_sha: sha }));
    const tree = await call('reading the image tree', () => octokit.rest.git.getTree({ owner, repo, tree_sha: commit.data.tree.sha, recursive: '1' }));
    const entries = tree.data.tree.flatMap((entry) => entry.type === 'blob' && entry.path && entry.sha
        ? [{ path: entry.path, mode: '100644', type: 'blob', sha: entry.sha }]
        : []);
    return { sha, entries };
}
/**
 * Points the branch at `sha`: created when missing, forced otherwise (the new commit has no parent).
 * False when the branch is no longer at `expected` (another run wrote it meanwhile).
 */
async function moveBranch(octokit, target, call) {
    const { owner, repo, branch, sha } = target;
    const wrap = async (what, run) => {
        try {
            return await call(what, run);
        }
        catch (error) {
            if (error instanceof errors/* ApiError */.hD && (error.status === 403 || error.status === 404)) {
                throw new ImageBranchPermissionError(`The branch ${branch} could not be moved (${error.status}): give the workflow \`permissions: contents: write\`.`, error.status, what);
            }
            throw error;
        }
    };
    if (target.expected === undefined) {
        try {
            await wrap('creating the image branch', () => octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha }));
            return true;
        }
        catch (error) {
            // "Reference already exists": another run created it first.
            if (error instanceof errors/* ApiError */.hD && error.status === 422)
                return false;
            throw error;
        }
    }
    const now = await call('reading the image branch', () => octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` })).catch(() => undefined);
    if (now && now.data.object.sha !== target.expected)
        return false;
    await wrap('moving the image branch', () => octokit.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha, force: true }));
    return true;
}

// EXTERNAL MODULE: ./src/preview/visual-comment.ts
var visual_comment = __webpack_require__(43698);
;// CONCATENATED MODULE: ./src/preview/visual-review.ts





const CHANGE_ORDER = {
    modified: 0,
    renamed: 1,
    moved: 2,
    added: 3,
    removed: 4,
};
/** Pages listed in `result.visual` at most. */
const MAX_RESULT_PAGES = 50;
/** The page's path on the site (`/guides/setup`) from its address on the preview. */
function sitePath(previewUrl, pageUrl) {
    try {
        const base = new URL(previewUrl);
        const page = new URL(pageUrl);
        if (base.origin !== page.origin)
            return undefined;
        const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
        const path = page.pathname === base.pathname ? '/' : page.pathname;
        if (path !== '/' && !path.startsWith(prefix))
            return undefined;
        return `/${path.slice(path === '/' ? 1 : prefix.length)}`;
    }
    catch {
        return undefined;
    }
}
/** The pages to capture, by path: those on the preview, modified ones first, each once. */
function pagesToCapture(previewUrl, pages) {
    const sorted = [...pages]
        .filter((page) => page.url !== null && page.change !== 'removed' && !page.spec)
        .sort((a, b) => CHANGE_ORDER[a.change] - CHANGE_ORDER[b.change]);
    const paths = sorted.flatMap((page) => sitePath(previewUrl, page.url) ?? []);
    return [...new Set(paths)];
}
function line(text) {
    return { state: { line: text }, result: { skipped: text.replace(/[*_`]/g, '') } };
}
async function reviewVisually(options) {
    const { logger } = options;
    if (options.login) {
        return line(`🔒 The changed pages were not captured: ${(0,markdown/* escapeMarkdown */.FV)(options.login.reason, 300)}. A page behind a login is never captured (its images could reach more readers than the site).`);
    }
    const paths = pagesToCapture(options.previewUrl, options.pages);
    if (paths.length === 0)
        return undefined;
    const capture = options.capture ??
        (async (settings) => (await Promise.all(/* import() */[__webpack_require__.e(916), __webpack_require__.e(695)]).then(__webpack_require__.bind(__webpack_require__, 24695))).runVisual(settings));
    const before = options.siteUrl ?? (await productionAddress(options));
    let report;
    try {
        report = await capture({
            after: options.previewUrl,
            before,
            pages: paths,
            out: options.out,
            mask: options.mask,
            maxPages: options.maxPages,
            env: options.env,
            logger,
            signal: options.signal,
        });
    }
    catch (error) {
        if (error instanceof Error && error.name === 'BrowserNotFoundError') {
            logger.warning(`Visual review skipped: ${error.message}. The rest of the preview goes on.`);
            return line('⚠️ The visual review did not run: no Chrome or Chromium on the runner. Set `CHROME_PATH` to its executable (GitHub-hosted runners have Chrome).');
        }
        logger.warning(`The visual review failed: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return line(`⚠️ The visual review failed: ${(0,markdown/* escapeMarkdown */.FV)((0,errors/* errorMessage */.gJ)(error), 300)}`);
    }
    logger.info(`Visual review report: ${(0,external_node_path_.join)(options.out, 'index.html')} (with report.json and the images).`);
    const images = await publish(options, report);
    const state = { report, images, maxPages: options.maxPages };
    return {
        state,
        report,
        changed: report.summary.changed,
        result: { ...visualResult(report, images), folder: options.out },
    };
}
/** Every image the comment may show: the crops of regions and the whole captures (paths in the report). */
function imagesOf(report) {
    const paths = new Set();
    for (const page of (0,visual_comment/* orderForComment */.fK)(report.pages)) {
        for (const region of page.regions) {
            if (region.images.before)
                paths.add(region.images.before);
            if (region.images.after)
                paths.add(region.images.after);
        }
        if (page.before?.image && page.status === 'changed')
            paths.add(page.before.image);
        if (page.after?.image)
            paths.add(page.after.image);
    }
    return [...paths];
}
async function publish(options, report) {
    const { logger, github } = options;
    const mode = options.images;
    const hasImages = report.pages.some((page) => page.after?.image || page.before?.image);
    if (mode === 'none' || !hasImages)
        return { mode: 'none' };
    const permissionLine = 'Give the workflow `permissions: contents: write` to show the images here.';
    if (mode === 'branch' || mode === 'auto') {
        if (github && github.pullRequestNumber !== undefined) {
            try {
                const published = await publishImages(github.octokit, {
                    owner: github.owner,
                    repo: github.repo,
                    pullRequestNumber: github.pullRequestNumber,
                    images: imagesOf(report).map((key) => ({ key, file: (0,external_node_path_.join)(options.out, key) })),
                    serverUrl: github.serverUrl,
                    logger,
                });
                for (const skipped of published.skipped)
                    logger.warning(`Image ${skipped.key} left out: ${skipped.reason}.`);
                logger.info(`Visual review images on ${IMAGE_BRANCH} at ${published.commitSha}.`);
                return {
                    mode: 'inline',
                    url: (path) => (path === null ? undefined : published.urls.get(path)),
                    skipped: published.skipped.length,
                };
            }
            catch (error) {
                const denied = error instanceof ImageBranchPermissionError;
                if (mode === 'branch') {
                    logger.warning((0,errors/* errorMessage */.gJ)(error));
                    return {
                        mode: 'none',
                        why: denied
                            ? `The images could not be written to \`${IMAGE_BRANCH}\`. ${permissionLine}`
                            : `The images could not be written to \`${IMAGE_BRANCH}\`.`,
                    };
                }
                logger.info(`${(0,errors/* errorMessage */.gJ)(error)} The images go to an artifact instead.`);
            }
        }
        else if (mode === 'branch') {
            logger.warning(`visual-images: branch needs a pull request and a github-token; no images are shown.`);
            return { mode: 'none' };
        }
    }
    return uploadArtifact(options, mode === 'auto' ? permissionLine : undefined);
}
async function uploadArtifact(options, why) {
    const { github, logger } = options;
    const pr = github?.pullRequestNumber;
    const name = pr === undefined ? 'docs-ci-visual' : `docs-ci-visual-${pr}`;
    const upload = options.uploadArtifact ??
        (async (settings) => (await __webpack_require__.e(/* import() */ 753).then(__webpack_require__.bind(__webpack_require__, 86753))).uploadFolderArtifact(settings));
    try {
        const artifact = await upload({
            name,
            folder: options.out,
            serverUrl: github?.serverUrl ?? 'https://github.com',
            repository: github ? `${github.owner}/${github.repo}` : '',
            runId: github?.runId,
        });
        logger.info(`Visual review images uploaded as the artifact ${name}${artifact.url ? `: ${artifact.url}` : ''}.`);
        return { mode: 'artifact', url: artifact.url, name, why };
    }
    catch (error) {
        logger.warning(`The visual review's images could not be uploaded: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return {
            mode: 'none',
            why: `The images could not be uploaded as an artifact; the regions are listed as text.`,
        };
    }
}
function pageResult(page, url) {
    return {
        path: page.path,
        status: page.status,
        ...(page.reason ? { reason: page.reason } : {}),
        before: page.before
            ? { url: page.before.url, code: page.before.code, image: url(page.before.image) ?? null }
            : null,
        after: page.after
            ? { url: page.after.url, code: page.after.code, image: url(page.after.image) ?? null }
            : null,
        regions: page.regions.slice(0, 20).map((region) => ({
            kind: region.kind,
            before: region.before,
            after: region.after,
            heading: region.heading ?? null,
            images: { before: url(region.images.before) ?? null, after: url(region.images.after) ?? null },
        })),
        ignored: page.ignored.length,
    };
}
/** `result.visual`: the summary and the pages (at most 50, changed first), with image URLs when published. */
function visualResult(report, images) {
    const url = images.mode === 'inline' ? images.url : () => undefined;
    const pages = (0,visual_comment/* orderForComment */.fK)(report.pages);
    return {
        summary: report.summary,
        browser: report.browser,
        beforeUrl: report.beforeUrl ?? null,
        afterUrl: report.afterUrl,
        ...(report.beforeReadable === false ? { beforeReadable: false } : {}),
        images: images.mode === 'artifact'
            ? { mode: 'artifact', name: images.name, url: images.url ?? null }
            : { mode: images.mode },
        pages: pages.slice(0, MAX_RESULT_PAGES).map((page) => pageResult(page, url)),
        ...(pages.length > MAX_RESULT_PAGES ? { pagesLeftOut: pages.length - MAX_RESULT_PAGES } : {}),
        ...(report.notCaptured?.length ? { notCaptured: report.notCaptured.length } : {}),
    };
}
/** Without site-url: the address of the service app's production deployment, when there is one. */
async function productionAddress(options) {
    const found = await options.productionUrl?.().catch((error) => {
        options.logger.warning(`Visual review: the production deployment could not be read (${(0,errors/* errorMessage */.gJ)(error)}); give site-url.`);
        return undefined;
    });
    if (found)
        options.logger.info(`Visual review: production is ${found} (the service app's production deployment).`);
    return found;
}


/***/ })

};
