export const id = 940;
export const ids = [940];
export const modules = {

/***/ 39810:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CD: () => (/* binding */ isLineAnchor),
/* harmony export */   LB: () => (/* binding */ hasUntriedSplits),
/* harmony export */   ag: () => (/* binding */ refPathSplits),
/* harmony export */   as: () => (/* binding */ parseGitHubUrl),
/* harmony export */   hD: () => (/* binding */ targetKey)
/* harmony export */ });
/* unused harmony exports MAX_REF_SPLITS, gitHubFragmentStatus */
/** First path segments of github.com that are GitHub's own pages, not users or organizations. */
const RESERVED = new Set(('about account advisories apps blog codespaces collections contact copilot customer-stories dashboard ' +
    'education enterprise enterprises events explore features git-guides github-copilot home issues join ' +
    'login logout marketplace mobile models new nonprofit notifications orgs organizations partners ' +
    'password_reset premium-support pricing pulls readme resources search security sessions settings ' +
    'signup site sitemap solutions sponsors stars team topics trending users watching why-github').split(' '));
/**
 * Pages of a repository that exist whenever it does (with no further segment). Left out on purpose:
 * pages a repository can switch off (wiki, discussions, projects) and pages that need a login.
 */
const REPOSITORY_PAGES = new Set(('actions activity branches commits deployments forks issues labels milestones network packages ' +
    'pulls pulse releases security stargazers tags watchers').split(' '));
/** Repository pages with sub-pages that exist whenever the repository does. */
const REPOSITORY_PAGE_TREES = new Set(['graphs', 'network']);
/** GitHub logins: letters, digits and single hyphens, at most 39 characters (a few old ones bend this). */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const REPO_NAME = /^[A-Za-z0-9._-]+$/;
const SHA = /^[0-9a-f]{7,40}$/i;
/** GraphQL's Int is 32-bit: a larger issue number cannot be asked for (and cannot exist). */
const MAX_ISSUE_NUMBER = 2 ** 31 - 1;
/** How many places a blob or tree address's ref may end at: a ref with more slashes is not tried. */
const MAX_REF_SPLITS = 3;
function parseGitHubUrl(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return undefined;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        return undefined;
    if (parsed.hostname !== 'github.com' && parsed.hostname !== 'www.github.com')
        return undefined;
    if (parsed.port !== '' || parsed.username !== '' || parsed.password !== '')
        return undefined;
    let segments;
    try {
        segments = parsed.pathname
            .split('/')
            .filter((segment) => segment !== '')
            .map((segment) => decodeURIComponent(segment));
    }
    catch {
        return undefined;
    }
    const [owner, repoSegment, section, ...rest] = segments;
    if (owner === undefined || RESERVED.has(owner.toLowerCase()) || !LOGIN.test(owner))
        return undefined;
    if (repoSegment === undefined)
        return { kind: 'owner', owner };
    const repo = repoSegment.replace(/\.git$/i, '');
    if (!REPO_NAME.test(repo) || repo === '.' || repo === '..')
        return undefined;
    if (section === undefined)
        return { kind: 'repository', owner, repo };
    return repositoryPage(owner, repo, section, rest);
}
function repositoryPage(owner, repo, section, rest) {
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
            if (first === undefined)
                return section === 'issues' ? { kind: 'repository', owner, repo } : undefined;
            // `/issues/N` alone; `/pull/N` also with its tabs (`/files`, `/commits/<sha>`, `/checks`).
            if (!/^\d+$/.test(first) || (section === 'issues' && rest.length > 1))
                return undefined;
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
            if (REPOSITORY_PAGES.has(section) && first === undefined)
                return { kind: 'repository', owner, repo };
            if (REPOSITORY_PAGE_TREES.has(section))
                return { kind: 'repository', owner, repo };
            return undefined;
    }
}
/**
 * Where the ref of `/blob/<ref>/<path>` may end, shortest ref first: `a/b/c` gives `a` + `b/c`,
 * `a/b` + `c`, `a/b/c` + `` (at most MAX_REF_SPLITS). GitHub itself matches the segments against
 * the repository's branch and tag names; the API cannot list those cheaply, so every split is asked
 * for in the same query and the address exists when any of them names an object.
 */
function refPathSplits(refPath) {
    const splits = [];
    for (let cut = 1; cut <= Math.min(MAX_REF_SPLITS, refPath.length); cut += 1) {
        splits.push({ ref: refPath.slice(0, cut).join('/'), path: refPath.slice(cut).join('/') });
    }
    return splits;
}
/** True when a ref with more slashes than the splits tried could still name the address. */
function hasUntriedSplits(refPath) {
    return refPath.length > MAX_REF_SPLITS;
}
/** `#L10`, `#L10-L20`, `#L10C3-L12C8`: GitHub's line anchors, which its script scrolls to. */
function isLineAnchor(fragment) {
    return /^L\d+(C\d+)?(-L\d+(C\d+)?)?$/.test(fragment);
}
/**
 * The verdict on a fragment of a github.com page: line anchors are always fine (GitHub scrolls to the
 * last line when there are fewer); any other id is added by GitHub's scripts, so it is not judged (null).
 */
function gitHubFragmentStatus(fragment) {
    return isLineAnchor(fragment) ? 'ok' : null;
}
/** The same target, whatever URL spelled it (case of the names, `www.`, `.git`, trailing pages). */
function targetKey(target) {
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


/***/ }),

/***/ 43846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mS: () => (/* binding */ AgentPool),
  sW: () => (/* binding */ fetchDocument)
});

// UNUSED EXPORTS: probeDns

// EXTERNAL MODULE: external "node:dns"
var external_node_dns_ = __webpack_require__(40610);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(46193);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
var external_node_zlib_default = /*#__PURE__*/__webpack_require__.n(external_node_zlib_);
;// CONCATENATED MODULE: ./src/links/http/address-policy.ts

/**
 * Addresses a link may not make the runner reach unless allowed: loopback, private, link-local
 * (the cloud metadata service lives at 169.254.169.254), shared, benchmark, multicast and reserved
 * ranges, in IPv4, IPv6 and IPv4 mapped into IPv6.
 */
const PRIVATE = new external_node_net_.BlockList();
for (const [network, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
])
    PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
    // NAT64's well-known prefix reaches IPv4 addresses, private ones included.
    ['64:ff9b::', 96],
])
    PRIVATE.addSubnet(network, prefix, 'ipv6');
/** IPv4 written inside IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`, `64:ff9b::7f00:1`), as IPv4. */
function embeddedIpv4(ip) {
    const lower = ip.toLowerCase();
    const dotted = /^(?:::ffff:|::ffff:0:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (dotted)
        return dotted[1];
    const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
    if (!hex)
        return undefined;
    const high = parseInt(hex[1], 16);
    const low = parseInt(hex[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
/** True for an address a page's link must not reach without `allow-private`; false for public ones. */
function isPrivateAddress(ip) {
    const address = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
    const family = (0,external_node_net_.isIP)(address);
    if (family === 0)
        return false;
    if (family === 4)
        return PRIVATE.check(address, 'ipv4');
    const v4 = embeddedIpv4(address);
    if (v4 !== undefined)
        return PRIVATE.check(v4, 'ipv4');
    return PRIVATE.check(address, 'ipv6');
}

;// CONCATENATED MODULE: ./src/links/http/html-anchors.ts
/**
 * The anchors of an HTML document, read as it streams in: every element's `id` and every `<a
 * name>`, which is where a browser scrolls for `#fragment` (HTML's "find a potential indicated
 * element"). Comments and the text of `<script>`, `<style>`, `<textarea>` and `<title>` hold none.
 * One pass over each character: a multi-MiB page is read in milliseconds.
 */
class AnchorCollector {
    anchors = new Set();
    /** An unfinished construct carried to the next chunk (a tag or comment cut by the chunk's end). */
    pending = '';
    /** Inside the text of this element (lower case) until its end tag. */
    rawText;
    write(chunk) {
        const text = this.pending + chunk;
        this.pending = '';
        let i = 0;
        while (i < text.length) {
            if (this.rawText !== undefined) {
                const close = findEndTag(text, this.rawText, i);
                if (close < 0) {
                    // Keep enough to see an end tag cut in two.
                    this.pending = text.slice(Math.max(i, text.length - this.rawText.length - 2));
                    return;
                }
                this.rawText = undefined;
                i = close;
                continue;
            }
            const open = text.indexOf('<', i);
            if (open < 0)
                return;
            if (open + 1 >= text.length)
                return this.carry(text, open);
            const next = text.charCodeAt(open + 1);
            if (text.startsWith('<!--', open)) {
                const end = text.indexOf('-->', open + 4);
                if (end < 0)
                    return this.carry(text, open);
                i = end + 3;
            }
            else if (isLetter(next)) {
                const end = tagEnd(text, open + 1);
                if (end < 0)
                    return this.carry(text, open);
                this.readTag(text.slice(open + 1, end));
                i = end + 1;
            }
            else if (next === 0x2f /* / */ || next === 0x21 /* ! */ || next === 0x3f /* ? */) {
                const end = text.indexOf('>', open + 2);
                if (end < 0)
                    return this.carry(text, open);
                if (next === 0x2f)
                    this.readEndTag(text
                        .slice(open + 2, end)
                        .trim()
                        .toLowerCase());
                i = end + 1;
            }
            else {
                i = open + 1;
            }
        }
    }
    end() {
        this.pending = '';
        return this.anchors;
    }
    carry(text, from) {
        // A "tag" longer than this is no tag a page means: drop it rather than hold the page.
        this.pending = text.length - from > 65_536 ? '' : text.slice(from);
    }
    readTag(tag) {
        const nameEnd = tag.search(/[\s/>]|$/);
        const name = tag.slice(0, nameEnd).toLowerCase();
        const attributes = this.readsAttributes ? new Map() : undefined;
        for (const match of tag.slice(nameEnd).matchAll(ATTRIBUTE)) {
            const attribute = match[1].toLowerCase();
            const anchor = attribute === 'id' || (attribute === 'name' && name === 'a');
            if (!anchor && !attributes)
                continue;
            const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
            if (attributes && !attributes.has(attribute))
                attributes.set(attribute, value);
            if (anchor && value !== '')
                this.anchors.add(value);
        }
        if (attributes)
            this.startTag(name, attributes, tag.endsWith('/'));
        if (RAW_TEXT.has(name) && !tag.endsWith('/'))
            this.rawText = name;
    }
    /** Subclasses that read start tags set this: the attributes of every tag are then decoded. */
    readsAttributes = false;
    /** A start tag was read (name in lower case, attributes by lower-case name, first value kept). */
    startTag(_name, _attributes, _selfClosing) { }
    /** An end tag was read (name in lower case). */
    readEndTag(_name) { }
}
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const NAMED = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
function isLetter(code) {
    return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}
/** The index of the `>` that ends a tag whose name starts at `from`, outside quoted values; -1 if not yet. */
function tagEnd(text, from) {
    let quote = 0;
    for (let i = from; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (quote !== 0) {
            if (c === quote)
                quote = 0;
        }
        else if (c === 0x22 || c === 0x27) {
            // A quote opens a value only after `=` (possibly with spaces).
            if (/=\s*$/.test(text.slice(Math.max(from, i - 8), i)))
                quote = c;
        }
        else if (c === 0x3e)
            return i;
    }
    return -1;
}
function findEndTag(text, name, from) {
    const pattern = new RegExp(`</${name}[\\s/>]`, 'gi');
    pattern.lastIndex = from;
    const match = pattern.exec(text);
    return match ? match.index : -1;
}
function decodeEntities(value) {
    if (!value.includes('&'))
        return value;
    return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body) => {
        if (body[0] === '#') {
            const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
            return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
        }
        return NAMED[body.toLowerCase()] ?? whole;
    });
}

;// CONCATENATED MODULE: ./src/links/http/page-collector.ts

const FRAME_ELEMENTS = new Set(['nav', 'header', 'footer', 'aside']);
/**
 * Reads a page's `<a href>` links (and its `<base href>`) while the anchor collector reads its ids,
 * in the same single pass. `<a>` without `href` is no link; `<link>`, `<script>` and images are
 * resources, not links a reader follows.
 */
class PageCollector extends AnchorCollector {
    readsAttributes = true;
    found = [];
    baseHref;
    frameDepth = 0;
    startTag(name, attributes, selfClosing) {
        if (FRAME_ELEMENTS.has(name) && !selfClosing)
            this.frameDepth++;
        else if (name === 'a') {
            const href = attributes.get('href')?.trim();
            if (href)
                this.found.push({ href, frame: this.frameDepth > 0 });
        }
        else if (name === 'base' && this.baseHref === undefined) {
            const href = attributes.get('href')?.trim();
            if (href)
                this.baseHref = href;
        }
    }
    readEndTag(name) {
        if (FRAME_ELEMENTS.has(name) && this.frameDepth > 0)
            this.frameDepth--;
    }
    page() {
        return { links: this.found, ...(this.baseHref ? { baseHref: this.baseHref } : {}) };
    }
}

;// CONCATENATED MODULE: ./src/links/http/retry-after.ts
/**
 * The wait a `Retry-After` header asks for, in milliseconds: delay-seconds or an HTTP-date (RFC 9110
 * 10.2.3). A date in the past is no wait; anything else is no hint (undefined).
 */
function parseRetryAfter(value, nowMs) {
    const text = value?.trim();
    if (!text)
        return undefined;
    if (/^\d+$/.test(text))
        return Number(text) * 1000;
    if (!/[a-z]/i.test(text))
        return undefined;
    const at = Date.parse(text);
    if (Number.isNaN(at))
        return undefined;
    return Math.max(0, at - nowMs);
}

;// CONCATENATED MODULE: ./src/links/http/fetch-document.ts










const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; docs-ci link check; +https://github.com/acme/docs-ci)';
const HEAD_REFUSED = new Set([400, 403, 404, 405, 501]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const RETRIED = new Set([429, 500, 502, 503, 504]);
const MAX_DRAINED = 64 * 1024;
/** An error of the name lookup, told apart from the connection's. */
class LookupError extends Error {
    code;
    address;
    constructor(code, message, address) {
        super(message);
        this.code = code;
        this.address = address;
    }
}
/**
 * Keep-alive agents per origin, whose connections resolve names through the address policy: the
 * address checked is the one connected to, so a name that resolves to a private address never
 * reaches it (unless allowed).
 */
class AgentPool {
    agents = new Map();
    network;
    allowPrivate;
    dnsProbe;
    /** The DNS answers nothing: later lookups fail at once instead of each waiting for the resolver. */
    dnsDown = false;
    constructor(network = {}, allowPrivate = false) {
        this.network = network;
        this.allowPrivate = allowPrivate;
    }
    agentFor(url) {
        const key = url.origin;
        let agent = this.agents.get(key);
        if (!agent) {
            const options = {
                keepAlive: true,
                maxSockets: 8,
                lookup: this.lookupFunction(),
                ...(url.protocol === 'https:' && this.network.ca ? { ca: this.network.ca } : {}),
            };
            agent = url.protocol === 'https:' ? new (external_node_https_default()).Agent(options) : new (external_node_http_default()).Agent(options);
            this.agents.set(key, agent);
        }
        return agent;
    }
    isPrivate(ip) {
        return (this.network.isPrivateAddress ?? isPrivateAddress)(ip);
    }
    get allowsPrivate() {
        return this.allowPrivate;
    }
    destroy() {
        for (const agent of this.agents.values())
            agent.destroy();
        this.agents.clear();
    }
    /**
     * Whether the DNS works at all, asked once at the first failed lookup: a resolver without a network
     * may answer "no such name" for every name (slowly), which says nothing about the links.
     */
    dnsWorks() {
        this.dnsProbe ??= (this.network.probeDns ?? probeDns)().catch(() => false);
        return this.dnsProbe;
    }
    /** Node's `lookup` option: resolves, drops private addresses unless allowed, answers in either form. */
    lookupFunction() {
        const resolve = this.network.lookup ?? systemResolve;
        return (hostname, options, callback) => {
            if (this.dnsDown) {
                callback(new LookupError('EDNSDOWN', `no DNS server answers (looking up ${hostname})`), '');
                return;
            }
            resolve(hostname).then((addresses) => {
                const allowed = this.allowPrivate ? addresses : addresses.filter((a) => !this.isPrivate(a.address));
                if (allowed.length === 0) {
                    const first = addresses[0]?.address;
                    callback(addresses.length === 0
                        ? new LookupError('ENOTFOUND', `no address for ${hostname}`)
                        : new LookupError('EPRIVATE', `${hostname} resolves to a private address`, first), '');
                }
                else if (typeof options === 'object' && options.all)
                    callback(null, allowed);
                else
                    callback(null, allowed[0].address, allowed[0].family);
            }, async (error) => {
                const code = error.code ?? 'EDNS';
                if (!(await this.dnsWorks()))
                    this.dnsDown = true;
                callback(this.dnsDown
                    ? new LookupError('EDNSDOWN', `no DNS server answers (looking up ${hostname})`)
                    : new LookupError(code, error.message), '');
            });
        };
    }
}
function systemResolve(hostname) {
    return new Promise((resolve, reject) => (0,external_node_dns_.lookup)(hostname, { all: true, verbatim: true }, (error, addresses) => error
        ? reject(error)
        : resolve(addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 })))));
}
/**
 * Whether the DNS works at all: the root zone's name servers resolve. A resolver without a network
 * may answer "no such name" for every name, which says nothing about the link.
 */
async function probeDns() {
    try {
        const servers = await external_node_dns_.promises.resolveNs('.');
        return servers.length > 0;
    }
    catch {
        return false;
    }
}
/**
 * Checks one document: HEAD first (GET when a link has a fragment, or when HEAD is refused),
 * redirects followed hop by hop (at most `maxRedirects`, loops named), a body read only for the
 * anchors of HTML and at most `maxHtmlBytes` of it. Never sends credentials or cookies.
 */
async function fetchDocument(url, options, agents) {
    const maxRedirects = options.maxRedirects ?? 10;
    const now = options.now ?? Date.now;
    const chain = [];
    let current = new URL(url);
    let requests = 0;
    const result = (check, extra = {}) => ({
        check: { ...check, requests },
        host: current.host,
        ...extra,
    });
    for (;;) {
        chain.push(current.href);
        // `localhost` and its subdomains are loopback by definition (RFC 6761), whatever the resolver says.
        if (!agents.allowsPrivate && /(^|\.)localhost\.?$/i.test(current.hostname))
            return result(privateAddress(current.hostname, chain));
        if (!agents.allowsPrivate && (0,external_node_net_.isIP)(current.hostname.replace(/^\[|\]$/g, '')) !== 0) {
            const ip = current.hostname.replace(/^\[|\]$/g, '');
            if (agents.isPrivate(ip))
                return result(privateAddress(ip, chain));
        }
        let answer;
        try {
            requests++;
            const head = !options.wantAnchors && !options.collectLinks && !options.startWithGet;
            answer = await request(current, head ? 'HEAD' : 'GET', options, agents);
            if (head && HEAD_REFUSED.has(answer.status)) {
                requests++;
                answer = await request(current, 'GET', options, agents);
            }
        }
        catch (error) {
            // A name that did not resolve, or resolved to a refused address, sent nothing.
            if (error instanceof LookupError || error.code === 'EPRIVATE')
                requests--;
            return failure(error, current, chain, result);
        }
        const { status, headers } = answer;
        if (REDIRECTS.has(status)) {
            const location = headers.location;
            if (!location)
                return result({
                    status: 'broken',
                    code: status,
                    reason: `the server answers ${describe(status)} without saying where to`,
                    finalUrl: current.href,
                });
            let next;
            try {
                next = new URL(location, current);
            }
            catch {
                return result({
                    status: 'broken',
                    code: status,
                    reason: `the server redirects to ${JSON.stringify(location)}, which is not an address`,
                    finalUrl: current.href,
                });
            }
            next.hash = '';
            if (next.protocol !== 'http:' && next.protocol !== 'https:')
                return result({
                    status: 'broken',
                    code: status,
                    reason: `the server redirects to a ${next.protocol} address, which a browser cannot show`,
                    finalUrl: next.href,
                });
            if (chain.includes(next.href))
                return result({
                    status: 'broken',
                    code: status,
                    reason: `redirect loop: ${[...chain.slice(chain.indexOf(next.href)), next.href].join(' -> ')}`,
                    finalUrl: next.href,
                });
            if (chain.length > maxRedirects)
                return result({
                    status: 'broken',
                    code: status,
                    reason: `more than ${maxRedirects} redirects (from ${chain[0]})`,
                    finalUrl: next.href,
                });
            current = next;
            continue;
        }
        return verdict(answer, current, now, result);
    }
}
function verdict(answer, url, now, result) {
    const { status, headers } = answer;
    const finalUrl = url.href;
    const base = { code: status, finalUrl };
    if (status >= 200 && status < 300)
        return result({
            ...base,
            status: 'ok',
            reason: `the server answers ${describe(status)}`,
            anchors: answer.anchors,
            ...(answer.page ? { page: answer.page } : {}),
            ...(headers['content-type'] ? { contentType: String(headers['content-type']) } : {}),
        });
    if (headers['cf-mitigated'] === 'challenge' || status === 999)
        return result({
            ...base,
            status: 'suspect',
            reason: `the site shows robots a challenge instead of the page (bot protection, ${status}): a reader's browser gets through`,
        });
    if (status === 404 || status === 410)
        return result({ ...base, status: 'broken', reason: `the server answers ${describe(status)}` });
    if (status === 401 || status === 403)
        return result({
            ...base,
            status: 'suspect',
            reason: `the server answers ${describe(status)}: the page needs a login, or the site refuses robots`,
        });
    if (RETRIED.has(status)) {
        const afterMs = parseRetryAfter(firstHeader(headers['retry-after']), now());
        return result({
            ...base,
            status: 'suspect',
            reason: `the server answers ${describe(status)}${status === 429 ? ' (too many requests)' : ': the site may be down for now'}`,
        }, { retry: { afterMs } });
    }
    if (status >= 500)
        return result({
            ...base,
            status: 'suspect',
            reason: `the server answers ${describe(status)}: the site may be down for now`,
        });
    if (status >= 300)
        return result({
            ...base,
            status: 'broken',
            reason: `the server answers ${describe(status)}, which is no page`,
        });
    return result({ ...base, status: 'broken', reason: `the server answers ${describe(status)}` });
}
function failure(error, url, chain, result) {
    const code = error.code ?? '';
    const hop = chain.length > 1 ? ` (redirected from ${chain[0]})` : '';
    const host = url.hostname;
    if (error instanceof LookupError) {
        if (code === 'EPRIVATE')
            return result(privateAddress(error.address ?? host, chain));
        if (code === 'EDNSDOWN')
            return result({
                status: 'suspect',
                code: null,
                reason: `the host name ${host} could not be looked up: no DNS server answers on this runner`,
                finalUrl: null,
                networkDown: true,
            });
        if (code === 'ENOTFOUND' || code === 'ENODATA' || code === 'ENONAME')
            return result({
                status: 'broken',
                code: null,
                reason: `no such host name: ${host}${hop}`,
                finalUrl: null,
                noSuchHost: true,
            });
        return result({
            status: 'suspect',
            code: null,
            reason: `the host name ${host} could not be looked up (${code}): no DNS server answered`,
            finalUrl: null,
            networkDown: true,
        }, { retry: {}, unanswered: true });
    }
    if (code === 'EPRIVATE')
        return result(privateAddress(error.address ?? host, chain));
    if (code === 'ETIMEDOUT' || error instanceof RequestTimeout)
        return result({
            status: 'suspect',
            code: null,
            reason: `no answer from ${url.host} within ${error.seconds ?? '?'} s${hop}`,
            finalUrl: null,
        }, 
        // Each try costs a whole timeout: one more tells a slow moment from a page that never answers.
        { retry: { maxTries: 2 }, unanswered: true });
    if (code === 'ENETUNREACH' || code === 'EHOSTUNREACH')
        return result({
            status: 'suspect',
            code: null,
            reason: `${url.host} cannot be reached from here (${code})`,
            finalUrl: null,
            networkDown: true,
        }, { retry: {}, unanswered: true });
    if (TLS_TRUST.test(code))
        return result({
            status: 'broken',
            code: null,
            reason: `the site's certificate is not trusted (${code})${hop}: browsers show readers a warning`,
            finalUrl: null,
        });
    if (code === 'ECONNREFUSED')
        return result({
            status: 'suspect',
            code: null,
            reason: `${url.host} refuses connections: the site may be down${hop}`,
            finalUrl: null,
        }, { retry: {}, unanswered: true });
    if (error.name === 'AbortError' || code === 'ABORT_ERR')
        return result({
            status: 'suspect',
            code: null,
            reason: 'not checked: the time limit was reached',
            finalUrl: null,
        });
    return result({
        status: 'suspect',
        code: null,
        reason: `the connection to ${url.host} failed (${code || error.message})${hop}`,
        finalUrl: null,
    }, { retry: {}, unanswered: true });
}
const TLS_TRUST = /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|ALTNAME|ERR_TLS_CERT|HOSTNAME_MISMATCH/;
function privateAddress(ip, chain) {
    const via = chain.length > 1 ? ` after a redirect from ${chain[0]}` : '';
    return {
        status: 'skipped',
        code: null,
        reason: `points to a private address (${ip})${via}: not requested (allow-private requests such addresses)`,
        finalUrl: null,
    };
}
class RequestTimeout extends Error {
    seconds;
    constructor(ms) {
        super(`no answer within ${Math.round(ms / 1000)} s`);
        this.seconds = Math.round(ms / 100) / 10;
    }
}
function request(url, method, options, agents) {
    return new Promise((resolve, reject) => {
        let settled = false;
        const finish = (error, answer) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            options.signal?.removeEventListener('abort', onAbort);
            if (error)
                reject(error);
            else
                resolve(answer);
        };
        const client = url.protocol === 'https:' ? (external_node_https_default()) : (external_node_http_default());
        const req = client.request(url, {
            method,
            agent: agents.agentFor(url),
            headers: {
                'user-agent': DEFAULT_USER_AGENT,
                accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
                'accept-encoding': 'gzip, deflate, br',
                'accept-language': 'en',
            },
        });
        const timer = setTimeout(() => {
            const timeout = new RequestTimeout(options.timeoutMs);
            req.destroy(timeout);
            finish(timeout);
        }, options.timeoutMs);
        const onAbort = () => {
            const aborted = Object.assign(new Error('aborted'), { name: 'AbortError' });
            req.destroy(aborted);
            finish(aborted);
        };
        if (options.signal?.aborted)
            return onAbort();
        options.signal?.addEventListener('abort', onAbort, { once: true });
        req.on('socket', (socket) => {
            // A second guard: the address actually connected to (the lookup already refused private ones).
            // A kept-alive socket is connected already: checked at once, no listener left on it.
            const guard = () => {
                const remote = socket.remoteAddress;
                if (!agents.allowsPrivate && remote && agents.isPrivate(remote))
                    req.destroy(Object.assign(new Error(`connected to a private address ${remote}`), {
                        code: 'EPRIVATE',
                        address: remote,
                    }));
            };
            if (socket.connecting)
                socket.once('connect', guard);
            else
                guard();
        });
        req.on('error', (error) => finish(error));
        req.on('response', (response) => {
            const answer = { status: response.statusCode ?? 0, headers: response.headers };
            response.on('error', (error) => finish(error));
            const type = String(response.headers['content-type'] ?? '').toLowerCase();
            const wantsBody = method === 'GET' &&
                (options.wantAnchors || options.collectLinks) &&
                answer.status >= 200 &&
                answer.status < 300 &&
                /html/.test(type);
            if (!wantsBody) {
                // The head says it all. A short body is drained so the connection serves the next request.
                const length = Number(response.headers['content-length']);
                if (method === 'HEAD' || (Number.isFinite(length) && length <= MAX_DRAINED)) {
                    response.resume();
                    response.once('end', () => finish(undefined, answer));
                    response.once('close', () => finish(undefined, answer));
                }
                else {
                    response.destroy();
                    finish(undefined, answer);
                }
                return;
            }
            readAnchors(response, type, options.maxHtmlBytes ?? 4 * 1024 * 1024, options.collectLinks).then((read) => finish(undefined, { ...answer, ...read }), (error) => finish(error));
        });
        req.end();
    });
}
/** Reads an HTML body (decoded) for its anchors (and links), stopping at `maxBytes`. */
function readAnchors(response, type, maxBytes, collectLinks = false) {
    return new Promise((resolve, reject) => {
        const collector = collectLinks ? new PageCollector() : new AnchorCollector();
        const charset = /charset=["']?([\w-]+)/.exec(type)?.[1]?.toLowerCase();
        const decoder = new external_node_string_decoder_.StringDecoder(charset === 'iso-8859-1' || charset === 'latin1' || charset === 'windows-1252' ? 'latin1' : 'utf8');
        const encoding = String(response.headers['content-encoding'] ?? '')
            .toLowerCase()
            .trim();
        let body = response;
        let inflater;
        if (encoding === 'gzip' || encoding === 'x-gzip')
            inflater = external_node_zlib_default().createGunzip();
        else if (encoding === 'deflate')
            inflater = external_node_zlib_default().createInflate();
        else if (encoding === 'br')
            inflater = external_node_zlib_default().createBrotliDecompress();
        if (inflater) {
            response.pipe(inflater);
            inflater.on('error', reject);
            body = inflater;
        }
        let read = 0;
        let done = false;
        const stop = () => {
            if (done)
                return;
            done = true;
            collector.write(decoder.end());
            const anchors = collector.end();
            resolve(collector instanceof PageCollector ? { anchors, page: collector.page() } : { anchors });
        };
        body.on('data', (chunk) => {
            if (done)
                return;
            read += chunk.length;
            collector.write(decoder.write(chunk));
            if (read >= maxBytes) {
                stop();
                response.destroy();
                inflater?.destroy();
            }
        });
        body.on('end', stop);
        response.on('close', () => {
            if (!response.complete && !done)
                reject(Object.assign(new Error('the connection closed in the middle of the page'), { code: 'ECONNRESET' }));
        });
    });
}
function describe(status) {
    const text = (external_node_http_default()).STATUS_CODES[status];
    return text ? `${status} ${text}` : String(status);
}
function firstHeader(value) {
    return Array.isArray(value) ? value[0] : value;
}


/***/ }),

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

/***/ 15041:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ HostScheduler)
/* harmony export */ });
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _client_limiter_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26283);
/* harmony import */ var _core_clock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32257);
/* harmony import */ var _core_duration_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(98571);




/** Answers that speak for the whole host: it is overloaded or limits the rate, not just this document. */
const HOST_WIDE = new Set([429, 503]);
/** Answers in a row after which a host slowed by a 429 gets one more request at a time again. */
const RAISE_AFTER = 10;
/** The resumption after a Retry-After is spread over this share of the wait (at most 1 s), never before it. */
const RESUME_SPREAD = 0.1;
const RESUME_SPREAD_MAX_MS = 1000;
const TIME_LIMIT = 'the time limit was reached';
/** The weight of the latest attempt in a host's expected time per document (exponential average). */
const COST_WEIGHT = 0.2;
/**
 * Runs each document's attempts politely per host and fast overall: at most `hostConcurrency`
 * requests in flight per host and `maxConcurrency` in all. A free slot goes, in this order:
 *
 * 1. to a host that limits the rate (it answered 429 or sent Retry-After), as soon as it may be sent
 *    to again: its rate, not the slots, decides when it is done;
 * 2. when it is the last free slot and no request in flight was given in turns: to the host served
 *    longest ago (in turns), so that no host is starved: every host with work is served within a
 *    turn of all the waiting hosts, and a host with thousands of documents never holds back one with
 *    three;
 * 3. else to the host with the most work left: its documents (queued and in flight) times its
 *    expected time per attempt (learnt from its answers) over its concurrency. The longest queue
 *    starts at once and at its full concurrency, and it is what decides when the run ends.
 *
 * No host with work sits below its limit while the overall limit allows: the run takes what its
 * largest host's politeness, or all the work over the overall limit, allows.
 *
 * A server speaking for its host (Retry-After, 429, 503) pauses that host only (its requests in
 * flight finish, the other hosts go on); a 429 also halves the host's concurrency for the rest of the
 * run, raised again by one after every RAISE_AFTER answers. Other transient failures back off the
 * document alone with the kit's backoff. A host that asks to wait longer than `maxWaitMs`, or stops
 * answering, gets no more requests: its other documents resolve as suspect without one.
 *
 * One clock sleep at a time wakes the scheduler for the earliest paused host or backed-off document;
 * it is cancelled once nothing waits, so no timer outlives the work.
 */
class HostScheduler {
    maxConcurrency;
    hostConcurrency;
    retries;
    maxWaitMs;
    failureLimit;
    clock;
    random;
    deadline;
    /** What attempts are given: the deadline, or a signal that never aborts. */
    attemptSignal;
    hosts = new Map();
    /** Hosts with documents ready to be attempted. */
    waiting = new Set();
    /** Documents backing off, earliest `readyAt` first. */
    backingOff = [];
    inFlight = new Set();
    active = 0;
    pending = 0;
    starts = 0;
    pumpQueued = false;
    /** Requests in flight that were given their slot in turns (at most one at a time). */
    turnsInFlight = 0;
    /** Expected time of one attempt over all hosts (exponential average); undefined before the first answer. */
    meanCostMs;
    wake;
    totals = { requests: 0, retries: 0, waitedMs: 0 };
    onDeadline = () => this.abandonAll();
    constructor(options) {
        this.maxConcurrency = atLeast(options.maxConcurrency, 1, 'maxConcurrency');
        this.hostConcurrency = atLeast(options.hostConcurrency, 1, 'hostConcurrency');
        this.retries = atLeast(options.retries, 0, 'retries');
        this.failureLimit = atLeast(options.hostFailureLimit ?? 3, 1, 'hostFailureLimit');
        if (!(options.maxWaitMs >= 0))
            throw new RangeError('maxWaitMs must be zero or more');
        this.maxWaitMs = options.maxWaitMs;
        this.clock = options.clock ?? _core_clock_js__WEBPACK_IMPORTED_MODULE_2__/* .systemClock */ .ml;
        this.random = options.random ?? Math.random;
        this.deadline = options.signal;
        this.attemptSignal = options.signal ?? new AbortController().signal;
        // Each attempt in flight listens to the deadline: as many as run at once (two schedulers of
        // one run share it), which is no leak (MaxListenersExceededWarning otherwise).
        if (options.signal)
            (0,node_events__WEBPACK_IMPORTED_MODULE_0__.setMaxListeners)(Math.max((0,node_events__WEBPACK_IMPORTED_MODULE_0__.getMaxListeners)(options.signal), 2 * this.maxConcurrency + 8), options.signal);
    }
    /** Runs attempt() for one document of `host` under the limits, retrying transient failures. */
    check(host, attempt) {
        return new Promise((resolve) => {
            const state = this.hostState(host);
            const task = {
                host: state,
                attempt,
                resolve,
                tries: 0,
                requests: 0,
                last: undefined,
                startOrder: 0,
                startedAt: 0,
                inTurn: false,
                readyAt: 0,
                done: false,
            };
            if (this.deadline?.aborted)
                return resolve(notChecked(task));
            if (state.givenUp !== undefined)
                return resolve(notTried(task, state.givenUp));
            if (this.pending++ === 0)
                this.deadline?.addEventListener('abort', this.onDeadline, { once: true });
            this.enqueue(task, false);
            this.schedulePump();
        });
    }
    setHostConcurrency(host, n) {
        const state = this.hostState(host);
        state.ceiling = Math.max(1, Math.floor(n));
        state.limit = state.cutAfterStart >= 0 ? Math.min(state.limit, state.ceiling) : state.ceiling;
        this.schedulePump();
    }
    /** Bookkeeping for the report and the bench. */
    stats() {
        let hosts = 0;
        for (const host of this.hosts.values())
            if (host.attempted)
                hosts++;
        return { ...this.totals, hosts };
    }
    hostState(name) {
        let host = this.hosts.get(name);
        if (!host) {
            host = {
                name,
                queue: [],
                active: 0,
                ceiling: this.hostConcurrency,
                limit: this.hostConcurrency,
                cutAfterStart: -1,
                answeredSinceCut: 0,
                pausedUntil: -Infinity,
                throttledInARow: 0,
                unansweredInARow: 0,
                givenUp: undefined,
                servedAt: 0,
                attempted: false,
                costMs: undefined,
                rateLimited: false,
            };
            this.hosts.set(name, host);
        }
        return host;
    }
    enqueue(task, first) {
        if (first)
            task.host.queue.unshift(task);
        else
            task.host.queue.push(task);
        this.waiting.add(task.host);
    }
    /** Pumps once after the current burst of calls (5,000 check() calls in a row make one pass). */
    schedulePump() {
        if (this.pumpQueued)
            return;
        this.pumpQueued = true;
        queueMicrotask(() => this.pump());
    }
    /** Starts every attempt the limits allow now, then sets the wake-up for the earliest waiting work. */
    pump() {
        this.pumpQueued = false;
        if (this.deadline?.aborted)
            return;
        const now = this.clock.now();
        this.releaseBackedOff(now);
        while (this.active < this.maxConcurrency) {
            const next = this.nextHost(now);
            if (!next)
                break;
            this.start(next.host, next.inTurn);
        }
        this.armWake(now);
    }
    /** The expected time one attempt at the host takes: its own, or the mean of all hosts' before its first answer. */
    costOf(host) {
        return host.costMs ?? this.meanCostMs ?? 1;
    }
    /** The time the host needs for its documents left at its concurrency. */
    workLeft(host) {
        return ((host.queue.length + host.active) * this.costOf(host)) / host.limit;
    }
    /** The host the next free slot goes to (see the class comment), or none. */
    nextHost(now) {
        let limited;
        let limitedLeft = -1;
        let most;
        let mostLeft = -1;
        let turn;
        for (const host of this.waiting) {
            if (host.pausedUntil > now || host.active >= host.limit)
                continue;
            const left = this.workLeft(host);
            if (host.rateLimited) {
                if (left > limitedLeft || (left === limitedLeft && host.servedAt < limited.servedAt))
                    [limited, limitedLeft] = [host, left];
                continue;
            }
            if (left > mostLeft || (left === mostLeft && host.servedAt < most.servedAt))
                [most, mostLeft] = [host, left];
            if (!turn || host.servedAt < turn.servedAt)
                turn = host;
        }
        if (limited)
            return { host: limited, inTurn: false };
        if (turn && this.turnsInFlight === 0 && this.maxConcurrency - this.active === 1)
            return { host: turn, inTurn: true };
        return most && { host: most, inTurn: false };
    }
    start(host, inTurn) {
        const task = host.queue.shift();
        if (host.queue.length === 0)
            this.waiting.delete(host);
        host.active++;
        host.servedAt = ++this.starts;
        this.active++;
        task.tries++;
        task.startOrder = this.starts;
        task.startedAt = this.clock.now();
        task.inTurn = inTurn;
        if (inTurn)
            this.turnsInFlight++;
        this.inFlight.add(task);
        let outcome;
        try {
            outcome = task.attempt(this.attemptSignal);
        }
        catch (error) {
            outcome = Promise.resolve(failedAttempt(host.name, error));
        }
        outcome.then((result) => this.settle(task, result), (error) => this.settle(task, failedAttempt(host.name, error)));
    }
    settle(task, outcome) {
        const host = task.host;
        host.active--;
        this.active--;
        this.inFlight.delete(task);
        if (task.inTurn)
            this.turnsInFlight--;
        task.requests += outcome.check.requests;
        this.totals.requests += outcome.check.requests;
        // A host counts once a request reached it (a name that did not resolve sent none).
        if (outcome.check.requests > 0)
            host.attempted = true;
        const check = { ...outcome.check, requests: task.requests };
        task.last = check;
        const now = this.clock.now();
        this.learnCost(host, now - task.startedAt);
        const hostPaused = this.learn(host, task, outcome, now);
        this.schedulePump();
        if (task.done)
            return;
        const asked = outcome.retry?.afterMs;
        if (asked !== undefined && asked > this.maxWaitMs) {
            this.finish(task, { ...check, reason: `${check.reason}; it ${this.waitTooLong(asked)}` });
            return;
        }
        if (!outcome.retry ||
            host.givenUp !== undefined ||
            task.tries > this.retries ||
            task.tries >= (outcome.retry.maxTries ?? Infinity) ||
            this.deadline?.aborted) {
            this.finish(task, check);
            return;
        }
        this.totals.retries++;
        if (hostPaused) {
            // The host's pause decides when it goes again.
            this.enqueue(task, true);
        }
        else {
            const waitMs = (0,_client_limiter_js__WEBPACK_IMPORTED_MODULE_1__/* .fixedBackoff */ .Zz)(undefined, task.tries);
            task.readyAt = now + waitMs;
            this.totals.waitedMs += waitMs;
            this.backingOff.splice(this.backedOffIndex(task.readyAt), 0, task);
        }
    }
    /** The attempt's duration in the host's expected time per attempt, and in the mean of all hosts. */
    learnCost(host, durationMs) {
        const ms = Math.max(0, durationMs);
        host.costMs = host.costMs === undefined ? ms : host.costMs + COST_WEIGHT * (ms - host.costMs);
        this.meanCostMs =
            this.meanCostMs === undefined ? ms : this.meanCostMs + COST_WEIGHT * (ms - this.meanCostMs);
    }
    /** What the outcome says about its host; returns whether the host is paused for it. */
    learn(host, task, outcome, now) {
        const code = outcome.check.code;
        const unanswered = outcome.unanswered ?? (outcome.retry !== undefined && code === null);
        if (unanswered) {
            if (++host.unansweredInARow >= this.failureLimit)
                this.giveUp(host, `${host.name} did not answer the last ${host.unansweredInARow} requests`);
        }
        else if (code !== null) {
            host.unansweredInARow = 0;
        }
        if (code === 429 || outcome.retry?.afterMs !== undefined)
            host.rateLimited = true;
        if (code === 429 && task.startOrder > host.cutAfterStart) {
            // Requests sent before the cut were part of the same burst: one cut per burst, as TCP does.
            host.limit = Math.max(1, Math.floor(host.limit / 2));
            host.cutAfterStart = this.starts;
            host.answeredSinceCut = 0;
        }
        else if (code !== null && !HOST_WIDE.has(code)) {
            host.throttledInARow = 0;
            if (host.limit < host.ceiling && ++host.answeredSinceCut >= RAISE_AFTER) {
                host.limit++;
                host.answeredSinceCut = 0;
            }
        }
        if (!outcome.retry)
            return false;
        const asked = outcome.retry.afterMs;
        if (asked !== undefined) {
            if (asked > this.maxWaitMs) {
                this.giveUp(host, `${host.name} ${this.waitTooLong(asked)}`);
                return false;
            }
            const spread = Math.min(Math.max(0, asked) * RESUME_SPREAD, RESUME_SPREAD_MAX_MS);
            this.pauseHost(host, now + Math.max(0, asked) + this.random() * spread, now);
            return true;
        }
        if (code !== null && HOST_WIDE.has(code)) {
            this.pauseHost(host, now + (0,_client_limiter_js__WEBPACK_IMPORTED_MODULE_1__/* .fixedBackoff */ .Zz)(undefined, ++host.throttledInARow), now);
            return true;
        }
        return false;
    }
    waitTooLong(askedMs) {
        return `asks to wait ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(askedMs)}, longer than a check waits (${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(this.maxWaitMs)})`;
    }
    pauseHost(host, until, now) {
        if (until <= host.pausedUntil)
            return;
        this.totals.waitedMs += until - Math.max(host.pausedUntil, now);
        host.pausedUntil = until;
    }
    /** The host gets no more requests: its documents still waiting resolve without one. */
    giveUp(host, why) {
        if (host.givenUp !== undefined)
            return;
        host.givenUp = why;
        const queued = host.queue;
        host.queue = [];
        this.waiting.delete(host);
        for (const task of queued)
            this.finish(task, notTried(task, why));
        this.backingOff = this.backingOff.filter((task) => {
            if (task.host !== host)
                return true;
            this.finish(task, notTried(task, why));
            return false;
        });
    }
    releaseBackedOff(now) {
        let ready = 0;
        while (ready < this.backingOff.length && this.backingOff[ready].readyAt <= now)
            ready++;
        if (ready === 0)
            return;
        for (const task of this.backingOff.splice(0, ready))
            this.enqueue(task, true);
    }
    backedOffIndex(readyAt) {
        let low = 0;
        let high = this.backingOff.length;
        while (low < high) {
            const middle = (low + high) >>> 1;
            if (this.backingOff[middle].readyAt <= readyAt)
                low = middle + 1;
            else
                high = middle;
        }
        return low;
    }
    /** One sleep for the earliest paused host with documents, or backed-off document; none when nothing waits. */
    armWake(now) {
        let at = this.backingOff[0]?.readyAt ?? Infinity;
        for (const host of this.waiting)
            if (host.pausedUntil > now)
                at = Math.min(at, host.pausedUntil);
        if (this.wake?.at === at)
            return;
        this.cancelWake();
        if (at === Infinity)
            return;
        const cancel = new AbortController();
        this.wake = { at, cancel };
        this.clock.sleep(at - now, cancel.signal).then(() => {
            if (this.wake?.cancel === cancel)
                this.wake = undefined;
            this.pump();
        }, () => undefined);
    }
    cancelWake() {
        this.wake?.cancel.abort();
        this.wake = undefined;
    }
    finish(task, check) {
        if (task.done)
            return;
        task.done = true;
        if (--this.pending === 0) {
            this.deadline?.removeEventListener('abort', this.onDeadline);
            this.cancelWake();
        }
        task.resolve(check);
    }
    /** The deadline: documents waiting, backing off or in flight resolve now; late answers are only counted. */
    abandonAll() {
        this.cancelWake();
        for (const host of this.waiting) {
            const queued = host.queue;
            host.queue = [];
            for (const task of queued)
                this.finish(task, notChecked(task));
        }
        this.waiting.clear();
        const backingOff = this.backingOff;
        this.backingOff = [];
        for (const task of backingOff)
            this.finish(task, notChecked(task));
        for (const task of this.inFlight)
            this.finish(task, notChecked(task));
    }
}
function atLeast(value, min, name) {
    if (!Number.isInteger(value) || value < min)
        throw new RangeError(`${name} must be an integer of at least ${min}`);
    return value;
}
/** A document the deadline stopped: its latest check when it had one, said to be final. */
function notChecked(task) {
    if (task.last)
        return { ...task.last, reason: `${task.last.reason}; not retried: ${TIME_LIMIT}` };
    return {
        status: 'suspect',
        code: null,
        reason: `not checked: ${TIME_LIMIT}`,
        finalUrl: null,
        requests: task.requests,
    };
}
/** A document of a host given up on, resolved without a request. */
function notTried(task, why) {
    if (task.last)
        return { ...task.last, reason: `${task.last.reason}; not tried again: ${why}` };
    return {
        status: 'suspect',
        code: null,
        reason: `not tried: ${why}`,
        finalUrl: null,
        requests: task.requests,
    };
}
function failedAttempt(host, error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
        host,
        check: {
            status: 'suspect',
            code: null,
            reason: `the check failed: ${message}`,
            finalUrl: null,
            requests: 0,
        },
    };
}


/***/ }),

/***/ 68940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkChangedPagesLive: () => (/* binding */ checkChangedPagesLive)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/clock.ts
var core_clock = __webpack_require__(32257);
// EXTERNAL MODULE: ./src/links/github/github-url.ts
var github_url = __webpack_require__(39810);
;// CONCATENATED MODULE: ./src/links/check-documents.ts

/**
 * Checks each document once: from the cache when it was fine lately, GitHub's through the API, the
 * rest over HTTP under the per-host politeness of the scheduler.
 */
async function check_documents_checkDocuments(requests, options) {
    const checks = new Map();
    const toFetch = [];
    for (const request of requests) {
        const cached = options.cache.reusable(request.document, request.wantAnchors);
        if (cached)
            checks.set(request.document, { ...cached, cached: true });
        else
            toFetch.push(request);
    }
    let apiRequests = 0;
    const github = toFetch.filter((request) => (0,github_url/* parseGitHubUrl */.as)(request.document) !== undefined);
    if (github.length > 0 && options.github) {
        // GitHub's GraphQL look-ups are loaded only by the runs that have github.com links and a token.
        const { checkGitHubLinks } = await __webpack_require__.e(/* import() */ 253).then(__webpack_require__.bind(__webpack_require__, 98253));
        const answered = await checkGitHubLinks(github.map((request) => request.document), { octokit: options.github, logger: options.logger, signal: options.signal });
        apiRequests = answered.requests;
        for (const [document, check] of answered.checks) {
            checks.set(document, { ...check, viaGitHub: true });
            options.cache.remember(document, check);
        }
    }
    // The HTTP engine (scheduler, agents, HTML reading) is loaded only when some document is not
    // answered by the cache or GitHub's API: a run whose links are all cached, or that has none, never
    // evaluates it.
    const pending = toFetch.filter((request) => !checks.has(request.document));
    let fetched = { requests: 0, hosts: 0 };
    if (pending.length > 0) {
        const { fetchDocuments } = await __webpack_require__.e(/* import() */ 742).then(__webpack_require__.bind(__webpack_require__, 71742));
        fetched = await fetchDocuments(pending, checks, options);
    }
    const networkDown = [...checks.values()].filter((check) => check.networkDown).length;
    for (const request of toFetch) {
        const check = checks.get(request.document);
        if (check && !check.viaGitHub)
            options.cache.remember(request.document, check);
    }
    return {
        checks,
        requests: apiRequests + fetched.requests,
        hosts: fetched.hosts + (apiRequests > 0 ? 1 : 0),
        networkDown,
        answered: [...checks.values()].filter((check) => check.code !== null && !check.cached).length,
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
;// CONCATENATED MODULE: ./src/links/exclusions.ts


/**
 * Compiles one pattern as lychee reads it (a regular expression matched anywhere in the URL).
 * lychee's patterns are Rust regular expressions: the common differences are translated (a leading
 * `(?i)`, `(?P<name>`); anything else JavaScript cannot compile is one clear message naming where
 * the pattern is written.
 */
function compileExclusion(source, origin) {
    let text = source;
    let flags = '';
    const inline = /^\(\?([imsx]+)\)/.exec(text);
    if (inline) {
        if (inline[1].includes('x'))
            throw new errors/* ConfigurationError */.j1(`${origin}: the (?x) flag of ${JSON.stringify(source)} is not supported; write the pattern without it`);
        flags = [...new Set(inline[1].split(''))].join('');
        text = text.slice(inline[0].length);
    }
    text = text.replace(/\(\?P</g, '(?<');
    try {
        return { pattern: new RegExp(text, `${flags}u`), origin };
    }
    catch (unicodeError) {
        try {
            // Patterns written for engines without `u` (`\-` outside classes, `\/`) still mean what they say.
            return { pattern: new RegExp(text, flags), origin };
        }
        catch {
            throw new errors/* ConfigurationError */.j1(`${origin}: ${JSON.stringify(source)} is not a valid regular expression (${unicodeError.message.replace(/^Invalid regular expression: /, '')})`);
        }
    }
}
/** The patterns of a `.lycheeignore` file: one a line, `#` starts a comment line, blank lines skipped. */
function parseLycheeIgnore(text, name) {
    const found = [];
    text.split(/\r?\n/).forEach((line, index) => {
        const pattern = line.trim();
        if (pattern === '' || pattern.startsWith('#'))
            return;
        found.push(compileExclusion(pattern, `${name}:${index + 1}`));
    });
    return found;
}
/** The `.lycheeignore` files at each folder (deduplicated), in order; a missing file is no file. */
async function readLycheeIgnoreFiles(folders, display) {
    const found = [];
    for (const folder of [...new Set(folders)]) {
        const path = `${folder.replace(/[\\/]+$/, '')}/.lycheeignore`;
        let text;
        try {
            text = await (0,promises_.readFile)(path, 'utf8');
        }
        catch (error) {
            if (error.code === 'ENOENT')
                continue;
            throw new errors/* ConfigurationError */.j1(`${display(folder)}: ${error.message}`);
        }
        found.push(...parseLycheeIgnore(text, display(folder)));
    }
    return found;
}
/** The first exclusion that matches the URL as written or in normal form. */
function exclusions_excludedBy(exclusions, ...forms) {
    return exclusions.find((exclusion) => forms.some((form) => exclusion.pattern.test(form)));
}

// EXTERNAL MODULE: ./src/links/http/fetch-document.ts + 4 modules
var fetch_document = __webpack_require__(43846);
;// CONCATENATED MODULE: ./src/links/link-targets.ts
/**
 * What a link written in a page asks the checker to do: fetch an outside document (and check its
 * fragment), or nothing, with the reason.
 */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Names reserved for examples in documentation (RFC 2606): never a page to reach. */
const RESERVED_EXAMPLE = /(^|\.)(example\.(com|net|org)|[^.]+\.example|[^.]+\.invalid)$/i;
const NOT_FETCHED = {
    mailto: 'an e-mail address: not checked',
    tel: 'a phone number: not checked',
    javascript: 'a script, not a page: not checked',
    data: 'inline data, not a page: not checked',
    sms: 'a phone number: not checked',
    ftp: 'an FTP address: only http and https links are checked',
};
/**
 * Classifies one target as written. `siteUrl` (the site's own address) makes absolute links to it
 * internal. Template expressions and placeholders (`{url}`, `<your-domain>`) are written for the
 * reader to fill in: skipped, not broken.
 */
function link_targets_classifyTarget(written, siteUrl) {
    const target = written.trim();
    if (target === '' || target.startsWith('#'))
        return { kind: 'internal' };
    const scheme = SCHEME.exec(target)?.[1]?.toLowerCase();
    const protocolRelative = target.startsWith('//');
    if (scheme === undefined && !protocolRelative)
        return { kind: 'internal' };
    if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') {
        return {
            kind: 'skipped',
            url: target,
            reason: NOT_FETCHED[scheme] ?? `a ${scheme}: link: only http and https links are checked`,
        };
    }
    if (/[{}]|<[^>]*>|\$\{/.test(target)) {
        return { kind: 'skipped', url: target, reason: 'a placeholder for the reader to fill in: not checked' };
    }
    // A space is written only inside `<...>` (CommonMark), and the renderer links to it
    // percent-encoded (`another page` → `another%20page`): that is the URL the reader follows.
    const encoded = target.replace(/\s/g, (space) => encodeURIComponent(space));
    let parsed;
    try {
        parsed = new URL(protocolRelative ? `https:${encoded}` : encoded);
    }
    catch {
        return { kind: 'malformed', url: target, reason: 'not a valid URL: the reader cannot follow it' };
    }
    if (parsed.hostname === '') {
        return { kind: 'malformed', url: target, reason: 'no host name in the URL: the reader cannot follow it' };
    }
    if (parsed.username || parsed.password) {
        return {
            kind: 'skipped',
            url: redactCredentials(parsed),
            reason: 'carries a user name or password: not requested',
        };
    }
    if (siteUrl && isUnder(parsed, siteUrl))
        return { kind: 'internal' };
    if (RESERVED_EXAMPLE.test(parsed.hostname)) {
        return {
            kind: 'skipped',
            url: parsed.href,
            reason: 'an example domain (reserved for documentation): not checked',
        };
    }
    const fragment = parsed.hash.length > 1 ? safeDecode(parsed.hash.slice(1)) : undefined;
    const url = parsed.href;
    parsed.hash = '';
    return { kind: 'external', url, document: parsed.href, fragment };
}
function isUnder(url, site) {
    if (url.hostname !== site.hostname)
        return false;
    const base = site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
    return base === '/' || url.pathname === site.pathname || url.pathname.startsWith(base);
}
/** `decodeURIComponent`, or the text as it is when it is no valid escape sequence. */
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
function redactCredentials(url) {
    const copy = new URL(url.href);
    copy.username = '';
    copy.password = '';
    return copy.href;
}

// EXTERNAL MODULE: ./src/links/schedule/host-scheduler.ts
var host_scheduler = __webpack_require__(15041);
;// CONCATENATED MODULE: ./src/links/verdicts.ts

/** Ids a single-page application's shell has before its script renders the page. */
const APP_SHELL_IDS = new Set(['root', 'app', '__next', '__nuxt', '___gatsby', 'svelte', 'main']);
/**
 * The verdict of one link: its document's, and then its fragment's. A fragment is judged only where
 * the HTML can say: a page whose ids a script adds (an application shell, GitHub's pages) and text
 * fragments (`#:~:text=`) are not judged.
 */
function verdicts_linkVerdict(link, document) {
    const base = { url: link.url, sources: link.sources };
    if (link.settled) {
        return {
            ...base,
            status: link.settled.status,
            code: null,
            reason: link.settled.reason,
            finalUrl: null,
            fragment: null,
        };
    }
    if (!document) {
        return { ...base, status: 'suspect', code: null, reason: 'not checked', finalUrl: null, fragment: null };
    }
    const checked = {
        ...base,
        status: document.status,
        code: document.code,
        reason: document.reason,
        finalUrl: document.finalUrl,
        fragment: null,
        ...(document.cached ? { cached: true } : {}),
    };
    if (document.status !== 'ok' || link.fragment === undefined)
        return checked;
    const fragment = judgeFragment(link.fragment, document);
    if (fragment === undefined)
        return checked;
    if (fragment === 'ok')
        return { ...checked, fragment };
    return {
        ...checked,
        status: 'broken',
        fragment,
        reason: `the page has no anchor #${link.fragment}${nearest(link.fragment, document.anchors)}`,
    };
}
function judgeFragment(fragment, document) {
    if (fragment.startsWith(':~:'))
        return undefined;
    if (document.viaGitHub || isGitHubPage(document.finalUrl))
        return (0,github_url/* isLineAnchor */.CD)(fragment) ? 'ok' : undefined;
    const anchors = document.anchors;
    if (!anchors)
        return undefined;
    if (anchors.has(fragment))
        return 'ok';
    // `#top` scrolls to the top of any HTML page.
    if (fragment === 'top' || fragment === '')
        return 'ok';
    if ([...anchors].every((id) => APP_SHELL_IDS.has(id)))
        return undefined;
    return 'missing';
}
function isGitHubPage(url) {
    if (!url)
        return false;
    try {
        return /^(www\.)?github\.com$/i.test(new URL(url).hostname);
    }
    catch {
        return false;
    }
}
/** ` (did you mean #x?)` when one anchor differs only in case or punctuation. */
function nearest(fragment, anchors) {
    if (!anchors)
        return '';
    const plain = (text) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
    const wanted = plain(fragment);
    for (const anchor of anchors)
        if (plain(anchor) === wanted)
            return ` (did you mean #${anchor}?)`;
    return '';
}

// EXTERNAL MODULE: ./src/links/live/login-wall.ts
var login_wall = __webpack_require__(39314);
// EXTERNAL MODULE: ./src/validate/validate-docs.ts + 5 modules
var validate_docs = __webpack_require__(12699);
// EXTERNAL MODULE: ./src/core/markdown.ts
var markdown = __webpack_require__(16706);
;// CONCATENATED MODULE: ./src/validate/render/render-summary.ts




/** GitHub rejects a step summary over 1 MiB; stay well below to leave room for other steps. */
const DEFAULT_MAX_BYTES = (/* unused pure expression or super */ null && (900 * 1024));
const UNGROUPED = 'Ungrouped';
/**
 * Job summary: counts, the findings (the new ones first and the others folded, when compared with a
 * base) and a preview of the navigation that the specs generate. Every piece of user text is
 * escaped; rows stop when the size budget is spent, saying how many were left out.
 */
function renderSummaryMarkdown(report, options = {}) {
    const out = new BoundedText((options.maxBytes ?? DEFAULT_MAX_BYTES) - 512);
    const scope = options.scope ?? 'all';
    const deciding = decidingFindings(report, scope);
    const status = deciding.errors.length > 0 ? '❌' : deciding.warnings.length > 0 ? '⚠️' : '✅';
    out.push('## Documentation validation\n\n');
    out.push(`${status} ${count(report.errors.length, 'error')}, ${count(report.warnings.length, 'warning')} · ` +
        `${count(report.specs.length, 'OpenAPI spec')}, ${count(report.pages.length, 'generated endpoint page')}\n\n`);
    const { comparison } = report;
    if (comparison) {
        out.push(`Compared with ${escapeMarkdown(comparison.base)}: **${count(comparison.newErrors, 'new error')}, ` +
            `${count(comparison.newWarnings, 'new warning')}**` +
            (scope === 'new' ? ' (only new findings decide the result).' : '.') +
            '\n\n');
    }
    for (const note of report.notes)
        out.push(`> [!NOTE]\n> ${escapeMarkdown(note)}\n\n`);
    const all = [...report.errors, ...report.warnings].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) || byLocation(a, b));
    const elsewhere = options.elsewhere ?? 'the job log';
    const table = (findings) => {
        out.push('| | Location | Rule | Message |\n| --- | --- | --- | --- |\n');
        let shown = 0;
        for (const f of findings) {
            if (!out.push(findingRow(f, options.fileUrl)))
                break;
            shown++;
        }
        if (shown < findings.length)
            out.force(`\n${count(findings.length - shown, 'more finding')} not shown (size limit): see ${elsewhere}.\n`);
        return shown;
    };
    if (comparison) {
        const introduced = all.filter((f) => f.new);
        const existing = all.filter((f) => !f.new);
        if (introduced.length > 0) {
            out.push('### New findings\n\n');
            table(introduced);
            out.push('\n');
        }
        if (existing.length > 0) {
            out.push(`<details><summary>${count(existing.length, 'pre-existing finding')} (also in the base, not introduced by this change)</summary>\n\n`);
            table(existing);
            out.force('\n</details>\n\n');
        }
    }
    else if (all.length > 0) {
        out.push('### Findings\n\n');
        table(all);
        out.push('\n');
    }
    if (report.specs.length > 0) {
        out.push('### OpenAPI specs\n\n| Spec | Version | Operations |\n| --- | --- | --- |\n');
        for (const spec of report.specs) {
            if (!out.push(`| ${escapeMarkdown(spec.file)} | ${escapeMarkdown(spec.openapi)} | ${spec.operations} |\n`))
                break;
        }
        out.push('\n');
    }
    const visible = report.pages.filter((p) => !p.hidden);
    const hidden = report.pages.length - visible.length;
    if (report.pages.length > 0) {
        out.push('### Navigation preview\n\n');
        let shown = 0;
        for (const [heading, pages] of groupPages(visible)) {
            if (!out.push(`#### ${escapeMarkdown(heading)}\n\n| Method | Title | URL |\n| --- | --- | --- |\n`))
                break;
            let complete = true;
            for (const page of pages) {
                const title = escapeMarkdown(page.title) + (page.deprecated ? ' *(deprecated)*' : '');
                if (!out.push(`| ${escapeMarkdown(page.method)} | ${title} | ${escapeMarkdown(page.url)} |\n`)) {
                    complete = false;
                    break;
                }
                shown++;
            }
            if (!complete)
                break;
            out.push('\n');
        }
        if (shown < visible.length)
            out.force(`\n${count(visible.length - shown, 'more page')} not shown.\n`);
        if (hidden > 0) {
            out.force(`\n${count(hidden, 'page')} marked x-hidden ${hidden === 1 ? 'is' : 'are'} generated but left out of the navigation.\n`);
        }
    }
    return out.text();
}
function findingRow(f, fileUrl) {
    const icon = f.severity === 'error' ? '❌ error' : '⚠️ warning';
    const location = escapeMarkdown(`${f.file}:${f.line}:${f.column}`);
    const url = fileUrl?.(f);
    const where = url ? `[${location}](${url})` : location;
    return `| ${icon} | ${where} | ${escapeMarkdown(f.rule)} | ${escapeMarkdown(f.message)} |\n`;
}
/** By version (when any), then navigation group, in first-seen order. */
function groupPages(pages) {
    const groups = new Map();
    for (const page of pages) {
        const group = page.group ?? UNGROUPED;
        const heading = page.version ? `${page.version} › ${group}` : group;
        const list = groups.get(heading) ?? [];
        list.push(page);
        groups.set(heading, list);
    }
    return groups;
}

// EXTERNAL MODULE: ./src/validate/rules.ts
var rules = __webpack_require__(7093);
// EXTERNAL MODULE: ./src/validate/pages/front-matter.ts
var front_matter = __webpack_require__(26450);
// EXTERNAL MODULE: ./src/validate/pages/check-links.ts
var check_links = __webpack_require__(57925);
// EXTERNAL MODULE: ./src/validate/pages/page-body.ts
var page_body = __webpack_require__(18859);
// EXTERNAL MODULE: ./src/validate/source/ignore-rules.ts
var ignore_rules = __webpack_require__(70880);
// EXTERNAL MODULE: ./src/validate/source/repo-files.ts
var repo_files = __webpack_require__(86370);
;// CONCATENATED MODULE: ./src/validate/page-links.ts







/**
 * The links of one page as the build reads its markdown: markdown links and images, used reference
 * definitions, autolinks (`<...>` in plain markdown only: MDX reads it as JSX), JSX and HTML
 * `href`/`src`; nothing inside code spans, fences or comments.
 * The validator's own scan, for other checkers (the external link check).
 */
function linksOfPage(text, kind = 'mdx') {
    const frontMatter = (0,front_matter/* extractFrontMatter */.s)(text);
    const bodyStart = frontMatter.kind === 'none' ? 0 : frontMatter.end;
    const links = (0,page_body/* scanPageBody */.LY)(text, bodyStart).links;
    // A reference definition's destination is also an autolink literal to the pattern: one link.
    const found = new Set(links.map((link) => `${link.position.line}:${link.position.column}`));
    for (const link of (0,page_body/* scanAutolinks */.O8)(text, bodyStart, kind === 'md'))
        if (!found.has(`${link.position.line}:${link.position.column}`))
            links.push(link);
    links.sort((a, b) => a.position.line - b.position.line || a.position.column - b.position.column);
    return links.map((link) => ({
        target: link.target,
        line: link.position.line,
        column: link.position.column,
    }));
}
/** The repository paths of the files a page imports (`/snippets/setup.mdx` as `snippets/setup.mdx`); no packages. */
function importsOfPage(file, text) {
    const frontMatter = (0,front_matter/* extractFrontMatter */.s)(text);
    return (0,page_body/* scanPageBody */.LY)(text, frontMatter.kind === 'none' ? 0 : frontMatter.end)
        .imports.map((ref) => (0,check_links/* importedPath */.U2)(file, ref.target))
        .filter((path) => path !== undefined);
}
/** The pages of a docs folder the build publishes (`.md`/`.mdx`, its ignore rules applied), sorted. */
async function page_links_publishedPages(dir) {
    const [files, ignored] = await Promise.all([listRepositoryFiles(dir), readIgnoreRules(dir)]);
    return files.filter((file) => /\.mdx?$/i.test(file) && !ignored(file));
}
/** Every published page of `dir` with its links, read `concurrency` files at a time. */
async function page_links_linksOfPages(dir, pages, concurrency = 32) {
    const found = new Map();
    let next = 0;
    const worker = async () => {
        while (next < pages.length) {
            const page = pages[next++];
            const text = await readFile(join(dir, ...page.split('/')), 'utf8').catch(() => undefined);
            if (text !== undefined)
                found.set(page, linksOfPage(text, /\.md$/i.test(page) ? 'md' : 'mdx'));
        }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, pages.length) }, worker));
    return new Map(pages.filter((page) => found.has(page)).map((page) => [page, found.get(page)]));
}

// EXTERNAL MODULE: ./src/github/call-policy.ts + 1 modules
var call_policy = __webpack_require__(80311);
;// CONCATENATED MODULE: ./src/github/check-run.ts

/** The Checks API takes at most this many annotations per request; more go in further updates. */
const ANNOTATIONS_PER_REQUEST = 50;
/** GitHub's limit on a check run's summary. */
const MAX_SUMMARY_CHARS = 65_535;
const MAX_MESSAGE_CHARS = (/* unused pure expression or super */ null && (64 * 1024 - 1));
/**
 * A completed check run carrying every annotation: the first batch of 50 with its creation, the
 * others in updates (GitHub appends them). Fails like any GitHub call (a 403 names `checks: write`).
 */
async function check_run_publishCheckRun(octokit, request) {
    const batches = [];
    for (let i = 0; i < request.annotations.length; i += ANNOTATIONS_PER_REQUEST)
        batches.push(request.annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
    const output = (batch = []) => ({
        title: request.title,
        summary: request.summary.length > MAX_SUMMARY_CHARS
            ? `${request.summary.slice(0, MAX_SUMMARY_CHARS - 40)}\n\n… (cut at GitHub's limit)`
            : request.summary,
        annotations: batch.map(toGitHubAnnotation),
    });
    const what = `creating the check run "${request.name}"`;
    const created = await callGitHub({ what, area: 'checks' }, () => octokit.rest.checks.create({
        owner: request.owner,
        repo: request.repo,
        name: request.name,
        head_sha: request.headSha,
        status: 'completed',
        conclusion: request.conclusion,
        ...(request.detailsUrl ? { details_url: request.detailsUrl } : {}),
        output: output(batches[0]),
    }), { logger: request.logger });
    const id = created.data.id;
    for (const batch of batches.slice(1)) {
        await callGitHub({ what: `adding annotations to the check run "${request.name}"`, area: 'checks' }, () => octokit.rest.checks.update({
            owner: request.owner,
            repo: request.repo,
            check_run_id: id,
            output: output(batch),
        }), { logger: request.logger });
    }
    return { id, url: created.data.html_url ?? undefined, requests: Math.max(1, batches.length) };
}
function toGitHubAnnotation(annotation) {
    return {
        path: annotation.path,
        start_line: annotation.line,
        end_line: annotation.line,
        // Columns are allowed only when the annotation spans one line, which ours always do.
        ...(annotation.column === undefined
            ? {}
            : { start_column: annotation.column, end_column: annotation.column }),
        annotation_level: annotation.level,
        title: annotation.title,
        message: annotation.message.slice(0, MAX_MESSAGE_CHARS),
    };
}

;// CONCATENATED MODULE: ./src/validate/publish-findings.ts




/**
 * Annotates every finding where GitHub shows it: through a check run (every finding, in batches of
 * 50) when the mode asks for one, or when `auto` finds more findings than a step can show and the
 * token may create check runs; otherwise, or when GitHub refuses the check run (fork pull requests,
 * read-only tokens), through workflow commands, of which GitHub shows 10 errors and 10 warnings per
 * step: the log then says how many it could not show and where they are.
 */
async function publishFindings(options) {
    const { findings, logger } = options;
    const overflow = beyondStepLimit(findings);
    const wantCheckRun = options.mode === 'check-run' ||
        (options.mode === 'auto' && overflow.errors + overflow.warnings > 0 && options.checkRun !== undefined);
    if (wantCheckRun && options.checkRun) {
        const check = options.checkRun;
        try {
            const run = await publishCheckRun(check.octokit, {
                owner: check.owner,
                repo: check.repo,
                name: check.name,
                headSha: check.headSha,
                conclusion: check.failed ? 'failure' : 'success',
                title: check.title,
                summary: check.summary,
                detailsUrl: check.detailsUrl,
                annotations: findings.filter((f) => !isHttpUrlLike(f.file)).map((f) => checkAnnotation(f, options)),
                logger,
            });
            // The log keeps every finding as plain text; the check run carries the annotations.
            for (const finding of findings)
                logger.info(plainLine(finding));
            logger.info(`Annotated ${findings.length} finding(s) on the check run "${check.name}"` +
                `${run.url ? ` (${run.url})` : ''} in ${run.requests} request(s).`);
            return { via: 'check-run', checkRunUrl: run.url, notShown: { errors: 0, warnings: 0 } };
        }
        catch (error) {
            logger.warning(`Could not create the check run "${check.name}" (${errorMessage(error)}): annotating through workflow ` +
                'commands instead, of which GitHub shows 10 errors and 10 warnings per step. ' +
                'Give the job `checks: write` (not possible for pull requests from forks), or set annotate: commands.');
        }
    }
    if (options.mode === 'check-run' && !options.checkRun) {
        logger.warning('annotate: check-run needs the repository (GITHUB_REPOSITORY), the commit and a github-token: ' +
            'annotating through workflow commands instead.');
    }
    for (const finding of findings)
        annotateWithCommand(finding, options);
    if (overflow.errors + overflow.warnings > 0) {
        logger.info(`GitHub shows at most 10 error and 10 warning annotations per step: ${overflow.errors} error(s) and ` +
            `${overflow.warnings} warning(s) are in this log and the job summary but not annotated on the files ` +
            '(new findings and findings in changed files come first). annotate: auto or check-run annotates every ' +
            'finding through a check run (checks: write).');
    }
    return { via: 'commands', notShown: overflow };
}
function checkAnnotation(finding, options) {
    return {
        path: options.repositoryPath(finding.file),
        line: finding.line,
        column: finding.column,
        level: finding.severity === 'error' ? 'failure' : 'warning',
        title: `${finding.rule}${finding.new ? ' (new)' : ''}`,
        message: finding.message,
    };
}
function annotateWithCommand(finding, options) {
    const level = finding.severity === 'error' ? 'error' : 'warning';
    const message = `${finding.rule}: ${finding.message}`;
    if (isHttpUrlLike(finding.file)) {
        // A spec fetched from a URL has no file in the repository to annotate.
        options.logger[level](`${finding.file}:${finding.line}:${finding.column}: ${message}`);
    }
    else {
        options.logger[level](message, {
            file: options.repositoryPath(finding.file),
            line: finding.line,
            column: finding.column,
            ...(finding.new ? { title: `${finding.rule} (new)` } : {}),
        });
    }
}
function plainLine(finding) {
    return (`${finding.file}:${finding.line}:${finding.column}: ${finding.severity}${finding.new ? ' (new)' : ''} ` +
        `${finding.rule}: ${finding.message.replace(/\s*\n\s*/g, ' ')}`);
}

// EXTERNAL MODULE: ./src/validate/pages/heading-anchors.ts
var heading_anchors = __webpack_require__(85940);
;// CONCATENATED MODULE: ./src/validate/index.ts












;// CONCATENATED MODULE: ./src/links/live/source-lines.ts




/**
 * The links and imports of the docs folder's files, each file read and scanned once per run: a
 * snippet on many pages is resolved against each page's address, not read again.
 */
class WrittenFiles {
    scanned = new Map();
    docsDir;
    constructor(docsDir) {
        this.docsDir = docsDir;
    }
    of(file) {
        let found = this.scanned.get(file);
        if (!found) {
            found = (0,promises_.readFile)((0,external_node_path_.join)(this.docsDir, ...file.split('/')), 'utf8').then((text) => ({
                links: linksOfPage(text, /\.md$/i.test(file) ? 'md' : 'mdx'),
                imports: importsOfPage(file, text),
            }), () => undefined);
            this.scanned.set(file, found);
        }
        return found;
    }
}
/** Snippets importing snippets are followed this deep. */
const MAX_SNIPPET_DEPTH = 4;
/**
 * Where a rendered link is written in its page's source: the written links of the file, resolved
 * the way a browser resolves them on the live page (root-relative against the site's base, relative
 * against the page's address), looked up by the rendered link's address. The build rewrites some
 * links (extensions dropped, a base path added) and adds others (components, navigation): those
 * that match no written link point at the file without a line (line 0). Links of the snippets a page
 * imports are traced to the snippet's own lines.
 */
class SourceLines {
    byKey = new Map();
    file;
    constructor(file) {
        this.file = file;
    }
    static async read(files, file, pageUrl, siteUrl) {
        const lines = new SourceLines(file ?? '');
        if (files === undefined || file === undefined)
            return lines;
        await lines.readFile(files, file, pageUrl, siteUrl, 0);
        return lines;
    }
    /** One file's written links, then those of the snippets it imports (rendered on the same page). */
    async readFile(files, file, pageUrl, siteUrl, depth) {
        const written = await files.of(file);
        if (written === undefined)
            return;
        for (const link of written.links) {
            const url = resolveWritten(link.target, pageUrl, siteUrl);
            if (!url)
                continue;
            const source = { file, line: link.line, column: link.column };
            for (const key of matchKeys(url)) {
                const list = this.byKey.get(key) ?? [];
                list.push(source);
                this.byKey.set(key, list);
            }
        }
        if (depth >= MAX_SNIPPET_DEPTH)
            return;
        for (const snippet of written.imports) {
            if (!/\.mdx?$/i.test(snippet) || snippet.startsWith('..'))
                continue;
            await this.readFile(files, snippet, pageUrl, siteUrl, depth + 1);
        }
    }
    /** The places `url` (a rendered link, resolved) is written; the page's file without a line if none. */
    sourcesOf(url) {
        const [exact, document] = matchKeys(url);
        const found = this.byKey.get(exact) ?? this.byKey.get(document);
        if (found)
            return found;
        return this.file ? [{ file: this.file, line: 0, column: 0 }] : [];
    }
}
function resolveWritten(target, pageUrl, siteUrl) {
    const written = target.trim();
    const classified = link_targets_classifyTarget(written);
    try {
        if (classified.kind === 'external')
            return new URL(classified.url);
        if (classified.kind !== 'internal')
            return undefined;
        if (written.startsWith('/') && !written.startsWith('//')) {
            const base = siteUrl.pathname.endsWith('/') ? siteUrl.pathname : `${siteUrl.pathname}/`;
            return new URL(base + written.slice(1), siteUrl);
        }
        return new URL(written, pageUrl);
    }
    catch {
        return undefined;
    }
}
/** The exact form (fragment kept) and the document's form, both without what builds rewrite. */
function matchKeys(url) {
    const path = decodeSafely(url.pathname)
        .replace(/\.mdx?$/i, '')
        .replace(/\/index$/i, '/')
        .replace(/\/+$/, '');
    const document = `${url.protocol}//${url.host.toLowerCase()}${path}${url.search}`;
    return [`${document}${url.hash}`, document];
}
function decodeSafely(text) {
    try {
        return decodeURI(text);
    }
    catch {
        return text;
    }
}

;// CONCATENATED MODULE: ./src/links/live/live-check.ts









const ORDER = { broken: 0, suspect: 1, ok: 2, skipped: 3, excluded: 4 };
/**
 * Checks pages as readers see them: each page must answer 200 with HTML; the links of its content
 * are requested (the site's own on the site, with their `#anchors` against the target's HTML; the
 * outside ones through the link checker) and judged as `docs-ci links` judges them.
 */
async function checkLivePages(options) {
    const site = new URL(options.siteUrl);
    const clock = options.clock ?? core_clock/* systemClock */.ml;
    const { engine } = options;
    const scheduler = new host_scheduler/* HostScheduler */.M({
        maxConcurrency: engine.maxConcurrency,
        hostConcurrency: engine.hostConcurrency,
        retries: 2,
        maxWaitMs: 60_000,
        clock,
        signal: engine.signal,
    });
    // The site was named by the user or the service: its address is requested even when private.
    const agents = new fetch_document/* AgentPool */.mS(engine.network, true);
    const fetched = new Map();
    const fetchSite = (url, wantAnchors, collectLinks = false) => scheduler.check(new URL(url).host, (signal) => (0,fetch_document/* fetchDocument */.sW)(url, {
        wantAnchors,
        collectLinks,
        timeoutMs: engine.requestTimeoutMs,
        signal,
        now: () => clock.now(),
    }, agents));
    try {
        const fetchPage = async (page) => {
            const check = await fetchSite(page.url, true, true);
            fetched.set(withoutHash(page.url), check);
            if (check.finalUrl)
                fetched.set(withoutHash(check.finalUrl), check);
            return { page, check };
        };
        // The first page alone: a site behind a login then gets one request, not one per page.
        const [first, ...rest] = options.pages;
        const firstCheck = first === undefined ? [] : [await fetchPage(first)];
        const firstWall = firstCheck[0] && (0,login_wall/* loginWall */.G)(firstCheck[0].page.url, firstCheck[0].check, site);
        const pageChecks = [...firstCheck, ...(firstWall ? [] : await Promise.all(rest.map(fetchPage)))];
        const wall = pageChecks
            .map(({ page, check }) => (0,login_wall/* loginWall */.G)(page.url, check, site))
            .find((found) => found !== undefined);
        if (wall) {
            options.logger.info(`The live check stopped: ${wall.reason}.`);
            return {
                siteUrl: site.href,
                pages: options.pages.map((page) => ({
                    url: page.url,
                    file: page.file,
                    status: 'login',
                    code: fetched.get(withoutHash(page.url))?.code ?? null,
                    reason: wall.reason,
                    links: [],
                    broken: 0,
                    suspect: 0,
                })),
                links: [],
                login: wall,
                summary: emptySummary(scheduler.stats().requests, 1),
                networkDown: 0,
            };
        }
        // Each page's links, resolved and traced to their source lines.
        const written = options.docsDir === undefined ? undefined : new WrittenFiles(options.docsDir);
        const links = new Map();
        const linksByPage = new Map();
        for (const { page, check } of pageChecks) {
            const keys = [];
            linksByPage.set(page.url, keys);
            if (!readOnSite(check, site))
                continue;
            const pageUrl = new URL(check.finalUrl ?? page.url);
            const sources = await SourceLines.read(written, page.file, pageUrl, site);
            const base = safeUrl(check.page?.baseHref ?? '', pageUrl) ?? pageUrl;
            for (const rendered of check.page?.links ?? []) {
                if (rendered.frame)
                    continue;
                const url = safeUrl(rendered.href, base);
                if (!url)
                    continue;
                const collected = collect(url, rendered.href, site, options.exclusions ?? []);
                if (!collected)
                    continue;
                const known = links.get(collected.url);
                const entry = known ?? { ...collected, sources: [], pages: [] };
                if (!known)
                    links.set(entry.url, entry);
                if (!entry.pages.includes(page.url)) {
                    entry.pages.push(page.url);
                    for (const source of sources.sourcesOf(url))
                        if (!entry.sources.some((s) => sameSource(s, source)))
                            entry.sources.push(source);
                    keys.push(entry.url);
                }
            }
        }
        // The site's documents not fetched yet, and the outside ones, at the same time.
        const siteDocuments = new Map();
        const outside = new Map();
        for (const link of links.values()) {
            if (link.document === undefined)
                continue;
            const wantAnchors = link.fragment !== undefined;
            const target = sameOrigin(link.document, site) ? siteDocuments : outside;
            if (target === siteDocuments && fetched.has(link.document))
                continue;
            target.set(link.document, (target.get(link.document) ?? false) || wantAnchors);
        }
        const [, engineResult] = await Promise.all([
            Promise.all([...siteDocuments].map(async ([document, wantAnchors]) => {
                fetched.set(document, await fetchSite(document, wantAnchors));
            })),
            check_documents_checkDocuments([...outside].map(([document, wantAnchors]) => ({ document, wantAnchors })), engine),
        ]);
        const verdicts = new Map();
        for (const link of links.values()) {
            const document = link.document === undefined
                ? undefined
                : (fetched.get(link.document) ?? engineResult.checks.get(link.document));
            verdicts.set(link.url, { ...verdicts_linkVerdict(link, document), pages: link.pages });
        }
        const pages = pageChecks.map(({ page, check }) => livePage(page, check, site, (linksByPage.get(page.url) ?? []).map((key) => verdicts.get(key))));
        const all = [...verdicts.values()].sort(byStatus);
        const summary = emptySummary(scheduler.stats().requests + engineResult.requests, engineResult.hosts + 1);
        for (const link of all)
            summary[link.status]++;
        summary.cached = all.filter((link) => link.cached).length;
        return { siteUrl: site.href, pages, links: all, summary, networkDown: engineResult.networkDown };
    }
    finally {
        agents.destroy();
    }
}
function livePage(target, check, site, links) {
    const sorted = [...links].sort(byStatus);
    const counts = {
        broken: sorted.filter((link) => link.status === 'broken').length,
        suspect: sorted.filter((link) => link.status === 'suspect').length,
    };
    const base = { url: target.url, file: target.file, code: check.code, links: sorted, ...counts };
    if (check.status === 'ok' && !isHtmlPage(check))
        return {
            ...base,
            status: 'broken',
            reason: `the page answers ${check.code} with ${check.contentType ? check.contentType.split(';')[0] : 'no content type'}, not HTML`,
        };
    if (check.status === 'ok' && !readOnSite(check, site))
        return {
            ...base,
            status: 'suspect',
            reason: `the page is redirected off the site, to ${check.finalUrl}: it was not read`,
        };
    if (check.status === 'ok')
        return { ...base, status: 'ok', reason: check.reason };
    return { ...base, status: check.status === 'broken' ? 'broken' : 'suspect', reason: check.reason };
}
/** What one rendered link asks: a request on the site or outside, or a verdict without one. */
function collect(url, href, site, exclusions) {
    const exclusion = exclusions_excludedBy(exclusions, href, url.href);
    if (sameOrigin(url.href, site)) {
        const document = withoutHash(url.href);
        const fragment = url.hash.length > 1 ? safeDecode(url.hash.slice(1)) : undefined;
        const entry = { url: url.href, sources: [], document, fragment };
        return exclusion ? settle(entry, 'excluded', `excluded by ${exclusion.origin}`) : entry;
    }
    const target = link_targets_classifyTarget(url.href);
    if (target.kind === 'internal')
        return undefined;
    const entry = { url: target.url, sources: [], document: undefined, fragment: undefined };
    if (exclusion)
        return settle(entry, 'excluded', `excluded by ${exclusion.origin}`);
    if (target.kind === 'skipped')
        return settle(entry, 'skipped', target.reason);
    if (target.kind === 'malformed')
        return settle(entry, 'broken', target.reason);
    return { ...entry, document: target.document, fragment: target.fragment };
}
function settle(entry, status, reason) {
    return { ...entry, settled: { status, reason } };
}
function isHtmlPage(check) {
    return check.status === 'ok' && check.anchors !== undefined;
}
/** An HTML page that ends on the site: a page redirected elsewhere (a login, another site) is not the site's. */
function readOnSite(check, site) {
    if (!isHtmlPage(check))
        return false;
    if (!check.finalUrl)
        return true;
    try {
        return (0,login_wall/* isWithinSite */.t)(new URL(check.finalUrl), site);
    }
    catch {
        return false;
    }
}
function sameOrigin(url, site) {
    try {
        return new URL(url).origin === site.origin;
    }
    catch {
        return false;
    }
}
function withoutHash(url) {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
}
function safeUrl(href, base) {
    try {
        return href === '' ? undefined : new URL(href, base);
    }
    catch {
        return undefined;
    }
}
function sameSource(a, b) {
    return a.file === b.file && a.line === b.line && a.column === b.column;
}
function byStatus(a, b) {
    return ORDER[a.status] - ORDER[b.status] || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
}
function emptySummary(requests, hosts) {
    return { ok: 0, broken: 0, suspect: 0, skipped: 0, excluded: 0, requests, hosts, cached: 0 };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/core/site-address.ts
var site_address = __webpack_require__(80449);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
;// CONCATENATED MODULE: ./src/links/cache.ts




/**
 * Results kept between runs (a file the CLI names with `--cache`, restored by the action from the
 * Actions cache). Only documents that were fine are reused while younger than the age limit: a broken
 * or suspect link is checked again every run, so that a fixed link or a site back up shows at once
 * (with GET at once: it needed GET last time).
 */
const FORMAT = 1;
const entrySchema = schemas/* object */.Ikc({
    status: schemas/* enum */.k5n(['ok', 'broken', 'suspect', 'skipped']),
    code: schemas/* number */.aig().int().nullable(),
    reason: schemas/* string */.YjP(),
    finalUrl: schemas/* string */.YjP().nullable(),
    /** Absent: the body was not read for anchors. */
    anchors: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    checkedAt: schemas/* number */.aig(),
});
const fileSchema = schemas/* object */.Ikc({ format: schemas/* literal */.euz(FORMAT), documents: schemas/* record */.g1P(schemas/* string */.YjP(), entrySchema) });
/** Past this many anchors a page's are not kept (a huge generated page): it is fetched again for fragments. */
const MAX_KEPT_ANCHORS = 20_000;
class LinkCache {
    entries;
    maxAgeMs;
    now;
    /** A fresh result was kept since the file was read: worth writing. */
    changed = false;
    constructor(entries, maxAgeMs, now) {
        this.entries = entries;
        this.maxAgeMs = maxAgeMs;
        this.now = now;
    }
    static empty(maxAgeMs, now = Date.now()) {
        return new LinkCache(new Map(), maxAgeMs, now);
    }
    /** Reads the file; a missing file is an empty cache, an unreadable one a warning and an empty cache. */
    static async read(path, maxAgeMs, logger, now = Date.now()) {
        let text;
        try {
            text = await (0,promises_.readFile)(path, 'utf8');
        }
        catch (error) {
            if (error.code !== 'ENOENT')
                logger.warning(`The link cache ${path} could not be read (${(0,errors/* errorMessage */.gJ)(error)}): every link is checked afresh.`);
            return LinkCache.empty(maxAgeMs, now);
        }
        try {
            const parsed = fileSchema.parse(JSON.parse(text));
            return new LinkCache(new Map(Object.entries(parsed.documents)), maxAgeMs, now);
        }
        catch {
            logger.warning(`The link cache ${path} is not a cache this version of docs-ci wrote (damaged or from another version): every link is checked afresh.`);
            return LinkCache.empty(maxAgeMs, now);
        }
    }
    /**
     * The kept result of a document when it can stand for a fresh check: it was ok, is younger than
     * the age limit, and kept its anchors when a fragment must be checked.
     */
    reusable(document, wantAnchors) {
        const entry = this.entries.get(document);
        if (!entry || entry.status !== 'ok')
            return undefined;
        const age = this.now - entry.checkedAt;
        if (age < 0 || age > this.maxAgeMs)
            return undefined;
        if (wantAnchors && entry.anchors === undefined)
            return undefined;
        return {
            status: entry.status,
            code: entry.code,
            reason: entry.reason,
            finalUrl: entry.finalUrl,
            anchors: entry.anchors === undefined ? undefined : new Set(entry.anchors),
            requests: 0,
        };
    }
    /**
     * The document was not fine last time (broken, suspect): it is checked again, with GET straight
     * away (its server answered HEAD and GET alike, or refused HEAD), one request instead of two.
     */
    troubledBefore(document) {
        const entry = this.entries.get(document);
        return entry !== undefined && entry.status !== 'ok' && this.now - entry.checkedAt <= this.maxAgeMs;
    }
    /** Keeps a fresh result (not one that itself came from the cache, which keeps its first date). */
    remember(document, check, checkedAt = this.now) {
        if (check.networkDown)
            return;
        if (check.status === 'ok')
            this.changed = true;
        const anchors = check.anchors && check.anchors.size <= MAX_KEPT_ANCHORS ? [...check.anchors] : undefined;
        this.entries.set(document, {
            status: check.status,
            code: check.code,
            reason: check.reason,
            finalUrl: check.finalUrl,
            ...(anchors ? { anchors } : {}),
            checkedAt,
        });
    }
    get dirty() {
        return this.changed;
    }
    /** Writes the entries still young enough to be of use (atomic: a temporary file renamed). */
    async write(path) {
        const documents = {};
        // Results that were not fine are kept too: never reused, they tell the next run to GET at once.
        for (const [document, entry] of this.entries) {
            if (this.now - entry.checkedAt <= this.maxAgeMs)
                documents[document] = entry;
        }
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
        const temporary = `${path}.${process.pid}.tmp`;
        await (0,promises_.writeFile)(temporary, `${JSON.stringify({ format: FORMAT, documents })}\n`);
        await (0,promises_.rename)(temporary, path);
    }
}

;// CONCATENATED MODULE: ./src/links/collect.ts



/** The outside links of a docs folder's pages, each distinct URL once with all its sources. */
async function collect_collectLinks(docsDir, options) {
    const pages = options.pages ? [...options.pages] : await publishedPages(docsDir);
    const byPage = await linksOfPages(docsDir, pages);
    const links = new Map();
    const urlsByPage = new Map();
    for (const [page, written] of byPage) {
        const urls = new Set();
        urlsByPage.set(page, urls);
        for (const link of written) {
            const target = classifyTarget(link.target, options.siteUrl);
            if (target.kind === 'internal')
                continue;
            const source = { file: page, line: link.line, column: link.column };
            urls.add(target.url);
            const known = links.get(target.url);
            if (known) {
                known.sources.push(source);
                continue;
            }
            const exclusion = excludedBy(options.exclusions, link.target.trim(), target.url);
            const entry = {
                url: target.url,
                sources: [source],
                document: undefined,
                fragment: undefined,
            };
            if (exclusion)
                entry.settled = { status: 'excluded', reason: `excluded by ${exclusion.origin}` };
            else if (target.kind === 'skipped')
                entry.settled = { status: 'skipped', reason: target.reason };
            else if (target.kind === 'malformed')
                entry.settled = { status: 'broken', reason: target.reason };
            else {
                entry.document = target.document;
                entry.fragment = target.fragment;
            }
            links.set(target.url, entry);
        }
    }
    return { links: [...links.values()], urlsByPage, pages: byPage.size };
}

;// CONCATENATED MODULE: ./src/links/scope.ts



/**
 * Whether a link is new at the head: some page links to its URL where the base's same page (followed
 * through a rename) did not. A link only moved within a page, or a page only renamed, is not new.
 */
function scope_isNewLink(url, pages, base, renames = new Map()) {
    const headToBase = new Map([...renames].map(([from, to]) => [to, from]));
    return pages.some((page) => !base.get(headToBase.get(page) ?? page)?.has(url));
}
const report = schemas/* object */.Ikc({
    links: schemas/* array */.YOg(schemas/* object */.Ikc({ url: schemas/* string */.YjP(), sources: schemas/* array */.YOg(schemas/* object */.Ikc({ file: schemas/* string */.YjP() })) })),
});
/** The pages' URLs of a previous `docs-ci links --format json` report, for `--baseline FILE`. */
async function readLinkBaseline(path) {
    let json;
    try {
        json = JSON.parse(await readFile(path, 'utf8'));
    }
    catch (error) {
        throw new ConfigurationError(`--baseline: cannot read ${path} as JSON (${errorMessage(error)}); give the output of docs-ci links --format json`);
    }
    const parsed = report.safeParse(json);
    if (!parsed.success) {
        throw new ConfigurationError(`--baseline: ${path} is not a docs-ci links report (it needs links[] of {url, sources[{file}]}); ` +
            'give the output of docs-ci links --format json');
    }
    if (json.truncated !== undefined) {
        throw new ConfigurationError(`--baseline: ${path} is a cut report (it has "truncated"): links left out of it would count as new; ` +
            'give the whole output of docs-ci links --format json');
    }
    const pages = new Map();
    for (const link of parsed.data.links) {
        for (const source of link.sources) {
            let urls = pages.get(source.file);
            if (!urls)
                pages.set(source.file, (urls = new Set()));
            urls.add(link.url);
        }
    }
    return pages;
}

;// CONCATENATED MODULE: ./src/links/run-links.ts










const DEFAULTS = {
    maxConcurrency: 32,
    hostConcurrency: 2,
    requestTimeoutMs: 10_000,
    cacheMaxAgeMs: 24 * 3_600_000,
};
const run_links_ORDER = { broken: 0, suspect: 1, ok: 2, skipped: 3, excluded: 4 };
/** Checks the outside links of a docs folder's pages: the use case of `docs-ci links` and the links action. */
async function runLinkCheck(options) {
    const { logger } = options;
    const { docsDir, siteUrl, exclusions, cache } = await prepareRun(options);
    const collection = await collectLinks(docsDir, { pages: options.pages, siteUrl, exclusions });
    const documents = new Map();
    for (const link of collection.links) {
        if (link.document === undefined)
            continue;
        documents.set(link.document, (documents.get(link.document) ?? false) || link.fragment !== undefined);
    }
    logger.info(`Checking ${documents.size} outside address(es) of ${collection.links.length} link(s) on ${collection.pages} page(s).`);
    const engine = await checkDocuments([...documents].map(([document, wantAnchors]) => ({ document, wantAnchors })), engineOptions(options, cache));
    const cacheWritten = await writeCache(options, cache);
    if (options.base && 'dir' in options.base && !existsSync(options.base.dir))
        throw new ConfigurationError(`the base folder ${options.base.dir} does not exist`);
    const base = options.base && 'dir' in options.base
        ? {
            urlsByPage: (await collectLinks(resolve(options.base.dir), { siteUrl, exclusions: [] })).urlsByPage,
            label: options.base.label,
        }
        : options.base;
    const links = collection.links.map((link) => {
        const checked = linkVerdict(link, link.document === undefined ? undefined : engine.checks.get(link.document));
        return base ? { ...checked, new: isNew(link, base) } : checked;
    });
    links.sort((a, b) => run_links_ORDER[a.status] - run_links_ORDER[b.status] ||
        Number(Boolean(b.new)) - Number(Boolean(a.new)) ||
        (a.url < b.url ? -1 : 1));
    sayNetworkDown(engine.networkDown, engine.answered, logger);
    const summary = {
        ok: 0,
        broken: 0,
        suspect: 0,
        skipped: 0,
        excluded: 0,
        requests: engine.requests,
        hosts: engine.hosts,
        cached: links.filter((link) => link.cached).length,
    };
    for (const link of links)
        summary[link.status]++;
    return {
        links,
        summary,
        pages: collection.pages,
        networkDown: engine.networkDown,
        cacheWritten,
        ...(base
            ? {
                comparison: {
                    base: base.label,
                    newLinks: links.filter((link) => link.new).length,
                    newBroken: links.filter((link) => link.new && link.status === 'broken').length,
                },
            }
            : {}),
    };
}
/** What every link check starts from: the docs folder, the site's address, the exclusions, the cache. */
async function prepareRun(options) {
    const docsDir = (0,external_node_path_.resolve)(options.docsDir);
    if (!(0,external_node_fs_.existsSync)(docsDir))
        throw new errors/* ConfigurationError */.j1(`the docs folder ${options.docsDir} does not exist`);
    const siteUrl = options.siteUrl === undefined
        ? undefined
        : (0,site_address/* parseSiteAddress */.j)(options.siteUrl, { what: 'site-url', wording: 'address' });
    const exclusions = [
        ...(options.exclude ?? []).map((pattern) => compileExclusion(pattern, options.excludeOrigin ?? 'exclude')),
        ...(await readLycheeIgnoreFiles(options.lycheeIgnoreFolders ?? [docsDir, repositoryRoot(docsDir)], (folder) => displayPath((0,external_node_path_.join)(folder, '.lycheeignore')))),
    ];
    const maxAgeMs = options.cacheMaxAgeMs ?? DEFAULTS.cacheMaxAgeMs;
    const now = options.clock?.now() ?? Date.now();
    const cache = options.cacheFile
        ? await LinkCache.read(options.cacheFile, maxAgeMs, options.logger, now)
        : LinkCache.empty(maxAgeMs, now);
    return { docsDir, siteUrl, exclusions, cache };
}
/** The engine's settings from a run's options, defaults filled in. */
function engineOptions(options, cache) {
    return {
        allowPrivate: options.allowPrivate ?? false,
        maxConcurrency: options.maxConcurrency ?? DEFAULTS.maxConcurrency,
        hostConcurrency: options.hostConcurrency ?? DEFAULTS.hostConcurrency,
        requestTimeoutMs: options.requestTimeoutMs ?? DEFAULTS.requestTimeoutMs,
        network: options.network,
        github: options.github,
        cache,
        logger: options.logger,
        clock: options.clock,
        signal: options.signal,
    };
}
/** Writes the cache when it has fresh results to keep; false (after a warning) when it could not. */
async function writeCache(options, cache) {
    if (!options.cacheFile || !cache.dirty)
        return false;
    return cache.write(options.cacheFile).then(() => true, (error) => {
        options.logger.warning(`The link cache could not be written to ${options.cacheFile} (${error.message}).`);
        return false;
    });
}
/** Said once: links that could not be checked because no DNS answers are suspect, not broken. */
function sayNetworkDown(networkDown, answered, logger) {
    if (networkDown > 0 && answered === 0) {
        logger.warning(`The network is unreachable from here: no outside host answered and ${networkDown} host name(s) could ` +
            'not be looked up, so those links are listed as suspect (which never fails the step). Run where the web is reachable.');
    }
    else if (networkDown > 0) {
        logger.info(`${networkDown} address(es) could not be looked up (no DNS answer): listed as suspect.`);
    }
}
function isNew(link, base) {
    const pages = [...new Set(link.sources.map((source) => source.file))];
    return isNewLink(link.url, pages, base.urlsByPage, base.renames);
}
/** The nearest folder at or above `dir` holding `.git`; `dir` itself when none. */
function repositoryRoot(dir) {
    for (let at = dir;; at = (0,external_node_path_.dirname)(at)) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(at, '.git')))
            return at;
        if ((0,external_node_path_.dirname)(at) === at)
            return dir;
    }
}
function displayPath(path) {
    const rel = (0,external_node_path_.relative)(process.cwd(), path);
    return (rel && !rel.startsWith('..') ? rel : path).split(external_node_path_.sep).join('/');
}

;// CONCATENATED MODULE: ./src/preview/live-links.ts



/**
 * The changed pages as readers of the preview see them: each fetched from the preview, its links
 * and anchors checked as rendered (outside links with the link checker's cache and exclusions).
 */
async function checkChangedPagesLive(options) {
    const docsDir = (0,external_node_path_.join)(options.workspace, options.docsRoot);
    const settings = {
        docsDir,
        lycheeIgnoreFolders: [docsDir, options.workspace],
        cacheFile: options.cacheFile,
        github: options.github,
        network: options.network,
        logger: options.logger,
        clock: options.clock,
        signal: options.signal,
    };
    const { exclusions, cache } = await prepareRun(settings);
    const pages = options.pages.flatMap((page) => page.url === null || page.change === 'removed'
        ? []
        : [{ url: page.url, ...sourceFile(page, options.docsRoot) }]);
    options.logger.info(`Checking ${pages.length} changed page(s) on the preview ${options.previewUrl}.`);
    const report = await checkLivePages({
        siteUrl: options.previewUrl,
        pages,
        docsDir,
        exclusions,
        engine: engineOptions(settings, cache),
        logger: options.logger,
        clock: options.clock,
    });
    const cacheWritten = await writeCache(settings, cache);
    if (!report.login)
        sayNetworkDown(report.networkDown, report.summary.ok, options.logger);
    return { report, cacheWritten };
}
/** The page's own file relative to the docs folder; none for a page generated from a spec. */
function sourceFile(page, docsRoot) {
    if (page.via?.kind === 'spec' || !/\.mdx?$/i.test(page.path))
        return {};
    const prefix = docsRoot === '' ? '' : `${external_node_path_.posix.normalize(docsRoot.split('\\').join('/')).replace(/\/$/, '')}/`;
    return page.path.startsWith(prefix) ? { file: page.path.slice(prefix.length) } : {};
}


/***/ })

};
