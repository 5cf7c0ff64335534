export const id = 543;
export const ids = [543];
export const modules = {

/***/ 3543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkValuesFile: () => (/* binding */ checkValuesFile),
  M: () => (/* reexport */ isTrackedByGit),
  s: () => (/* binding */ updateValuesFile)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/secrets.ts
var secrets = __webpack_require__(8198);
;// CONCATENATED MODULE: ./src/rollout/line-diff.ts
/**
 * Line diffs for small text files (values files): the matching lines of two versions (Myers),
 * a unified diff for logs, and a three-way merge that carries an edit made on a normalized copy
 * back onto the original bytes.
 */
/** Pairs [index in a, index in b] of lines kept by the shortest edit script, in order. */
function matchLines(a, b) {
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start])
        start++;
    let endA = a.length;
    let endB = b.length;
    while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
        endA--;
        endB--;
    }
    const pairs = [];
    for (let i = 0; i < start; i++)
        pairs.push([i, i]);
    for (const [x, y] of myers(a.slice(start, endA), b.slice(start, endB)))
        pairs.push([x + start, y + start]);
    for (let i = 0; endA + i < a.length; i++)
        pairs.push([endA + i, endB + i]);
    return pairs;
}
// Past this many edits the two texts have little in common: report no match inside the window.
const MAX_EDITS = 4000;
function myers(a, b) {
    const n = a.length;
    const m = b.length;
    if (n === 0 || m === 0)
        return [];
    const max = n + m;
    const offset = max + 1;
    const v = new Int32Array(2 * max + 3);
    // trace[d] holds V for k in [-d-1, d+1] as it was before step d.
    const trace = [];
    for (let d = 0; d <= Math.min(max, MAX_EDITS); d++) {
        trace.push(v.slice(offset - d - 1, offset + d + 2));
        for (let k = -d; k <= d; k += 2) {
            const down = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]);
            let x = down ? v[offset + k + 1] : v[offset + k - 1] + 1;
            let y = x - k;
            while (x < n && y < m && a[x] === b[y]) {
                x++;
                y++;
            }
            v[offset + k] = x;
            if (x >= n && y >= m)
                return backtrack(trace, n, m);
        }
    }
    return [];
}
function backtrack(trace, n, m) {
    const pairs = [];
    let x = n;
    let y = m;
    for (let d = trace.length - 1; d >= 0; d--) {
        const v = trace[d];
        const at = (k) => v[k + d + 1];
        const k = x - y;
        const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
        const prevX = at(prevK);
        const prevY = prevX - prevK;
        while (x > prevX && y > prevY) {
            x--;
            y--;
            pairs.push([x, y]);
        }
        x = prevX;
        y = prevY;
    }
    return pairs.reverse();
}
/**
 * A unified diff (`---`/`+++` headers, `@@` hunks, `context` lines around each change); empty
 * when the texts are equal.
 */
function unifiedDiff(before, after, labels, context = 3) {
    if (before === after)
        return '';
    const a = before === '' ? [] : before.split('\n');
    const b = after === '' ? [] : after.split('\n');
    const ops = [];
    let i = 0;
    let j = 0;
    for (const [x, y] of [...matchLines(a, b), [a.length, b.length]]) {
        for (; i < x; i++)
            ops.push({ type: '-', line: a[i], ai: i, bi: j });
        for (; j < y; j++)
            ops.push({ type: '+', line: b[j], ai: i, bi: j });
        if (x < a.length && y < b.length)
            ops.push({ type: ' ', line: a[x], ai: i++, bi: j++ });
    }
    const out = [`--- ${labels.from}`, `+++ ${labels.to}`];
    let index = 0;
    while (index < ops.length) {
        const firstChange = ops.findIndex((op, at) => at >= index && op.type !== ' ');
        if (firstChange < 0)
            break;
        const begin = Math.max(index, firstChange - context);
        let end = firstChange;
        // Extend the hunk while the next change is within 2 × context lines.
        for (let at = firstChange; at < ops.length; at++) {
            if (ops[at].type !== ' ')
                end = at;
            else if (at - end > 2 * context)
                break;
        }
        const stop = Math.min(ops.length, end + context + 1);
        const hunk = ops.slice(begin, stop);
        const first = hunk[0];
        const aCount = hunk.filter((op) => op.type !== '+').length;
        const bCount = hunk.filter((op) => op.type !== '-').length;
        const aStart = aCount === 0 ? first.ai : first.ai + 1;
        const bStart = bCount === 0 ? first.bi : first.bi + 1;
        out.push(`@@ -${aStart},${aCount} +${bStart},${bCount} @@`);
        for (const op of hunk)
            out.push(`${op.type}${op.line}`);
        index = stop;
    }
    return `${out.join('\n')}\n`;
}
/**
 * Three-way merge by lines: `edited` is `baseline` plus our change; `original` is `baseline` with
 * the author's own formatting. Regions only the edit touched take the edit; regions only the
 * formatting touched keep the original; a region both touched takes the edit.
 */
function mergeLines(original, baseline, edited) {
    const o = original.split('\n');
    const b = baseline.split('\n');
    const e = edited.split('\n');
    const inO = new Int32Array(b.length).fill(-1);
    const inE = new Int32Array(b.length).fill(-1);
    for (const [bi, oi] of matchLines(b, o))
        inO[bi] = oi;
    for (const [bi, ei] of matchLines(b, e))
        inE[bi] = ei;
    const out = [];
    let bi = 0;
    let oi = 0;
    let ei = 0;
    for (;;) {
        let stable = bi;
        while (stable < b.length && (inO[stable] < 0 || inE[stable] < 0))
            stable++;
        const oEnd = stable < b.length ? inO[stable] : o.length;
        const eEnd = stable < b.length ? inE[stable] : e.length;
        const bChunk = b.slice(bi, stable);
        const oChunk = o.slice(oi, oEnd);
        const eChunk = e.slice(ei, eEnd);
        out.push(...(sameLines(oChunk, bChunk)
            ? eChunk
            : sameLines(eChunk, bChunk)
                ? oChunk
                : bothChanged(oChunk, bChunk, eChunk)));
        if (stable >= b.length)
            break;
        out.push(o[oEnd]);
        bi = stable + 1;
        oi = oEnd + 1;
        ei = eEnd + 1;
    }
    return out.join('\n');
}
/**
 * A region changed by the formatting and by the edit. When the formatting changed lines one for
 * one (same count), lines the edit kept come from the original and the rest from the edit;
 * otherwise the edit's version of the whole region wins.
 */
function bothChanged(o, b, e) {
    if (o.length !== b.length)
        return e;
    const out = [];
    let ei = 0;
    for (const [bi, matched] of [...matchLines(b, e), [b.length, e.length]]) {
        for (; ei < matched; ei++)
            out.push(e[ei]);
        if (bi < b.length) {
            out.push(o[bi]);
            ei = matched + 1;
        }
    }
    return out;
}
function sameLines(x, y) {
    return x.length === y.length && x.every((line, i) => line === y[i]);
}

// EXTERNAL MODULE: ./src/rollout/plan.ts + 2 modules
var plan = __webpack_require__(2351);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/rollout/git-tracked.ts


/**
 * Whether git tracks `file`, so the caller can warn: a committed presigned URL leaks a credential
 * until it expires, and pods restarting after expiry cannot fetch the bundle. False when git is
 * missing, the folder is not a repository, or the file is untracked.
 */
function isTrackedByGit(file) {
    const path = (0,external_node_path_.resolve)(file);
    return new Promise((done) => {
        (0,external_node_child_process_.execFile)('git', ['ls-files', '--error-unmatch', '--', (0,external_node_path_.basename)(path)], { cwd: (0,external_node_path_.dirname)(path), timeout: 10_000 }, (error) => done(!error));
    });
}

;// CONCATENATED MODULE: ./src/rollout/values.ts









const NEW_FILE_HEADER = [
    ' Helm values for the self-hosted documentation deployment, written by docs-ci.',
    ' bundleUrl is a presigned, time-limited link: a credential until it expires. Do not commit it.',
];
/**
 * Sets `<key>.enabled`, `<key>.bundleUrl` and `<key>.version` in a Helm values file. The edit is made
 * on the YAML document (comments, order, anchors and other keys kept) and then merged line by line
 * into the original text, so lines the edit did not touch keep their exact bytes even where the
 * YAML library would format them differently. An unchanged result is not written at all.
 * A missing file is created with a comment header and only the key, readable by its owner only.
 */
async function updateValuesFile(options) {
    const path = options.key ?? [plan/* DEFAULT_VALUES_KEY */.NM];
    const keyText = path.join('.');
    const file = await (0,promises_.realpath)(options.file).catch(() => options.file);
    const fields = [
        ['enabled', true],
        ['bundleUrl', options.bundleUrl],
        ...(options.version !== undefined ? [['version', options.version]] : []),
    ];
    const original = await (0,promises_.readFile)(file, 'utf8').catch((error) => {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    });
    if (original === undefined) {
        if (!(await (0,promises_.stat)((0,external_node_path_.dirname)(file)).catch(() => undefined))?.isDirectory()) {
            throw new errors/* ConfigurationError */.j1(`values file ${options.file}: the folder ${(0,external_node_path_.dirname)(file)} does not exist. Fix the values-file path.`);
        }
        const doc = new dist/* Document */.yo({});
        doc.commentBefore = NEW_FILE_HEADER.join('\n');
        setFields(doc, path, fields);
        const text = doc.toString({ lineWidth: 0 });
        await writeAtomically(file, text, 0o600);
        options.logger.info(`Created ${options.file} with ${keyText}.bundleUrl (the file holds a credential: keep it out of git).`);
        return {
            changed: true,
            created: true,
            diff: redactDiff(unifiedDiff('', text, { from: '/dev/null', to: `b/${options.file}` })),
        };
    }
    const bom = original.startsWith('\uFEFF') ? '\uFEFF' : '';
    const crlf = original.includes('\r\n');
    const body = (bom ? original.slice(1) : original).replace(/\r\n/g, '\n');
    const snapshot = options.snapshot;
    // The snapshot's document is reused only while the file holds the text it was parsed from.
    const doc = snapshot !== undefined && snapshot.file === options.file && snapshot.text === original
        ? snapshot.document
        : parseValuesDocument(body, options.file);
    assertMappings(doc, path, options.file, keyText);
    const format = { lineWidth: 0, minContentWidth: 0, indent: detectIndent(body) };
    const baseline = doc.toString(format);
    setFields(doc, path, fields);
    const edited = doc.toString(format);
    let merged = baseline === body ? edited : mergeLines(body, baseline, edited);
    if (merged !== edited && (0,dist/* parseDocument */.Tp)(merged).toString(format) !== edited) {
        // The merge could not be proven equivalent: fall back to the library's formatting.
        options.logger.debug(`${options.file}: could not keep the original formatting of every line.`);
        merged = edited;
    }
    const text = bom + (crlf ? merged.replace(/\n/g, '\r\n') : merged);
    if (text === original) {
        options.logger.info(`${options.file} already has this ${keyText}.bundleUrl: not rewritten.`);
        return { changed: false, created: false, diff: '' };
    }
    await writeAtomically(file, text, (await (0,promises_.stat)(file)).mode & 0o7777);
    options.logger.info(`Updated ${keyText} in ${options.file}.`);
    const diff = unifiedDiff(body, merged, { from: diffLabel(file), to: diffLabel(file) });
    return { changed: true, created: false, diff: redactDiff(diff) };
}
/**
 * The checks `updateValuesFile` makes before it edits (valid YAML, mappings along the key), without
 * writing: an export runs them before it starts a job, so a broken values file is refused before any
 * request. Returns the parsed file for the update to reuse; undefined when the file does not exist
 * yet (it will be created).
 */
async function checkValuesFile(file, key = [plan/* DEFAULT_VALUES_KEY */.NM]) {
    const original = await (0,promises_.readFile)(file, 'utf8').catch((error) => {
        if (error.code === 'ENOENT')
            return undefined;
        throw new errors/* ConfigurationError */.j1(`values file ${file}: cannot be read (${error.code ?? error.message}).`);
    });
    if (original === undefined)
        return undefined;
    const body = (original.startsWith('\uFEFF') ? original.slice(1) : original).replace(/\r\n/g, '\n');
    const document = parseValuesDocument(body, file);
    assertMappings(document, key, file, key.join('.'));
    return { file, text: original, document };
}
function parseValuesDocument(body, file) {
    const doc = (0,dist/* parseDocument */.Tp)(body);
    if (doc.errors.length > 0) {
        const error = doc.errors[0];
        const where = error.linePos ? ` at line ${error.linePos[0].line}, column ${error.linePos[0].col}` : '';
        throw new errors/* ConfigurationError */.j1(`values file ${file} is not valid YAML${where}: ${(0,secrets/* redact */.E$)(error.message.split('\n')[0] ?? '')}. ` +
            'Fix the syntax, or point the values-file input at the Helm values file.');
    }
    return doc;
}
function describeNode(node) {
    if ((0,dist/* isSeq */.oP)(node))
        return 'a list';
    if ((0,dist/* isAlias */.Vj)(node))
        return `an alias (*${String(node.source)})`;
    if ((0,dist/* isScalar */.jn)(node))
        return `the scalar ${JSON.stringify((0,secrets/* redact */.E$)(String(node.value))).slice(0, 60)}`;
    return 'something else';
}
/** The root and every existing segment of the key path must be mappings (or empty). */
function assertMappings(doc, path, file, keyText) {
    const root = doc.contents;
    if (root !== null && !(0,dist/* isMap */.jh)(root) && !((0,dist/* isScalar */.jn)(root) && root.value === null)) {
        throw new errors/* ConfigurationError */.j1(`values file ${file}: the top level is ${describeNode(root)}, not a mapping of keys. Point the ` +
            'values-file input at a Helm values file.');
    }
    for (let depth = 1; depth <= path.length; depth++) {
        const node = doc.getIn(path.slice(0, depth), true);
        if (node === undefined || (0,dist/* isMap */.jh)(node) || ((0,dist/* isScalar */.jn)(node) && node.value === null)) {
            if (node === undefined)
                return;
            continue;
        }
        const at = path.slice(0, depth).join('.');
        throw new errors/* ConfigurationError */.j1(`values file ${file}: "${at}" holds ${describeNode(node)}, but ${keyText} must be a mapping ` +
            `(enabled, bundleUrl, version). Change "${at}" into a mapping or choose another values-key.`);
    }
}
function setFields(doc, path, fields) {
    // An empty (null) block becomes a mapping before its fields are set.
    for (let depth = 1; depth <= path.length; depth++) {
        const node = doc.getIn(path.slice(0, depth), true);
        if ((0,dist/* isScalar */.jn)(node) && node.value === null)
            doc.setIn(path.slice(0, depth), doc.createNode({}));
    }
    for (const [name, value] of fields) {
        const current = doc.getIn([...path, name], true);
        if ((0,dist/* isScalar */.jn)(current) && current.value === value)
            continue;
        const scalar = new dist/* Scalar */.X5(value);
        if (typeof value === 'string') {
            // Quoted, so a version like 1.10 or 2024-05-01 stays a string for Helm's YAML 1.1 parser.
            scalar.type =
                (0,dist/* isScalar */.jn)(current) && current.type === dist/* Scalar */.X5.QUOTE_SINGLE ? dist/* Scalar */.X5.QUOTE_SINGLE : dist/* Scalar */.X5.QUOTE_DOUBLE;
        }
        if ((0,dist/* isScalar */.jn)(current)) {
            if (current.comment)
                scalar.comment = current.comment;
            if (current.commentBefore)
                scalar.commentBefore = current.commentBefore;
        }
        doc.setIn([...path, name], scalar);
    }
}
/** The indentation of the first nested key, so added lines look like their neighbours. */
function detectIndent(text) {
    const match = /^[^\s#-][^\n]*:[ \t]*(?:#[^\n]*)?\n(?:[ \t]*(?:#[^\n]*)?\n)*( +)[^\s#-]/m.exec(text);
    const width = match?.[1]?.length ?? 2;
    return width >= 1 && width <= 8 ? width : 2;
}
function diffLabel(file) {
    const path = (0,external_node_path_.relative)(process.cwd(), file);
    return path && !path.startsWith('..') && !(0,external_node_path_.isAbsolute)(path) ? path : file;
}
function redactDiff(diff) {
    return (0,secrets/* redact */.E$)(diff.replace(/(https?:\/\/[^\s"'?#]+)\?[^\s"'#]*/g, '$1?<redacted>'));
}
async function writeAtomically(file, text, mode) {
    const temp = (0,external_node_path_.join)((0,external_node_path_.dirname)(file), `.${(0,external_node_path_.basename)(file)}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await (0,promises_.writeFile)(temp, text, { mode, flag: 'wx' });
        await (0,promises_.chmod)(temp, mode);
        await (0,promises_.rename)(temp, file);
    }
    catch (error) {
        await (0,promises_.rm)(temp, { force: true });
        throw error;
    }
}


/***/ })

};
