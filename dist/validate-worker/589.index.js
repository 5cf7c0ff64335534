export const id = 589;
export const ids = [589];
export const modules = {

/***/ 1589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  httpGet: () => (/* binding */ httpGet)
});

// UNUSED EXPORTS: MAX_REDIRECTS, parseContentRange, parseStorageError, readSmallBody, redirectTarget

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(4942);
;// CONCATENATED MODULE: ./src/client/agent.ts

/**
 * The http.Agent for a URL, as @actions/http-client chooses it: a tunnelling agent when
 * `https_proxy`/`http_proxy` applies (honouring `no_proxy`; 127.0.0.1 and localhost are never
 * proxied), a plain keep-alive agent otherwise. Node's https module adds NODE_EXTRA_CA_CERTS itself.
 */
// One HttpClient per origin: a client caches a single agent, whatever the protocol of later URLs.
const clients = new Map();
const cache = new Map();
function agentFor(url) {
    const parsed = new URL(url);
    const key = `${parsed.protocol}//${parsed.host}`;
    let agent = cache.get(key);
    if (!agent) {
        const client = new lib/* HttpClient */.Qq('docs-ci', [], { keepAlive: true });
        agent = client.getAgent(url);
        clients.set(key, client);
        cache.set(key, agent);
    }
    return agent;
}
/**
 * Whether agentFor(url) tunnels through a proxy: the same decision of @actions/http-client
 * (`https_proxy`/`http_proxy`, `no_proxy`, loopback never proxied).
 */
function usesProxy(url) {
    const proxy = getProxyUrl(url);
    return proxy !== '' && new URL(proxy).hostname !== '';
}
/** Closes idle keep-alive sockets so a finished process exits at once. */
function closeAgents() {
    for (const client of clients.values())
        client.dispose();
    // The tunnelling agent used behind a proxy has no destroy(): its sockets close with their requests.
    for (const agent of cache.values())
        agent.destroy?.();
    clients.clear();
    cache.clear();
}

;// CONCATENATED MODULE: ./src/core/secrets.ts
/**
 * One registry of secrets for the whole process. Everything printed (logs, errors, summaries,
 * comments, JSON results) goes through `redact`, so a secret registered once never shows up in output.
 */
const secrets = new Set();
const listeners = [];
/** Query parameters that make a URL a credential (S3/GCS/Azure presigned links, tokens). */
const SENSITIVE_QUERY = /[?&](x-amz-(signature|credential|security-token)|x-goog-(signature|credential)|signature|sig|token|access_token|se|sp|sv)=/i;
function registerSecret(value) {
    if (!value || value.length < 4 || secrets.has(value))
        return;
    secrets.add(value);
    for (const listener of listeners)
        listener(value);
}
/** Called for every secret registered now or later (the actions pass `core.setSecret`). */
function onSecretRegistered(listener) {
    listeners.push(listener);
    for (const secret of secrets)
        listener(secret);
}
/** A URL whose query string is a credential (a presigned link). */
function isPresignedUrl(url) {
    return SENSITIVE_QUERY.test(url);
}
/** The URL without its query string: safe to print. */
function safeUrl(url) {
    const q = url.indexOf('?');
    return q < 0 ? url : `${url.slice(0, q)}?<redacted>`;
}
/** Removes every registered secret and every presigned query string from the text. */
function redact(text) {
    let out = text;
    for (const secret of secrets)
        out = out.split(secret).join('***');
    // Any URL carrying credential parameters loses its whole query string.
    return out.replace(/https?:\/\/[^\s"'<>()]+/g, (url) => (isPresignedUrl(url) ? safeUrl(url) : url));
}
/** Test hook: forget every registered secret. */
function clearSecretsForTests() {
    secrets.clear();
}

;// CONCATENATED MODULE: ./src/client/http-get.ts




/** Redirects followed per request, whichever client follows them. */
const MAX_REDIRECTS = 5;
/**
 * One GET through the proxy-aware agent, following at most `maxRedirects` redirects (one request
 * per hop); the body is left unread.
 */
async function httpGet(url, headers, options) {
    let current = url;
    for (let hop = 0;; hop += 1) {
        const response = await requestOnce(current, headers, options);
        const next = redirectTarget(response.statusCode, response.headers.location, current);
        if (next === undefined || hop >= (options.maxRedirects ?? MAX_REDIRECTS)) {
            return { response, url: current };
        }
        response.resume();
        current = next;
        options.onHop?.(current);
    }
}
/**
 * Where a redirect answer sends the request (its Location resolved against `url`; a presigned
 * target is registered as a secret at once), or undefined when the answer is no redirect.
 */
function redirectTarget(status, location, url) {
    const redirect = status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
    if (!redirect || !location)
        return undefined;
    const target = new URL(location, url).href;
    if (isPresignedUrl(target))
        registerSecret(target);
    return target;
}
function requestOnce(url, headers, options) {
    const get = url.startsWith('https:') ? (external_node_https_default()).get : (external_node_http_default()).get;
    return new Promise((resolve, reject) => {
        const request = get(url, { agent: agentFor(url), headers, signal: options.signal }, resolve);
        request.on('error', reject);
        // Socket idle timeout: covers both waiting for the headers and a body that stops flowing.
        request.setTimeout(options.idleTimeoutMs, () => {
            request.destroy(new Error(`no data received for ${Math.round(options.idleTimeoutMs / 1000)}s`));
        });
    });
}
/** Parses `bytes 100-199/1000` (start, end, total) and the 416 form `bytes \*\/1000` (total only). */
function parseContentRange(value) {
    if (!value)
        return undefined;
    const match = /^\s*bytes\s+(?:(\d+)-(\d+)|\*)\/(\d+|\*)\s*$/i.exec(value);
    if (!match)
        return undefined;
    const result = {};
    if (match[1] !== undefined)
        result.start = Number(match[1]);
    if (match[2] !== undefined)
        result.end = Number(match[2]);
    if (match[3] !== '*')
        result.total = Number(match[3]);
    return result;
}
/** Reads at most `limit` bytes of a (small, error) body as text. */
async function readSmallBody(response, limit = 16 * 1024) {
    const chunks = [];
    let length = 0;
    try {
        for await (const chunk of response) {
            const buffer = chunk;
            chunks.push(buffer);
            length += buffer.length;
            if (length >= limit)
                break;
        }
    }
    catch {
        // A truncated error body still tells something.
    }
    finally {
        response.destroy();
    }
    return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}
/** `<Code>AccessDenied</Code><Message>Request has expired</Message>` → both fields, when present. */
function parseStorageError(body) {
    const code = /<Code>([^<]{1,100})<\/Code>/i.exec(body)?.[1]?.trim();
    const message = /<Message>([^<]{1,300})<\/Message>/i.exec(body)?.[1]?.trim();
    return { ...(code ? { code } : {}), ...(message ? { message } : {}) };
}


/***/ })

};
