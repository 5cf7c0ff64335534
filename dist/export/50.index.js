export const id = 50;
export const ids = [50,568];
export const modules = {

/***/ 3050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wd: () => (/* binding */ walkTarGz),
/* harmony export */   XD: () => (/* binding */ formatFromMagic),
/* harmony export */   t: () => (/* binding */ walkTarGzInflatedHere),
/* harmony export */   verifyArchive: () => (/* binding */ verifyArchive),
/* harmony export */   zy: () => (/* binding */ readHead)
/* harmony export */ });
/* unused harmony exports describeHead, walkTarGzThroughStream, listZip */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var yauzl__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(663);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8198);
/* harmony import */ var _inflated_tar_walk_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8568);
/* harmony import */ var _tar_entry_walk_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4000);
/* harmony import */ var _tar_extraction_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8887);









const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
async function readHead(file, length = 16) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, 'r');
    try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return buffer.subarray(0, bytesRead);
    }
    finally {
        await handle.close();
    }
}
function formatFromMagic(head) {
    if (head.subarray(0, 2).equals(_inflated_tar_walk_js__WEBPACK_IMPORTED_MODULE_6__/* .GZIP_MAGIC */ .H))
        return 'tar.gz';
    if (head.subarray(0, 4).equals(ZIP_MAGIC))
        return 'zip';
    return 'unknown';
}
/** Says what a non-archive looks like: an HTML or XML error page is the usual culprit. */
function describeHead(head) {
    const text = head.toString('latin1').trimStart().toLowerCase();
    if (text.startsWith('<?xml') || text.startsWith('<error'))
        return 'an XML document, not an archive';
    if (text.startsWith('<!doctype') || text.startsWith('<html'))
        return 'an HTML page, not an archive';
    if (text.startsWith('{') || text.startsWith('['))
        return 'a JSON document, not an archive';
    if (head.length === 0)
        return 'empty';
    return `bytes ${head.subarray(0, 8).toString('hex')}: neither gzip (1f8b) nor zip (504b0304)`;
}
/**
 * Reads every entry header of a tar.gz without writing anything: proves the gzip stream and the
 * tar structure are complete. `visit` may refuse an entry by returning the reason, which stops the
 * walk with that reason as the error. Returns the entry count.
 *
 * node-tar judges the tar structure either way. The gzip layer goes through `ReusingGunzip` where
 * this Node allows it (a gigabyte bundle then allocates nothing per chunk), and through node-tar's
 * own stream otherwise, or when `InflatedTarWalk` hands over.
 */
async function walkTarGz(file, options = {}) {
    const entries = await walkTarGzInflatedHere(file, options);
    return entries ?? walkTarGzThroughStream(file, options);
}
const READ_BYTES = 1024 * 1024;
/**
 * The walk with the gzip layer inflated here; undefined when this Node cannot or the walk handed
 * over. `outputBytes` is for tests.
 */
async function walkTarGzInflatedHere(file, options, outputBytes) {
    const walk = _inflated_tar_walk_js__WEBPACK_IMPORTED_MODULE_6__.InflatedTarWalk.start(options, outputBytes);
    if (!walk)
        return undefined;
    // Two input buffers: the next read runs on the thread pool while this thread inflates.
    const inputs = [Buffer.allocUnsafe(READ_BYTES), Buffer.allocUnsafe(READ_BYTES)];
    let turn = 0;
    let handle;
    let nextRead;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, 'r');
        nextRead = handle.read(inputs[turn], 0, READ_BYTES, null);
        for (;;) {
            const input = inputs[turn];
            const { bytesRead } = await nextRead;
            if (bytesRead === 0 || walk.stopped)
                break;
            turn = turn === 0 ? 1 : 0;
            nextRead = handle.read(inputs[turn], 0, READ_BYTES, null);
            walk.push(input.subarray(0, bytesRead));
            if (walk.behind)
                await new Promise((resolve) => walk.whenCaughtUp(resolve));
        }
        return await walk.end();
    }
    finally {
        walk.close();
        // A read may still be in flight when the walk stopped early.
        await nextRead?.catch(() => undefined);
        await handle?.close();
    }
}
/** The walk with node-tar's own gzip stream. */
function walkTarGzThroughStream(file, options) {
    const walk = (0,_tar_entry_walk_js__WEBPACK_IMPORTED_MODULE_7__/* .entryWalk */ .C)(options);
    if (walk.isSettled())
        return walk.done;
    const input = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(file, { highWaterMark: READ_BYTES });
    input.on('error', (error) => walk.finish(error));
    walk.done.catch(() => input.destroy());
    input.pipe(walk.parser);
    return walk.done;
}
/** Reads the zip central directory (every entry record), decompressing nothing. */
async function listZip(file) {
    const zip = await yauzl__WEBPACK_IMPORTED_MODULE_3__.openPromise(file, { lazyEntries: true, autoClose: true, validateEntrySizes: true });
    let entries = 0;
    try {
        for await (const _entry of zip.eachEntry())
            entries += 1;
    }
    finally {
        zip.close();
    }
    return entries;
}
/**
 * Identifies the archive by its first bytes and checks it is readable to the end. Anything that is
 * not a complete tar.gz or zip is an OperationFailedError naming the file.
 */
async function verifyArchive(file, options = {}) {
    const label = options.label ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(file);
    const head = await readHead(file);
    const format = formatFromMagic(head);
    const { walked } = options;
    if (format !== 'tar.gz')
        walked?.close();
    if (format === 'unknown') {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .OperationFailedError */ .Bp(`${label} is not a tar.gz or zip archive (${describeHead(head)}). The download is corrupt or the link ` +
            'served something else: generate a new bundle link and download again.');
    }
    let entries;
    let readAgain = true;
    try {
        if (format === 'zip')
            entries = await listZip(file);
        else {
            entries = await walked?.end();
            readAgain = entries === undefined;
            entries ??= await walkTarGz(file, { signal: options.signal });
        }
    }
    catch (error) {
        if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .CancelledError */ .cc || error instanceof _tar_extraction_js__WEBPACK_IMPORTED_MODULE_8__/* .ExtractionError */ .K9)
            throw error;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .OperationFailedError */ .Bp(`${label} is a corrupt ${format} archive (${(0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .redact */ .E$)((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error))}). Generate a new bundle link ` +
            'and download again; if it keeps failing, run the export job again.');
    }
    if (entries === 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .OperationFailedError */ .Bp(`${label} is an empty ${format} archive: the export produced no files. Check the export job's page count.`);
    }
    return { format, entries, readAgain };
}


/***/ }),

/***/ 8568:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H: () => (/* binding */ GZIP_MAGIC),
  InflatedTarWalk: () => (/* binding */ InflatedTarWalk)
});

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/export/reusing-gunzip.ts


/** zlib refused the input: its message ("unexpected end of file", ...) and code (Z_BUF_ERROR, ...). */
class ZlibError extends Error {
    code;
    constructor(message, code) {
        super(message);
        this.name = 'ZlibError';
        this.code = code;
    }
}
const EMPTY = Buffer.alloc(0);
const DEFAULT_OUTPUT_BYTES = 1024 * 1024;
/**
 * Gunzip through zlib's native handle into one reused output buffer, so that a gigabyte of output
 * allocates nothing. Node's gunzip stream allocates a new buffer for every output chunk, and
 * V8 collects them only after about 64 MiB of them have piled up: the process grows by that much
 * and spends half its time on allocation. This drives the handle the way Node's own inflateSync does
 * (`_handle.writeSync` and `_writeState`, unchanged since Node 10, and what node-tar's zlib layer
 * relies on too); `create` returns undefined when a Node release no longer has them, or decodes a
 * probe wrongly, and callers then use the stream.
 *
 * Each view passed to `onOutput` is overwritten by the next one: a consumer copies what it keeps.
 */
class ReusingGunzip {
    engine;
    handle;
    state;
    output;
    finished = false;
    constructor(engine, handle, state, outputBytes) {
        this.engine = engine;
        this.handle = handle;
        this.state = state;
        // Never from Buffer's shared pool: a buffer of its own, whatever the size.
        this.output = Buffer.allocUnsafeSlow(outputBytes);
    }
    static create(outputBytes = DEFAULT_OUTPUT_BYTES) {
        const gunzip = ReusingGunzip.open(outputBytes);
        if (!gunzip || !probeDecodes()) {
            gunzip?.close();
            return undefined;
        }
        return gunzip;
    }
    /** Without the probe; `create` is the way in. */
    static open(outputBytes) {
        const engine = (0,external_node_zlib_.createGunzip)();
        // Errors are read synchronously from `engine.errored`; the listener keeps the stream's own
        // asynchronous 'error' event from becoming an uncaught exception.
        engine.on('error', () => undefined);
        const { _handle: handle, _writeState: state } = engine;
        const usable = typeof handle === 'object' &&
            handle !== null &&
            typeof handle.writeSync === 'function' &&
            external_node_util_.types.isUint32Array(state) &&
            state.length >= 2;
        if (!usable) {
            engine.destroy();
            return undefined;
        }
        return new ReusingGunzip(engine, handle, state, outputBytes);
    }
    /** Inflates `input` completely, passing each piece of output to `onOutput`. Throws a ZlibError. */
    push(input, onOutput) {
        this.inflate(input, external_node_zlib_.constants.Z_NO_FLUSH, onOutput);
    }
    /** Ends the input: a ZlibError when the gzip stream is incomplete ("unexpected end of file"). */
    finish(onOutput) {
        if (this.finished)
            return;
        this.inflate(EMPTY, external_node_zlib_.constants.Z_FINISH, onOutput);
        this.finished = true;
    }
    close() {
        this.engine.destroy();
    }
    inflate(input, flush, onOutput) {
        let offset = 0;
        let left = input.length;
        for (;;) {
            const { output } = this;
            this.handle.writeSync(flush, input, offset, left, output, 0, output.length);
            const failure = this.engine.errored;
            if (failure)
                throw new ZlibError(failure.message, failure.code);
            const outputLeft = this.state[0] ?? 0;
            const inputLeft = this.state[1] ?? 0;
            offset += left - inputLeft;
            left = inputLeft;
            const produced = output.length - outputLeft;
            if (produced > 0)
                onOutput(output.subarray(0, produced));
            // A full output buffer may hide more output; otherwise zlib took all it wanted of the input.
            if (outputLeft !== 0)
                return;
        }
    }
}
const PROBE_TEXT = 'docs-ci checks that zlib still decodes this way';
// gzip of PROBE_TEXT, made once with zlib.gzipSync.
const PROBE_GZIP = Buffer.from('H4sIAAAAAAAAA0vJTy7WTc5USM5ITc4uVijJSCxRqMrJTFIoLsnMyVFISU3OT0kFiWcWK5QnVgIA6wO3WS8AAAA=', 'base64');
let probeVerdict;
/** Decodes a known gzip through the handle once per process: the semantics, not just the shape. */
function probeDecodes() {
    if (probeVerdict !== undefined)
        return probeVerdict;
    // Output buffers smaller than the text: the probe also goes through the loop that refills them.
    const gunzip = ReusingGunzip.open(16);
    if (!gunzip)
        return (probeVerdict = false);
    const pieces = [];
    const keep = (view) => pieces.push(Buffer.from(view));
    try {
        gunzip.push(PROBE_GZIP, keep);
        gunzip.finish(keep);
        probeVerdict = Buffer.concat(pieces).toString('utf8') === PROBE_TEXT;
    }
    catch {
        probeVerdict = false;
    }
    finally {
        gunzip.close();
    }
    return probeVerdict;
}

// EXTERNAL MODULE: ./src/export/tar-entry-walk.ts
var tar_entry_walk = __webpack_require__(4000);
;// CONCATENATED MODULE: ./src/export/inflated-tar-walk.ts


const BLOCK = 512;
/** node-tar's default, applied the same way when the inflating happens here. */
const MAX_DECOMPRESSION_RATIO = 1000;
/** The first two bytes of every gzip member. */
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const COMPRESSED_MAGICS = [GZIP_MAGIC, Buffer.from([0x28, 0xb5, 0x2f, 0xfd])];
/**
 * A tar.gz walk fed with the compressed bytes as they come (from a file, or from a download as it
 * lands), inflated through `ReusingGunzip` and judged by node-tar's strict parser.
 *
 * It hands over (`end` resolves undefined) when the bytes are not gzip, or when the inflated content
 * is compressed again: node-tar's own stream, given the file, is then the judge, as it would judge
 * such content differently once given the inflated bytes.
 */
class InflatedTarWalk {
    gunzip;
    walk;
    head = Buffer.alloc(4);
    headBytes = 0;
    compressed = 0;
    inflated = 0;
    handedOver = false;
    // node-tar is given whole 512-byte blocks only. It then consumes every write at once and keeps no
    // view of the reused output buffers. And its verdict does not depend on where the pieces end: it
    // holds back a body tail shorter than a block until more comes, so an archive without its closing
    // blocks would pass or fail by chance.
    carry = Buffer.alloc(BLOCK);
    carried = 0;
    feed = (view) => this.inflatedPiece(view);
    sink;
    constructor(gunzip, options) {
        this.gunzip = gunzip;
        this.walk = (0,tar_entry_walk/* entryWalk */.C)(options);
        this.sink = options.sink;
        // Read through `end`, or dropped with the walk: never an unhandled rejection.
        this.walk.done.catch(() => undefined);
    }
    /** Undefined when this Node's zlib cannot inflate into reused buffers. `outputBytes` is for tests. */
    static start(options, outputBytes) {
        const gunzip = ReusingGunzip.create(outputBytes);
        return gunzip && new InflatedTarWalk(gunzip, options);
    }
    /** True once the verdict is known (an error, a refusal) or the walk handed over: more bytes change nothing. */
    get stopped() {
        return this.handedOver || this.walk.isSettled();
    }
    /** True while the walk's sink (an extraction) wants no more bytes for now. */
    get behind() {
        return !this.stopped && this.sink?.behind === true;
    }
    whenCaughtUp(callback) {
        if (this.sink && this.behind)
            this.sink.whenCaughtUp(callback);
        else
            callback();
    }
    /** The next compressed bytes, in order. Never throws: a failure is the walk's verdict. */
    push(bytes) {
        if (this.stopped || bytes.length === 0)
            return;
        const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
        if (this.compressed === 0 && !startsLike(input, GZIP_MAGIC))
            return this.handOver();
        this.compressed += input.length;
        this.inflate(() => this.gunzip.push(input, this.feed));
    }
    /** Ends the input: the entry count, undefined when handed over, or the walk's error. */
    async end() {
        try {
            if (!this.stopped && this.compressed > 0)
                this.inflate(() => this.gunzip.finish(this.feed));
            if (!this.stopped && this.headBytes > 0 && startsCompressed(this.head.subarray(0, this.headBytes))) {
                this.handOver();
            }
            if (this.handedOver)
                return undefined;
            if (this.carried > 0 && !this.walk.isSettled())
                this.write(Buffer.from(this.carry.subarray(0, this.carried)));
            this.walk.parser.end();
            return await this.walk.done;
        }
        finally {
            this.close();
        }
    }
    /** Frees zlib's handle; the walk is dropped if it had not ended. */
    close() {
        this.walk.finish(new Error('closed'));
        this.gunzip.close();
    }
    handOver() {
        this.handedOver = true;
        this.walk.finish(new Error('handed over to the stream'));
    }
    inflate(step) {
        try {
            step();
        }
        catch (error) {
            // Worded as node-tar words the errors of its own gzip stream.
            this.walk.finish(error instanceof ZlibError ? new Error(`zlib: ${error.message}`) : error);
        }
    }
    inflatedPiece(view) {
        if (this.stopped)
            return;
        if (this.headBytes < this.head.length) {
            this.headBytes += view.copy(this.head, this.headBytes, 0, this.head.length - this.headBytes);
            if (this.headBytes === this.head.length && startsCompressed(this.head))
                return this.handOver();
        }
        this.inflated += view.length;
        if (this.inflated / this.compressed > MAX_DECOMPRESSION_RATIO) {
            const ratio = (this.inflated / this.compressed).toFixed(2);
            this.walk.parser.abort(new Error(`max decompression ratio exceeded: ${ratio} > ${MAX_DECOMPRESSION_RATIO}`));
            return;
        }
        let at = 0;
        if (this.carried > 0) {
            at = view.copy(this.carry, this.carried, 0, BLOCK - this.carried);
            this.carried += at;
            if (this.carried < BLOCK)
                return;
            this.write(Buffer.from(this.carry));
            this.carried = 0;
        }
        const wholeBlocksEnd = at + Math.floor((view.length - at) / BLOCK) * BLOCK;
        if (wholeBlocksEnd > at)
            this.write(view.subarray(at, wholeBlocksEnd));
        this.carried = view.copy(this.carry, 0, wholeBlocksEnd);
    }
    write(chunk) {
        try {
            this.walk.parser.write(chunk);
        }
        catch (error) {
            this.walk.finish(error);
        }
    }
}
function startsCompressed(head) {
    return COMPRESSED_MAGICS.some((magic) => startsLike(head, magic));
}
/** `bytes` begins with `magic`, or with as much of it as `bytes` holds. */
function startsLike(bytes, magic) {
    return bytes.subarray(0, magic.length).equals(magic.subarray(0, bytes.length));
}


/***/ }),

/***/ 4000:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ entryWalk)
/* harmony export */ });
/* harmony import */ var tar__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8697);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);


/** One node-tar parser counting entries, cancelled by `signal`. */
function entryWalk(options) {
    const { signal, visit, sink } = options;
    let entries = 0;
    let settled = false;
    let settle;
    const done = new Promise((resolve, reject) => (settle = { resolve, reject }));
    const finish = (error) => {
        if (settled)
            return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        if (error === undefined)
            settle?.resolve(entries);
        else
            settle?.reject(error instanceof Error ? error : new Error((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)));
    };
    const parser = new tar__WEBPACK_IMPORTED_MODULE_0__/* .Parser */ .iX({
        strict: true,
        onReadEntry: (entry) => {
            entries += 1;
            if (settled) {
                entry.resume();
                return;
            }
            const reason = visit?.(entry) ?? sink?.take(entry);
            if (reason !== undefined) {
                finish(options.refuse ? options.refuse(reason) : new Error(reason));
                parser.abort(new Error(reason));
            }
            entry.resume();
        },
    });
    sink?.onFailed((error) => {
        finish(error);
        parser.abort(error);
    });
    const onAbort = () => {
        finish(new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CancelledError */ .cc('Archive read cancelled.'));
        parser.abort(new Error('cancelled'));
    };
    parser.on('error', finish);
    parser.on('end', () => finish());
    if (signal?.aborted)
        onAbort();
    else
        signal?.addEventListener('abort', onAbort, { once: true });
    return { parser, done, finish, isSettled: () => settled };
}


/***/ })

};
