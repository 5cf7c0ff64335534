export const id = 410;
export const ids = [410];
export const modules = {

/***/ 7410:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validateInWorker: () => (/* binding */ validateInWorker)
/* harmony export */ });
/* unused harmony export workerBundleBeside */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _protocol_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6770);





/**
 * The worker's young generation, in MB. V8 lets the young generation of a long run grow to several
 * times 16 MB, and what it frees is not given back before the process ends: on a 25,000-page
 * repository that was about 90 MiB of peak RSS. An action cannot pass `--max-semi-space-size` to
 * Node, but a worker's resource limits can cap it. Measured through the CLI on that repository:
 * 8 MB gave 272-275 MiB of peak RSS at the same speed, 16 MB 279-297, 32 MB 308-314, and validating
 * on the main thread 358-366 MiB.
 */
const YOUNG_GENERATION_MB = 8;
/** Where ncc puts the worker bundle: dist/validate-worker/, beside every other bundle. */
const WORKER_BUNDLE = '../validate-worker/index.js';
/**
 * The worker bundle beside the bundle this module runs from, when it exists. From sources (tests,
 * the TypeScript loader) there is none, and validation stays on the calling thread.
 */
function workerBundleBeside(moduleUrl, bundle = WORKER_BUNDLE) {
    // Resolved at run time from a parameter, so that ncc does not try to copy it as an asset.
    const script = new URL(bundle, moduleUrl);
    return script.protocol === 'file:' && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(script)) ? script : undefined;
}
/**
 * Validates a repository in a worker thread with a capped young generation. Resolves undefined when
 * no worker can be started here (no worker bundle, or it failed to load), so that the caller
 * validates on its own thread; a worker that started reports its findings or its error.
 */
function validateInWorker(repository, script = workerBundleBeside(import.meta.url)) {
    if (script === undefined)
        return Promise.resolve(undefined);
    return new Promise((resolve, reject) => {
        let settled = false;
        const settle = (outcome) => {
            if (settled)
                return;
            settled = true;
            outcome();
        };
        let worker;
        try {
            worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_2__.Worker(script, {
                workerData: repository,
                resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
            });
        }
        catch {
            resolve(undefined);
            return;
        }
        let answer;
        worker.once('message', (encoded) => {
            answer = encoded;
            // Keep-alive sockets of downloaded specs would hold the thread open.
            void worker.terminate();
        });
        worker.once('error', (error) => {
            settle(() => {
                if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
                    reject(new Error(`the validation ran out of memory: ${error.message}`, { cause: error }));
                }
                else {
                    // Errors of the validation come back as answers: this is a worker that did not load
                    // (or crashed outside the validation), no reason to fail the run. Validate here instead.
                    resolve(undefined);
                }
            });
        });
        worker.once('exit', (code) => {
            settle(() => {
                if (answer === undefined) {
                    reject(new Error(`the validation worker stopped with exit code ${code} before it answered`));
                    return;
                }
                const decoded = (0,_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeAnswer */ .h)(answer);
                if (decoded.ok)
                    resolve(decoded.report);
                else
                    reject(rebuildError(decoded.error));
            });
        });
    });
}
function rebuildError(error) {
    if (error.configuration)
        return new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(error.message);
    const rebuilt = new Error(error.message);
    rebuilt.name = error.name;
    return rebuilt;
}


/***/ })

};
