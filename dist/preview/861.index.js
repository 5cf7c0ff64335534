export const id = 861;
export const ids = [861];
export const modules = {

/***/ 85861:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  validateWithScope: () => (/* binding */ validateWithScope)
});

// EXTERNAL MODULE: ./src/validate/validate-docs.ts + 5 modules
var validate_docs = __webpack_require__(12699);
;// CONCATENATED MODULE: ./src/validate/base/change-under-review.ts
const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];
const NO_COMMIT = /^0+$/;
/** The change from the event payload; undefined for events that name none (schedule, dispatch, a new branch). */
function changeUnderReview(eventName, payload) {
    const json = (payload ?? {});
    if (PULL_REQUEST_EVENTS.includes(eventName)) {
        const headSha = json.pull_request?.head?.sha;
        const baseSha = json.pull_request?.base?.sha;
        if (typeof headSha !== 'string' || typeof baseSha !== 'string')
            return undefined;
        const number = json.pull_request?.number ?? json.number;
        return {
            kind: 'pull-request',
            number: typeof number === 'number' ? number : undefined,
            headSha,
            baseSha,
        };
    }
    if (eventName === 'push') {
        const { before, after } = json;
        if (typeof before !== 'string' || typeof after !== 'string' || NO_COMMIT.test(before))
            return undefined;
        return { kind: 'push', headSha: after, baseSha: before };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/validate/base/scoped-validation.ts


/**
 * Validates the docs folder and, when the scope asks for it (`new`, or `auto` on a pull request),
 * the change's base commit the same way, so that the findings the change introduces decide. Without
 * a base to compare with, every finding decides, after one warning.
 */
async function validateWithScope(options) {
    const { logger } = options;
    const validateOptions = {
        dir: options.docsDir,
        ...(options.config === undefined ? {} : { config: options.config }),
        ...(options.extension === undefined ? {} : { extension: options.extension }),
        fetchUrls: options.fetchUrls,
    };
    const change = changeUnderReview(options.eventName, options.eventPayload);
    const wantsNew = options.scope === 'new' || (options.scope === 'auto' && PULL_REQUEST_EVENTS.includes(options.eventName));
    if (!wantsNew) {
        logger.info(options.scope === 'all'
            ? 'Scope all: every finding decides.'
            : `Scope auto on a ${options.eventName || 'local'} run: every finding decides (only pull requests are compared with their base).`);
        return { report: await (0,validate_docs/* validateDocs */.ig)(validateOptions), scope: 'all', change, changedFiles: undefined };
    }
    if (!change) {
        logger.warning(`Scope ${options.scope}: the ${options.eventName || '(unknown)'} event names no base commit to compare with, ` +
            'so every finding decides (scope all). Run on pull_request or push events, or set scope: all.');
        return { report: await (0,validate_docs/* validateDocs */.ig)(validateOptions), scope: 'all', change, changedFiles: undefined };
    }
    // Loaded only when a base is compared: git, GitHub's tarball and the comparison stay out of the
    // validate action's start-up code.
    const { compareWithBaseCommit } = await __webpack_require__.e(/* import() */ 490).then(__webpack_require__.bind(__webpack_require__, 69490));
    const { report, compared } = await compareWithBaseCommit({
        ...options,
        change,
        validateHead: (0,validate_docs/* headValidation */.IN)(validateOptions),
    });
    return compared
        ? { report, scope: 'new', change, changedFiles: compared.changedFiles }
        : { report, scope: 'all', change, changedFiles: undefined };
}


/***/ })

};
