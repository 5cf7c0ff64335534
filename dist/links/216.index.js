export const id = 216;
export const ids = [216];
export const modules = {

/***/ 2216:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startValidationWorkers: () => (/* binding */ startValidationWorkers),
  validateInWorker: () => (/* binding */ validateInWorker),
  workerBundleBeside: () => (/* binding */ workerBundleBeside)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/validate/assemble-report.ts
var assemble_report = __webpack_require__(1099);
// EXTERNAL MODULE: ./src/validate/pages/check-mdx.ts
var check_mdx = __webpack_require__(6503);
;// CONCATENATED MODULE: ./src/validate/worker/protocol.ts
/**
 * Whether the two sides split the anchor checks (split-anchor-checks.ts): not when other versions of
 * pages are checked beside the repository (other-versions.ts needs every link and record at the end).
 */
function splitsAnchorChecks(repository) {
    return repository.otherVersions === undefined;
}
/**
 * A worker's messages travel as bytes, moved (not copied) to the calling thread, which decodes the
 * answer as the worker's thread ends. The outcome is plain data, written as JSON: JSON.parse builds
 * 28,000 generated pages in about half the time v8.deserialize takes.
 */
function encodeMessage(answer) {
    return new TextEncoder().encode(JSON.stringify(answer)).buffer;
}
function decodeMessage(encoded) {
    return JSON.parse(new TextDecoder().decode(encoded));
}
function isAnswer(message) {
    return 'ok' in message;
}

;// CONCATENATED MODULE: ./src/validate/worker/validate-in-worker.ts







/**
 * Each worker's young generation, in MB. V8 lets the young generation of a long run grow to several
 * times 16 MB, and what it frees is not given back before the process ends: on a 25,000-page
 * repository that was about 90 MiB of peak RSS. An action cannot pass `--max-semi-space-size` to
 * Node, but a worker's resource limits can cap it. Measured through the CLI on that repository
 * (one worker): 8 MB gave 272-275 MiB of peak RSS at the same speed, 16 MB 279-297, 32 MB 308-314,
 * and validating on the main thread 358-366 MiB.
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
    return script.protocol === 'file:' && (0,external_node_fs_.existsSync)((0,external_node_url_.fileURLToPath)(script)) ? script : undefined;
}
/**
 * Starts the two worker threads of a validation, with a capped young generation: one checks the
 * specs and one the pages (protocol.ts), so that on two cores the pages are read while the specs
 * are checked. Each loads its side's code until `run` sends it the repository: started as soon as
 * the listing shows a large repository, they load while the rest is listed. Undefined when there is
 * no worker bundle here.
 */
function startValidationWorkers(script = workerBundleBeside(import.meta.url)) {
    if (script === undefined)
        return undefined;
    const channel = new external_node_worker_threads_.MessageChannel();
    const pageBatches = new check_mdx/* PageBatches */.Yg().shared;
    const specs = startWorker(script, { role: 'specs', peer: channel.port1, pageBatches });
    const pages = startWorker(script, { role: 'pages', peer: channel.port2, pageBatches });
    // Each side waits for the other: when one stops, so does the other.
    const stopBoth = () => {
        specs.stop();
        pages.stop();
    };
    const settled = (outcome) => outcome.then((value) => {
        if (value === undefined)
            stopBoth();
        return value;
    }, (error) => {
        stopBoth();
        throw error;
    });
    return {
        run: async (repository) => {
            specs.send(repository);
            pages.send(repository);
            const [specOutcome, pageFindings] = await Promise.all([settled(specs.outcome), settled(pages.outcome)]);
            if (specOutcome === undefined || pageFindings === undefined)
                return undefined;
            const generated = specs.ahead()?.generated;
            if (generated)
                specOutcome.generated = generated;
            return {
                report: (0,assemble_report/* assembleReport */.x)(repository, specOutcome, pageFindings),
                otherVersions: specOutcome.otherVersions,
            };
        },
        stop: stopBoth,
    };
}
/** Validates a repository in two worker threads (startValidationWorkers), started now. */
async function validateInWorker(repository, script = workerBundleBeside(import.meta.url)) {
    return startValidationWorkers(script)?.run(repository);
}
function startWorker(script, input) {
    let worker;
    try {
        worker = new external_node_worker_threads_.Worker(script, {
            workerData: input,
            transferList: [input.peer],
            resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
        });
    }
    catch {
        return {
            outcome: Promise.resolve(undefined),
            ahead: () => undefined,
            send: () => undefined,
            stop: () => undefined,
        };
    }
    let stopped = false;
    let ahead;
    const outcome = new Promise((resolve, reject) => {
        let settled = false;
        const settle = (outcome) => {
            if (settled)
                return;
            settled = true;
            outcome();
        };
        worker.on('message', (encoded) => {
            let message;
            try {
                message = decodeMessage(encoded);
            }
            catch (error) {
                void worker.terminate();
                settle(() => reject(new Error(`the validation worker's answer could not be read: ${(0,errors/* errorMessage */.gJ)(error)}`)));
                return;
            }
            if (!isAnswer(message)) {
                ahead = message;
                return;
            }
            // Keep-alive sockets of downloaded specs would hold the thread open. The answer is decoded
            // while the thread ends: its teardown takes 10-40 ms on a large repository.
            void worker.terminate();
            settle(() => {
                if (message.ok)
                    resolve(message.outcome);
                else
                    reject(rebuildError(message.error));
            });
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
                if (stopped)
                    resolve(undefined);
                else
                    reject(new Error(`the validation worker stopped with exit code ${code} before it answered`));
            });
        });
    });
    // Started before anyone waits for it: a failure is seen when the outcome is awaited, not as an
    // unhandled rejection meanwhile.
    outcome.catch(() => undefined);
    return {
        outcome,
        ahead: () => ahead,
        send: (repository) => worker.postMessage(repository),
        stop: () => {
            stopped = true;
            void worker.terminate();
        },
    };
}
function rebuildError(error) {
    if (error.configuration)
        return new errors/* ConfigurationError */.j1(error.message);
    const rebuilt = new Error(error.message);
    rebuilt.name = error.name;
    return rebuilt;
}


/***/ })

};
