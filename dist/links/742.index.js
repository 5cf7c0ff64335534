export const id = 742;
export const ids = [742];
export const modules = {

/***/ 1742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fetchDocuments: () => (/* binding */ fetchDocuments)
/* harmony export */ });
/* harmony import */ var _core_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2257);
/* harmony import */ var _http_fetch_document_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3846);
/* harmony import */ var _schedule_host_scheduler_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1193);



/** github.com's HTML pages answer 429 to CI runners: when they must be fetched, one at a time. */
const GITHUB_PAGES_HOSTS = ['github.com', 'www.github.com'];
/**
 * Fetches each document over HTTP under the per-host politeness of the scheduler, into `checks`
 * (checkDocuments loads this module only when some document is left to fetch).
 */
async function fetchDocuments(toFetch, checks, options) {
    const clock = options.clock ?? _core_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .ml;
    const scheduler = new _schedule_host_scheduler_js__WEBPACK_IMPORTED_MODULE_2__/* .HostScheduler */ .M({
        maxConcurrency: options.maxConcurrency,
        hostConcurrency: options.hostConcurrency,
        retries: 2,
        maxWaitMs: 60_000,
        clock,
        signal: options.signal,
    });
    for (const host of GITHUB_PAGES_HOSTS)
        scheduler.setHostConcurrency(host, 1);
    const agents = new _http_fetch_document_js__WEBPACK_IMPORTED_MODULE_1__/* .AgentPool */ .mS(options.network, options.allowPrivate);
    try {
        await Promise.all(toFetch.map(async (request) => {
            const host = new URL(request.document).host;
            const check = await scheduler.check(host, (signal) => (0,_http_fetch_document_js__WEBPACK_IMPORTED_MODULE_1__/* .fetchDocument */ .sW)(request.document, {
                wantAnchors: request.wantAnchors,
                startWithGet: options.cache.troubledBefore(request.document),
                timeoutMs: options.requestTimeoutMs,
                signal,
                now: () => clock.now(),
            }, agents));
            checks.set(request.document, check);
        }));
    }
    finally {
        agents.destroy();
    }
    const { requests, hosts } = scheduler.stats();
    return { requests, hosts };
}


/***/ })

};
