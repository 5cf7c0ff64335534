export const id = 260;
export const ids = [260];
export const modules = {

/***/ 3846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mS: () => (/* binding */ AgentPool),
  sW: () => (/* binding */ fetchDocument)
});

// UNUSED EXPORTS: probeDns

// EXTERNAL MODULE: external "node:dns"
var external_node_dns_ = __webpack_require__(610);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
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

/***/ 1193:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M: () => (/* binding */ HostScheduler)
});

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: ./src/core/clock.ts
var clock = __webpack_require__(2257);
;// CONCATENATED MODULE: ./src/client/limiter.ts

/** Requests a fresh adaptive limiter sends one at a time before its rate starts doubling. */
const START_PROBES = 3;
/**
 * A sliding-window limiter: at most `count` requests in any `windowMs`. A slot is held from the
 * moment a request is sent until its answer arrives and is counted from the answer's time, so the
 * service (which counts arrival times somewhere in between) never sees more than `count` in a
 * window, whatever the latency. A 429 holds every caller until Retry-After allows.
 *
 * Several runners of one organization (matrix legs, other repositories) share the service's quota
 * without sharing this limiter; each learns of the others only through 429s. With `adaptive` (the
 * default) the limiter behaves well among them, the way TCP senders share a link:
 * - Jitter: after a 429 it resumes at a random moment between Retry-After and Retry-After plus one
 *   slot's share of the window (12 s of 5 per minute), never before, so clients released by the same
 *   Retry-After do not all arrive at once; without Retry-After, exponential backoff from one slot's
 *   share with half of each wait random ("equal jitter").
 * - Rate: the number of requests it lets out at once (a congestion window) drops to one on a 429,
 *   so the first request after a pause is a probe and a client that lost the race for the freed slots
 *   meets one 429, not one per queued request. It stays at one while the quota is crowded (until a
 *   window after the last 429's pause ended): a slot just won was the one that had freed, and a burst
 *   right after it meets only 429s. Once a whole window passes so, every accepted answer doubles it, up to
 *   `count`. A run starts with its first `START_PROBES` requests one at a time, then doubles: it costs
 *   a few round trips of a minute's window, and runners that start together do not all burst into the
 *   one slot the first answers left.
 *
 * In the simulation of 4 runners with 10 previews each on 5 per minute (test/support/shared-quota.ts,
 * 300 seeds), a third of the 429s came in the first window from the runners' second bursts and a
 * third from the request sent right after a won slot; staying at one request while crowded and
 * starting with three probes halves the first and trims the second (28 -> 22 429s per run), at no
 * cost to the makespan (benchmark 6 of BENCHMARKS.md measures the same on real processes).
 */
class SlidingWindowLimiter {
    limit;
    clock;
    store;
    adaptive;
    random;
    /** Answer times of the requests that count against the quota, oldest first. */
    slots = [];
    inFlight = 0;
    /** Requests let out at once (adaptive only; the sliding window applies as well). */
    congestionWindow;
    pausedUntil = 0;
    /** The end of the current pause before its jitter: later 429s naming no later end share its draw. */
    pauseTarget = 0;
    rateLimitedInARow = 0;
    /** When the last 429 was answered: until a window after it (and after its pause), the quota is crowded. */
    lastRateLimitedAt = -Infinity;
    /** Accepted answers so far: the first START_PROBES go one at a time. */
    acceptedAnswers = 0;
    queue = Promise.resolve();
    /** Callers whose only way to a slot is a request in flight: woken by the next release. */
    releaseWaiters = [];
    constructor(limit, clock = systemClock, store, options = {}) {
        this.limit = limit;
        this.clock = clock;
        this.store = store;
        this.adaptive = options.adaptive ?? true;
        this.random = options.random ?? Math.random;
        this.congestionWindow = this.adaptive ? 1 : Infinity;
    }
    /** Requests this limiter currently lets out at once (the service's count when nothing crowds it). */
    get rate() {
        return Math.min(this.congestionWindow, this.limit.count);
    }
    /** Waits for a free slot (callers are served in order) and returns the function that releases it. */
    async acquire(signal, onWait) {
        const turn = this.queue.then(() => this.waitForSlot(signal, onWait));
        // The next caller queues behind this one whether it succeeds or is aborted.
        this.queue = turn.catch(() => undefined);
        await turn;
        this.inFlight++;
        let released = false;
        return (status) => {
            if (released)
                return;
            released = true;
            this.inFlight--;
            const now = this.clock.now();
            if (status === 429 && this.adaptive) {
                // Refused: it does not count against the quota, and the crowd calls for one request at a time.
                this.congestionWindow = 1;
                this.rateLimitedInARow++;
                this.lastRateLimitedAt = now;
            }
            else {
                this.slots.push(now);
                this.store?.save(this.slots.filter((t) => t + this.limit.windowMs > now));
                if (status !== undefined && status !== 429 && this.adaptive) {
                    this.acceptedAnswers++;
                    this.rateLimitedInARow = 0;
                    // Crowded until a whole window has passed since the last 429's pause ended: that pause is
                    // about a window long, so counting from the 429 itself would end it as the client resumes.
                    const crowded = this.lastRateLimitedAt > -Infinity &&
                        now < Math.max(this.lastRateLimitedAt, this.pausedUntil) + this.limit.windowMs;
                    if (!crowded && this.acceptedAnswers >= START_PROBES)
                        this.congestionWindow = Math.min(this.limit.count, this.congestionWindow * 2);
                }
            }
            const waiters = this.releaseWaiters;
            this.releaseWaiters = [];
            for (const wake of waiters)
                wake();
        };
    }
    /** Nobody sends before `until` (clock time). */
    pauseUntil(until) {
        this.pausedUntil = Math.max(this.pausedUntil, until);
    }
    /**
     * After a 429: pauses every caller and returns how long (ms) the caller should wait. With a
     * Retry-After hint (`askedMs`) never less than it; without one, exponential backoff from one slot's
     * share of the window. `attempt` counts this call's 429s in a row.
     */
    afterRateLimited(askedMs, attempt) {
        const now = this.clock.now();
        if (!this.adaptive) {
            const wait = askedMs ?? fixedBackoff(this.limit, attempt);
            this.pauseUntil(now + wait);
            return wait;
        }
        const slotShare = this.limit.windowMs / this.limit.count;
        let earliest;
        let spread;
        if (askedMs === undefined) {
            const inARow = Math.max(1, this.rateLimitedInARow);
            const backoff = Math.min(this.limit.windowMs, slotShare * 2 ** (inARow - 1));
            earliest = now + backoff / 2;
            spread = backoff / 2;
        }
        else {
            earliest = now + askedMs;
            spread = slotShare;
        }
        if (earliest > this.pauseTarget) {
            this.pauseTarget = earliest;
            this.pauseUntil(earliest + this.random() * spread);
        }
        return Math.max(0, this.pausedUntil - now);
    }
    /** Clock time at which the next request may be sent, ignoring requests still in flight. */
    nextFreeAt(now) {
        if (this.store) {
            // Requests other processes sent for the same organization count too.
            const known = new Set(this.slots);
            for (const t of this.store.load())
                if (!known.has(t))
                    this.slots.push(t);
            this.slots.sort((a, b) => a - b);
        }
        while (this.slots.length > 0 && this.slots[0] + this.limit.windowMs <= now)
            this.slots.shift();
        // As many requests out as the congestion window allows: the next answer decides on more.
        if (this.inFlight >= this.congestionWindow)
            return Infinity;
        let at = Math.max(now, this.pausedUntil);
        const used = this.slots.length + this.inFlight;
        if (used >= this.limit.count) {
            // The oldest completed slot that must expire before one is free; in-flight requests occupy the rest.
            const slot = this.slots[used - this.limit.count];
            at = Math.max(at, slot === undefined ? Infinity : slot + this.limit.windowMs);
        }
        return at;
    }
    async waitForSlot(signal, onWait) {
        for (;;) {
            const now = this.clock.now();
            const at = this.nextFreeAt(now);
            if (at <= now)
                return;
            if (Number.isFinite(at)) {
                const wait = at - now;
                onWait?.(wait, this.pausedUntil >= at ? 'retry-after' : 'quota');
                await this.clock.sleep(wait, signal);
            }
            else {
                // Only requests in flight can free a slot: their answer decides when.
                await this.nextRelease(signal);
            }
        }
    }
    nextRelease(signal) {
        return new Promise((resolve, reject) => {
            if (signal?.aborted)
                return reject(abortReason(signal));
            const onAbort = () => {
                this.releaseWaiters = this.releaseWaiters.filter((w) => w !== wake);
                reject(abortReason(signal));
            };
            const wake = () => {
                signal?.removeEventListener('abort', onAbort);
                resolve();
            };
            this.releaseWaiters.push(wake);
            signal?.addEventListener('abort', onAbort, { once: true });
        });
    }
}
/**
 * The wait after a 429 without a Retry-After hint when no adaptive limiter handles it: exponential
 * backoff from one slot's share of the window (2 s without a limit), ±20% jitter.
 */
function fixedBackoff(limit, attempt) {
    const window = limit?.windowMs ?? 60_000;
    const base = limit ? window / limit.count : 2000;
    const jitter = 0.8 + Math.random() * 0.4;
    return Math.round(Math.min(window, base * 2 ** (attempt - 1)) * jitter);
}
/** One limiter per bucket for the whole process: every call, from any capability, shares it. */
const registry = new Map();
function sharedLimiter(bucket, limit, clock, store, options = {}) {
    const key = `${bucket}:${limit.count}/${limit.windowMs}:${options.adaptive ?? true}`;
    let limiter = registry.get(key);
    if (!limiter) {
        limiter = new SlidingWindowLimiter(limit, clock, store, options);
        registry.set(key, limiter);
    }
    return limiter;
}
function resetSharedLimitersForTests() {
    registry.clear();
}

// EXTERNAL MODULE: ./src/core/duration.ts
var duration = __webpack_require__(8571);
;// CONCATENATED MODULE: ./src/links/schedule/host-scheduler.ts




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
        this.clock = options.clock ?? clock/* systemClock */.ml;
        this.random = options.random ?? Math.random;
        this.deadline = options.signal;
        this.attemptSignal = options.signal ?? new AbortController().signal;
        // Each attempt in flight listens to the deadline: as many as run at once (two schedulers of
        // one run share it), which is no leak (MaxListenersExceededWarning otherwise).
        if (options.signal)
            (0,external_node_events_.setMaxListeners)(Math.max((0,external_node_events_.getMaxListeners)(options.signal), 2 * this.maxConcurrency + 8), options.signal);
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
            const waitMs = fixedBackoff(undefined, task.tries);
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
            this.pauseHost(host, now + fixedBackoff(undefined, ++host.throttledInARow), now);
            return true;
        }
        return false;
    }
    waitTooLong(askedMs) {
        return `asks to wait ${(0,duration/* formatDuration */.a)(askedMs)}, longer than a check waits (${(0,duration/* formatDuration */.a)(this.maxWaitMs)})`;
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


/***/ })

};
