export const id = 113;
export const ids = [113];
export const modules = {

/***/ 6113:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Findings: () => (/* binding */ Findings)
});

// UNUSED EXPORTS: START

;// CONCATENATED MODULE: ./src/validate/rules.ts
/**
 * Every rule the validator reports, with its fixed severity. Ids are stable: users filter on them
 * and the test corpus names them.
 */
const RULES = {
    // docs.json
    'docs-json-syntax': { severity: 'error', summary: 'docs.json is not valid JSON' },
    'docs-json-invalid': { severity: 'error', summary: 'docs.json has a value of the wrong shape' },
    'docs-json-ref-invalid': {
        severity: 'error',
        summary: 'a `$ref` in docs.json (navigation or any other key) names a missing file, invalid JSON or a cycle',
    },
    'openapi-field-invalid': {
        severity: 'error',
        summary: 'an `openapi` field is not a string, array of strings or {source, directory}',
    },
    'openapi-field-unknown-key': {
        severity: 'warning',
        summary: 'an `openapi` object has a key other than source and directory',
    },
    'openapi-source-not-found': {
        severity: 'error',
        summary: 'a referenced spec file does not exist in the repository',
    },
    'openapi-source-invalid-url': { severity: 'error', summary: 'a spec URL is not a well-formed http(s) URL' },
    'openapi-source-url': {
        severity: 'warning',
        summary: 'a spec referenced by URL must be public and never redeploys the site',
    },
    'openapi-source-unreachable': {
        severity: 'error',
        summary: 'a spec URL could not be downloaded (only with fetchUrls)',
    },
    'nav-page-not-found': { severity: 'error', summary: 'a navigation page has no .mdx or .md file' },
    'nav-endpoint-no-spec': {
        severity: 'error',
        summary: 'a `METHOD /path` entry has no inherited openapi spec',
    },
    'nav-endpoint-spec-not-found': {
        severity: 'error',
        summary: 'the spec file of a `<file> METHOD /path` entry does not exist or is not a spec',
    },
    'nav-endpoint-not-found': { severity: 'error', summary: 'a navigation endpoint is not in its spec' },
    'nav-endpoint-excluded': {
        severity: 'warning',
        summary: 'a navigation endpoint is marked x-excluded, so it has no page',
    },
    'contextual-download-spec-no-spec': {
        severity: 'warning',
        summary: '`download-spec` is enabled but the repository has no spec',
    },
    // OpenAPI documents
    'openapi-syntax': { severity: 'error', summary: 'a spec is not valid JSON or YAML' },
    'openapi-json-not-strict': {
        severity: 'warning',
        summary: 'a .json spec is not strict JSON; the build reads it with its YAML loader',
    },
    'openapi-version-unsupported': { severity: 'error', summary: 'a spec is not OpenAPI 3.0.x or 3.1.x' },
    'openapi-schema': { severity: 'error', summary: 'a spec does not conform to the OpenAPI schema' },
    'openapi-ref-external': { severity: 'error', summary: 'a $ref points outside its document' },
    'openapi-ref-unresolved': { severity: 'error', summary: 'an internal $ref points to nothing' },
    'openapi-webhooks-version': { severity: 'error', summary: '`webhooks` needs OpenAPI 3.1' },
    'openapi-x-hidden-invalid': { severity: 'error', summary: '`x-hidden` is not a boolean' },
    'openapi-x-excluded-invalid': { severity: 'error', summary: '`x-excluded` is not a boolean' },
    'openapi-extension-invalid': {
        severity: 'error',
        summary: 'the vendor extension (x-doc, or --extension) has a value of the wrong type',
    },
    'openapi-extension-unknown-key': {
        severity: 'warning',
        summary: 'the vendor extension (x-doc, or --extension) has a key the service ignores',
    },
    'openapi-x-group-invalid': { severity: 'error', summary: '`x-group` on a tag is not a string' },
    'openapi-x-default-no-effect': {
        severity: 'warning',
        summary: '`x-default` on a security scheme other than apiKey or http bearer',
    },
    'openapi-no-servers': { severity: 'warning', summary: 'no servers: the playground cannot send requests' },
    'openapi-security-unsupported': {
        severity: 'warning',
        summary: 'a security scheme kind the playground does not support',
    },
    'openapi-security-undefined': {
        severity: 'error',
        summary: 'a security requirement names an undefined scheme',
    },
    // MDX pages
    'mdx-front-matter-syntax': { severity: 'error', summary: 'front matter is not valid YAML' },
    'mdx-front-matter-type': {
        severity: 'error',
        summary: '`deprecated` is not a boolean or `version` not a string',
    },
    'mdx-openapi-invalid': {
        severity: 'error',
        summary: '`openapi` front matter is not `[file] METHOD /path` or `[file] webhook name`',
    },
    'mdx-openapi-spec-not-found': {
        severity: 'error',
        summary: 'the spec file named in front matter does not exist or is not a spec',
    },
    'mdx-openapi-not-found': {
        severity: 'error',
        summary: 'the endpoint or webhook named in front matter is in no spec',
    },
    'mdx-openapi-fallback': {
        severity: 'warning',
        summary: 'the named spec lacks the endpoint; the build silently uses another spec that has it',
    },
    'openapi-reference-loose': {
        severity: 'warning',
        summary: 'a spec is named by a path that is not exact (no extension, relative, a suffix); the build still finds it',
    },
    'openapi-path-trailing-slash': {
        severity: 'warning',
        summary: "an endpoint matches the spec only up to a trailing `/`; one of the build's lookups misses it",
    },
    'mdx-openapi-ambiguous': {
        severity: 'warning',
        summary: 'several specs have the endpoint; the alphabetically first wins',
    },
    'mdx-openapi-schema-invalid': {
        severity: 'error',
        summary: '`openapi-schema` front matter is not `[file] key`',
    },
    'mdx-openapi-schema-not-found': {
        severity: 'error',
        summary: 'the schema named in front matter is not in components.schemas',
    },
    'mdx-openapi-schema-ambiguous': {
        severity: 'error',
        summary: 'the schema name exists in several specs and no file is given',
    },
    // Generated pages
    'page-url-collision': {
        severity: 'warning',
        summary: 'two generated pages have the same URL: the build keeps both and suffixes the later one (-1, -2)',
    },
    'page-href-collision': {
        severity: 'error',
        summary: "operations of two specs set the same x-doc.href: one operation gets no page and the navigation shows the other's",
    },
    'page-url-collision-hidden': {
        severity: 'warning',
        summary: 'a generated page shares its URL with an x-hidden page',
    },
    // Links and snippets in pages
    'link-broken': {
        severity: 'warning',
        summary: 'an internal link, href or image points to no page, file or redirect of the site',
    },
    'link-anchor-missing': {
        severity: 'warning',
        summary: "an internal link's #fragment names no heading or anchor of its target page",
    },
    'snippet-import-react': {
        severity: 'warning',
        summary: 'a .jsx snippet imports react, which the build provides (the build warns)',
    },
    'snippet-not-found': {
        severity: 'error',
        summary: 'a page imports a snippet file that does not exist',
    },
};

;// CONCATENATED MODULE: ./src/validate/findings.ts

/** Collects findings; the severity comes from the rule, identical findings are kept once. */
class Findings {
    byKey = new Map();
    add(rule, file, position, message) {
        const finding = {
            file,
            line: position.line,
            column: position.column,
            rule,
            message,
            severity: RULES[rule].severity,
        };
        const key = `${file}\0${finding.line}\0${finding.column}\0${rule}\0${message}`;
        if (!this.byKey.has(key))
            this.byKey.set(key, finding);
    }
    /** A finding at `path` inside a parsed document (its key by default). */
    at(document, path, rule, message, target = 'key') {
        this.add(rule, document.file, document.position(path, target), message);
    }
    /** Findings collected elsewhere (on another thread), kept once with these. */
    addAll(findings) {
        for (const finding of findings) {
            this.add(finding.rule, finding.file, finding, finding.message);
        }
    }
    /** In the order they were found. */
    list() {
        return [...this.byKey.values()];
    }
    sorted() {
        return [...this.byKey.values()].sort((a, b) => compareText(a.file, b.file) || a.line - b.line || a.column - b.column || compareText(a.rule, b.rule));
    }
}
const START = { line: 1, column: 1 };
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ })

};
