export const id = 486;
export const ids = [486];
export const modules = {

/***/ 2486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   httpGet: () => (/* binding */ httpGet)
/* harmony export */ });
/* unused harmony exports MAX_REDIRECTS, redirectTarget, parseContentRange, readSmallBody, parseStorageError */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _agent_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9062);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8198);




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
    if ((0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .isPresignedUrl */ .h3)(target))
        (0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .registerSecret */ .cl)(target);
    return target;
}
function requestOnce(url, headers, options) {
    const get = url.startsWith('https:') ? (node_https__WEBPACK_IMPORTED_MODULE_1___default().get) : (node_http__WEBPACK_IMPORTED_MODULE_0___default().get);
    return new Promise((resolve, reject) => {
        const request = get(url, { agent: (0,_agent_js__WEBPACK_IMPORTED_MODULE_2__/* .agentFor */ .Pf)(url), headers, signal: options.signal }, resolve);
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
