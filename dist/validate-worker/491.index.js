export const id = 491;
export const ids = [491];
export const modules = {

/***/ 3008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ asciiJsonText)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);

const BLOCK = 64 * 1024;
const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];
/** Offset of the first byte from `from` on that is not ASCII, or the length: SIMD checks, then bisection. */
function firstNonAscii(bytes, from) {
    let at = from;
    while (at < bytes.length) {
        const end = Math.min(at + BLOCK, bytes.length);
        if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(bytes.subarray(at, end))) {
            at = end;
            continue;
        }
        // [low, high) holds a non-ASCII byte; its first half is dropped while it has none.
        let low = at;
        let high = end;
        while (high - low > 256) {
            const middle = (low + high) >> 1;
            if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(bytes.subarray(low, middle)))
                low = middle;
            else
                high = middle;
        }
        while (bytes[low] < 0x80)
            low++;
        return low;
    }
    return bytes.length;
}
function asciiJsonText(bytes) {
    const parts = [];
    // Where each escaped run ends in `text`, and how many characters the escapes added up to there.
    const runEnds = [];
    const addedUpTo = [];
    let length = 0;
    let added = 0;
    let copied = 0;
    // A byte-order mark is not JSON whitespace; a space keeps every offset in place (as for text).
    if (BYTE_ORDER_MARK.every((byte, i) => bytes[i] === byte)) {
        parts.push(' ');
        length = 1;
        copied = 3;
    }
    let at = copied;
    for (;;) {
        at = firstNonAscii(bytes, at);
        if (at === bytes.length)
            break;
        let runEnd = at + 1;
        while (runEnd < bytes.length && bytes[runEnd] >= 0x80)
            runEnd++;
        parts.push(bytes.toString('latin1', copied, at));
        length += at - copied;
        // Decoding the run alone gives what decoding the whole file gives there: UTF-8 resynchronizes
        // on every ASCII byte, and an incomplete sequence becomes U+FFFD either way.
        const decoded = bytes.toString('utf8', at, runEnd);
        let escaped = '';
        for (let i = 0; i < decoded.length; i++) {
            escaped += '\\u' + decoded.charCodeAt(i).toString(16).padStart(4, '0');
        }
        parts.push(escaped);
        length += escaped.length;
        added += escaped.length - decoded.length;
        runEnds.push(length);
        addedUpTo.push(added);
        copied = runEnd;
        at = runEnd;
    }
    parts.push(bytes.toString('latin1', copied, bytes.length));
    const text = parts.length === 1 ? parts[0] : parts.join('');
    return {
        text,
        originalOffset(offset) {
            let low = 0;
            let high = runEnds.length;
            while (low < high) {
                const mid = (low + high) >> 1;
                if (runEnds[mid] <= offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            return low === 0 ? offset : offset - addedUpTo[low - 1];
        },
    };
}


/***/ }),

/***/ 4086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CP: () => (/* binding */ isJsonSource),
  Q8: () => (/* binding */ jsonDocument),
  dQ: () => (/* binding */ parseJsonBytes),
  X0: () => (/* binding */ parseJsonSource)
});

// EXTERNAL MODULE: ./src/validate/source/ascii-json.ts
var ascii_json = __webpack_require__(3008);
;// CONCATENATED MODULE: ./src/validate/source/json-locator.ts
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
/**
 * From a position outside strings, skips whitespace, scalars and whole strings up to the next
 * bracket or brace: one native regular-expression scan instead of a JavaScript step per character
 * (placing a finding deep in a 13 MB spec scanned 3.6 MB at ~7 ns a character). The bound keeps the
 * backtracking stack small on long runs of strings; the caller goes on where it stops.
 */
const UP_TO_BRACKET = /[^"{}[\]]*(?:"[^"\\]*(?:\\[^][^"\\]*)*"[^"{}[\]]*){0,1024}/y;
/**
 * Finds where a path lies in JSON text that is already known to parse. Data comes from
 * `JSON.parse` (fast); positions are only needed for findings, so objects are read on demand, only
 * up to the member asked for, and never twice.
 */
class JsonLocator {
    text;
    objects = new Map();
    arrays = new Map();
    constructor(text) {
        this.text = text;
    }
    /**
     * Offset of the node at `path`: of its key when it is an object member and `target` is 'key',
     * else of its value. A path that does not exist yields its deepest existing ancestor.
     */
    locate(path, target = 'key') {
        let valueOffset = this.skipWhitespace(0);
        let keyOffset;
        for (const segment of path) {
            const code = this.text.charCodeAt(valueOffset);
            let next;
            if (code === OPEN_BRACE) {
                next = this.member(valueOffset, String(segment));
            }
            else if (code === OPEN_BRACKET) {
                const element = this.arrayElements(valueOffset)[Number(segment)];
                if (element !== undefined)
                    next = { keyOffset: element, valueOffset: element };
            }
            if (!next)
                break;
            keyOffset = next.keyOffset;
            valueOffset = next.valueOffset;
        }
        return target === 'key' && keyOffset !== undefined ? keyOffset : valueOffset;
    }
    /**
     * With duplicate keys this finds the first one (JSON.parse keeps the last): such a finding may
     * point at the wrong duplicate, a rare case not worth reading whole objects for.
     */
    member(start, key) {
        let index = this.objects.get(start);
        if (!index) {
            index = { members: new Map(), next: this.skipWhitespace(start + 1) };
            this.objects.set(start, index);
        }
        let found = index.members.get(key);
        while (!found && index.next !== -1)
            found = this.readMember(index, key);
        return found;
    }
    /** Reads the next member; returns it when its key is `wanted`. */
    readMember(index, wanted) {
        const pos = index.next;
        if (pos >= this.text.length || this.text.charCodeAt(pos) === CLOSE_BRACE) {
            index.next = -1;
            return undefined;
        }
        const keyEnd = this.skipString(pos);
        const rawKey = this.text.slice(pos + 1, keyEnd - 1);
        const key = rawKey.includes('\\') ? JSON.parse(this.text.slice(pos, keyEnd)) : rawKey;
        const valueOffset = this.skipWhitespace(this.skipWhitespace(keyEnd) + 1);
        const member = { keyOffset: pos, valueOffset };
        if (!index.members.has(key))
            index.members.set(key, member);
        let next = this.skipWhitespace(this.skipValue(valueOffset));
        if (this.text.charCodeAt(next) === COMMA)
            next = this.skipWhitespace(next + 1);
        index.next = next;
        return key === wanted ? member : undefined;
    }
    arrayElements(start) {
        let elements = this.arrays.get(start);
        if (elements)
            return elements;
        elements = [];
        let pos = this.skipWhitespace(start + 1);
        while (pos < this.text.length && this.text.charCodeAt(pos) !== CLOSE_BRACKET) {
            elements.push(pos);
            pos = this.skipWhitespace(this.skipValue(pos));
            if (this.text.charCodeAt(pos) === COMMA)
                pos = this.skipWhitespace(pos + 1);
        }
        this.arrays.set(start, elements);
        return elements;
    }
    skipValue(pos) {
        const text = this.text;
        const code = text.charCodeAt(pos);
        if (code === QUOTE)
            return this.skipString(pos);
        if (code === OPEN_BRACE || code === OPEN_BRACKET) {
            let depth = 0;
            let i = pos;
            while (i < text.length) {
                UP_TO_BRACKET.lastIndex = i;
                UP_TO_BRACKET.test(text);
                i = UP_TO_BRACKET.lastIndex;
                const c = text.charCodeAt(i);
                if (c === QUOTE) {
                    i = this.skipString(i);
                    continue;
                }
                if (c === OPEN_BRACE || c === OPEN_BRACKET)
                    depth++;
                else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
                    depth--;
                    if (depth === 0)
                        return i + 1;
                }
                i++;
            }
            return i;
        }
        let i = pos;
        while (i < text.length) {
            const c = text.charCodeAt(i);
            if (c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET || isWhitespace(c))
                break;
            i++;
        }
        return i;
    }
    /** Offset just after the closing quote of the string starting at `pos`. */
    skipString(pos) {
        const text = this.text;
        let from = pos + 1;
        for (;;) {
            const quote = text.indexOf('"', from);
            if (quote === -1)
                return text.length;
            let backslashes = 0;
            while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH)
                backslashes++;
            if (backslashes % 2 === 0)
                return quote + 1;
            from = quote + 1;
        }
    }
    skipWhitespace(pos) {
        while (pos < this.text.length && isWhitespace(this.text.charCodeAt(pos)))
            pos++;
        return pos;
    }
}
function isWhitespace(code) {
    return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

;// CONCATENATED MODULE: ./src/validate/source/json-syntax-error.ts
/**
 * Where JSON text stops being valid, for the parse errors whose V8 message carries no position
 * ("Unexpected token ..."). Only run after JSON.parse failed, so speed does not matter.
 */
function findJsonSyntaxError(text) {
    const scanner = new Scanner(text);
    try {
        scanner.skipWhitespace();
        scanner.value();
        scanner.skipWhitespace();
        if (scanner.pos < text.length)
            scanner.fail('unexpected content after the JSON value');
        return { offset: text.length, message: 'invalid JSON' };
    }
    catch (error) {
        if (error instanceof SyntaxAt)
            return { offset: error.offset, message: error.message };
        throw error;
    }
}
class SyntaxAt extends Error {
    offset;
    constructor(message, offset) {
        super(message);
        this.offset = offset;
    }
}
const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
class Scanner {
    text;
    pos = 0;
    constructor(text) {
        this.text = text;
    }
    fail(message) {
        throw new SyntaxAt(message, Math.min(this.pos, this.text.length));
    }
    skipWhitespace() {
        while (/[ \t\n\r]/.test(this.text[this.pos] ?? ''))
            this.pos++;
    }
    value() {
        const c = this.text[this.pos];
        if (c === undefined)
            this.fail('unexpected end of JSON input');
        if (c === '{')
            return this.object();
        if (c === '[')
            return this.array();
        if (c === '"')
            return this.string();
        for (const word of ['true', 'false', 'null']) {
            if (this.text.startsWith(word, this.pos)) {
                this.pos += word.length;
                return;
            }
        }
        NUMBER.lastIndex = this.pos;
        if ((c === '-' || (c >= '0' && c <= '9')) && NUMBER.test(this.text)) {
            this.pos = NUMBER.lastIndex;
            return;
        }
        if ((c === ']' || c === '}') && /,\s*$/.test(this.text.slice(0, this.pos))) {
            this.fail(`trailing comma before '${c}' (JSON allows none)`);
        }
        this.fail(`unexpected ${describe(c)}; expected a value`);
    }
    object() {
        this.pos++;
        this.skipWhitespace();
        if (this.text[this.pos] === '}') {
            this.pos++;
            return;
        }
        for (;;) {
            if (this.text[this.pos] === '}')
                this.fail("trailing comma before '}' (JSON allows none)");
            if (this.text[this.pos] !== '"')
                this.fail(`expected a double-quoted property name, found ${this.here()}`);
            this.string();
            this.skipWhitespace();
            if (this.text[this.pos] !== ':')
                this.fail(`expected ':' after the property name, found ${this.here()}`);
            this.pos++;
            this.skipWhitespace();
            this.value();
            this.skipWhitespace();
            const c = this.text[this.pos];
            if (c === '}') {
                this.pos++;
                return;
            }
            if (c !== ',')
                this.fail(`expected ',' or '}' after a property value, found ${this.here()}`);
            this.pos++;
            this.skipWhitespace();
        }
    }
    array() {
        this.pos++;
        this.skipWhitespace();
        if (this.text[this.pos] === ']') {
            this.pos++;
            return;
        }
        for (;;) {
            this.value();
            this.skipWhitespace();
            const c = this.text[this.pos];
            if (c === ']') {
                this.pos++;
                return;
            }
            if (c !== ',')
                this.fail(`expected ',' or ']' after an array element, found ${this.here()}`);
            this.pos++;
            this.skipWhitespace();
        }
    }
    string() {
        this.pos++;
        for (;;) {
            const c = this.text[this.pos];
            if (c === undefined)
                this.fail('unterminated string');
            if (c === '"') {
                this.pos++;
                return;
            }
            if (c < ' ')
                this.fail('control character in a string (escape it, e.g. \\n)');
            if (c === '\\') {
                const escape = this.text[this.pos + 1] ?? '';
                if (escape === 'u') {
                    if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.pos + 2, this.pos + 6)))
                        this.fail('bad \\u escape');
                    this.pos += 6;
                    continue;
                }
                if (!'"\\/bfnrt'.includes(escape) || escape === '')
                    this.fail(`bad escape \\${escape}`);
                this.pos += 2;
                continue;
            }
            this.pos++;
        }
    }
    here() {
        const c = this.text[this.pos];
        return c === undefined ? 'end of input' : describe(c);
    }
}
function describe(c) {
    return c === '\n' ? 'a line break' : `'${c}'`;
}

// EXTERNAL MODULE: ./src/validate/source/line-index.ts
var line_index = __webpack_require__(4095);
;// CONCATENATED MODULE: ./src/validate/source/json-source.ts




function parseJsonSource(file, text) {
    // A byte-order mark is not JSON whitespace; a space keeps every offset in place.
    const source = text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text;
    const lines = new line_index/* LineIndex */.r(source);
    let data;
    try {
        data = JSON.parse(source);
    }
    catch {
        const { offset, message } = findJsonSyntaxError(source);
        return { ok: false, position: lines.position(offset), message };
    }
    return jsonDocument(file, data, source, lines);
}
/** Positions are found on demand in the text: only findings need them. */
function jsonDocument(file, data, text, lines) {
    const locator = new JsonLocator(text);
    return {
        ok: true,
        document: {
            file,
            format: 'json',
            data,
            position: (path, target = 'key') => lines.position(locator.locate(path, target)),
        },
    };
}
/** Whether parseSource reads a file as JSON, decided on its bytes. */
function isJsonSource(file, bytes) {
    if (/\.json$/i.test(file))
        return true;
    if (/\.ya?ml$/i.test(file))
        return false;
    return /^\uFEFF?\s*[[{]/.test(bytes.toString('utf8', 0, Math.min(bytes.length, 64 * 1024)));
}
/**
 * parseJsonSource of the bytes' text, through their one-byte form (ascii-json.ts): the same data
 * and positions, decoded and parsed faster and kept in half the memory. A syntax error is located
 * on the decoded text, as parseJsonSource does.
 */
function parseJsonBytes(file, bytes, ascii = (0,ascii_json/* asciiJsonText */.n)(bytes)) {
    let data;
    try {
        data = JSON.parse(ascii.text);
    }
    catch {
        return parseJsonSource(file, bytes.toString('utf8'));
    }
    const lines = new line_index/* LineIndex */.r(ascii.text, (offset) => ascii.originalOffset(offset));
    return jsonDocument(file, data, ascii.text, lines);
}


/***/ }),

/***/ 1491:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  isJsonSource: () => (/* reexport */ json_source/* isJsonSource */.CP),
  parseFrontMatter: () => (/* binding */ parseFrontMatter),
  parseJsonBytes: () => (/* reexport */ json_source/* parseJsonBytes */.dQ),
  parseJsonSource: () => (/* reexport */ json_source/* parseJsonSource */.X0),
  parseLenientJson: () => (/* binding */ parseLenientJson),
  parseSource: () => (/* binding */ parseSource),
  parseYamlSource: () => (/* binding */ parseYamlSource)
});

// EXTERNAL MODULE: ./node_modules/js-yaml/dist/js-yaml.mjs
var js_yaml = __webpack_require__(3243);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/validate/source/json-source.ts + 2 modules
var json_source = __webpack_require__(4086);
// EXTERNAL MODULE: ./src/validate/source/line-index.ts
var line_index = __webpack_require__(4095);
;// CONCATENATED MODULE: ./src/validate/source/simple-front-matter.ts
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

;// CONCATENATED MODULE: ./src/validate/source/source-document.ts





// JSON alone is read by json-source.ts (no YAML parser evaluated); this module adds YAML and the
// lenient readings, and re-exports the JSON half for the readers of both.

/** By extension; anything else is sniffed (`{`/`[` first means JSON). */
function parseSource(file, text) {
    if (/\.json$/i.test(file))
        return (0,json_source/* parseJsonSource */.X0)(file, text);
    if (/\.ya?ml$/i.test(file))
        return parseYamlSource(file, text);
    return /^\uFEFF?\s*[[{]/.test(text) ? (0,json_source/* parseJsonSource */.X0)(file, text) : parseYamlSource(file, text);
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
        data = (0,js_yaml/* load */.Hh)(text);
    }
    catch {
        return yaml;
    }
    const source = text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text;
    return (0,json_source/* jsonDocument */.Q8)(file, data, source, new line_index/* LineIndex */.r(source));
}
/** `lineOffset` shifts every line, for YAML embedded in another file (front matter). */
function parseYamlSource(file, text, lineOffset = 0) {
    const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const lineCounter = new dist/* LineCounter */.HN();
    const shift = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { line: line + lineOffset, column: col };
    };
    // Merge keys (`<<: *base`) are YAML 1.1, but common in specs and accepted by the service.
    const doc = (0,dist/* parseDocument */.Tp)(source, { lineCounter, prettyErrors: false, merge: true });
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
        if ((0,dist/* isAlias */.Vj)(node))
            node = node.resolve(doc);
        let next;
        let nextKey;
        if ((0,dist/* isMap */.jh)(node)) {
            const pair = node.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && String(p.key.value) === String(segment));
            if (!pair)
                break;
            nextKey = pair.key;
            next = pair.value ?? pair.key;
        }
        else if ((0,dist/* isSeq */.oP)(node)) {
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
    const simple = parseSimpleFrontMatter(text);
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
        data = (0,js_yaml/* load */.Hh)(text);
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
