export const id = 695;
export const ids = [695];
export const modules = {

/***/ 39314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ loginWall),
/* harmony export */   t: () => (/* binding */ isWithinSite)
/* harmony export */ });
/** Paths of the pages that ask for a login: `/login`, `/sign-in`, `/auth/...`, `/sso`, `/password`. */
const LOGIN_PATH = /(^|[/._-])(log-?in|sign-?in|signon|sso|auth|authenticate|oauth2?|password|protected)([/._?-]|$)/i;
const RETURN_PARAMETER = /[?&](next|redirect|redirect_uri|redirect_to|return|returnTo|return_to|callbackUrl|from|continue)=/i;
/**
 * Whether a page of the site is behind a login: it answers 401 or 403, or it is redirected to a page
 * whose path asks for one, at an identity provider, off the site's address, or with a parameter that
 * remembers where the reader was going. It is decided from where the request ends, never from the
 * words of the page's own address: a preview of branch `feature/new-auth` lives under `...-new-auth-...`,
 * and docs have pages such as `/api-reference/auth/login` that answer 200 themselves. A site's own
 * page is not refused to robots: a 403 there is the site's protection, not a link problem.
 */
function loginWall(requested, check, site) {
    if (check.code === 401 || check.code === 403)
        return {
            url: requested,
            reason: `the site asks for a login (${requested} answers ${check.code})`,
        };
    if (!check.finalUrl || check.finalUrl === requested)
        return undefined;
    let final;
    try {
        final = new URL(check.finalUrl);
    }
    catch {
        return undefined;
    }
    // Within the site only the path below its address speaks: the address itself (a preview's branch
    // name) is the site's, not the page's.
    const onSite = isWithinSite(final, site);
    const path = onSite ? final.pathname.slice(sitePrefix(site).length - 1) : final.pathname;
    // A documentation page about logging in is no login wall: the wall sends readers off the site,
    // or to a short path that remembers where they were going.
    const wallLike = !onSite || RETURN_PARAMETER.test(final.search) || path.split('/').filter(Boolean).length <= 1;
    if (!LOGIN_PATH.test(path) || !wallLike)
        return undefined;
    return {
        url: requested,
        reason: `the site asks for a login (${requested} is redirected to ${final.origin}${final.pathname})`,
    };
}
/** The site's path with a final slash: what every page of the site starts with. */
function sitePrefix(site) {
    return site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
}
/** Whether `url` is a page of the site: its origin, under its path. */
function isWithinSite(url, site) {
    if (url.origin !== site.origin)
        return false;
    const prefix = sitePrefix(site);
    return prefix === '/' || url.pathname === site.pathname || url.pathname.startsWith(prefix);
}


/***/ }),

/***/ 24695:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BrowserNotFoundError: () => (/* reexport */ BrowserNotFoundError),
  pageUrl: () => (/* binding */ pageUrl),
  runVisual: () => (/* binding */ runVisual)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
;// CONCATENATED MODULE: ./src/core/concurrency.ts
/**
 * Running work with a bound on how much runs at once: over a list (mapLimited), or for tasks that come
 * one by one from many places (slots).
 */
/** Runs `work` over the items with at most `limit` in flight; the results in the items' order. */
async function mapLimited(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await work(items[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return results;
}
/** A runner of tasks with at most `count` at once; the others wait, in the order they came. */
function slots(count) {
    let running = 0;
    const waiting = [];
    return async (work) => {
        if (running >= count)
            await new Promise((resolve) => waiting.push(resolve));
        else
            running++;
        try {
            return await work();
        }
        finally {
            const next = waiting.shift();
            if (next)
                next();
            else
                running--;
        }
    };
}

// EXTERNAL MODULE: ./src/core/site-address.ts
var site_address = __webpack_require__(80449);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/visual/browser/find-browser.ts



/** No Chrome or Chromium at `--browser`, `CHROME_PATH` or the usual places: said in one line. */
class BrowserNotFoundError extends errors/* ConfigurationError */.j1 {
    name = 'BrowserNotFoundError';
}
/** Names looked up on PATH, in order (Linux, and macOS or Windows with a Chromium on PATH). */
const COMMAND_NAMES = ['google-chrome', 'google-chrome-stable', 'chromium', 'chromium-browser', 'chrome'];
const LINUX_PATHS = [
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
];
const MAC_PATHS = [
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome Canary.app/Contents/MacOS/Google Chrome Canary',
];
function windowsPaths(env) {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter((root) => Boolean(root));
    if (roots.length === 0)
        roots.push('C:\\Program Files', 'C:\\Program Files (x86)');
    return roots.flatMap((root) => [
        `${root}\\Google\\Chrome\\Application\\chrome.exe`,
        `${root}\\Chromium\\Application\\chrome.exe`,
    ]);
}
/** The usual install locations of Chrome and Chromium on one platform, PATH first. */
function usualBrowserPaths(env, platform) {
    const separator = platform === 'win32' ? ';' : ':';
    const onPath = (env.PATH ?? env.Path ?? '')
        .split(separator)
        .filter(Boolean)
        .flatMap((dir) => COMMAND_NAMES.map((name) => (platform === 'win32' ? external_node_path_.win32.join(dir, `${name}.exe`) : `${dir}/${name}`)));
    if (platform === 'darwin')
        return [...MAC_PATHS, ...onPath];
    if (platform === 'win32')
        return [...windowsPaths(env), ...onPath];
    return [...onPath, ...LINUX_PATHS];
}
/**
 * The browser to drive: `--browser`, then `CHROME_PATH`, then the usual locations. A path given by
 * the user that does not exist is a mistake of its own, not a reason to look elsewhere.
 */
function findBrowser(options) {
    const exists = options.exists ?? external_node_fs_.existsSync;
    const platform = options.platform ?? process.platform;
    const given = [
        [options.explicit, '--browser'],
        [options.env.CHROME_PATH, 'CHROME_PATH'],
    ];
    for (const [path, from] of given) {
        if (path === undefined || path.trim() === '')
            continue;
        if (exists(path))
            return { path, from };
        throw new BrowserNotFoundError(`${from}: no browser at ${path}; give the path of Chrome or Chromium (--browser PATH or env CHROME_PATH)`);
    }
    for (const path of usualBrowserPaths(options.env, platform))
        if (exists(path))
            return { path, from: 'the usual locations' };
    throw new BrowserNotFoundError('no Chrome or Chromium found: install one or set CHROME_PATH to its executable (or pass --browser PATH)');
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./src/visual/browser/launch.ts





/** Flags that keep Chrome off the network (no updates, sync, pings) and its output steady. */
const QUIET_FLAGS = [
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-sync',
    '--disable-quic',
    '--disable-gpu',
    '--hide-scrollbars',
    '--disable-extensions',
    '--disable-default-apps',
    '--mute-audio',
    '--font-render-hinting=none',
];
/** Chrome's sandbox cannot start as root, and rarely inside a container. */
function needsNoSandbox() {
    if (process.getuid?.() === 0)
        return true;
    if (process.platform !== 'linux')
        return false;
    if ((0,external_node_fs_.existsSync)('/.dockerenv') || (0,external_node_fs_.existsSync)('/run/.containerenv'))
        return true;
    try {
        return /docker|kubepods|containerd|lxc/.test((0,external_node_fs_.readFileSync)('/proc/1/cgroup', 'utf8'));
    }
    catch {
        return false;
    }
}
/**
 * Starts a headless Chrome through puppeteer-core (loaded here, on first use, so that what takes no
 * screenshot never evaluates it), with a fresh profile in the temp folder. Killed at once when the
 * signal aborts.
 */
async function launchBrowser(options) {
    const { default: puppeteer } = await __webpack_require__.e(/* import() */ 179).then(__webpack_require__.bind(__webpack_require__, 78179));
    const profile = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'docs-ci-chrome-'));
    const args = [
        ...QUIET_FLAGS,
        `--user-data-dir=${profile}`,
        ...((options.noSandbox ?? needsNoSandbox()) ? ['--no-sandbox', '--disable-setuid-sandbox'] : []),
        ...(options.extraArgs ?? []),
    ];
    const removeProfile = () => (0,promises_.rm)(profile, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
    let browser;
    try {
        browser = await puppeteer.launch({
            executablePath: options.executablePath,
            headless: true,
            pipe: true,
            args,
            defaultViewport: null,
            handleSIGINT: false,
            handleSIGTERM: false,
            handleSIGHUP: false,
            protocolTimeout: 120_000,
            timeout: 60_000,
        });
    }
    catch (error) {
        await removeProfile();
        throw new errors/* OperationFailedError */.Bp(`could not start the browser at ${options.executablePath}: ${firstLine((0,errors/* errorMessage */.gJ)(error))}`);
    }
    const kill = () => browser.process()?.kill('SIGKILL');
    options.signal?.addEventListener('abort', kill, { once: true });
    let version;
    try {
        version = await browser.version();
    }
    catch (error) {
        kill();
        await removeProfile();
        throw error;
    }
    return {
        browser,
        version,
        close: async () => {
            options.signal?.removeEventListener('abort', kill);
            await closeOrKill(browser);
            await removeProfile();
        },
    };
}
/** A browser for the time of `use`, closed whatever happens. */
async function withBrowser(options, use) {
    const launched = await launchBrowser(options);
    try {
        return await use(launched);
    }
    finally {
        await launched.close();
    }
}
async function closeOrKill(browser) {
    let timer;
    const closed = browser.close().then(() => true, () => false);
    const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve(false), 5_000);
    });
    const ok = await Promise.race([closed, late]);
    clearTimeout(timer);
    if (!ok)
        browser.process()?.kill('SIGKILL');
}
function firstLine(text) {
    return text.split('\n').find((line) => line.trim() !== '') ?? text;
}

// EXTERNAL MODULE: ./src/links/live/login-wall.ts
var login_wall = __webpack_require__(39314);
;// CONCATENATED MODULE: ./src/visual/capture/in-page.ts
/**
 * What runs inside the page before the shutter, as expressions evaluated there (strings: the kit is
 * compiled without the DOM's types, and a string carries no helper of a bundler into the page).
 * Each wait is bounded by the milliseconds it is given and says what was still pending.
 */
const json = (value) => JSON.stringify(value);
/** Animations, transitions and the caret off; scrollbars hidden. Kept in the page for later ones. */
const FREEZE_CSS = '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}' +
    'html,body{scrollbar-width:none!important}::-webkit-scrollbar{display:none!important}';
/** Injects the freeze style and finishes finite animations, cancels infinite ones. */
const FREEZE = `(() => {
  if (!document.getElementById('docs-ci-freeze')) {
    const style = document.createElement('style');
    style.id = 'docs-ci-freeze';
    style.textContent = ${json(FREEZE_CSS)};
    (document.head || document.documentElement).appendChild(style);
  }
  let stopped = 0;
  for (const animation of document.getAnimations()) {
    try {
      const end = animation.effect ? animation.effect.getComputedTiming().endTime : Infinity;
      if (Number.isFinite(end)) animation.finish(); else animation.cancel();
      stopped += 1;
    } catch { animation.cancel(); }
  }
  for (const media of document.querySelectorAll('video,audio')) { try { media.pause(); } catch {} }
  return stopped;
})()`;
/** Lazy images made eager and awaited; an image that fails counts as done. Returns those still loading. */
function eagerImages(budgetMs) {
    return `(async () => {
  const images = [...document.images];
  for (const image of images) {
    if (image.loading === 'lazy') image.loading = 'eager';
    image.decoding = 'sync';
  }
  const pending = images.filter((image) => !image.complete);
  const done = (image) => new Promise((resolve) => {
    if (image.complete) return resolve();
    image.addEventListener('load', resolve, { once: true });
    image.addEventListener('error', resolve, { once: true });
  });
  await Promise.race([
    Promise.all(pending.map(done)),
    new Promise((resolve) => setTimeout(resolve, ${budgetMs})),
  ]);
  return images.filter((image) => !image.complete).map((image) => image.currentSrc || image.src).slice(0, 5);
})()`;
}
/**
 * Web fonts: \`document.fonts.ready\`, then the status read again (a late font-display: swap face
 * starts loading after the first check) until it says loaded or the budget is spent. Returns the
 * families still loading and those that failed.
 */
function fontsLoaded(budgetMs) {
    return `(async () => {
  const until = Date.now() + ${budgetMs};
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  while (Date.now() < until) {
    await Promise.race([document.fonts.ready, sleep(Math.max(0, until - Date.now()))]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    if (document.fonts.status === 'loaded') break;
  }
  const loading = new Set(), failed = new Set();
  document.fonts.forEach((face) => {
    const name = face.family.replace(/^["']|["']$/g, '');
    if (face.status === 'loading') loading.add(name);
    if (face.status === 'error') failed.add(name);
  });
  return { loading: [...loading], failed: [...failed] };
})()`;
}
/** Waits until no visible element says aria-busy="true"; returns how many still do. */
function ariaBusyGone(budgetMs) {
    return `(async () => {
  const until = Date.now() + ${budgetMs};
  const busy = () => [...document.querySelectorAll('[aria-busy="true"]')].filter((element) => {
    const style = getComputedStyle(element);
    return element.getClientRects().length > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  }).length;
  while (busy() > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  return busy();
})()`;
}
/** Two frames, so that what was changed is laid out and painted. */
const NEXT_PAINT = `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))`;
/**
 * Solid boxes over the elements that match the selectors, in page coordinates; returns how many
 * elements each selector matched (a selector the page cannot parse matches none).
 */
function paintMasks(selectors) {
    return `(() => {
  const counts = [];
  for (const selector of ${json(selectors)}) {
    let elements = [];
    try { elements = [...document.querySelectorAll(selector)]; } catch {}
    counts.push(elements.length);
    for (const element of elements) {
      for (const rect of element.getClientRects()) {
        const box = document.createElement('div');
        box.setAttribute('data-docs-ci-mask', '');
        box.style.cssText = 'position:absolute;z-index:2147483647;pointer-events:none;background:#7f7f7f;' +
          'left:' + (rect.left + scrollX) + 'px;top:' + (rect.top + scrollY) + 'px;' +
          'width:' + rect.width + 'px;height:' + rect.height + 'px';
        document.documentElement.appendChild(box);
      }
    }
  }
  return counts;
})()`;
}
/** The page's full height and its h1-h3 tops (page coordinates). */
const MEASURE = `(() => {
  window.scrollTo(0, 0);
  const root = document.documentElement, body = document.body;
  const height = Math.ceil(Math.max(root.scrollHeight, root.offsetHeight, body ? body.scrollHeight : 0, body ? body.offsetHeight : 0));
  const headings = [...document.querySelectorAll('h1,h2,h3')]
    .map((element) => ({ y: Math.round(element.getBoundingClientRect().top + scrollY), text: (element.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 120) }))
    .filter((heading) => heading.text !== '');
  return { height, headings };
})()`;

;// CONCATENATED MODULE: ./src/visual/capture/capture-page.ts





const DEFAULT_CAPTURE = {
    width: 1280,
    colorScheme: 'light',
    navigationTimeoutMs: 30_000,
    settleMs: 10_000,
    bandHeight: 4096,
    maxHeight: 60_000,
    pageTimeoutMs: 120_000,
    againDelayMs: 500,
    networkIdleMs: 100,
};
const ABSENT = new Set([404, 410]);
class CaptureFailure extends Error {
}
/**
 * One page captured in a tab of its own: loaded (navigation kept on the two sites), settled, then
 * taken in bands written to disk one by one. A page behind a login is not captured; a crash, a
 * timeout or an error status ends only this page.
 */
async function capturePage(browser, request, settings) {
    const open = await openCapture(browser, request, settings);
    await open.close();
    return open.result;
}
async function openCapture(browser, request, settings) {
    const page = await browser.newPage();
    let timer;
    let crashed = false;
    const answered = { code: null, finalUrl: null };
    const stopped = new Promise((_, reject) => {
        page.once('error', () => {
            crashed = true;
            reject(new CaptureFailure('the tab crashed'));
        });
        timer = setTimeout(() => reject(new CaptureFailure(`the capture took longer than ${seconds(settings.pageTimeoutMs)}`)), settings.pageTimeoutMs);
    });
    stopped.catch(() => undefined);
    let result;
    let capturedAt = 0;
    try {
        result = await Promise.race([capture(page, request, settings, answered), stopped]);
        capturedAt = Date.now();
    }
    catch (error) {
        const message = error instanceof CaptureFailure ? error.message : (0,errors/* errorMessage */.gJ)(error);
        result = { kind: 'failed', ...answered, reason: message, unreachable: false };
    }
    let closed = false;
    const close = async () => {
        if (closed)
            return;
        closed = true;
        clearTimeout(timer);
        await Promise.race([page.close().catch(() => undefined), sleep(5_000)]);
    };
    if (result.kind !== 'captured')
        await close();
    const again = async (rows) => {
        if (result.kind !== 'captured' || closed || crashed)
            return undefined;
        try {
            return await Promise.race([retake(page, request, settings, result.capture, capturedAt, rows), stopped]);
        }
        catch {
            return undefined;
        }
    };
    const peek = async (ranges) => {
        if (result.kind !== 'captured' || closed || crashed)
            return undefined;
        const { width } = result.capture;
        const shoot = async () => {
            await sleep(capturedAt + settings.againDelayMs - Date.now());
            await page.evaluate(FREEZE);
            const shots = [];
            for (const [top, bottom] of ranges) {
                const png = await page.screenshot({
                    type: 'png',
                    clip: { x: 0, y: top, width, height: bottom - top },
                    captureBeyondViewport: true,
                    optimizeForSpeed: true,
                });
                shots.push(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
            }
            return shots;
        };
        try {
            return await Promise.race([shoot(), stopped]);
        }
        catch {
            return undefined;
        }
    };
    return { result, again, peek, againAt: capturedAt + settings.againDelayMs, close };
}
/**
 * Takes again the bands that hold `rows`, once the page has run `againDelayMs` since it was captured
 * (timers tick, slides turn). A band that comes back byte for byte as it was is the first capture's
 * own tile: nothing moved there, and the comparison knows it without decoding a pixel.
 */
async function retake(page, request, settings, first, capturedAt, rows) {
    const holds = (tile) => rows.some(([top, end]) => top < tile.y + tile.height && tile.y < end);
    if (!first.tiles.some(holds))
        return first;
    await sleep(capturedAt + settings.againDelayMs - Date.now());
    await page.evaluate(FREEZE);
    const tiles = [];
    for (const [index, tile] of first.tiles.entries()) {
        if (!holds(tile)) {
            tiles.push(tile);
            continue;
        }
        const png = await page.screenshot({
            type: 'png',
            clip: { x: 0, y: tile.y, width: first.width, height: tile.height },
            captureBeyondViewport: true,
            optimizeForSpeed: true,
        });
        if (Buffer.from(png.buffer, png.byteOffset, png.byteLength).equals(await (0,promises_.readFile)(tile.file))) {
            tiles.push(tile);
            continue;
        }
        const file = (0,external_node_path_.join)(request.dir, `${request.prefix}-again-${index}.png`);
        await (0,promises_.writeFile)(file, png);
        tiles.push({ ...tile, file });
    }
    return { ...first, tiles };
}
async function capture(page, request, settings, answered) {
    await page.setViewport({ width: settings.width, height: 900, deviceScaleFactor: 1 });
    await page.emulateMediaFeatures([
        { name: 'prefers-color-scheme', value: settings.colorScheme },
        { name: 'prefers-reduced-motion', value: 'reduce' },
    ]);
    await page.setBypassCSP(true);
    // An alert would stop the page's scripts, a pop-up would open a page outside the interception.
    page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
    await page.evaluateOnNewDocument('window.open = () => null;');
    page.on('popup', (popup) => void popup?.close().catch(() => undefined));
    const blocked = await keepNavigationOnSites(page, request.allowedOrigins);
    let response;
    try {
        response = await page.goto(request.url, {
            waitUntil: 'domcontentloaded',
            timeout: settings.navigationTimeoutMs,
        });
    }
    catch (error) {
        const message = (0,errors/* errorMessage */.gJ)(error);
        const away = blocked.mainFrame;
        if (away !== undefined) {
            answered.finalUrl = away.url;
            const wall = loginWallOf(request.url, away.status, away.url);
            if (wall)
                return { kind: 'login', ...answered, reason: wall };
            return {
                kind: 'failed',
                ...answered,
                reason: `it leads to another site (${new URL(away.url).origin}), which is not captured`,
                unreachable: false,
            };
        }
        if (/timeout/i.test(message))
            return {
                kind: 'failed',
                ...answered,
                reason: `no answer within ${seconds(settings.navigationTimeoutMs)}`,
                unreachable: true,
            };
        return {
            kind: 'failed',
            ...answered,
            reason: `the page could not be loaded (${netError(message)})`,
            unreachable: true,
        };
    }
    blocked.loaded = true;
    answered.code = response?.status() ?? null;
    answered.finalUrl = response?.url() ?? page.url();
    const code = answered.code;
    if (code !== null && ABSENT.has(code))
        return { kind: 'absent', ...answered };
    const wall = loginWallOf(request.url, code, answered.finalUrl);
    if (wall)
        return { kind: 'login', ...answered, reason: wall };
    if (code !== null && code >= 400)
        return { kind: 'failed', ...answered, reason: `the page answers ${code}`, unreachable: false };
    const notes = await settle(page, settings, quietNetwork(page, settings));
    const capture = await takeBands(page, request, settings, notes);
    return { kind: 'captured', ...answered, capture, notes };
}
/**
 * Top-level and frame navigations stay on the allowed origins; a page's images, fonts, scripts and
 * styles load from any host, as in a browser.
 */
async function keepNavigationOnSites(page, allowedOrigins) {
    const blocked = {};
    const allowed = new Set(allowedOrigins);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
        if (request.isInterceptResolutionHandled())
            return;
        const url = request.url();
        if (request.isNavigationRequest() && !navigable(url, allowed)) {
            const top = request.frame() === page.mainFrame();
            if (top && !blocked.loaded) {
                // The document itself leaves the sites (a redirect): the load fails, and says where it went.
                const hops = request.redirectChain();
                const last = hops[hops.length - 1];
                blocked.mainFrame ??= { url, status: last?.response()?.status() ?? null };
                request.abort('blockedbyclient').catch(() => undefined);
                return;
            }
            // Later (a script, a frame): 204 No Content leaves the frame where it is; an abort would
            // replace it with an error page.
            request.respond({ status: 204, body: '' }).catch(() => undefined);
            return;
        }
        request.continue().catch(() => undefined);
    });
    return blocked;
}
function navigable(url, allowed) {
    if (url === 'about:blank' || url.startsWith('about:srcdoc'))
        return true;
    try {
        return allowed.has(new URL(url).origin);
    }
    catch {
        return false;
    }
}
function loginWallOf(requested, code, finalUrl) {
    const check = { status: 'ok', code, reason: '', finalUrl, requests: 1 };
    try {
        return (0,login_wall/* loginWall */.G)(requested, check, new URL(requested))?.reason;
    }
    catch {
        return undefined;
    }
}
/**
 * Resolves true once no request has been in flight for `networkIdleMs`, false when that does not come
 * within the settle budget (at most 5 s). Started as soon as the document answered.
 */
function quietNetwork(page, settings) {
    return page
        .waitForNetworkIdle({
        idleTime: settings.networkIdleMs,
        timeout: Math.max(1, Math.min(5_000, settings.settleMs)),
    })
        .then(() => true, () => false);
}
/**
 * The waits before the shutter, within `settleMs` altogether: the load event, images, fonts,
 * aria-busy, a quiet network (already being waited for: `quiet`); then animations stopped and masks
 * painted. What did not come in time is said in a note, and the page is captured as it is.
 */
async function settle(page, settings, quiet) {
    const notes = [];
    const until = Date.now() + settings.settleMs;
    const left = (cap = Infinity) => Math.max(0, Math.min(cap, until - Date.now()));
    let late = false;
    try {
        await page.waitForFunction('document.readyState === "complete"', {
            timeout: Math.max(1, left()),
            polling: 20,
        });
    }
    catch {
        late = true;
    }
    await page.evaluate(FREEZE);
    const images = (await page.evaluate(eagerImages(left())));
    if (images.length > 0)
        notes.push(`images still loading when captured: ${images.join(', ')}`);
    const busy = (await page.evaluate(ariaBusyGone(left())));
    if (busy > 0)
        notes.push(`${busy} element(s) still marked aria-busy when captured`);
    if (!(await quiet))
        late = true;
    await page.evaluate(FREEZE);
    const masks = (await page.evaluate(paintMasks(settings.masks)));
    settings.masks.forEach((selector, index) => {
        if ((masks[index] ?? 0) === 0)
            notes.push(`mask ${selector} matched no element`);
    });
    // The font status is read right before the shutter: a late font-display: swap face starts late.
    const fonts = (await page.evaluate(fontsLoaded(Math.max(left(), 1_000))));
    if (fonts.loading.length > 0)
        notes.push(`font never loaded: ${fonts.loading.join(', ')}`);
    if (fonts.failed.length > 0)
        notes.push(`font failed to load: ${fonts.failed.join(', ')}`);
    await page.evaluate(FREEZE);
    await page.evaluate(NEXT_PAINT);
    if (late)
        notes.unshift(`the page did not settle within ${seconds(settings.settleMs)}: captured as it was then`);
    return notes;
}
async function takeBands(page, request, settings, notes) {
    const measured = (await page.evaluate(MEASURE));
    let height = Math.max(1, measured.height);
    if (height > settings.maxHeight) {
        notes.push(`the page is ${height} px high: captured down to ${settings.maxHeight} px`);
        height = settings.maxHeight;
    }
    await (0,promises_.mkdir)(request.dir, { recursive: true });
    const tiles = [];
    for (let y = 0, index = 0; y < height; y += settings.bandHeight, index += 1) {
        const bandHeight = Math.min(settings.bandHeight, height - y);
        await page.evaluate(FREEZE);
        const png = await page.screenshot({
            type: 'png',
            clip: { x: 0, y, width: settings.width, height: bandHeight },
            captureBeyondViewport: true,
            optimizeForSpeed: true,
        });
        const file = (0,external_node_path_.join)(request.dir, `${request.prefix}-${index}.png`);
        await (0,promises_.writeFile)(file, png);
        tiles.push({ y, height: bandHeight, file });
    }
    return {
        width: settings.width,
        height,
        tiles,
        headings: measured.headings.filter((heading) => heading.y < height),
    };
}
function netError(message) {
    return /net::ERR_[A-Z_]+/.exec(message)?.[0] ?? message.split('\n')[0] ?? message;
}
function seconds(ms) {
    return `${Math.round(ms / 100) / 10} s`;
}
function sleep(ms) {
    if (ms <= 0)
        return Promise.resolve();
    return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

;// CONCATENATED MODULE: ./src/visual/compare/align.ts
/**
 * Aligns the pixel rows of two captures as a text diff aligns lines, so that content inserted near the
 * top does not make the whole page below it a change. Rows are compared by their hashes.
 *
 * Patience diff: rows that occur exactly once on each side (text lines almost always do) anchor the
 * alignment through their longest increasing run, then each gap between anchors is aligned again on its
 * own. Blank rows, the most common rows of a web page, never anchor: they only extend the anchors' runs
 * (common prefix and suffix of each gap), so unrelated blank runs far apart are never paired. A gap with
 * no unique row left falls back to Myers' O(ND) diff with a cap on D; beyond the cap the gap is one
 * replaced hunk, compared pixel by pixel later.
 */
const DEFAULT_MAX_EDITS = 256;
function alignRows(a, b, options = {}) {
    const maxEdits = options.maxEdits ?? DEFAULT_MAX_EDITS;
    // matchOf[i] = the row of b paired with row i of a, or -1.
    const matchOf = new Int32Array(a.length).fill(-1);
    const stack = [[0, a.length, 0, b.length]];
    while (stack.length > 0) {
        let [a0, a1, b0, b1] = stack.pop();
        while (a0 < a1 && b0 < b1 && a[a0] === b[b0])
            matchOf[a0++] = b0++;
        while (a0 < a1 && b0 < b1 && a[a1 - 1] === b[b1 - 1])
            matchOf[--a1] = --b1;
        if (a0 === a1 || b0 === b1)
            continue;
        const anchors = uniqueAnchors(a, a0, a1, b, b0, b1);
        if (anchors.length > 0) {
            let pa = a0;
            let pb = b0;
            for (const [i, j] of anchors) {
                stack.push([pa, i, pb, j]);
                matchOf[i] = j;
                pa = i + 1;
                pb = j + 1;
            }
            stack.push([pa, a1, pb, b1]);
            continue;
        }
        myers(a, a0, a1, b, b0, b1, maxEdits, matchOf);
    }
    return hunksOf(matchOf, b.length);
}
function hunksOf(matchOf, bLength) {
    const hunks = [];
    let pa = 0;
    let pb = 0;
    for (let i = 0; i < matchOf.length; i++) {
        const j = matchOf[i];
        if (j < 0)
            continue;
        if (i > pa || j > pb)
            hunks.push({ a0: pa, a1: i, b0: pb, b1: j });
        pa = i + 1;
        pb = j + 1;
    }
    if (pa < matchOf.length || pb < bLength)
        hunks.push({ a0: pa, a1: matchOf.length, b0: pb, b1: bLength });
    return hunks;
}
/** Pairs of rows unique on both sides of the ranges, in their longest run increasing on both sides. */
function uniqueAnchors(a, a0, a1, b, b0, b1) {
    const seen = new Map();
    for (let i = a0; i < a1; i++) {
        const entry = seen.get(a[i]);
        if (entry)
            entry.inA++;
        else
            seen.set(a[i], { inA: 1, atA: i, inB: 0, atB: -1 });
    }
    for (let j = b0; j < b1; j++) {
        const entry = seen.get(b[j]);
        if (entry) {
            entry.inB++;
            entry.atB = j;
        }
    }
    const candidates = [];
    for (let i = a0; i < a1; i++) {
        const entry = seen.get(a[i]);
        if (entry.inA === 1 && entry.inB === 1)
            candidates.push([i, entry.atB]);
    }
    return longestIncreasing(candidates);
}
/** Patience sorting: the longest subsequence of pairs (already increasing in [0]) increasing in [1]. */
function longestIncreasing(pairs) {
    const tails = [];
    const previous = new Int32Array(pairs.length);
    for (let p = 0; p < pairs.length; p++) {
        const value = pairs[p][1];
        let lo = 0;
        let hi = tails.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (pairs[tails[mid]][1] < value)
                lo = mid + 1;
            else
                hi = mid;
        }
        previous[p] = lo > 0 ? tails[lo - 1] : -1;
        tails[lo] = p;
    }
    const result = [];
    for (let p = tails.length > 0 ? tails[tails.length - 1] : -1; p >= 0; p = previous[p]) {
        result.push(pairs[p]);
    }
    return result.reverse();
}
/** Myers' greedy diff of the ranges; pairs its matches in `matchOf`, or none when it needs more than `maxEdits`. */
function myers(a, a0, a1, b, b0, b1, maxEdits, matchOf) {
    const n = a1 - a0;
    const m = b1 - b0;
    const max = Math.min(maxEdits, n + m);
    const offset = max + 1;
    const v = new Int32Array(2 * max + 3);
    const trace = [];
    for (let d = 0; d <= max; d++) {
        trace.push(v.slice());
        for (let k = -d; k <= d; k += 2) {
            let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1])
                ? v[offset + k + 1]
                : v[offset + k - 1] + 1;
            let y = x - k;
            while (x < n && y < m && a[a0 + x] === b[b0 + y]) {
                x++;
                y++;
            }
            v[offset + k] = x;
            if (x >= n && y >= m) {
                backtrack(trace, offset, n, m, (i, j) => (matchOf[a0 + i] = b0 + j));
                return;
            }
        }
    }
}
function backtrack(trace, offset, n, m, pair) {
    let x = n;
    let y = m;
    for (let d = trace.length - 1; d > 0; d--) {
        const v = trace[d];
        const k = x - y;
        const prevK = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1;
        const prevX = v[offset + prevK];
        const prevY = prevX - prevK;
        while (x > prevX && y > prevY)
            pair(--x, --y);
        x = prevX;
        y = prevY;
    }
    while (x > 0 && y > 0)
        pair(--x, --y);
}

// EXTERNAL MODULE: ./node_modules/pixelmatch/index.js
var pixelmatch = __webpack_require__(63342);
;// CONCATENATED MODULE: ./src/visual/compare/pixels.ts

// Local names for Math's functions: in jest's vm context every global lookup in a hot loop is a slow
// path (a hundred times slower); here they cost nothing either way.
const { abs, floor } = Math;
/** Rows compared at once: 256 rows of 1280 px are 1.3 MB a side. */
const BAND_ROWS = 256;
const CELL = 8;
/**
 * Compares rows [ya, ya + height) of one capture with rows [yb, yb + height) of the other, band by band,
 * with pixelmatch's anti-aliasing detection (anti-aliased pixels are not changes) and groups the changed
 * pixels into boxes relative to the compared rows. Each band carries one row of context above and below,
 * so that anti-aliasing is judged with the neighbours a whole-image comparison would see.
 */
async function changedSpans(a, ya, b, yb, height, options) {
    const width = a.width;
    const grid = new ChangeGrid(width, height);
    let pixels = 0;
    const bandBytes = (BAND_ROWS + 2) * width * 4;
    const buffers = {
        first: new Uint8Array(bandBytes),
        second: new Uint8Array(bandBytes),
        output: new Uint8Array(bandBytes),
    };
    for (let start = 0; start < height; start += BAND_ROWS) {
        const rows = Math.min(BAND_ROWS, height - start);
        const above = Math.min(1, ya + start, yb + start);
        const below = Math.min(1, a.height - (ya + start + rows), b.height - (yb + start + rows));
        const count = above + rows + Math.max(0, below);
        const first = await a.readRows(ya + start - above, count, { into: buffers.first });
        const second = await b.readRows(yb + start - above, count, { into: buffers.second });
        const output = buffers.output.subarray(0, first.length).fill(0);
        const found = (0,pixelmatch/* default */.A)(first, second, output, width, count, {
            threshold: options.threshold,
            includeAA: false,
            diffMask: true,
        });
        if (found === 0)
            continue;
        for (let r = above; r < above + rows; r++) {
            const rowStart = r * width * 4;
            for (let x = 0; x < width; x++) {
                if (output[rowStart + x * 4 + 3] !== 0) {
                    grid.mark(x, start + r - above);
                    pixels++;
                }
            }
        }
    }
    return { spans: grid.groups(options.gap), pixels };
}
/**
 * Changed pixels on a grid of 8 px cells (each cell keeps the exact bounds of its pixels), grouped into
 * connected groups where cells closer than `gap` touch.
 */
class ChangeGrid {
    columns;
    rows;
    bounds;
    marked;
    markedCells = [];
    constructor(width, height) {
        this.columns = Math.max(1, Math.ceil(width / CELL));
        this.rows = Math.max(1, Math.ceil(height / CELL));
        this.marked = new Uint8Array(this.columns * this.rows);
        this.bounds = new Int32Array(this.columns * this.rows * 4);
    }
    mark(x, y) {
        const cell = floor(y / CELL) * this.columns + floor(x / CELL);
        const at = cell * 4;
        if (this.marked[cell] === 0) {
            this.marked[cell] = 1;
            this.markedCells.push(cell);
            this.bounds.set([x, x + 1, y, y + 1], at);
            return;
        }
        const b = this.bounds;
        if (x < b[at])
            b[at] = x;
        if (x + 1 > b[at + 1])
            b[at + 1] = x + 1;
        if (y < b[at + 2])
            b[at + 2] = y;
        if (y + 1 > b[at + 3])
            b[at + 3] = y + 1;
    }
    groups(gap) {
        const reach = Math.max(1, Math.ceil(gap / CELL));
        const visited = new Uint8Array(this.marked.length);
        const spans = [];
        for (const seed of this.markedCells) {
            if (visited[seed] === 1)
                continue;
            visited[seed] = 1;
            const span = { x0: Infinity, x1: -Infinity, y0: Infinity, y1: -Infinity };
            const queue = [seed];
            while (queue.length > 0) {
                const cell = queue.pop();
                this.extend(span, cell);
                const cx = cell % this.columns;
                const cy = floor(cell / this.columns);
                for (let ny = Math.max(0, cy - reach); ny <= Math.min(this.rows - 1, cy + reach); ny++) {
                    for (let nx = Math.max(0, cx - reach); nx <= Math.min(this.columns - 1, cx + reach); nx++) {
                        const next = ny * this.columns + nx;
                        if (this.marked[next] === 1 && visited[next] === 0) {
                            visited[next] = 1;
                            queue.push(next);
                        }
                    }
                }
            }
            spans.push(span);
        }
        return spans;
    }
    extend(span, cell) {
        const at = cell * 4;
        span.x0 = Math.min(span.x0, this.bounds[at]);
        span.x1 = Math.max(span.x1, this.bounds[at + 1]);
        span.y0 = Math.min(span.y0, this.bounds[at + 2]);
        span.y1 = Math.max(span.y1, this.bounds[at + 3]);
    }
}
/**
 * The columns where rows [y, y + height) differ from a reference row (the row just outside the band,
 * usually the page's background there), and the first and last rows that differ from it at all: the
 * content of an inserted or removed band, without its blank margins. Null when every row equals it.
 */
async function contentSpan(reader, y, height) {
    const referenceRow = y > 0 ? y - 1 : y + height < reader.height ? y + height : -1;
    const width = reader.width;
    const reference = referenceRow >= 0 ? await reader.readRows(referenceRow, 1) : null;
    const span = { x0: Infinity, x1: -Infinity, y0: Infinity, y1: -Infinity };
    const into = new Uint8Array(Math.min(BAND_ROWS, height) * width * 4);
    for (let start = 0; start < height; start += BAND_ROWS) {
        const rows = Math.min(BAND_ROWS, height - start);
        const band = await reader.readRows(y + start, rows, { into });
        for (let r = 0; r < rows; r++) {
            const at = r * width * 4;
            let rowDiffers = false;
            for (let x = 0; x < width; x++) {
                const p = at + x * 4;
                if (reference ? !samePixel(band, p, reference, x * 4) : true) {
                    rowDiffers = true;
                    if (x < span.x0)
                        span.x0 = x;
                    if (x + 1 > span.x1)
                        span.x1 = x + 1;
                }
            }
            if (rowDiffers) {
                span.y0 = Math.min(span.y0, start + r);
                span.y1 = Math.max(span.y1, start + r + 1);
            }
        }
    }
    return span.x1 > span.x0 ? span : null;
}
/**
 * Whether rows [yb, yb + height) x [x0, x1) of the second capture match the first capture's rows at
 * [ya + d, ...) for a small vertical offset d: content that moved by a pixel or two against its
 * surroundings (a rounding of a fractional layout shift, a sticky column's edge breaking the row
 * pairing) is moved, not changed.
 */
async function matchesShifted(a, ya, b, yb, height, columns, options) {
    const [x0, x1] = columns;
    const width = x1 - x0;
    const second = await b.readRows(yb, height, { x0, x1 });
    for (let d = 1; d <= options.maxShift; d++) {
        for (const shift of [-d, d]) {
            if (ya + shift < 0 || ya + shift + height > a.height)
                continue;
            const first = await a.readRows(ya + shift, height, { x0, x1 });
            const found = (0,pixelmatch/* default */.A)(first, second, null, width, height, {
                threshold: options.threshold,
                includeAA: false,
            });
            if (found === 0)
                return true;
        }
    }
    return false;
}
/** Whether each row of [y, y + count) equals (but for drift) the row above it or the row below it. */
async function repeatsNeighbours(reader, y, count) {
    if (y <= 0 && y + count >= reader.height)
        return false;
    const rows = await reader.readRows(y - 1, count + 2);
    const rowBytes = reader.width * 4;
    const sameRows = (p, q) => {
        if (p + y - 1 < 0 || q + y - 1 < 0 || p + y - 1 >= reader.height || q + y - 1 >= reader.height)
            return false;
        for (let x = 0; x < rowBytes; x += 4) {
            if (!samePixel(rows, p * rowBytes + x, rows, q * rowBytes + x))
                return false;
        }
        return true;
    };
    for (let r = 1; r <= count; r++) {
        if (!sameRows(r, r - 1) && !sameRows(r, r + 1))
            return false;
    }
    return true;
}
/** Equal but for a drift no one sees (each channel within 8 levels). */
function samePixel(a, at, b, bt) {
    return (abs(a[at] - b[bt]) <= 8 &&
        abs(a[at + 1] - b[bt + 1]) <= 8 &&
        abs(a[at + 2] - b[bt + 2]) <= 8 &&
        abs(a[at + 3] - b[bt + 3]) <= 8);
}

;// CONCATENATED MODULE: ./src/visual/compare/changes.ts

/** A band of blank rows this short (a rounding of the layout) is not a change. */
const MIN_BLANK_BAND = 3;
/**
 * Content moved by a fraction of a pixel is painted with a row doubled here and dropped there: a band
 * this thin whose every row repeats the row next to it is that rounding, not new content.
 */
const MAX_REPEATED_BAND = 2;
/** The changes inside one hunk of the row alignment. */
async function changesOfHunk(a, b, hunk, options) {
    const aRows = hunk.a1 - hunk.a0;
    const bRows = hunk.b1 - hunk.b0;
    if (aRows === 0)
        return bandOnly(b, 'b', hunk.b0, bRows, hunk.a0);
    if (bRows === 0)
        return bandOnly(a, 'a', hunk.a0, aRows, hunk.b0);
    const common = Math.min(aRows, bRows);
    const top = await changedSpans(a, hunk.a0, b, hunk.b0, common, options);
    if (aRows === bRows)
        return notMoved(a, b, top.spans.map((s) => pairedChange(s, hunk.a0, hunk.b0)), options);
    // Unequal heights: the overlap is compared aligned at the top or at the bottom, whichever differs
    // less; the rest is an inserted or removed band next to it (merged later if they touch).
    const bottom = await changedSpans(a, hunk.a1 - common, b, hunk.b1 - common, common, options);
    const atTop = top.pixels <= bottom.pixels;
    const chosen = atTop ? top : bottom;
    const a0 = atTop ? hunk.a0 : hunk.a1 - common;
    const b0 = atTop ? hunk.b0 : hunk.b1 - common;
    const changes = await notMoved(a, b, chosen.spans.map((s) => pairedChange(s, a0, b0)), options);
    if (bRows > aRows) {
        const start = atTop ? hunk.b0 + common : hunk.b0;
        changes.push(...(await bandOnly(b, 'b', start, bRows - common, atTop ? hunk.a1 : hunk.a0)));
    }
    else {
        const start = atTop ? hunk.a0 + common : hunk.a0;
        changes.push(...(await bandOnly(a, 'a', start, aRows - common, atTop ? hunk.b1 : hunk.b0)));
    }
    return changes;
}
/** A paired change taller than this is not tried at other offsets (each try compares its whole area). */
const MAX_SHIFT_CHECKED_HEIGHT = 2000;
const MAX_SHIFT = 3;
/** The paired changes that are not the same content a few rows up or down (see matchesShifted). */
async function notMoved(a, b, changes, options) {
    const kept = [];
    for (const change of changes) {
        const height = change.b1 - change.b0;
        const moved = height <= MAX_SHIFT_CHECKED_HEIGHT &&
            (await matchesShifted(a, change.a0, b, change.b0, height, change.bColumns, {
                threshold: options.threshold,
                maxShift: MAX_SHIFT,
            }));
        if (!moved)
            kept.push(change);
    }
    return kept;
}
function pairedChange(span, a0, b0) {
    return {
        a0: a0 + span.y0,
        a1: a0 + span.y1,
        b0: b0 + span.y0,
        b1: b0 + span.y1,
        aColumns: [span.x0, span.x1],
        bColumns: [span.x0, span.x1],
    };
}
/**
 * Rows present on one side only: the band narrowed to its content (without blank margins).
 */
async function bandOnly(reader, side, start, rows, otherPoint) {
    if (rows <= MAX_REPEATED_BAND && (await repeatsNeighbours(reader, start, rows)))
        return [];
    const content = await contentSpan(reader, start, rows);
    if (!content && rows < MIN_BLANK_BAND)
        return [];
    const y0 = start + (content?.y0 ?? 0);
    const y1 = start + (content?.y1 ?? rows);
    const columns = content ? [content.x0, content.x1] : [0, reader.width];
    return side === 'b'
        ? [{ a0: otherPoint, a1: otherPoint, b0: y0, b1: y1, aColumns: null, bColumns: columns }]
        : [{ a0: y0, a1: y1, b0: otherPoint, b1: otherPoint, aColumns: columns, bColumns: null }];
}
function distance(s0, s1, t0, t1) {
    return Math.max(0, t0 - s1, s0 - t1);
}
function columnsOf(c) {
    const x0 = Math.min(c.aColumns?.[0] ?? Infinity, c.bColumns?.[0] ?? Infinity);
    const x1 = Math.max(c.aColumns?.[1] ?? -Infinity, c.bColumns?.[1] ?? -Infinity);
    return [x0, x1];
}
function unionColumns(p, q) {
    if (!p)
        return q;
    if (!q)
        return p;
    return [Math.min(p[0], q[0]), Math.max(p[1], q[1])];
}
function changes_close(c, d, gap) {
    const [cx0, cx1] = columnsOf(c);
    const [dx0, dx1] = columnsOf(d);
    return (distance(c.a0, c.a1, d.a0, d.a1) <= gap &&
        distance(c.b0, c.b1, d.b0, d.b1) <= gap &&
        distance(cx0, cx1, dx0, dx1) <= gap);
}
function merge(c, d) {
    return {
        a0: Math.min(c.a0, d.a0),
        a1: Math.max(c.a1, d.a1),
        b0: Math.min(c.b0, d.b0),
        b1: Math.max(c.b1, d.b1),
        aColumns: unionColumns(c.aColumns, d.aColumns),
        bColumns: unionColumns(c.bColumns, d.bColumns),
    };
}
/**
 * Merges changes that are close on both sides (a rewritten paragraph is one change, not one a line),
 * until no two are close. A merged change covers the rows of all of its parts on each side.
 */
function mergeChanges(changes, gap) {
    let current = [...changes].sort((c, d) => c.b0 - d.b0 || c.a0 - d.a0);
    for (let merged = true; merged;) {
        merged = false;
        const next = [];
        for (const change of current) {
            const at = next.findIndex((kept) => changes_close(kept, change, gap));
            if (at >= 0) {
                next[at] = merge(next[at], change);
                merged = true;
            }
            else {
                next.push(change);
            }
        }
        current = next.sort((c, d) => c.b0 - d.b0 || c.a0 - d.a0);
    }
    // Merging can leave an empty side's columns null while its rows grew: give it the other side's.
    return current.map((c) => ({
        ...c,
        aColumns: c.a1 > c.a0 ? (c.aColumns ?? c.bColumns) : null,
        bColumns: c.b1 > c.b0 ? (c.bColumns ?? c.aColumns) : null,
    }));
}
function areaOf(c) {
    const width = (cols) => (cols ? cols[1] - cols[0] : 0);
    return Math.max((c.a1 - c.a0) * width(c.aColumns), (c.b1 - c.b0) * width(c.bColumns));
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/pngjs/lib/png.js
var lib_png = __webpack_require__(10359);
;// CONCATENATED MODULE: ./src/visual/compare/png-codec.ts
/**
 * A PNG decoder and encoder for what screenshots are: 8-bit RGB or RGBA, not interlaced. pngjs maps
 * every pixel through a generic per-pixel function: half a second for a 1280 x 4096 tile, read two
 * or three times a page; zlib plus one tight unfilter loop is about five times faster. Anything else
 * (palette, 16-bit, interlaced) goes to pngjs.
 */


const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The header and image data of a screenshot-kind PNG, or null for another kind. */
function readHeader(file) {
    if (!file.subarray(0, 8).equals(SIGNATURE))
        throw new Error('not a PNG file');
    const colorType = file[25];
    if (file[24] !== 8 || (colorType !== 2 && colorType !== 6) || file[28] !== 0)
        return null;
    const idat = [];
    for (let at = 8; at + 8 <= file.length;) {
        const length = file.readUInt32BE(at);
        const type = file.toString('latin1', at + 4, at + 8);
        if (type === 'IDAT')
            idat.push(file.subarray(at + 8, at + 8 + length));
        if (type === 'IEND')
            break;
        at += 12 + length;
    }
    return {
        width: file.readUInt32BE(16),
        height: file.readUInt32BE(20),
        channels: colorType === 6 ? 4 : 3,
        idat,
    };
}
/**
 * Decodes a PNG into RGBA, inflating it as a stream: rows are restored one by one as the inflated bytes
 * arrive, straight into the pixels, so that no inflated copy of the tile is ever held (a 1280 x 4096
 * tile would be 21 MB more, and glibc keeps such freed blocks in the process). `into`, when given and
 * of the right size (width x height x 4), receives the pixels instead of a new buffer: a reader that
 * decodes tile after tile reuses one.
 */
async function decodePng(file, into) {
    const header = readHeader(file);
    if (!header)
        return viaPngjs(file);
    const { width, height, channels, idat } = header;
    const stride = width * channels;
    const size = width * height * 4;
    const data = into && into.length === size ? into : new Uint8Array(size);
    let current = new Uint8Array(stride + 1);
    let previous = new Uint8Array(stride + 1);
    let filled = 0;
    let y = 0;
    const take = (chunk) => {
        for (let offset = 0; offset < chunk.length && y < height;) {
            const n = Math.min(stride + 1 - filled, chunk.length - offset);
            current.set(chunk.subarray(offset, offset + n), filled);
            filled += n;
            offset += n;
            if (filled <= stride)
                continue;
            unfilterRow(current, previous, stride, channels);
            writeRow(current, data, y * width * 4, width, channels);
            [current, previous] = [previous, current];
            filled = 0;
            y++;
        }
    };
    await new Promise((resolve, reject) => {
        const inflater = (0,external_node_zlib_.createInflate)({ chunkSize: 256 * 1024 });
        inflater.on('data', take);
        inflater.on('end', resolve);
        inflater.on('error', reject);
        for (const part of idat)
            inflater.write(part);
        inflater.end();
    });
    if (y < height)
        throw new Error('PNG data is shorter than its size says');
    return { width, height, data };
}
/** Whether this machine stores a Uint32 with its lowest byte first (x86 and ARM as run do). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
/** Copies a restored row (after its filter byte) into RGBA pixels. */
function writeRow(row, data, at, width, channels) {
    if (channels === 4) {
        data.set(row.subarray(1, 1 + width * 4), at);
        return;
    }
    if (LITTLE_ENDIAN && at % 4 === 0 && data.byteOffset % 4 === 0) {
        // One 32-bit store a pixel: R | G << 8 | B << 16 | 255 << 24 is R, G, B, 255 in memory.
        const words = new Uint32Array(data.buffer, data.byteOffset + at, width);
        for (let x = 0, i = 1; x < width; x++, i += 3)
            words[x] = (row[i] | (row[i + 1] << 8) | (row[i + 2] << 16) | 0xff000000) >>> 0;
        return;
    }
    for (let i = 1, j = at, end = 1 + width * 3; i < end; i += 3, j += 4) {
        data[j] = row[i];
        data[j + 1] = row[i + 1];
        data[j + 2] = row[i + 2];
        data[j + 3] = 255;
    }
}
/**
 * Restores one row in place (`row[0]` is its filter byte) from the row above, already restored (all
 * zeros above the first row, as the format says). The first pixel, which has no left neighbour, is
 * restored apart, so that the loops over the rest have no branch.
 */
function unfilterRow(row, above, stride, bpp) {
    const filter = row[0];
    const first = Math.min(stride, bpp);
    switch (filter) {
        case 0:
            return;
        case 1:
            for (let i = 1 + bpp; i <= stride; i++)
                row[i] = (row[i] + row[i - bpp]) & 255;
            return;
        case 2:
            for (let i = 1; i <= stride; i++)
                row[i] = (row[i] + above[i]) & 255;
            return;
        case 3:
            for (let i = 1; i <= first; i++)
                row[i] = (row[i] + (above[i] >> 1)) & 255;
            for (let i = 1 + bpp; i <= stride; i++)
                row[i] = (row[i] + ((row[i - bpp] + above[i]) >> 1)) & 255;
            return;
        case 4:
            // Paeth with no left and no corner is the byte above.
            for (let i = 1; i <= first; i++)
                row[i] = (row[i] + above[i]) & 255;
            for (let i = 1 + bpp; i <= stride; i++) {
                const a = row[i - bpp];
                const b = above[i];
                const c = above[i - bpp];
                const p = a + b - c;
                const pa = p > a ? p - a : a - p;
                const pb = p > b ? p - b : b - p;
                const pc = p > c ? p - c : c - p;
                row[i] = (row[i] + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 255;
            }
            return;
        default:
            throw new Error(`unknown PNG filter ${filter}`);
    }
}
function viaPngjs(file) {
    const png = lib_png/* PNG */.O.sync.read(file);
    const data = png.data.byteOffset % 4 === 0
        ? new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.length)
        : new Uint8Array(png.data);
    return { width: png.width, height: png.height, data };
}
/**
 * Encodes RGBA as an 8-bit PNG, RGB when every pixel is opaque (screenshots are), each row with the
 * Sub filter (each byte minus the one a pixel to its left: flat areas become zeros).
 */
function encodePng(image, level = 6) {
    const { width, height, data } = image;
    let opaque = true;
    for (let i = 3; i < width * height * 4; i += 4) {
        if (data[i] !== 255) {
            opaque = false;
            break;
        }
    }
    const channels = opaque ? 3 : 4;
    const stride = width * channels;
    const raw = Buffer.alloc((stride + 1) * height);
    for (let y = 0; y < height; y++) {
        const row = y * (stride + 1);
        raw[row] = 1;
        let prev = row + 1;
        for (let x = 0, src = y * width * 4; x < width; x++, src += 4) {
            for (let c = 0; c < channels; c++) {
                const value = data[src + c];
                const left = x > 0 ? data[src + c - 4] : 0;
                raw[prev++] = (value - left) & 255;
            }
        }
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header[8] = 8;
    header[9] = opaque ? 2 : 6;
    return Buffer.concat([
        SIGNATURE,
        chunk('IHDR', header),
        chunk('IDAT', (0,external_node_zlib_.deflateSync)(raw, { level })),
        chunk('IEND', Buffer.alloc(0)),
    ]);
}
function chunk(type, data) {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE((0,external_node_zlib_.crc32)(data, (0,external_node_zlib_.crc32)(type)) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
}

;// CONCATENATED MODULE: ./src/visual/compare/png-io.ts



// Local names for Math's functions: in jest's vm context every global lookup in a hot loop is a slow
// path (a hundred times slower); here they cost nothing either way.
const { floor: png_io_floor, min, round } = Math;
/** GitHub's image proxy refuses images over 5 MB. */
const MAX_IMAGE_BYTES = 5_000_000;
/**
 * Pixel buffers of tiles no longer needed, reused by the next tile of the same size: a page's tiles
 * are decoded two or three times and every page has the same tile size, and big freed blocks stay in
 * the process (glibc keeps them), so allocating each decode anew would grow it page after page.
 */
const spares = [];
const MAX_SPARES = 2;
/** Gives a tile's pixels back for reuse; the caller must not read them afterwards. */
function releasePixels(data) {
    if (spares.length < MAX_SPARES && !spares.includes(data))
        spares.push(data);
}
/** Reads a PNG as RGBA, into a released buffer of the right size when there is one. */
async function readPng(file) {
    const bytes = await (0,promises_.readFile)(file);
    const size = bytes.length >= 24 ? bytes.readUInt32BE(16) * bytes.readUInt32BE(20) * 4 : -1;
    const at = spares.findIndex((spare) => spare.length === size);
    const into = at >= 0 ? spares.splice(at, 1)[0] : undefined;
    return await decodePng(bytes, into);
}

/** Shrinks an image to `width` (any factor) with a box filter (each target pixel averages its source area). */
function downscale(image, width) {
    if (width >= image.width)
        return image;
    const scale = width / image.width;
    const height = Math.max(1, round(image.height * scale));
    const out = new Uint8Array(width * height * 4);
    const sums = new Float64Array(width * 4);
    const weights = new Float64Array(width);
    for (let ty = 0; ty < height; ty++) {
        const sy0 = png_io_floor(ty / scale);
        const sy1 = Math.max(sy0 + 1, min(image.height, png_io_floor((ty + 1) / scale)));
        sums.fill(0);
        weights.fill(0);
        for (let sy = sy0; sy < sy1; sy++)
            accumulateRow(image, sy, scale, width, sums, weights);
        writeAverages(out, ty * width * 4, sums, weights);
    }
    return { width, height, data: out };
}
/** Adds one source row into per-target-column sums (the column boxes of a downscale to `width`). */
function accumulateRow(image, y, scale, width, sums, weights, rowOffset = y * image.width * 4) {
    const data = image.data;
    for (let sx = 0; sx < image.width; sx++) {
        const tx = min(width - 1, png_io_floor(sx * scale));
        const at = rowOffset + sx * 4;
        const t = tx * 4;
        sums[t] = sums[t] + data[at];
        sums[t + 1] = sums[t + 1] + data[at + 1];
        sums[t + 2] = sums[t + 2] + data[at + 2];
        sums[t + 3] = sums[t + 3] + data[at + 3];
        weights[tx] = weights[tx] + 1;
    }
}
function writeAverages(out, offset, sums, weights) {
    for (let tx = 0; tx < weights.length; tx++) {
        const w = weights[tx] || 1;
        for (let c = 0; c < 4; c++)
            out[offset + tx * 4 + c] = round(sums[tx * 4 + c] / w);
    }
}
/**
 * Writes an image as PNG under `maxBytes`: when the encoded file is too big (a noisy photo can be), the
 * image is scaled down until it fits. Returns the size written and the scale applied (1: none).
 */
async function writePngUnder(file, image, maxBytes = MAX_IMAGE_BYTES) {
    let current = image;
    for (;;) {
        const encoded = encodePng(current);
        if (encoded.length <= maxBytes || current.width <= 64) {
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
            await (0,promises_.writeFile)(file, encoded);
            return {
                width: current.width,
                height: current.height,
                scale: current.width / image.width,
                bytes: encoded.length,
            };
        }
        // PNG size grows about with the pixel count: aim for the limit with some room.
        const factor = Math.max(0.5, min(0.9, Math.sqrt(maxBytes / encoded.length) * 0.95));
        current = downscale(current, Math.max(64, png_io_floor(current.width * factor)));
    }
}

;// CONCATENATED MODULE: ./src/visual/compare/crops.ts



// Local names for Math's functions: in jest's vm context every global lookup in a hot loop is a slow
// path (a hundred times slower); here they cost nothing either way.
const { round: crops_round } = Math;
/** Crops narrower than this are widened around the region, so that the context reads. */
const MIN_CROP_WIDTH = 320;
const TINTS = {
    inserted: [40, 167, 69],
    removed: [215, 58, 73],
    changed: [255, 140, 0],
};
/**
 * Writes the before and after crops of one change (the same columns on both sides, with context; for an
 * insertion or removal, the other side shows the context around the point where it happens) and a diff:
 * pixelmatch's picture when both crops pair row for row, otherwise the crop of the side that has the
 * content with the change tinted.
 */
async function writeCrops(a, b, change, index, options) {
    const kind = change.a1 === change.a0 ? 'inserted' : change.b1 === change.b0 ? 'removed' : 'changed';
    const [x0, x1] = cropColumns(change, Math.min(a.width, b.width), options.context);
    const before = cropRows(change.a0, change.a1, a.height, options);
    const after = cropRows(change.b0, change.b1, b.height, options);
    const beforeImage = await readCrop(a, x0, x1, before.y0, before.y1);
    const afterImage = await readCrop(b, x0, x1, after.y0, after.y1);
    const name = (suffix) => `${options.prefix}-r${index}-${suffix}.png`;
    const files = { before: name('before'), after: name('after'), diff: name('diff') };
    await writePngUnder((0,external_node_path_.join)(options.outDir, files.before), beforeImage, options.maxBytes);
    await writePngUnder((0,external_node_path_.join)(options.outDir, files.after), afterImage, options.maxBytes);
    const paired = kind === 'changed' &&
        change.a1 - change.a0 === change.b1 - change.b0 &&
        before.y1 - before.y0 === after.y1 - after.y0 &&
        change.a0 - before.y0 === change.b0 - after.y0;
    const diff = paired
        ? pixelDiff(beforeImage, afterImage, options.threshold)
        : kind === 'removed'
            ? tinted(beforeImage, change.a0 - before.y0, change.a1 - before.y0, change.aColumns, x0, TINTS.removed)
            : tinted(afterImage, change.b0 - after.y0, change.b1 - after.y0, change.bColumns, x0, TINTS[kind]);
    await writePngUnder((0,external_node_path_.join)(options.outDir, files.diff), diff, options.maxBytes);
    const cut = before.cut || after.cut;
    const tallest = Math.max(change.a1 - change.a0, change.b1 - change.b0);
    return {
        images: files,
        note: cut
            ? `The crops stop at ${options.maxHeight} px; the region is ${tallest} px tall: the whole captures show the rest.`
            : undefined,
    };
}
function cropColumns(change, width, context) {
    const x0 = Math.min(change.aColumns?.[0] ?? Infinity, change.bColumns?.[0] ?? Infinity);
    const x1 = Math.max(change.aColumns?.[1] ?? -Infinity, change.bColumns?.[1] ?? -Infinity);
    let from = Math.max(0, x0 - context);
    let to = Math.min(width, x1 + context);
    const missing = Math.min(width, MIN_CROP_WIDTH) - (to - from);
    if (missing > 0) {
        from = Math.max(0, from - Math.ceil(missing / 2));
        to = Math.min(width, from + Math.min(width, MIN_CROP_WIDTH));
        from = Math.max(0, to - Math.min(width, MIN_CROP_WIDTH));
    }
    return [from, to];
}
function cropRows(y0, y1, height, options) {
    const from = Math.max(0, y0 - options.context);
    const to = Math.min(height, y1 + options.context);
    if (to - from <= options.maxHeight)
        return { y0: from, y1: Math.max(to, Math.min(height, from + 1)), cut: false };
    return { y0: from, y1: from + options.maxHeight, cut: true };
}
async function readCrop(reader, x0, x1, y0, y1) {
    const height = Math.max(1, y1 - y0);
    return { width: x1 - x0, height, data: await reader.readRows(y0, height, { x0, x1 }) };
}
function pixelDiff(before, after, threshold) {
    const data = new Uint8Array(before.data.length);
    (0,pixelmatch/* default */.A)(before.data, after.data, data, before.width, before.height, { threshold, includeAA: false });
    return { width: before.width, height: before.height, data };
}
/** The crop with the change's rows and columns blended towards a colour (a third of the way). */
function tinted(image, y0, y1, columns, cropX, tint) {
    const data = new Uint8Array(image.data);
    const from = Math.max(0, (columns?.[0] ?? cropX) - cropX);
    const to = Math.min(image.width, (columns?.[1] ?? cropX + image.width) - cropX);
    for (let y = Math.max(0, y0); y < Math.min(image.height, y1); y++) {
        for (let x = from; x < to; x++) {
            const at = (y * image.width + x) * 4;
            for (let c = 0; c < 3; c++)
                data[at + c] = crops_round(data[at + c] * 0.67 + tint[c] * 0.33);
        }
    }
    return { ...image, data };
}

;// CONCATENATED MODULE: ./src/visual/compare/tile-reader.ts

// Local names for Math's functions: in jest's vm context every global lookup in a hot loop is a slow
// path (a hundred times slower); here they cost nothing either way.
const { imul } = Math;
/** Rows past a capture's own width (the other side is wider) read as white. */
const PAD = 0xff;
/**
 * Reads rows of a tiled capture without holding the page: tiles are decoded when a row in them is
 * asked for, and at most `keep` decoded tiles stay in memory (a 1280 x 4096 tile is 21 MB).
 */
class TileReader {
    capture;
    /** The width rows are returned at (at least the capture's own). */
    width;
    keep;
    decoded = [];
    constructor(capture, width = capture.width, keep = 1) {
        this.capture = capture;
        this.width = Math.max(width, capture.width);
        this.keep = keep;
    }
    get height() {
        return this.capture.height;
    }
    /**
     * Rows [y, y + count), columns [x0, x1) (default: all `width`), as one RGBA buffer; rows and columns
     * outside the page read as white. `into` (at least that size) is filled instead of a new buffer, so
     * that a loop over bands allocates once: the process keeps big freed blocks.
     */
    async readRows(y, count, options = {}) {
        const x0 = options.x0 ?? 0;
        const x1 = options.x1 ?? this.width;
        const rowBytes = (x1 - x0) * 4;
        const size = count * rowBytes;
        const out = options.into && options.into.length >= size ? options.into.subarray(0, size) : new Uint8Array(size);
        out.fill(PAD);
        let row = Math.max(0, y);
        const end = Math.min(this.capture.height, y + count);
        const tiles = this.capture.tiles;
        while (row < end) {
            const index = this.tileIndexOf(row);
            const tile = tiles[index];
            const image = await this.tile(index);
            const ownEnd = Math.min(image.width, x1);
            const tileEnd = Math.min(end, tiles[index + 1]?.y ?? this.capture.height);
            // A tile shorter than it claims leaves its missing rows white.
            const imageEnd = Math.min(tileEnd, tile.y + image.height);
            for (; row < imageEnd; row++) {
                if (ownEnd <= x0)
                    continue;
                const from = ((row - tile.y) * image.width + x0) * 4;
                out.set(image.data.subarray(from, from + (ownEnd - x0) * 4), (row - y) * rowBytes);
            }
            row = Math.max(row, tileEnd);
        }
        return out;
    }
    /** Gives the decoded tiles back for reuse (the reader decodes again if asked for more rows). */
    release() {
        for (const { image } of this.decoded.splice(0))
            releasePixels(image.data);
    }
    tileIndexOf(row) {
        const tiles = this.capture.tiles;
        let lo = 0;
        let hi = tiles.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (tiles[mid].y <= row)
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo;
    }
    async tile(index) {
        const hit = this.decoded.find((d) => d.index === index);
        if (hit)
            return hit.image;
        // Drop before decoding, so that the peak holds `keep` tiles, not `keep + 1`.
        while (this.decoded.length >= this.keep)
            releasePixels(this.decoded.shift().image.data);
        const image = await readPng(this.capture.tiles[index].file);
        this.decoded.push({ index, image });
        return image;
    }
}
/**
 * Row hashes of tiles already read, at the capture's own width: a capture is read once for its whole
 * image and its hashes, and the comparison and the moving-content check reuse them. A second capture
 * that kept a band of the first (nothing to take again there) holds the same tile object, so its
 * hashes come for free too. Weak: they go with the capture.
 */
const tileHashes = new WeakMap();
/**
 * Decodes each tile of a capture once, top to bottom, records its rows' hashes (see rowHashes) and
 * hands the pixels to `visit` (rows [0, rows) of the image are the capture's rows [tile.y, tile.y +
 * rows)); the pixels are given back for reuse once `visit` returns.
 */
async function scanTiles(capture, visit) {
    for (const tile of capture.tiles) {
        if (!visit && tileHashes.has(tile))
            continue;
        const image = await readPng(tile.file);
        const rows = Math.max(0, Math.min(image.height, capture.height - tile.y));
        if (!tileHashes.has(tile))
            tileHashes.set(tile, hashRows(image, rows, capture.width, 0));
        visit?.(image, tile, rows);
        releasePixels(image.data);
    }
}
/**
 * A 53-bit hash of each pixel row (two 32-bit murmur-style hashes of the row's RGBA words), computed
 * tile by tile. Equal rows have equal hashes; two different rows share one with a chance of about 2^-53.
 * Rows are hashed at `width` columns (padded white), so captures of different widths stay comparable.
 * Rows past a shorter tile's end keep hash 0, as before.
 */
async function rowHashes(capture, width = capture.width) {
    const hashes = new Float64Array(capture.height);
    const padWords = Math.max(0, width - capture.width);
    if (padWords === 0 && width === capture.width) {
        await scanTiles(capture);
        for (const tile of capture.tiles) {
            const known = tileHashes.get(tile);
            hashes.set(known.subarray(0, Math.max(0, Math.min(known.length, capture.height - tile.y))), tile.y);
        }
        return hashes;
    }
    for (const tile of capture.tiles) {
        const image = await readPng(tile.file);
        const rows = Math.max(0, Math.min(image.height, capture.height - tile.y));
        hashes.set(hashRows(image, rows, width, padWords), tile.y);
        releasePixels(image.data);
    }
    return hashes;
}
/** The row hashes of an image's first `rows` rows, as rowHashes gives them for a capture `width` wide. */
function hashRows(image, rows, width, padWords = 0) {
    const words = new Uint32Array(image.data.buffer, image.data.byteOffset, image.width * image.height);
    const ownWords = Math.min(image.width, width);
    const hashes = new Float64Array(rows);
    for (let r = 0; r < rows; r++)
        hashes[r] = hashRow(words, r * image.width, ownWords, padWords);
    return hashes;
}
function hashRow(words, start, count, padWords) {
    let h1 = 0x9747b28c;
    let h2 = 0x2545f491;
    const end = start + count;
    for (let i = start; i < end + padWords; i++) {
        const w = i < end ? words[i] : 0xffffffff;
        let k = imul(w, 0xcc9e2d51);
        k = (k << 15) | (k >>> 17);
        k = imul(k, 0x1b873593);
        h1 ^= k;
        h1 = (h1 << 13) | (h1 >>> 19);
        h1 = (imul(h1, 5) + 0xe6546b64) | 0;
        h2 = imul(h2 ^ w, 0x01000193);
        h2 ^= h2 >>> 15;
    }
    h1 = fmix(h1 ^ (count + padWords));
    h2 = fmix(h2 ^ h1);
    return (h1 >>> 0) * 0x200000 + (h2 >>> 11);
}
function fmix(h) {
    h ^= h >>> 16;
    h = imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h;
}

;// CONCATENATED MODULE: ./src/visual/compare/moving.ts




const MOVING_REASON = 'moves by itself: it differs between two captures of the same page';
/** Added around each moving box: a clock's digits differ, its whole face moves. */
const MOVING_MARGIN = 16;
/**
 * What differs between two captures of the same page (a clock, a carousel, a video), as boxes on the
 * first capture with a margin around each. The two captures are aligned like before and after, so a
 * carousel whose slides differ in height marks itself, not the whole page below it.
 */
async function movingRegions(first, second, options = {}) {
    // Bands taken again that came back byte for byte are the first capture's own tiles.
    if (second.tiles.length === first.tiles.length && second.tiles.every((tile, i) => tile === first.tiles[i]))
        return [];
    const width = Math.max(first.width, second.width);
    const hunks = alignRows(await rowHashes(first, width), await rowHashes(second, width));
    const a = new TileReader(first, width);
    const b = new TileReader(second, width);
    const changes = [];
    const settings = { threshold: options.threshold ?? 0.1, gap: 24 };
    for (const hunk of hunks)
        changes.push(...(await changesOfHunk(a, b, hunk, settings)));
    a.release();
    b.release();
    return mergeChanges(changes, settings.gap).map((c) => {
        const [x0, x1] = c.aColumns ?? c.bColumns ?? [0, first.width];
        return withMargin(first, x0, x1, c.a0, c.a1);
    });
}
/** Changed rows closer than this make one moving box. */
const MOVING_GAP = 24;
/**
 * What moved in rows shot again (`shots[i]` holds rows `ranges[i]` of the page, as OpenCapture.peek
 * takes them), compared pixel for pixel with the same rows of the capture: boxes on the capture with
 * a margin around each, as movingRegions gives them ([] when nothing moved), or null when a shot is
 * missing or is not the size of its rows.
 */
async function movedInRows(capture, ranges, shots) {
    const hashes = await rowHashes(capture);
    const width = capture.width;
    const reader = new TileReader(capture);
    const found = [];
    try {
        for (const [i, [top, bottom]] of ranges.entries()) {
            const shot = shots[i];
            if (!shot)
                return null;
            const image = await decodePng(shot);
            const rows = bottom - top;
            if (image.width !== width || image.height !== rows)
                return null;
            const again = hashRows(image, rows, width);
            const shotWords = new Uint32Array(image.data.buffer, image.data.byteOffset, width * rows);
            let firstWords;
            let box;
            for (let r = 0; r < rows; r++) {
                if (again[r] === hashes[top + r])
                    continue;
                if (!firstWords) {
                    const pixels = await reader.readRows(top, rows);
                    firstWords = new Uint32Array(pixels.buffer, pixels.byteOffset, width * rows);
                }
                let x0 = -1;
                let x1 = -1;
                for (let x = 0, at = r * width; x < width; x++, at++) {
                    if (shotWords[at] === firstWords[at])
                        continue;
                    if (x0 < 0)
                        x0 = x;
                    x1 = x + 1;
                }
                if (x0 < 0)
                    continue;
                const y = top + r;
                if (box && y - box.y1 <= MOVING_GAP) {
                    box.x0 = Math.min(box.x0, x0);
                    box.x1 = Math.max(box.x1, x1);
                    box.y1 = y + 1;
                }
                else {
                    box = { x0, x1, y0: y, y1: y + 1 };
                    found.push(box);
                }
            }
        }
    }
    finally {
        reader.release();
    }
    return found.map(({ x0, x1, y0, y1 }) => withMargin(capture, x0, x1, y0, y1));
}
/** A moving box with MOVING_MARGIN around it, within the capture. */
function withMargin(capture, x0, x1, y0, y1) {
    const top = Math.max(0, y0 - MOVING_MARGIN);
    const left = Math.max(0, x0 - MOVING_MARGIN);
    return {
        x: left,
        y: top,
        width: Math.min(capture.width, x1 + MOVING_MARGIN) - left,
        height: Math.min(capture.height, y1 + MOVING_MARGIN) - top,
    };
}
function overlaps(box, boxes) {
    if (!box)
        return false;
    return boxes.some((m) => box.x < m.x + m.width && m.x < box.x + box.width && box.y < m.y + m.height && m.y < box.y + box.height);
}
/** Regions whose box overlaps moving content on its side go to `ignored`, with the reason. */
function splitMoving(regions, movingBefore, movingAfter) {
    const kept = [];
    const ignored = [];
    for (const region of regions) {
        if (overlaps(region.before, movingBefore) || overlaps(region.after, movingAfter)) {
            ignored.push({ ...region, reason: MOVING_REASON });
        }
        else {
            kept.push(region);
        }
    }
    return { regions: kept, ignored };
}

;// CONCATENATED MODULE: ./src/visual/compare/whole-image.ts




const MIN_WIDTH = 320;
/**
 * The whole capture as one PNG under `maxBytes`: scaled down to `maxWidth` (read band by band, so only
 * the scaled image is held: 640 x 15,000 px for a 30,000 px page), then further down to 320 px wide,
 * and at last cut at the bottom if it is still too big.
 */
async function writeWholeImage(capture, file, options = {}) {
    const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
    const maxWidth = Math.min(options.maxWidth ?? 640, capture.width);
    let image = await scaledCapture(capture, maxWidth);
    let encoded = encodePng(image);
    while (encoded.length > maxBytes && image.width > MIN_WIDTH) {
        const factor = Math.max(0.5, Math.min(0.9, Math.sqrt(maxBytes / encoded.length) * 0.95));
        image = downscale(image, Math.max(MIN_WIDTH, Math.floor(image.width * factor)));
        encoded = encodePng(image);
    }
    const scale = image.width / capture.width;
    let keptRows = image.height;
    while (encoded.length > maxBytes && keptRows > 1) {
        keptRows = Math.max(1, Math.floor(keptRows * Math.min(0.9, (maxBytes / encoded.length) * 0.95)));
        encoded = encodePng({
            ...image,
            height: keptRows,
            data: image.data.subarray(0, keptRows * image.width * 4),
        });
    }
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
    await (0,promises_.writeFile)(file, encoded);
    const cutRows = keptRows < image.height ? capture.height - Math.floor(keptRows / scale) : 0;
    const notes = [];
    if (scale < 1)
        notes.push(`scaled to ${Math.round(scale * 100)}%`);
    if (cutRows > 0)
        notes.push(`cut after ${Math.floor(keptRows / scale)} of ${capture.height} px`);
    return {
        width: image.width,
        height: keptRows,
        scale,
        cutRows,
        note: notes.length > 0
            ? `The whole capture is ${notes.join(' and ')} to stay under ${megabytes(maxBytes)}; nothing is lost in the report: its tiles hold the full capture.`
            : undefined,
    };
}
function megabytes(bytes) {
    return `${Number((bytes / 1_000_000).toFixed(1))} MB`;
}
/**
 * The capture scaled to `width` with a box filter, tile by tile (each tile decoded once, its row hashes
 * recorded for the comparison on the way: see scanTiles).
 */
async function scaledCapture(capture, width) {
    if (width * 2 === capture.width)
        return halvedCapture(capture);
    const scale = width / capture.width;
    const height = Math.max(1, Math.round(capture.height * scale));
    const out = new Uint8Array(width * height * 4);
    const scratch = new Uint8Array(capture.width * 4);
    const sums = new Float64Array(width * 4);
    const weights = new Float64Array(width);
    let target = 0;
    const flush = () => {
        writeAverages(out, target * width * 4, sums, weights);
        sums.fill(0);
        weights.fill(0);
    };
    await scanTiles(capture, (image, tile, rows) => {
        for (let r = 0; r < rows; r++) {
            const ty = Math.min(height - 1, Math.floor((tile.y + r) * scale));
            if (ty !== target) {
                flush();
                target = ty;
            }
            accumulateRow(paddedRow(image, r, capture.width, scratch), 0, scale, width, sums, weights);
        }
    });
    flush();
    return { width, height, data: out };
}
/**
 * The usual case (1280 to 640 px) of scaledCapture, with the same result: each target pixel is the
 * rounded mean of its 2 x 2 source pixels (of 2 x 1 in the last row of an odd height), in integers.
 */
async function halvedCapture(capture) {
    const width = capture.width / 2;
    const height = Math.max(1, Math.round(capture.height / 2));
    const out = new Uint8Array(width * height * 4);
    const rowBytes = capture.width * 4;
    // The upper row of a pair whose lower row is in the next tile.
    const pending = new Uint8Array(rowBytes);
    let pendingRow = -1;
    const scratch = [new Uint8Array(rowBytes), new Uint8Array(rowBytes)];
    await scanTiles(capture, (image, tile, rows) => {
        for (let r = 0; r < rows; r++) {
            const y = tile.y + r;
            const row = paddedRow(image, r, capture.width, scratch[0]).data;
            if (y % 2 === 1 && pendingRow === y - 1) {
                averagePair(pending, row, out, ((y - 1) / 2) * width * 4, width);
                pendingRow = -1;
            }
            else if (y % 2 === 0 && r + 1 < rows) {
                const lower = paddedRow(image, r + 1, capture.width, scratch[1]).data;
                averagePair(row, lower, out, (y / 2) * width * 4, width);
                r++;
            }
            else if (y % 2 === 0) {
                pending.set(row);
                pendingRow = y;
            }
        }
    });
    if (pendingRow >= 0)
        averageLone(pending, out, (pendingRow / 2) * width * 4, width);
    return { width, height, data: out };
}
function averagePair(upper, lower, out, at, width) {
    for (let t = 0, s = 0, o = at; t < width; t++, s += 8, o += 4) {
        for (let c = 0; c < 4; c++)
            out[o + c] = (upper[s + c] + upper[s + 4 + c] + lower[s + c] + lower[s + 4 + c] + 2) >> 2;
    }
}
function averageLone(row, out, at, width) {
    for (let t = 0, s = 0, o = at; t < width; t++, s += 8, o += 4) {
        for (let c = 0; c < 4; c++)
            out[o + c] = (row[s + c] + row[s + 4 + c] + 1) >> 1;
    }
}
/** Row `r` of a tile at the capture's width: a narrower tile's missing columns read as white. */
function paddedRow(image, r, width, scratch) {
    const from = r * image.width * 4;
    if (image.width === width)
        return { width, height: 1, data: image.data.subarray(from, from + width * 4) };
    scratch.fill(0xff);
    scratch.set(image.data.subarray(from, from + Math.min(image.width, width) * 4));
    return { width, height: 1, data: scratch };
}

;// CONCATENATED MODULE: ./src/visual/compare/index.ts







/** Changed pixels closer than this are one region. */
const GAP = 24;
const MAX_CROP_HEIGHT = 1600;
async function compareCaptures(before, after, options) {
    const threshold = options.threshold ?? 0.1;
    const width = Math.max(before.width, after.width);
    const hunks = alignRows(...withoutCommonFill(await rowHashes(before, width), await rowHashes(after, width)));
    const a = new TileReader(before, width);
    const b = new TileReader(after, width);
    const found = [];
    for (const hunk of hunks)
        found.push(...(await changesOfHunk(a, b, hunk, { threshold, gap: GAP })));
    const merged = mergeChanges(found, GAP);
    const maxRegions = options.maxRegions ?? 20;
    const largest = new Set([...merged].sort((c, d) => areaOf(d) - areaOf(c)).slice(0, maxRegions));
    const listed = merged.filter((c) => largest.has(c));
    const regions = [];
    for (const [i, change] of listed.entries()) {
        const crops = await writeCrops(a, b, change, i + 1, {
            outDir: options.outDir,
            prefix: options.prefix,
            context: options.context ?? 48,
            threshold,
            maxHeight: MAX_CROP_HEIGHT,
            maxBytes: MAX_IMAGE_BYTES,
        });
        const beforeBox = boxOf(change.a0, change.a1, change.aColumns);
        const afterBox = boxOf(change.b0, change.b1, change.bColumns);
        regions.push({
            kind: beforeBox && afterBox ? 'changed' : afterBox ? 'inserted' : 'removed',
            before: beforeBox,
            after: afterBox,
            images: crops.images,
            heading: afterBox ? headingAbove(after, afterBox.y) : headingAbove(before, change.a0),
            note: crops.note,
        });
    }
    a.release();
    b.release();
    return { regions, omitted: merged.length - listed.length };
}
/**
 * Both sides without the blank rows they end with, when those are the same row: a page shorter than
 * the window is filled to it, with fewer rows when the other side's content grew, and that is no change.
 */
function withoutCommonFill(a, b) {
    const last = a[a.length - 1];
    if (last === undefined || last !== b[b.length - 1])
        return [a, b];
    const contentEnd = (hashes) => {
        let end = hashes.length;
        while (end > 1 && hashes[end - 2] === last)
            end--;
        return end;
    };
    return [a.subarray(0, contentEnd(a)), b.subarray(0, contentEnd(b))];
}
function boxOf(y0, y1, columns) {
    if (y1 <= y0 || !columns)
        return null;
    return { x: columns[0], y: y0, width: columns[1] - columns[0], height: y1 - y0 };
}
/** The nearest heading at or above `y` in the capture. */
function headingAbove(capture, y) {
    let best;
    for (const heading of capture.headings ?? []) {
        if (heading.y <= y && (!best || heading.y > best.y))
            best = heading;
    }
    return best?.text;
}

;// CONCATENATED MODULE: ./src/visual/report/render-html.ts
/**
 * The report as one self-contained page (inline style and script, no outside asset): per page its
 * status, each region as before | after | diff crops, and the whole captures with a toggle that
 * shows them side by side, flips between them, or lays one over the other. Images are the PNG files
 * beside it (relative paths).
 */
function renderReportHtml(report) {
    const title = `Visual review: ${report.summary.changed} changed of ${report.summary.total}`;
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${render_html_escape(title)}</title>
<style>${STYLE}</style></head>
<body>
<h1>${render_html_escape(title)}</h1>
<p class="meta">Preview: <a href="${attr(report.afterUrl)}">${render_html_escape(report.afterUrl)}</a>${report.beforeUrl
        ? ` · production: <a href="${attr(report.beforeUrl)}">${render_html_escape(report.beforeUrl)}</a>`
        : ' · no production address: pages shown as captured'} · ${render_html_escape(report.browser)}</p>
${report.beforeNote ? `<p class="warn">${render_html_escape(report.beforeNote)}</p>` : ''}
${report.login ? `<p class="warn">${render_html_escape(report.login.reason)}: such pages are never captured.</p>` : ''}
<p class="meta">${Object.entries(report.summary)
        .filter(([status, count]) => status !== 'total' && count > 0)
        .map(([status, count]) => `${count} ${status}`)
        .join(' · ')}</p>
${report.pages.map(renderPage).join('\n')}
${report.notCaptured && report.notCaptured.length > 0
        ? `<h2>Not captured (over the page limit)</h2><ul>${report.notCaptured.map((path) => `<li>${render_html_escape(path)}</li>`).join('')}</ul>`
        : ''}
<script>${SCRIPT}</script>
</body></html>
`;
}
function renderPage(page) {
    const link = page.after?.url ?? page.before?.url;
    const notes = [...(page.reason ? [page.reason] : []), ...(page.notes ?? [])];
    return `<section class="page ${page.status}">
<h2><span class="status">${page.status}</span> ${link ? `<a href="${attr(link)}">${render_html_escape(page.path)}</a>` : render_html_escape(page.path)}</h2>
${notes.length > 0 ? `<ul class="notes">${notes.map((note) => `<li>${render_html_escape(note)}</li>`).join('')}</ul>` : ''}
${page.regions.map((region, index) => renderRegion(region, `Region ${index + 1}`)).join('\n')}
${page.ignored.length > 0
        ? `<details><summary>${page.ignored.length} region(s) left out as moving content</summary>${page.ignored
            .map((region, index) => renderRegion(region, `Moving ${index + 1}: ${region.reason}`))
            .join('\n')}</details>`
        : ''}
${renderWhole(page.before, page.after)}
</section>`;
}
function renderRegion(region, label) {
    const cell = (name, file) => `<figure><figcaption>${name}</figcaption>${file ? `<img src="${attr(file)}" alt="${name}">` : '<div class="none">none</div>'}</figure>`;
    return `<div class="region"><p>${render_html_escape(label)} · ${region.kind}${region.heading ? ` · under “${render_html_escape(region.heading)}”` : ''}</p>
<div class="row">${cell('before', region.images.before)}${cell('after', region.images.after)}${cell('diff', region.images.diff)}</div></div>`;
}
function renderWhole(before, after) {
    const images = [
        before?.image ? ['before', before] : undefined,
        after?.image ? ['after', after] : undefined,
    ].filter((entry) => entry !== undefined);
    if (images.length === 0)
        return '';
    const both = images.length === 2;
    return `<details class="whole"${both ? '' : ' open'}><summary>Whole page${both ? 's' : ''}</summary>
${both ? '<p class="modes"><button data-mode="side">side by side</button> <button data-mode="flip">flip</button> <button data-mode="overlay">overlay</button></p>' : ''}
<div class="stack mode-side">${images
        .map(([name, side]) => `<figure class="${name}"><figcaption>${name} (${side.width}×${side.height})</figcaption><img src="${attr(side.image)}" alt="${name}"></figure>`)
        .join('')}</div></details>`;
}
function render_html_escape(text) {
    return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
function attr(text) {
    return render_html_escape(text);
}
const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1f2328;background:#fff}
a{color:#0969da}.meta{color:#59636e}.warn{background:#fff8c5;padding:8px 12px;border-radius:6px}
.page{border-top:1px solid #d1d9e0;padding:12px 0}.status{display:inline-block;font-size:12px;padding:2px 8px;border-radius:10px;background:#eee;vertical-align:middle}
.changed .status{background:#ffebe9}.new .status{background:#dafbe1}.removed .status{background:#ffd8b5}.failed .status{background:#ff8182}.unchanged .status{background:#ddf4ff}
.notes{color:#59636e}.region{margin:8px 0}.row{display:flex;gap:8px;align-items:flex-start}
figure{margin:0;flex:1;min-width:0}figcaption{font-size:12px;color:#59636e}img{max-width:100%;border:1px solid #d1d9e0}
.none{padding:24px;color:#8c959f;border:1px dashed #d1d9e0;text-align:center}
.stack{display:flex;gap:8px;position:relative}.stack.mode-flip figure{display:none}.stack.mode-flip figure.shown{display:block}
.stack.mode-overlay figure.after{position:absolute;top:0;left:0;width:100%;opacity:.5}.stack.mode-overlay figure.after figcaption{visibility:hidden}
.modes button{font:inherit;padding:2px 10px}`;
/** Side by side, flip (click the image to switch, or press f), overlay (after at half opacity). */
const SCRIPT = `document.querySelectorAll('details.whole').forEach(function(d){
  var stack=d.querySelector('.stack');
  d.querySelectorAll('button[data-mode]').forEach(function(b){b.addEventListener('click',function(){
    stack.className='stack mode-'+b.dataset.mode;
    var figs=stack.querySelectorAll('figure');figs.forEach(function(f,i){f.classList.toggle('shown',i===0)});
  })});
  stack.addEventListener('click',function(){
    if(stack.className.indexOf('mode-flip')<0)return;
    stack.querySelectorAll('figure').forEach(function(f){f.classList.toggle('shown')});
  });
});`;

;// CONCATENATED MODULE: ./src/visual/report/summary.ts
const VISUAL_STATUSES = [
    'changed',
    'new',
    'removed',
    'failed',
    'unchanged',
    'captured',
];
/** A count per status, and all pages. */
function summarize(pages) {
    const summary = Object.fromEntries(VISUAL_STATUSES.map((status) => [status, 0]));
    summary.total = pages.length;
    for (const page of pages)
        summary[page.status] += 1;
    return summary;
}

;// CONCATENATED MODULE: ./src/visual/run-visual.ts












/**
 * `docs-ci visual` and the preview's visual review: each page captured on the preview (after) and on
 * production (before), the two compared row-aligned, moving content learnt from a second capture and
 * left out; the report written as `report.json` and `index.html` with the images beside them.
 */
async function runVisual(options) {
    const found = findBrowser({ explicit: options.browser, env: options.env });
    const after = (0,site_address/* siteBase */.p)(new URL(options.after));
    const before = options.before === undefined ? undefined : (0,site_address/* siteBase */.p)(new URL(options.before));
    const limit = options.maxPages ?? Infinity;
    const chosen = options.pages.slice(0, limit);
    const notCaptured = options.pages.slice(chosen.length);
    const settings = {
        ...DEFAULT_CAPTURE,
        ...options.capture,
        width: options.width ?? DEFAULT_CAPTURE.width,
        colorScheme: options.colorScheme ?? 'light',
        masks: options.mask ?? [],
    };
    const out = options.out;
    await (0,promises_.mkdir)((0,external_node_path_.join)(out, 'images'), { recursive: true });
    const concurrency = Math.max(1, options.concurrency ?? 2);
    const run = {
        pixelWork: slots(1),
        captureSlot: slots(concurrency),
        out,
        after,
        before,
        settings,
        origins: [after.origin, ...(before ? [before.origin] : [])],
        logger: options.logger,
    };
    options.logger.info(`Visual review of ${chosen.length} page(s) at ${after.href}${before ? ` against ${before.href}` : ''} (browser: ${found.path}).`);
    const { version, outcomes } = await withBrowser({ executablePath: found.path, extraArgs: options.browserArgs, signal: options.signal }, async ({ browser, version }) => {
        // Pages whose captures are done are compared while the next pages are captured: twice as many
        // pages as capture slots are open at once.
        const outcomes = await mapLimited(chosen, concurrency * 2, async (path, index) => {
            if (options.signal?.aborted)
                throw new errors/* CancelledError */.cc('the visual review was cancelled');
            const outcome = await reviewPage(browser, run, path, index);
            options.logger.info(`${outcome.page.status.padEnd(9)} ${path}`);
            return outcome;
        });
        return { version, outcomes };
    });
    await (0,promises_.rm)((0,external_node_path_.join)(out, 'captures'), { recursive: true, force: true });
    const report = assemble(options, run, outcomes, version, notCaptured);
    await (0,promises_.writeFile)((0,external_node_path_.join)(out, 'report.json'), JSON.stringify(report, null, 2) + '\n');
    await (0,promises_.writeFile)((0,external_node_path_.join)(out, 'index.html'), renderReportHtml(report));
    return report;
}
function pageUrl(site, path) {
    return new URL(path.replace(/^\/+/, ''), site).href;
}
async function reviewPage(browser, run, path, index) {
    const n = String(index + 1).padStart(3, '0');
    const tiles = (0,external_node_path_.join)(run.out, 'captures', n);
    const open = (site, name) => openCapture(browser, { url: pageUrl(site, path), allowedOrigins: run.origins, dir: tiles, prefix: `${n}-${name}` }, run.settings);
    const page = { path, status: 'failed', before: null, after: null, regions: [], ignored: [] };
    const outcome = { page, beforeAnswered: false };
    // Both sides are captured at once (each in a capture slot), and both tabs stay open until the
    // comparison is done: a page with regions is captured again in them.
    const [afterOpen, beforeOpen] = await bothOrNeither(run.captureSlot(() => open(run.after, 'after')), run.before ? run.captureSlot(() => open(run.before, 'before')) : undefined);
    try {
        const afterResult = afterOpen.result;
        const beforeResult = beforeOpen?.result;
        const notes = [
            ...(afterResult.kind === 'captured' ? afterResult.notes : []),
            ...(beforeResult?.kind === 'captured' ? beforeResult.notes.map((note) => `production: ${note}`) : []),
        ];
        if (notes.length > 0)
            page.notes = notes;
        await run.pixelWork(async () => {
            page.after = await sideOf(run, afterResult, pageUrl(run.after, path), `images/${n}-after.png`);
            if (run.before && beforeResult)
                page.before = await sideOf(run, beforeResult, pageUrl(run.before, path), `images/${n}-before.png`);
        });
        outcome.beforeAnswered =
            beforeResult !== undefined && !(beforeResult.kind === 'failed' && beforeResult.unreachable);
        decide(outcome, afterResult, beforeResult);
        const opened = beforeOpen;
        if (page.status === 'changed' && opened)
            await compare(run, page, { after: afterOpen, before: opened }, n);
    }
    catch (error) {
        page.status = 'failed';
        page.reason = `the comparison failed: ${(0,errors/* errorMessage */.gJ)(error)}`;
        page.regions = [];
        page.ignored = [];
    }
    finally {
        await Promise.all([afterOpen.close(), beforeOpen?.close()]);
        // The bands were only for the comparison: the report keeps whole images and crops.
        await (0,promises_.rm)(tiles, { recursive: true, force: true });
    }
    return outcome;
}
/** Both tabs, or the error of the one that could not be opened (the other one closed). */
async function bothOrNeither(after, before) {
    const [a, b] = await Promise.allSettled([after, before]);
    if (a.status === 'fulfilled' && b.status === 'fulfilled')
        return [a.value, b.value];
    const opened = [a, b].flatMap((side) => (side.status === 'fulfilled' && side.value ? [side.value] : []));
    await Promise.all(opened.map((side) => side.close()));
    throw a.status === 'rejected' ? a.reason : b.reason;
}
/** One side of the report: its answer, and its whole capture as one image. */
async function sideOf(run, result, url, image) {
    if (result.kind !== 'captured')
        return { url, code: result.code, image: null, width: 0, height: 0 };
    // The image may be scaled down to stay under 5 MB; the side's size is the capture's, in CSS px.
    await writeWholeImage(result.capture, (0,external_node_path_.join)(run.out, image));
    return { url, code: result.code, image, width: result.capture.width, height: result.capture.height };
}
/** The status from the two answers; `changed` means "to be compared". */
function decide(outcome, after, before) {
    const { page } = outcome;
    const fail = (reason) => {
        page.status = 'failed';
        page.reason = reason;
    };
    for (const [result, side] of [
        [after, 'preview'],
        [before, 'production'],
    ]) {
        if (result?.kind === 'login') {
            outcome.login = {
                url: page[side === 'preview' ? 'after' : 'before']?.url ?? '',
                reason: result.reason,
            };
            return fail(result.reason);
        }
    }
    if (after.kind === 'failed')
        return fail(`preview: ${after.reason}`);
    if (after.kind === 'absent') {
        page.status = 'removed';
        if (before === undefined || before.kind === 'absent')
            page.reason = `the page answers ${after.code} on the preview${before ? ' and on production' : ''}`;
        return;
    }
    if (before === undefined) {
        page.status = 'captured';
        return;
    }
    if (before.kind === 'absent') {
        page.status = 'new';
        return;
    }
    if (before.kind === 'failed')
        return fail(`production: ${before.reason}`);
    page.status = 'changed';
}
/** Rows `[top, bottom)` of the regions on one side, with a margin. */
function rowsOf(regions, side) {
    return regions.flatMap((region) => {
        const box = region[side];
        return box ? [[Math.max(0, box.y - 64), box.y + box.height + 64]] : [];
    });
}
/**
 * The two captures compared; when regions are found, each side is captured again in its tab a moment
 * later (the bands over the regions), and what differs between a side's two captures moves by
 * itself: regions over it are ignored, never reported.
 */
async function compare(run, page, open, n) {
    const { before, after } = open;
    if (before.result.kind !== 'captured' || after.result.kind !== 'captured')
        return;
    const captures = { before: before.result.capture, after: after.result.capture };
    const { regions, omitted } = await run.pixelWork(() => compareCaptures(captures.before, captures.after, { outDir: (0,external_node_path_.join)(run.out, 'images'), prefix: n }));
    if (omitted > 0)
        (page.notes ??= []).push(`${omitted} smaller region(s) not listed`);
    let kept = regions;
    let ignored = [];
    if (regions.length > 0) {
        const [movingAfter, movingBefore] = await Promise.all([
            movingOnSide(run, after, rowsOf(regions, 'after')),
            movingOnSide(run, before, rowsOf(regions, 'before')),
        ]);
        const split = splitMoving(regions, movingBefore, movingAfter);
        kept = split.regions;
        ignored = split.ignored.map((region) => ({ ...region, reason: region.reason || MOVING_REASON }));
    }
    page.regions = kept.map((region) => located(run.out, region, captures));
    page.ignored = ignored.map((region) => ({ ...located(run.out, region, captures), reason: region.reason }));
    page.status = page.regions.length > 0 ? 'changed' : 'unchanged';
}
/**
 * What moves by itself on one side, over the rows of its regions. The page is left running (outside
 * the capture slots) until its second capture is due; then those rows alone are shot again and
 * compared with the first capture's: when they are the same, nothing moved there. When they differ
 * (or are too many rows for a quick look), the bands around them are taken again and compared
 * aligned, and what either look saw move is moving: a clock may show the same digits at one moment,
 * not at two. A side without regions takes no slot.
 */
async function movingOnSide(run, open, rows) {
    if (rows.length === 0 || open.result.kind !== 'captured')
        return [];
    const first = open.result.capture;
    await run_visual_sleep(open.againAt - Date.now());
    const ranges = mergedRanges(rows, first.height);
    let seen = [];
    // A look at rows as tall as a band is no quicker than the band itself (nor can one shot be that tall).
    if (ranges.reduce((sum, [top, bottom]) => sum + bottom - top, 0) <= run.settings.bandHeight) {
        const shots = await run.captureSlot(() => open.peek(ranges));
        const moved = shots ? await run.pixelWork(() => movedInRows(first, ranges, shots)) : null;
        if (moved?.length === 0)
            return [];
        seen = moved ?? [];
    }
    const again = await run.captureSlot(() => open.again(rows));
    const later = again ? await run.pixelWork(() => movingRegions(first, again)) : [];
    return [...seen, ...later];
}
/** Row ranges in whole rows, within `[0, height)`, overlapping ones merged, top to bottom. */
function mergedRanges(rows, height) {
    const sorted = rows
        .map(([top, bottom]) => [
        Math.max(0, Math.floor(top)),
        Math.min(height, Math.ceil(bottom)),
    ])
        .filter(([top, bottom]) => bottom > top)
        .sort((a, b) => a[0] - b[0]);
    const merged = [];
    for (const range of sorted) {
        const last = merged[merged.length - 1];
        if (last && range[0] <= last[1])
            last[1] = Math.max(last[1], range[1]);
        else
            merged.push(range);
    }
    return merged;
}
/** Image paths relative to the report folder (the crops' are relative to `images/`), and the heading. */
function located(out, region, captures) {
    const rel = (file) => file === null
        ? null
        : ((0,external_node_path_.isAbsolute)(file) ? (0,external_node_path_.relative)(out, file) : (0,external_node_path_.join)('images', file)).split('\\').join('/');
    const images = {
        before: rel(region.images.before),
        after: rel(region.images.after),
        diff: rel(region.images.diff),
    };
    const heading = region.heading ??
        (region.after
            ? headingAbove(captures.after, region.after.y)
            : region.before
                ? headingAbove(captures.before, region.before.y)
                : undefined);
    return { ...region, images, ...(heading ? { heading } : {}) };
}
/**
 * The report: when production was given and no page answered there, it could not be read at all:
 * pages are `captured` (not all `new`), and the report says so.
 */
function assemble(options, run, outcomes, browser, notCaptured) {
    let beforeReadable;
    let beforeNote;
    if (run.before) {
        beforeReadable = outcomes.length === 0 || outcomes.some((outcome) => outcome.beforeAnswered);
        if (!beforeReadable) {
            beforeNote = `production could not be read at ${run.before.href}`;
            options.logger.warning(`Visual review: ${beforeNote}; the pages are shown as the preview has them.`);
            for (const { page } of outcomes) {
                page.before = null;
                if (page.status === 'failed' && page.reason?.startsWith('production:')) {
                    page.status = 'captured';
                    page.reason = beforeNote;
                }
            }
        }
    }
    const pages = outcomes.map((outcome) => outcome.page);
    const login = outcomes.find((outcome) => outcome.login)?.login;
    return {
        pages,
        summary: summarize(pages),
        browser,
        ...(run.before ? { beforeUrl: run.before.href } : {}),
        afterUrl: run.after.href,
        ...(notCaptured.length > 0 ? { notCaptured } : {}),
        ...(beforeReadable === undefined ? {} : { beforeReadable }),
        ...(beforeNote ? { beforeNote } : {}),
        ...(login ? { login } : {}),
    };
}
function run_visual_sleep(ms) {
    return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}


/***/ })

};
