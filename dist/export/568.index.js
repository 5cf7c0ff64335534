export const id = 568;
export const ids = [568];
export const modules = {

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
