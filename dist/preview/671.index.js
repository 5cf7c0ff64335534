export const id = 671;
export const ids = [671];
export const modules = {

/***/ 21980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ parseSimpleFrontMatter)
/* harmony export */ });
/**
 * The common front matter, a flat list of `key: value` lines with quoted or plain text values, read
 * without a YAML parser. Parsing each of 25,000 front matters with a full YAML parser was a large
 * share of a big site's validation, in time and in short-lived memory. Anything outside this subset
 * (escapes, numbers, booleans, null, nesting, lists, comments, anchors, duplicate keys, CRLF, tabs)
 * returns undefined and goes to the YAML parser; inside it, the result equals the YAML parser's
 * (a property test compares the two).
 */
const PLAIN = /^[A-Za-z][^#:\t]*$/;
/** Plain scalars that YAML's core schema reads as something other than a string. */
const NOT_TEXT = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;
const SPACE = 32;
const COLON = 58;
/**
 * Each line is `key:`, one or more spaces and a value, with a key of `[A-Za-z_][\w-]*`; read by
 * hand, line by line, without splitting the text or matching a pattern per line.
 */
function parseSimpleFrontMatter(text) {
    if (text.includes('\r') || text.includes('\t'))
        return undefined;
    const data = {};
    let keys = 0;
    for (let start = 0; start < text.length;) {
        const newline = text.indexOf('\n', start);
        const end = newline < 0 ? text.length : newline;
        if (end > start) {
            let at = start;
            if (!isKeyStart(text.charCodeAt(at)))
                return undefined;
            while (++at < end && isKeyCharacter(text.charCodeAt(at)))
                ;
            // `key:` and then at least one space: a key alone has no value here.
            if (at + 1 >= end || text.charCodeAt(at) !== COLON || text.charCodeAt(at + 1) !== SPACE) {
                return undefined;
            }
            const key = text.slice(start, at);
            at += 1;
            while (at < end && text.charCodeAt(at) === SPACE)
                at++;
            if (hasControlCharacter(text, at, end) ||
                Object.hasOwn(data, key) ||
                key === '__proto__' ||
                NOT_TEXT.test(key)) {
                return undefined;
            }
            keys += 1;
            const value = scalar(text.slice(at, end));
            if (value === undefined)
                return undefined;
            data[key] = value;
        }
        start = end + 1;
    }
    // An empty front matter is null to YAML.
    return keys > 0 ? data : undefined;
}
function isKeyStart(code) {
    return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}
/** `\w` or `-`. */
function isKeyCharacter(code) {
    return isKeyStart(code) || (code >= 48 && code <= 57) || code === 45;
}
/** A control character, or a line separator that ends a line for a pattern's `.`. */
function hasControlCharacter(text, from, to) {
    for (let i = from; i < to; i++) {
        const code = text.charCodeAt(i);
        if (code < 0x20 || code === 0x2028 || code === 0x2029)
            return true;
    }
    return false;
}
function scalar(raw) {
    if (raw.endsWith(' '))
        return undefined;
    const first = raw[0];
    if (first === '"') {
        const inner = raw.slice(1, -1);
        return raw.length >= 2 && raw.endsWith('"') && !/["\\]/.test(inner) ? inner : undefined;
    }
    if (first === "'") {
        const inner = raw.slice(1, -1);
        return raw.length >= 2 && raw.endsWith("'") && !inner.includes("'") ? inner : undefined;
    }
    if (!PLAIN.test(raw) || NOT_TEXT.test(raw) || raw.includes(' #'))
        return undefined;
    return raw;
}


/***/ }),

/***/ 94671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   isJsonSource: () => (/* reexport safe */ _json_source_js__WEBPACK_IMPORTED_MODULE_2__.CP),
/* harmony export */   parseFrontMatter: () => (/* binding */ parseFrontMatter),
/* harmony export */   parseJsonBytes: () => (/* reexport safe */ _json_source_js__WEBPACK_IMPORTED_MODULE_2__.dQ),
/* harmony export */   parseJsonSource: () => (/* reexport safe */ _json_source_js__WEBPACK_IMPORTED_MODULE_2__.X0),
/* harmony export */   parseLenientJson: () => (/* binding */ parseLenientJson),
/* harmony export */   parseSource: () => (/* binding */ parseSource),
/* harmony export */   parseYamlSource: () => (/* binding */ parseYamlSource)
/* harmony export */ });
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33243);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var _json_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34086);
/* harmony import */ var _line_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94095);
/* harmony import */ var _simple_front_matter_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21980);





// JSON alone is read by json-source.ts (no YAML parser evaluated); this module adds YAML and the
// lenient readings, and re-exports the JSON half for the readers of both.

/** By extension; anything else is sniffed (`{`/`[` first means JSON). */
function parseSource(file, text) {
    if (/\.json$/i.test(file))
        return (0,_json_source_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJsonSource */ .X0)(file, text);
    if (/\.ya?ml$/i.test(file))
        return parseYamlSource(file, text);
    return /^\uFEFF?\s*[[{]/.test(text) ? (0,_json_source_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJsonSource */ .X0)(file, text) : parseYamlSource(file, text);
}
/**
 * JSON that is not strict JSON, read as the build's YAML loader reads it: YAML first (exact
 * positions), then js-yaml's more lenient reading, with positions found by the JSON locator.
 */
function parseLenientJson(file, text) {
    const yaml = parseYamlSource(file, text);
    if (yaml.ok)
        return yaml;
    let data;
    try {
        data = (0,js_yaml__WEBPACK_IMPORTED_MODULE_0__/* .load */ .Hh)(text);
    }
    catch {
        return yaml;
    }
    const source = text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text;
    return (0,_json_source_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonDocument */ .Q8)(file, data, source, new _line_index_js__WEBPACK_IMPORTED_MODULE_3__/* .LineIndex */ .r(source));
}
/** `lineOffset` shifts every line, for YAML embedded in another file (front matter). */
function parseYamlSource(file, text, lineOffset = 0) {
    const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_1__/* .LineCounter */ .HN();
    const shift = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { line: line + lineOffset, column: col };
    };
    // Merge keys (`<<: *base`) are YAML 1.1, but common in specs and accepted by the service.
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parseDocument */ .Tp)(source, { lineCounter, prettyErrors: false, merge: true });
    const first = doc.errors[0];
    if (first) {
        // Errors found at the end of input (unclosed brackets) point at the last line with content.
        const lastContent = Math.max(0, source.trimEnd().length - 1);
        return { ok: false, position: shift(Math.min(first.pos[0], lastContent)), message: first.message };
    }
    let data;
    try {
        data = doc.toJS({ maxAliasCount: 10_000 });
    }
    catch (error) {
        return { ok: false, position: shift(0), message: error instanceof Error ? error.message : String(error) };
    }
    return {
        ok: true,
        document: {
            file,
            format: 'yaml',
            data,
            position: (path, target = 'key') => shift(yamlOffset(doc, path, target)),
        },
    };
}
function yamlOffset(doc, path, target) {
    let node = doc.contents;
    let keyNode;
    for (const segment of path) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isAlias */ .Vj)(node))
            node = node.resolve(doc);
        let next;
        let nextKey;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(node)) {
            const pair = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(p.key) && String(p.key.value) === String(segment));
            if (!pair)
                break;
            nextKey = pair.key;
            next = pair.value ?? pair.key;
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isSeq */ .oP)(node)) {
            next = node.items[Number(segment)];
            nextKey = next;
        }
        if (!next)
            break;
        keyNode = nextKey;
        node = next;
    }
    const chosen = target === 'key' && keyNode ? keyNode : node;
    return chosen?.range?.[0] ?? 0;
}
/**
 * Front matter, parsed as leniently as the service's build parses it: strict YAML first (for exact
 * positions), then js-yaml's reading (a double-quoted string continued on an unindented line, ...),
 * with findings placed on the line of their top-level key. A site has a front matter per page and
 * findings in few of them: the common flat form is read without a YAML parser
 * (simple-front-matter.ts), and the parsed YAML document behind the positions is not kept, it is
 * parsed again when a finding asks for a position.
 */
function parseFrontMatter(file, text, lineOffset) {
    const simple = (0,_simple_front_matter_js__WEBPACK_IMPORTED_MODULE_4__/* .parseSimpleFrontMatter */ .q)(text);
    const strict = simple ? undefined : parseYamlSource(file, text, lineOffset);
    if (simple || strict?.ok) {
        const data = simple ?? strict.document.data;
        let positions;
        return {
            ok: true,
            document: {
                file,
                format: 'yaml',
                data,
                position: (path, target) => {
                    positions ??= parseYamlSource(file, text, lineOffset).document;
                    return positions.position(path, target);
                },
            },
        };
    }
    let data;
    try {
        data = (0,js_yaml__WEBPACK_IMPORTED_MODULE_0__/* .load */ .Hh)(text);
    }
    catch {
        return strict;
    }
    const lines = text.split(/\r?\n/);
    return {
        ok: true,
        document: {
            file,
            format: 'yaml',
            data,
            position: (path) => {
                const key = path[0];
                const index = key === undefined ? -1 : lines.findIndex((line) => line.startsWith(`${String(key)}:`));
                return { line: Math.max(index, 0) + 1 + lineOffset, column: 1 };
            },
        },
    };
}


/***/ })

};
