export const id = 581;
export const ids = [581];
export const modules = {

/***/ 9581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XD: () => (/* binding */ formatFromMagic),
  zy: () => (/* binding */ readHead),
  verifyArchive: () => (/* binding */ verifyArchive),
  Wd: () => (/* binding */ walkTarGz)
});

// UNUSED EXPORTS: describeHead, listZip, walkTarGzInflatedHere, walkTarGzThroughStream

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/tar/dist/esm/index.min.js
var index_min = __webpack_require__(8697);
// EXTERNAL MODULE: ./node_modules/yauzl/index.js
var yauzl = __webpack_require__(663);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/secrets.ts
var secrets = __webpack_require__(8198);
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
 * Gunzip through zlib's native handle into two output buffers used in turn, so that a gigabyte of
 * output allocates nothing. Node's gunzip stream allocates a new buffer for every output chunk, and
 * V8 collects them only after about 64 MiB of them have piled up: the process grows by that much
 * and spends half its time on allocation. This drives the handle the way Node's own inflateSync does
 * (`_handle.writeSync` and `_writeState`, unchanged since Node 10, and what node-tar's zlib layer
 * relies on too); `create` returns undefined when a Node release no longer has them, or decodes a
 * probe wrongly, and callers then use the stream.
 *
 * Each view passed to `onOutput` stays valid until the next-but-one view is produced: a consumer
 * may keep the previous view (node-tar keeps a partial header) but must copy anything older.
 */
class ReusingGunzip {
    engine;
    handle;
    state;
    outputs;
    turn = 0;
    finished = false;
    constructor(engine, handle, state, outputBytes) {
        this.engine = engine;
        this.handle = handle;
        this.state = state;
        // Never from Buffer's shared pool: two buffers of their own, whatever the size.
        this.outputs = [Buffer.allocUnsafeSlow(outputBytes), Buffer.allocUnsafeSlow(outputBytes)];
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
            const output = this.outputs[this.turn];
            this.handle.writeSync(flush, input, offset, left, output, 0, output.length);
            const failure = this.engine.errored;
            if (failure)
                throw new ZlibError(failure.message, failure.code);
            const outputLeft = this.state[0] ?? 0;
            const inputLeft = this.state[1] ?? 0;
            offset += left - inputLeft;
            left = inputLeft;
            const produced = output.length - outputLeft;
            if (produced > 0) {
                this.turn = this.turn === 0 ? 1 : 0;
                onOutput(output.subarray(0, produced));
            }
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

;// CONCATENATED MODULE: ./src/export/archive-format.ts








const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
async function readHead(file, length = 16) {
    const handle = await (0,promises_.open)(file, 'r');
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
    if (head.subarray(0, 2).equals(GZIP_MAGIC))
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
 * this Node allows it (a gigabyte bundle then allocates nothing per chunk), through node-tar's own
 * stream otherwise, and also when the content is compressed a second time, which node-tar would
 * judge differently once given the inflated bytes.
 */
async function walkTarGz(file, options = {}) {
    const entries = await walkTarGzInflatedHere(file, options);
    return entries ?? walkTarGzThroughStream(file, options);
}
/**
 * The walk with the gzip layer inflated here; undefined when this Node cannot, when the file is not
 * gzip, or when its content is compressed again (node-tar's stream then judges). `outputBytes` is
 * for tests.
 */
async function walkTarGzInflatedHere(file, options, outputBytes) {
    const gunzip = ReusingGunzip.create(outputBytes);
    if (!gunzip)
        return undefined;
    try {
        const entries = await walkInflated(file, gunzip, options);
        return entries === STREAM_JUDGES ? undefined : entries;
    }
    finally {
        gunzip.close();
    }
}
const READ_BYTES = 1024 * 1024;
/** The file is not gzip, or its content is compressed again: node-tar's stream judges it. */
const STREAM_JUDGES = Symbol('the stream judges this file');
/** node-tar's defaults, applied the same way when the inflating happens here. */
const MAX_DECOMPRESSION_RATIO = 1000;
const COMPRESSED_MAGICS = [Buffer.from([0x1f, 0x8b]), Buffer.from([0x28, 0xb5, 0x2f, 0xfd])];
/** One node-tar parser counting entries; `done` settles once, with the count or the first error. */
function entryWalk(options) {
    const { signal, visit } = options;
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
            settle?.reject(error instanceof Error ? error : new Error((0,errors/* errorMessage */.gJ)(error)));
    };
    const parser = new index_min/* Parser */.iX({
        strict: true,
        onReadEntry: (entry) => {
            entries += 1;
            const reason = visit?.(entry);
            if (reason !== undefined) {
                finish(options.refuse ? options.refuse(reason) : new Error(reason));
                parser.abort(new Error(reason));
            }
            entry.resume();
        },
    });
    const onAbort = () => {
        finish(new errors/* CancelledError */.cc('Archive read cancelled.'));
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
/** The walk with node-tar's own gzip stream. */
function walkTarGzThroughStream(file, options) {
    const walk = entryWalk(options);
    if (walk.isSettled())
        return walk.done;
    const input = (0,external_node_fs_.createReadStream)(file, { highWaterMark: READ_BYTES });
    input.on('error', walk.finish);
    walk.done.catch(() => input.destroy());
    input.pipe(walk.parser);
    return walk.done;
}
async function walkInflated(file, gunzip, options) {
    const walk = entryWalk(options);
    const { parser } = walk;
    // Settled by the caller's fallback or by the walk itself: never an unhandled rejection.
    walk.done.catch(() => undefined);
    const head = Buffer.alloc(4);
    let headBytes = 0;
    let compressed = 0;
    let inflated = 0;
    const write = (chunk) => {
        try {
            parser.write(chunk);
        }
        catch (error) {
            walk.finish(error);
        }
    };
    // node-tar is given whole 512-byte blocks only. It then consumes every write at once and keeps no
    // view of the reused output buffers. And its verdict does not depend on where the pieces end: it
    // holds back a body tail shorter than a block until more comes, so an archive without its closing
    // blocks would pass or fail by chance.
    const carry = Buffer.alloc(512);
    let carried = 0;
    let nested = false;
    const feed = (view) => {
        if (walk.isSettled() || nested)
            return;
        if (headBytes < head.length) {
            headBytes += view.copy(head, headBytes, 0, head.length - headBytes);
            if (headBytes === head.length && startsCompressed(head))
                nested = true;
        }
        inflated += view.length;
        if (inflated / compressed > MAX_DECOMPRESSION_RATIO) {
            const ratio = (inflated / compressed).toFixed(2);
            parser.abort(new Error(`max decompression ratio exceeded: ${ratio} > ${MAX_DECOMPRESSION_RATIO}`));
            return;
        }
        let at = 0;
        if (carried > 0) {
            at = view.copy(carry, carried, 0, carry.length - carried);
            carried += at;
            if (carried < carry.length)
                return;
            write(Buffer.from(carry));
            carried = 0;
        }
        const wholeBlocksEnd = at + Math.floor((view.length - at) / 512) * 512;
        if (wholeBlocksEnd > at)
            write(view.subarray(at, wholeBlocksEnd));
        carried = view.copy(carry, 0, wholeBlocksEnd);
    };
    const endInput = () => {
        if (carried > 0 && !walk.isSettled())
            write(Buffer.from(carry.subarray(0, carried)));
        parser.end();
    };
    const handOver = () => {
        walk.finish(new Error('handed over to the stream'));
        return STREAM_JUDGES;
    };
    // Two input buffers: the next read runs on the thread pool while this thread inflates.
    const inputs = [Buffer.allocUnsafe(READ_BYTES), Buffer.allocUnsafe(READ_BYTES)];
    let turn = 0;
    const handle = await (0,promises_.open)(file, 'r');
    let nextRead = handle.read(inputs[0], 0, READ_BYTES, null);
    try {
        while (!walk.isSettled()) {
            const input = inputs[turn % 2];
            const { bytesRead } = await nextRead;
            turn += 1;
            if (bytesRead > 0)
                nextRead = handle.read(inputs[turn % 2], 0, READ_BYTES, null);
            if (bytesRead === 0) {
                // An empty file gives node-tar nothing to inflate: it judges it as it would an empty stream.
                if (compressed > 0)
                    gunzip.finish(feed);
                if (nested || (headBytes > 0 && startsCompressed(head.subarray(0, headBytes))))
                    return handOver();
                endInput();
                break;
            }
            if (compressed === 0 && !startsGzip(input.subarray(0, bytesRead)))
                return handOver();
            compressed += bytesRead;
            gunzip.push(input.subarray(0, bytesRead), feed);
            if (nested)
                return handOver();
        }
    }
    catch (error) {
        // Worded as node-tar words the errors of its own gzip stream.
        walk.finish(error instanceof ZlibError ? new Error(`zlib: ${error.message}`) : error);
    }
    finally {
        // A read may still be in flight when the walk stopped early.
        await nextRead.catch(() => undefined);
        await handle.close();
    }
    return walk.done;
}
function startsGzip(bytes) {
    return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}
function startsCompressed(head) {
    return COMPRESSED_MAGICS.some((magic) => head.subarray(0, magic.length).equals(magic.subarray(0, head.length)));
}
/** Reads the zip central directory (every entry record), decompressing nothing. */
async function listZip(file) {
    const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: true, validateEntrySizes: true });
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
    const label = options.label ?? (0,external_node_path_.basename)(file);
    const head = await readHead(file);
    const format = formatFromMagic(head);
    if (format === 'unknown') {
        throw new errors/* OperationFailedError */.Bp(`${label} is not a tar.gz or zip archive (${describeHead(head)}). The download is corrupt or the link ` +
            'served something else: generate a new bundle link and download again.');
    }
    let entries;
    try {
        entries = format === 'tar.gz' ? await walkTarGz(file, { signal: options.signal }) : await listZip(file);
    }
    catch (error) {
        if (error instanceof errors/* CancelledError */.cc)
            throw error;
        throw new errors/* OperationFailedError */.Bp(`${label} is a corrupt ${format} archive (${(0,secrets/* redact */.E$)((0,errors/* errorMessage */.gJ)(error))}). Generate a new bundle link ` +
            'and download again; if it keeps failing, run the export job again.');
    }
    if (entries === 0) {
        throw new errors/* OperationFailedError */.Bp(`${label} is an empty ${format} archive: the export produced no files. Check the export job's page count.`);
    }
    return { format, entries };
}


/***/ })

};
