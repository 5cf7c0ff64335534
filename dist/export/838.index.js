export const id = 838;
export const ids = [838];
export const modules = {

/***/ 5457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  downloadBundle: () => (/* binding */ downloadBundle)
});

// UNUSED EXPORTS: BundleIntegrityError

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/core/duration.ts
var duration = __webpack_require__(8571);
// EXTERNAL MODULE: ./src/core/clock.ts
var core_clock = __webpack_require__(2257);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/secrets.ts
var secrets = __webpack_require__(8198);
// EXTERNAL MODULE: ./src/core/bytes.ts
var bytes = __webpack_require__(9596);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/export/piece-hasher.ts

/** The sha256 on the calling thread: for small downloads, and where no worker thread starts. */
class InlineSha256 {
    hash = (0,external_node_crypto_.createHash)('sha256');
    failure = undefined;
    update(bytes) {
        this.hash.update(bytes);
        return true;
    }
    whenReady(callback) {
        callback();
    }
    digest() {
        return Promise.resolve(this.hash.digest('hex'));
    }
    /** The digest of the pieces so far, the hash going on (tests compare it with the file). */
    peek() {
        return this.hash.copy().digest('hex');
    }
    close() { }
}

;// CONCATENATED MODULE: ./src/export/hashing-file-writer.ts


/**
 * Writes each received piece to `fd` at `state.bytes`, on the thread that received it and before it
 * takes the next, then tells the hasher what was written: a hasher on another thread
 * (`Sha256OnThread`) reads it back from the file. Short writes go on until the piece is written; a
 * failed write is final (the download ends and its hash is not used), so the hash covers the file
 * whenever the download goes on, and a resumed download goes on from `state.bytes` with it.
 *
 * Why the write stays on this thread: a piece (256 KiB from raw-get.ts, 64 KiB from Node's HTTP
 * client) is still in this core's cache after the socket read. Handing writes to libuv's thread pool
 * cost a wake-up per write and cache misses on both sides: on the bench machine 0.2-0.3 s more CPU
 * per GiB and a slower transfer, with or without a copy. The sha256 takes twice the CPU of the write
 * and needs no system call: that is what goes to another thread. While a write runs, the kernel
 * keeps receiving into the socket's buffer, so the network does not wait for the disk.
 */
class HashingFileWriter {
    failure;
    fd;
    state;
    writeAt;
    hasher;
    /** `writeAt` is for tests (a short write, then a failure); the default is `fs.writeSync`. */
    constructor(fd, state, hasher = new InlineSha256(), writeAt = external_node_fs_.writeSync) {
        this.fd = fd;
        this.state = state;
        this.hasher = hasher;
        this.writeAt = writeAt;
    }
    /** Hashes from zero with `hasher` (the caller has emptied the file and set `state.bytes` to 0). */
    restartHash(hasher) {
        this.hasher.close();
        this.hasher = hasher;
    }
    /** Writes and hashes; false once a write failed, or while the hasher or the archive tap is behind. */
    write(bytes) {
        if (this.failure)
            return false;
        let written = 0;
        try {
            while (written < bytes.length) {
                written += this.writeAt(this.fd, bytes, written, bytes.length - written, this.state.bytes + written);
            }
        }
        catch (error) {
            this.failure = error;
        }
        this.state.bytes += written;
        const landed = written === bytes.length ? bytes : bytes.subarray(0, written);
        const more = this.hasher.update(landed);
        this.state.tap?.push(landed);
        return !this.failure && more && this.state.tap?.behind !== true;
    }
    /** Calls back once it takes bytes again, with the error of a failed write or hasher if there was one. */
    whenWritable(callback) {
        if (this.failure)
            return callback(this.failure);
        this.hasher.whenReady((error) => {
            const tap = this.state.tap;
            if (error || !tap?.behind || !tap.whenCaughtUp)
                return callback(error);
            tap.whenCaughtUp(() => callback());
        });
    }
    /**
     * Resolves when every write succeeded (`state` describes the file); rejects with the error of a
     * failed write, or of the hasher (then the download cannot go on either).
     */
    flush() {
        const failure = this.failure ?? this.hasher.failure;
        return failure ? Promise.reject(failure) : Promise.resolve();
    }
    /** The sha256 of the file as written, in hex. */
    digest() {
        return this.hasher.digest();
    }
    close() {
        this.hasher.close();
    }
}

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
;// CONCATENATED MODULE: ./src/export/sha256-on-thread.ts


/** One read of the file by the worker: 256 KiB is still in the core's cache when the hash reads it. */
const READ_BYTES = 256 * 1024;
const DIGEST_BYTES = 32;
// The control block (24 bytes, shared): an Int32 the worker waits on, bumped on every change, and
// the Int32 descriptor it reads the file through; then, at byte 8, two Int64: the bytes written to
// the file so far, and the file's final length once the digest is asked for (-1 before).
const CONTROL_BYTES = 24;
const DESCRIPTOR = 1;
const COUNTS_AT = 8;
const WRITTEN = 0;
const FINAL = 1;
/**
 * The hashing thread. It reads the file behind the writes (`pread`, from the page cache, through the
 * descriptor the calling thread opened), and waits in `Atomics.wait` when it has caught up. It sends
 * the digest once it has hashed the final length, then waits to be terminated. Plain CommonJS
 * evaluated in place (`eval`): the bundles need no file for it.
 */
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { readSync } = require('node:fs');
const { control, readBytes } = workerData;
const words = new Int32Array(control, 0, 2);
const counts = new BigInt64Array(control, ${COUNTS_AT}, 2);
const buffer = Buffer.allocUnsafe(readBytes);
const hash = createHash('sha256');
let hashed = 0;
let sent = false;
for (;;) {
  const seen = Atomics.load(words, 0);
  const written = Number(Atomics.load(counts, ${WRITTEN}));
  if (!sent && hashed < written) {
    const fd = Atomics.load(words, ${DESCRIPTOR});
    const read = readSync(fd, buffer, 0, Math.min(readBytes, written - hashed), hashed);
    if (read === 0) throw new Error('the file ends at byte ' + hashed + ', before the ' + written + ' bytes written to it');
    hash.update(read === readBytes ? buffer : buffer.subarray(0, read));
    hashed += read;
    continue;
  }
  const final = Number(Atomics.load(counts, ${FINAL}));
  if (!sent && final >= 0 && hashed >= final) {
    parentPort.postMessage(hash.digest());
    sent = true;
  }
  Atomics.wait(words, 0, seen);
}
`;
function closedError() {
    return new Error('the sha256 thread was closed');
}
/**
 * The sha256 of the download's file, computed on a worker thread that reads the file behind the
 * writes. The downloading thread only receives, writes and walks the archive, and never waits for
 * the hash: what the worker has not read yet waits in the page cache, not in this process's memory,
 * so its lead has no bound. At the end the worker reads what is left (the last few MiB, usually) and
 * sends the digest. The hash is of the bytes as they are in the file.
 *
 * Why not hand the worker the received pieces instead: they then wait in a ring of shared buffers,
 * whose few MiB bound the lead, and a full ring stops the socket. On the bench machine (2 cores, the
 * server on them too) the download stopped about 250 times per GiB for 150-200 ms in all, with a core
 * idle meanwhile. Reading the file back costs a copy per byte from the page cache (about 0.1 s per
 * GiB) and saves more than that in wake-ups: in five full bench runs each, the transfer with its
 * sha256 went from 0.81-0.99 x curl's throughput to 1.15-1.18 x, with less CPU and 1-3 MiB less
 * memory (BENCHMARKS.md, benchmark 3).
 *
 * `update` is told of each piece once it is in the file, in order (HashingFileWriter calls it after
 * the write); only the lengths count. The first opens the file for reading; `close` closes it once
 * the worker has stopped. The file must not shrink while this hasher is in use: a download that
 * restarts from zero takes a new hasher. The worker costs about 20 MiB of memory and
 * 25-35 ms to start: the download uses it for large bundles only.
 */
class Sha256OnThread {
    control = new SharedArrayBuffer(CONTROL_BYTES);
    words = new Int32Array(this.control, 0, 2);
    counts = new BigInt64Array(this.control, COUNTS_AT, 2);
    worker;
    path;
    /** The descriptor the worker reads through, opened at the first bytes written. */
    descriptor = -1;
    written = 0;
    failed;
    digestWaiter;
    closed = false;
    constructor(path) {
        this.path = path;
        Atomics.store(this.counts, FINAL, -1n);
        Atomics.store(this.words, DESCRIPTOR, -1);
        this.worker = new external_node_worker_threads_.Worker(WORKER_SOURCE, {
            eval: true,
            workerData: { control: this.control, readBytes: READ_BYTES },
            // It allocates a few objects per read: a small young generation keeps its memory small.
            resourceLimits: { maxYoungGenerationSizeMb: 1 },
        });
        this.worker.on('message', (digest) => this.settleDigest(digest));
        this.worker.on('error', (error) => this.fail(error));
        this.worker.on('exit', (code) => this.fail(new Error(`it exited with code ${code}`)));
        // Nothing waits on the worker but this object: it must not keep the process alive. (After the
        // listeners: a 'message' listener refs the worker's port again.)
        this.worker.unref();
    }
    /**
     * A worker that will hash the file at `path` (opened for reading at the first bytes written, so it
     * need not exist yet). Undefined when this Node cannot start a worker thread: then hash inline.
     */
    static start(path) {
        try {
            return new Sha256OnThread(path);
        }
        catch {
            return undefined;
        }
    }
    get failure() {
        return this.failed;
    }
    /** The next `bytes.length` bytes of the file are written. False once failed or closed. */
    update(bytes) {
        if (this.failure || this.closed)
            return false;
        if (bytes.length === 0)
            return true;
        if (this.descriptor < 0) {
            try {
                this.descriptor = (0,external_node_fs_.openSync)(this.path, 'r');
            }
            catch (error) {
                this.fail(error);
                return false;
            }
            Atomics.store(this.words, DESCRIPTOR, this.descriptor);
        }
        this.written += bytes.length;
        Atomics.store(this.counts, WRITTEN, BigInt(this.written));
        this.wake();
        return true;
    }
    whenReady(callback) {
        callback(this.failure ?? (this.closed ? closedError() : undefined));
    }
    async digest() {
        if (this.failure)
            throw this.failure;
        if (this.closed)
            throw closedError();
        const digest = new Promise((resolve, reject) => (this.digestWaiter = { resolve, reject }));
        this.worker.ref();
        Atomics.store(this.counts, FINAL, BigInt(this.written));
        this.wake();
        try {
            return await digest;
        }
        finally {
            this.worker.unref();
        }
    }
    close() {
        if (this.closed)
            return;
        this.closed = true;
        const descriptor = this.descriptor;
        // Only once the worker has stopped: a number closed earlier could be reused by the next open
        // while the worker still reads through it.
        const closeDescriptor = () => {
            try {
                if (descriptor >= 0)
                    (0,external_node_fs_.closeSync)(descriptor);
            }
            catch {
                // Nothing left to free.
            }
        };
        this.worker.terminate().then(closeDescriptor, closeDescriptor);
        this.digestWaiter?.reject(closedError());
        this.digestWaiter = undefined;
    }
    wake() {
        Atomics.add(this.words, 0, 1);
        Atomics.notify(this.words, 0);
    }
    settleDigest(digest) {
        const waiter = this.digestWaiter;
        this.digestWaiter = undefined;
        if (digest.length !== DIGEST_BYTES)
            waiter?.reject(new Error('the sha256 thread sent a malformed digest'));
        else
            waiter?.resolve(Buffer.from(digest).toString('hex'));
    }
    fail(error) {
        if (this.closed || this.failed)
            return;
        this.failed = new Error(`The sha256 thread of the download failed: ${error.message}`);
        this.digestWaiter?.reject(this.failed);
        this.digestWaiter = undefined;
    }
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
// EXTERNAL MODULE: ./src/client/agent.ts
var agent = __webpack_require__(9062);
;// CONCATENATED MODULE: ./src/client/http-get.ts




/** Redirects followed per request, whichever client follows them. */
const MAX_REDIRECTS = 5;
/**
 * One GET through the proxy-aware agent, following at most `maxRedirects` redirects (one request
 * per hop); the body is left unread.
 */
async function httpGet(url, headers, options) {
    let current = url;
    for (let hop = 0;; hop += 1) {
        const response = await requestOnce(current, headers, options);
        const next = redirectTarget(response.statusCode, response.headers.location, current);
        if (next === undefined || hop >= (options.maxRedirects ?? MAX_REDIRECTS)) {
            return { response, url: current };
        }
        response.resume();
        current = next;
        options.onHop?.(current);
    }
}
/**
 * Where a redirect answer sends the request (its Location resolved against `url`; a presigned
 * target is registered as a secret at once), or undefined when the answer is no redirect.
 */
function redirectTarget(status, location, url) {
    const redirect = status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
    if (!redirect || !location)
        return undefined;
    const target = new URL(location, url).href;
    if ((0,secrets/* isPresignedUrl */.h3)(target))
        (0,secrets/* registerSecret */.cl)(target);
    return target;
}
function requestOnce(url, headers, options) {
    const get = url.startsWith('https:') ? (external_node_https_default()).get : (external_node_http_default()).get;
    return new Promise((resolve, reject) => {
        const request = get(url, { agent: (0,agent/* agentFor */.Pf)(url), headers, signal: options.signal }, resolve);
        request.on('error', reject);
        // Socket idle timeout: covers both waiting for the headers and a body that stops flowing.
        request.setTimeout(options.idleTimeoutMs, () => {
            request.destroy(new Error(`no data received for ${Math.round(options.idleTimeoutMs / 1000)}s`));
        });
    });
}
/** Parses `bytes 100-199/1000` (start, end, total) and the 416 form `bytes \*\/1000` (total only). */
function parseContentRange(value) {
    if (!value)
        return undefined;
    const match = /^\s*bytes\s+(?:(\d+)-(\d+)|\*)\/(\d+|\*)\s*$/i.exec(value);
    if (!match)
        return undefined;
    const result = {};
    if (match[1] !== undefined)
        result.start = Number(match[1]);
    if (match[2] !== undefined)
        result.end = Number(match[2]);
    if (match[3] !== '*')
        result.total = Number(match[3]);
    return result;
}
/** Reads at most `limit` bytes of a (small, error) body as text. */
async function readSmallBody(response, limit = 16 * 1024) {
    const chunks = [];
    let length = 0;
    try {
        for await (const chunk of response) {
            const buffer = chunk;
            chunks.push(buffer);
            length += buffer.length;
            if (length >= limit)
                break;
        }
    }
    catch {
        // A truncated error body still tells something.
    }
    finally {
        response.destroy();
    }
    return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}
/** `<Code>AccessDenied</Code><Message>Request has expired</Message>` → both fields, when present. */
function parseStorageError(body) {
    const code = /<Code>([^<]{1,100})<\/Code>/i.exec(body)?.[1]?.trim();
    const message = /<Message>([^<]{1,300})<\/Message>/i.exec(body)?.[1]?.trim();
    return { ...(code ? { code } : {}), ...(message ? { message } : {}) };
}

;// CONCATENATED MODULE: ./src/client/http-response-head.ts
/**
 * A strict parser of HTTP/1.x response heads (status line and header fields), and how the body that
 * follows is delimited, for the raw-socket download. A head it does not accept is a
 * ResponseHeadError: the caller then asks again through Node's HTTP client, whose parser is the
 * reference (no body has been read then).
 */
class ResponseHeadError extends Error {
    name = 'ResponseHeadError';
}
/** Node's own default (--max-http-header-size): a larger head fails there too. */
const MAX_HEAD_BYTES = 16 * 1024;
const END_OF_HEAD = Buffer.from('\r\n\r\n', 'latin1');
const STATUS_LINE = /^HTTP\/1\.[01] ([1-9]\d\d)(?: [\t\x20-\x7e\x80-\xff]*)?$/;
const FIELD_LINE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):[\t ]*([\t\x20-\x7e\x80-\xff]*?)[\t ]*$/;
/**
 * Parses the head at the start of `bytes`. Returns undefined while the blank line that ends it has
 * not arrived (and `bytes` is under `maxBytes`); throws ResponseHeadError on a malformed or too
 * large head.
 */
function parseResponseHead(bytes, maxBytes = MAX_HEAD_BYTES) {
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, maxBytes));
    const end = view.indexOf(END_OF_HEAD);
    if (end < 0) {
        if (bytes.length >= maxBytes)
            throw new ResponseHeadError(`response head larger than ${maxBytes} bytes`);
        return undefined;
    }
    const [statusLine = '', ...fieldLines] = view.toString('latin1', 0, end).split('\r\n');
    const status = STATUS_LINE.exec(statusLine);
    if (!status)
        throw new ResponseHeadError('malformed status line');
    const headers = {};
    for (const line of fieldLines) {
        // Also refuses obsolete line folding (a line starting with a space) and bare CR or LF.
        const field = FIELD_LINE.exec(line);
        if (!field)
            throw new ResponseHeadError('malformed header field');
        const name = field[1].toLowerCase();
        const value = field[2];
        const previous = headers[name];
        if (previous === undefined)
            headers[name] = value;
        else if (name === 'content-length') {
            // Two different lengths: which one frames the body is ambiguous (response splitting).
            if (previous !== value)
                throw new ResponseHeadError('conflicting content-length fields');
        }
        else
            headers[name] = `${previous}, ${value}`;
    }
    return { status: Number(status[1]), headers, length: end + END_OF_HEAD.length };
}
/** A Content-Length value of digits only (at most 15: a safe integer), else undefined. */
function parseContentLength(value) {
    if (value === undefined || !/^\d{1,15}$/.test(value))
        return undefined;
    return Number(value);
}
/** A head whose body cannot be delimited safely (a Content-Length that is not a number). */
class ResponseFramingError extends Error {
    name = 'ResponseFramingError';
}
/**
 * How the body of an answer to a GET is delimited (RFC 9112, section 6.3): none for 1xx, 204 and
 * 304; chunked when chunked is the last transfer coding; until the connection closes for any other
 * transfer coding, or when no Content-Length is given; else the Content-Length (a Transfer-Encoding
 * overrides it).
 */
function bodyFraming(status, headers) {
    if (status < 200 || status === 204 || status === 304)
        return { kind: 'none' };
    const transferEncoding = headers['transfer-encoding'];
    if (transferEncoding !== undefined) {
        const codings = transferEncoding.split(',').map((coding) => coding.trim().toLowerCase());
        return codings.at(-1) === 'chunked' ? { kind: 'chunked' } : { kind: 'close' };
    }
    const value = headers['content-length'];
    if (value === undefined)
        return { kind: 'close' };
    const length = parseContentLength(value);
    if (length === undefined)
        throw new ResponseFramingError(`invalid Content-Length: ${value.slice(0, 40)}`);
    return { kind: 'length', length };
}

// EXTERNAL MODULE: ./src/client/tls-trust.ts
var tls_trust = __webpack_require__(665);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(1692);
var external_node_tls_default = /*#__PURE__*/__webpack_require__.n(external_node_tls_);
;// CONCATENATED MODULE: ./src/client/chunked-body.ts
/**
 * Decodes an HTTP/1.1 chunked body (RFC 9112, section 7.1) as it arrives, for the raw-socket
 * download: sizes in hex, extensions and trailer fields read and dropped. Each piece is decoded in
 * place: its data bytes are moved to the start of the piece (the framing between them dropped), so
 * a piece read into a buffer lent by the sink reaches the sink from that buffer's start, uncopied.
 */
class ChunkedBodyError extends Error {
    name = 'ChunkedBodyError';
}
/** A chunk size line (extensions included) or a trailer field longer than this is refused. */
const MAX_LINE_BYTES = 4096;
/** All trailer fields together. */
const MAX_TRAILER_BYTES = 16 * 1024;
/** 15 hex digits: under 2^60, a safe integer. */
const MAX_SIZE_DIGITS = 15;
const CR = 0x0d;
const LF = 0x0a;
class ChunkedDecoder {
    state = 'size';
    size = 0;
    digits = 0;
    lineBytes = 0;
    trailerBytes = 0;
    /** Data bytes of the current chunk still to come. */
    remaining = 0;
    /** True once the last chunk and the trailer section (if any) arrived. */
    get done() {
        return this.state === 'done';
    }
    /**
     * Decodes `bytes` in place. Returns how many data bytes now start `bytes`; bytes after the end
     * of the body are ignored. Throws ChunkedBodyError on malformed framing.
     */
    decode(bytes) {
        let out = 0;
        let i = 0;
        while (i < bytes.length && this.state !== 'done') {
            if (this.state === 'data') {
                const take = Math.min(this.remaining, bytes.length - i);
                if (out !== i)
                    bytes.copyWithin(out, i, i + take);
                out += take;
                i += take;
                this.remaining -= take;
                if (this.remaining === 0)
                    this.state = 'data-cr';
                continue;
            }
            this.step(bytes[i]);
            i += 1;
        }
        return out;
    }
    step(byte) {
        switch (this.state) {
            case 'size': {
                const digit = hexValue(byte);
                if (digit >= 0) {
                    if (++this.digits > MAX_SIZE_DIGITS)
                        throw new ChunkedBodyError('chunk size too large');
                    this.size = this.size * 16 + digit;
                    return;
                }
                if (this.digits === 0)
                    throw new ChunkedBodyError('malformed chunk size');
                this.lineBytes = this.digits;
                this.state = 'after-size';
                return this.step(byte);
            }
            case 'after-size':
                if (byte === 0x20 || byte === 0x09) {
                    if (++this.lineBytes > MAX_LINE_BYTES)
                        throw new ChunkedBodyError('chunk size line too long');
                    return;
                }
                if (byte === 0x3b)
                    this.state = 'extension';
                else if (byte === CR)
                    this.state = 'size-lf';
                else if (byte === LF)
                    this.endSizeLine();
                else
                    throw new ChunkedBodyError('malformed chunk size');
                return;
            case 'extension':
                if (byte === CR)
                    this.state = 'size-lf';
                else if (byte === LF)
                    this.endSizeLine(); // a bare LF, as Node's parser also accepts
                else if (byte < 0x20 && byte !== 0x09)
                    throw new ChunkedBodyError('malformed chunk extension');
                else if (++this.lineBytes > MAX_LINE_BYTES)
                    throw new ChunkedBodyError('chunk extension too long');
                return;
            case 'size-lf':
                if (byte !== LF)
                    throw new ChunkedBodyError('malformed chunk size line');
                return this.endSizeLine();
            case 'data-cr':
                if (byte === CR)
                    this.state = 'data-lf';
                else if (byte === LF)
                    this.nextChunk();
                else
                    throw new ChunkedBodyError('chunk data longer than its size');
                return;
            case 'data-lf':
                if (byte !== LF)
                    throw new ChunkedBodyError('malformed chunk end');
                return this.nextChunk();
            case 'trailer-start':
                if (byte === CR)
                    this.state = 'end-lf';
                else if (byte === LF)
                    this.state = 'done';
                else {
                    this.lineBytes = 0;
                    this.state = 'trailer-line';
                    this.step(byte);
                }
                return;
            case 'trailer-line':
                if (byte === CR)
                    this.state = 'trailer-lf';
                else if (byte === LF)
                    this.state = 'trailer-start';
                else if (++this.lineBytes > MAX_LINE_BYTES || ++this.trailerBytes > MAX_TRAILER_BYTES) {
                    throw new ChunkedBodyError('trailer section too large');
                }
                return;
            case 'trailer-lf':
                if (byte !== LF)
                    throw new ChunkedBodyError('malformed trailer field');
                this.state = 'trailer-start';
                return;
            case 'end-lf':
                if (byte !== LF)
                    throw new ChunkedBodyError('malformed end of chunked body');
                this.state = 'done';
                return;
            default:
                return;
        }
    }
    endSizeLine() {
        if (this.size === 0) {
            this.state = 'trailer-start';
            return;
        }
        this.remaining = this.size;
        this.state = 'data';
    }
    nextChunk() {
        this.size = 0;
        this.digits = 0;
        this.state = 'size';
    }
}
function hexValue(byte) {
    if (byte >= 0x30 && byte <= 0x39)
        return byte - 0x30;
    const lower = byte | 0x20;
    if (lower >= 0x61 && lower <= 0x66)
        return lower - 0x61 + 10;
    return -1;
}

;// CONCATENATED MODULE: ./src/client/raw-get.ts




const DEFAULT_RECEIVE_BUFFER_BYTES = 256 * 1024;
const SAFE_HEADER_VALUE = /^[\t\x20-\x7e]*$/;
/** What this client cannot send as is; Node's HTTP client then handles the request. */
function rawGetUnsupported(url, headers) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return `a ${url.protocol} URL`;
    if (url.username || url.password)
        return 'credentials in the URL';
    if (Object.values(headers).some((value) => !SAFE_HEADER_VALUE.test(value))) {
        return 'a header value with control characters';
    }
    return undefined;
}
function rawGet(url, headers, options) {
    return new RawExchange(url, headers, options).response;
}
/** The error Node's HTTP client gives for a connection closed before the answer: same message. */
function hangUp() {
    return Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
}
function abortError() {
    return Object.assign(new Error('The operation was aborted'), { name: 'AbortError', code: 'ABORT_ERR' });
}
class RawExchange {
    status = 0;
    headers = {};
    framing = { kind: 'none' };
    response;
    socket;
    idleTimeoutMs;
    signal;
    head = Buffer.allocUnsafe(MAX_HEAD_BYTES);
    headLength = 0;
    /** Body bytes that came in the same read as the end of the head. */
    early;
    reader;
    settleHead;
    /** The connection's end: its error, or 'closed' when the server closed it. */
    ended;
    constructor(url, headers, options) {
        this.idleTimeoutMs = options.idleTimeoutMs;
        this.signal = options.signal;
        this.response = new Promise((resolve, reject) => (this.settleHead = { resolve, reject }));
        const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
        const secure = url.protocol === 'https:';
        const port = Number(url.port) || (secure ? 443 : 80);
        const onread = {
            buffer: Buffer.allocUnsafe(options.receiveBufferBytes ?? DEFAULT_RECEIVE_BUFFER_BYTES),
            callback: (length, buffer) => this.received(buffer.subarray(0, length)),
        };
        // tls.connect takes `onread` too (Node's documentation; @types/node omits it from its options).
        const secureOptions = {
            host,
            port,
            onread,
            ...(external_node_net_default().isIP(host) ? {} : { servername: host }),
        };
        this.socket = secure ? external_node_tls_default().connect(secureOptions) : external_node_net_default().connect({ host, port, onread });
        // Node never emits 'data' with `onread`; a socket interceptor that pushes what it reads (nock's,
        // in the tests) does. Those bytes take the same path.
        this.socket.on('data', (bytes) => this.received(bytes));
        this.socket.on('error', (error) => this.finish(error));
        this.socket.on('end', () => this.finish('closed'));
        this.socket.on('close', () => this.finish('closed'));
        this.socket.setTimeout(this.idleTimeoutMs, () => {
            this.socket.destroy(new Error(`no data received for ${Math.round(this.idleTimeoutMs / 1000)}s`));
        });
        if (this.signal?.aborted)
            this.socket.destroy(abortError());
        this.signal?.addEventListener('abort', this.onAbort, { once: true });
        this.socket.write(requestHead(url, headers));
    }
    readBody(sink, limit = Infinity) {
        return new Promise((resolve, reject) => {
            const framing = this.framing;
            const remaining = Math.min(limit, framing.kind === 'length' ? framing.length : Infinity);
            const chunked = framing.kind === 'chunked' ? new ChunkedDecoder() : undefined;
            this.reader = { sink, remaining, chunked, resolve, reject };
            if (framing.kind === 'none' || remaining === 0)
                return this.complete();
            const early = this.early;
            this.early = undefined;
            const more = early ? this.deliver(early) : true;
            if (!this.reader)
                return; // complete, or failed
            if (this.ended !== undefined)
                return this.finish(this.ended);
            if (more)
                this.resumeReading();
        });
    }
    async readText(limit) {
        const chunks = [];
        const collect = {
            write: (bytes) => chunks.push(Buffer.from(bytes)) > 0,
            whenWritable: (callback) => callback(),
        };
        try {
            await this.readBody(collect, limit);
        }
        catch {
            // A truncated error body still tells something.
        }
        return Buffer.concat(chunks).toString('utf8');
    }
    close() {
        this.socket.destroy();
    }
    onAbort = () => {
        this.socket.destroy(abortError());
    };
    /** The onread callback: false pauses the socket. */
    received(bytes) {
        if (this.head)
            return this.receivedHead(bytes);
        if (!this.reader) {
            // Not expected (reading pauses after the head until readBody): keep the bytes all the same.
            this.early = Buffer.concat([this.early ?? Buffer.alloc(0), bytes]);
            return false;
        }
        return this.deliver(bytes);
    }
    receivedHead(bytes) {
        const head = this.head;
        const before = this.headLength;
        const taken = Math.min(bytes.length, head.length - before);
        head.set(bytes.subarray(0, taken), before);
        this.headLength += taken;
        let parsed;
        try {
            parsed = parseResponseHead(head.subarray(0, this.headLength));
        }
        catch (error) {
            this.socket.destroy(error);
            return false;
        }
        if (!parsed)
            return true;
        const bodyStart = parsed.length - before;
        if (parsed.status >= 100 && parsed.status < 200) {
            // We never ask for an upgrade: a 101 is not an answer to this GET.
            if (parsed.status === 101) {
                this.socket.destroy(new ResponseHeadError('unexpected 101 Switching Protocols'));
                return false;
            }
            // An interim answer (100 Continue, 103 Early Hints): the real one follows.
            this.headLength = 0;
            return bodyStart < bytes.length ? this.receivedHead(bytes.subarray(bodyStart)) : true;
        }
        try {
            this.framing = bodyFraming(parsed.status, parsed.headers);
        }
        catch (error) {
            this.socket.destroy(error);
            return false;
        }
        this.head = undefined;
        this.status = parsed.status;
        this.headers = parsed.headers;
        if (bodyStart < bytes.length)
            this.early = Buffer.from(bytes.subarray(bodyStart));
        // Nothing more is read until the caller decides what to do with the answer.
        this.pauseReading();
        this.settleHead?.resolve(this);
        this.settleHead = undefined;
        return false;
    }
    /**
     * Passes the body bytes among `bytes` to the reader's sink; false when reading must pause (done,
     * failed, or the sink is full).
     */
    deliver(bytes) {
        const reader = this.reader;
        let piece = bytes;
        let done = false;
        if (reader.chunked) {
            try {
                // In place: the data bytes then start the buffer the read landed in (maybe the sink's).
                piece = bytes.subarray(0, reader.chunked.decode(bytes));
            }
            catch (error) {
                this.socket.destroy(error);
                return false;
            }
            done = reader.chunked.done;
        }
        if (piece.length >= reader.remaining) {
            piece = piece.subarray(0, reader.remaining);
            done = true;
        }
        reader.remaining -= piece.length;
        const more = piece.length > 0 ? reader.sink.write(piece) : true;
        if (done) {
            this.complete();
            return false;
        }
        if (more)
            return true;
        this.pauseReading();
        reader.sink.whenWritable((error) => {
            if (error)
                this.socket.destroy(error);
            else
                this.resumeReading();
        });
        return false;
    }
    complete() {
        const reader = this.reader;
        this.reader = undefined;
        this.close();
        reader?.resolve();
    }
    /** The connection ended (error, or closed by the server): settles whoever waits on it. */
    finish(end) {
        if (this.ended === undefined || (this.ended === 'closed' && end !== 'closed'))
            this.ended = end;
        const failure = this.ended === 'closed' ? undefined : this.ended;
        if (this.settleHead) {
            this.settleHead.reject(failure ?? hangUp());
            this.settleHead = undefined;
        }
        else if (this.reader) {
            const reader = this.reader;
            this.reader = undefined;
            // A chunked body announces its end: a close before it is a cut, whatever the bytes so far.
            if (failure)
                reader.reject(failure);
            else if (reader.chunked)
                reader.reject(hangUp());
            else
                reader.resolve();
        }
        this.signal?.removeEventListener('abort', this.onAbort);
        if (!this.socket.destroyed)
            this.socket.destroy();
    }
    /** While we hold the reads back, the server is not idle: the timer only runs while we read. */
    pauseReading() {
        this.socket.setTimeout(0);
        this.socket.pause();
    }
    resumeReading() {
        this.socket.setTimeout(this.idleTimeoutMs);
        this.socket.resume();
    }
}
function requestHead(url, headers) {
    const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`];
    for (const [name, value] of Object.entries(headers))
        lines.push(`${name}: ${value}`);
    lines.push('Connection: close', '', '');
    return lines.join('\r\n');
}

;// CONCATENATED MODULE: ./src/export/bundle-answer.ts






const SMALL_BODY_BYTES = 16 * 1024;
/**
 * GETs `url`, following redirects: one request per hop, each hop over the plain socket when it can,
 * else (and for the rest of the chain) through Node's HTTP client.
 */
async function requestBundle(url, headers, context) {
    let current = url;
    let hop = 0;
    for (; context.transport === 'auto'; hop += 1) {
        const parsed = new URL(current);
        const unsupported = (0,agent/* usesProxy */.Bb)(current) ? 'a proxy applies' : rawGetUnsupported(parsed, headers);
        if (unsupported !== undefined) {
            context.logger.debug(`Bundle request through Node's HTTP client: ${unsupported}.`);
            break;
        }
        const answer = await socketAnswer(parsed, headers, context);
        if (!answer)
            break; // the head was unreadable: Node's parser is the reference
        const next = hop < MAX_REDIRECTS ? redirectTarget(answer.status, answer.header('location'), current) : undefined;
        if (next === undefined)
            return answer;
        answer.discard(); // its body is not read: the connection closes with it
        context.logger.debug(`HTTP ${answer.status}: following the redirect to ${(0,secrets/* safeUrl */.Pl)(next)}.`);
        current = next;
        context.onHop?.(current);
    }
    const { response } = await httpGet(current, headers, { ...context, maxRedirects: MAX_REDIRECTS - hop });
    return messageAnswer(response);
}
/**
 * The answer over the plain socket, whatever its framing, or undefined when its head is one the
 * strict parser refuses: then (and only then) it is asked again through Node's client, no body read.
 */
async function socketAnswer(url, headers, context) {
    let raw;
    try {
        raw = await rawGet(url, headers, context);
    }
    catch (error) {
        if (!(error instanceof ResponseHeadError))
            throw error;
        context.logger.debug(`Unreadable answer head on the direct connection (${error.message}): asking again.`);
        return undefined;
    }
    return {
        status: raw.status,
        via: 'socket',
        header: (name) => raw.headers[name],
        readBody: (sink) => raw.readBody(sink),
        readSmallBody: () => raw.readText(SMALL_BODY_BYTES),
        discard: () => raw.close(),
    };
}
function messageAnswer(response) {
    return {
        status: response.statusCode ?? 0,
        via: 'node-http',
        header: (name) => {
            const value = response.headers[name];
            return Array.isArray(value) ? value.join(', ') : value;
        },
        readBody: (sink, signal) => readMessageBody(response, sink, signal),
        readSmallBody: () => readSmallBody(response, SMALL_BODY_BYTES),
        discard: () => response.destroy(),
    };
}
function readMessageBody(response, sink, signal) {
    return new Promise((resolve, reject) => {
        const onAbort = () => response.destroy(signal?.reason);
        if (signal?.aborted)
            onAbort();
        signal?.addEventListener('abort', onAbort, { once: true });
        response.on('data', (chunk) => {
            if (sink.write(chunk))
                return;
            response.pause();
            sink.whenWritable((error) => (error ? response.destroy(error) : response.resume()));
        });
        (0,external_node_stream_.finished)(response, (error) => {
            signal?.removeEventListener('abort', onAbort);
            if (error)
                reject(error);
            else
                resolve();
        });
    });
}

// EXTERNAL MODULE: ./src/export/tar-extraction.ts
var tar_extraction = __webpack_require__(8887);
;// CONCATENATED MODULE: ./src/export/download.ts
















const MAX_FRESH_URLS = 3;
/**
 * Below this, the sha256 (about 35 ms per 64 MiB here) costs less than a worker thread's start-up
 * and its 20 MiB of memory.
 */
const HASH_ON_THREAD_FROM_BYTES = 64 * 1024 * 1024;
const PROGRESS_EVERY_MS = 500;
const LOG_PROGRESS_EVERY_MS = 15_000;
/** A transfer completed but its bytes fail the size or archive check: damaged on the way, or at rest. */
class BundleIntegrityError extends errors/* OperationFailedError */.Bp {
}
/**
 * Downloads a bundle to `dest`: streamed to `<dest>.partial`, hashed in the same pass, resumed with
 * Range after a cut, refreshed through `getFreshUrl` when the link expires, verified as a readable
 * archive, then renamed into place. On any failure nothing is left at `dest` or `<dest>.partial`.
 *
 * A transfer that completes but fails its size or archive check is downloaded again, once, from a
 * freshly generated link (bytes damaged once on the way usually arrive intact the second time); a
 * second failure is final.
 */
async function downloadBundle(options) {
    const { logger } = options;
    try {
        return await downloadOnce(options, 1);
    }
    catch (error) {
        if (!(error instanceof BundleIntegrityError) || !options.getFreshUrl)
            throw error;
        logger.warning(`Download attempt 1 of 2 failed its check: ${error.message.split('. ')[0]}. Downloading again from a freshly generated bundle link.`);
        const fresh = await options.getFreshUrl();
        try {
            return await downloadOnce({
                ...options,
                url: fresh.url,
                expiresAt: fresh.expiresAt,
                expectedSize: fresh.sizeBytes ?? options.expectedSize,
            }, 2);
        }
        catch (second) {
            if (!(second instanceof BundleIntegrityError))
                throw second;
            throw new errors/* OperationFailedError */.Bp(`The export bundle failed its check twice, the second time from a freshly generated link ` +
                `(1: ${error.message.split('. ')[0]}; 2: ${second.message.split('. ')[0]}). The stored bundle is likely ` +
                'damaged: run the export job again to build a new one. Nothing was left at the download path.');
        }
    }
}
async function downloadOnce(options, attemptNumber) {
    const { logger, signal } = options;
    const now = options.now ?? Date.now;
    const skew = options.clockSkewMs ?? 60_000;
    const maxAttempts = Math.max(1, options.maxAttempts ?? 5);
    const baseDelay = options.retryDelayMs ?? 1000;
    const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
    const dest = (0,external_node_path_.resolve)(options.dest);
    const partial = `${dest}.partial`;
    (0,secrets/* registerSecret */.cl)(options.url);
    assertHttpUrl(options.url);
    let expiresAt = parseExpiry(options.expiresAt, logger);
    let freshUrls = 0;
    let bytesAtLastRefresh = -1;
    /** Every fresh link in a row was refused as expired before a byte arrived. */
    let expiredAtOnce = true;
    const clock = options.clock ?? core_clock/* systemClock */.ml;
    const pauseMs = options.freshLinkPauseMs ?? 2000;
    const refresh = async (transfer, why, refusal) => {
        if (!options.getFreshUrl)
            throw new Error('unreachable: refresh without getFreshUrl');
        // Only refusals in a row count: a long download may outlive several links.
        if (transfer.state.bytes > bytesAtLastRefresh) {
            freshUrls = 0;
            expiredAtOnce = true;
        }
        bytesAtLastRefresh = transfer.state.bytes;
        if (refusal && !(refusal.expired && transfer.state.bytes === 0))
            expiredAtOnce = false;
        if (freshUrls >= MAX_FRESH_URLS) {
            throw freshLinksRefused(why, freshUrls, refusal, expiredAtOnce, expiresAt, now());
        }
        // A storage that refuses a link just issued may be settling (or its clock off): not a tight loop.
        if (freshUrls > 0)
            await clock.sleep(pauseMs * 2 ** (freshUrls - 1), signal);
        freshUrls += 1;
        logger.info(`The bundle link ${why}: asking the service for a fresh one.`);
        const fresh = await options.getFreshUrl();
        (0,secrets/* registerSecret */.cl)(fresh.url);
        assertHttpUrl(fresh.url);
        transfer.url = fresh.url;
        transfer.expectedSize ??= fresh.sizeBytes;
        expiresAt = parseExpiry(fresh.expiresAt, logger);
    };
    const isExpiring = () => expiresAt !== undefined && expiresAt - skew <= now();
    let handle;
    let state;
    /** The extraction fed by the current walk, and those of walks dropped by a restart from zero. */
    let extraction;
    const dropped = [];
    let writer;
    const startedAt = now();
    const hashOnThreadFromBytes = options.hashOnThreadFromBytes ?? HASH_ON_THREAD_FROM_BYTES;
    // Started now, its start-up (25-35 ms of CPU) overlaps opening the file and the request instead of
    // the first reads.
    const earlyHasher = options.expectedSize !== undefined && options.expectedSize >= hashOnThreadFromBytes
        ? Sha256OnThread.start(partial)
        : undefined;
    try {
        throwIfAborted(signal);
        const extractTo = options.extractTo === undefined ? undefined : (0,external_node_path_.resolve)(options.extractTo);
        if (extractTo !== undefined) {
            const { checkExtractTarget } = await Promise.all(/* import() */[__webpack_require__.e(697), __webpack_require__.e(663), __webpack_require__.e(828)]).then(__webpack_require__.bind(__webpack_require__, 6447));
            await checkExtractTarget(extractTo);
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(extractTo), { recursive: true });
        }
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(dest), { recursive: true });
        handle = await (0,promises_.open)(partial, 'w');
        // A tar.gz is walked as it lands, on the pass that hashes it: its check is done when the
        // transfer is. Anything else (zip, or what InflatedTarWalk hands over) is read again after.
        const { InflatedTarWalk } = await Promise.all(/* import() */[__webpack_require__.e(697), __webpack_require__.e(568)]).then(__webpack_require__.bind(__webpack_require__, 8568));
        const startArchiveWalk = () => {
            if (options.archiveCheck === 'after')
                return undefined;
            if (extraction)
                dropped.push(extraction);
            extraction = extractTo === undefined ? undefined : new tar_extraction/* TarExtraction */.F4(extractTo, (0,external_node_path_.basename)(dest));
            return InflatedTarWalk.start({ signal, sink: extraction });
        };
        state = { bytes: 0, tap: startArchiveWalk() };
        writer = new HashingFileWriter(handle.fd, state);
        const transfer = {
            url: options.url,
            partial,
            state,
            hashOnThreadFromBytes,
            earlyHasher,
            startArchiveWalk,
            writer,
            handle,
            totalBytes: undefined,
            etag: undefined,
            expectedSize: options.expectedSize,
        };
        if (isExpiring()) {
            const when = new Date(expiresAt).toISOString();
            if (options.getFreshUrl)
                await refresh(transfer, `expires at ${when}`);
            else
                logger.warning(`The bundle link expires at ${when} (local clock): trying it anyway.`);
        }
        logger.info(`${attemptNumber === 2 ? 'Download attempt 2 of 2: downloading' : 'Downloading'} the export bundle from ${(0,secrets/* safeUrl */.Pl)(transfer.url)}` +
            (transfer.expectedSize !== undefined ? ` (${(0,bytes/* formatBytes */.z)(transfer.expectedSize)})` : '') +
            '.');
        const stopProgress = startProgress(transfer, options, logger);
        try {
            let failuresInARow = 0;
            for (let attempt = 1;; attempt += 1) {
                if (attempt > 1 && isExpiring() && options.getFreshUrl)
                    await refresh(transfer, 'has expired');
                const before = transfer.state.bytes;
                const outcome = await attemptTransfer(transfer, {
                    signal,
                    idleTimeoutMs,
                    logger,
                    transport: options.transport ?? 'auto',
                });
                if (outcome.kind === 'complete')
                    break;
                if (outcome.kind === 'refused') {
                    if (!options.getFreshUrl)
                        throw linkRefusedError(transfer.url, outcome);
                    await refresh(transfer, outcome.expired ? 'has expired' : `was refused (HTTP ${outcome.detail})`, outcome);
                    continue;
                }
                failuresInARow = transfer.state.bytes > before ? 1 : failuresInARow + 1;
                // Progress resets the count, but never forever: a server that drips and cuts still ends.
                if (failuresInARow >= maxAttempts || attempt >= maxAttempts * 4) {
                    throw new errors/* NetworkError */.Dr(`Downloading the export bundle from ${(0,secrets/* safeUrl */.Pl)(transfer.url)} failed after ${attempt} attempts ` +
                        `(${(0,bytes/* formatBytes */.z)(transfer.state.bytes)} received): ${outcome.reason}. Check the runner's network ` +
                        'and proxy settings (https_proxy, no_proxy), then run again.', { operation: 'download bundle', mayHaveBeenProcessed: false });
                }
                const delay = outcome.retryAfterMs ?? backoff(baseDelay, failuresInARow);
                logger.warning(`Bundle download interrupted after ${(0,bytes/* formatBytes */.z)(transfer.state.bytes)} (${outcome.reason}); ` +
                    `${transfer.state.bytes > 0 ? 'resuming' : 'retrying'} in ${(0,duration/* formatDuration */.a)(delay)}.`);
                await (0,external_node_timers_promises_.setTimeout)(delay, undefined, { signal });
            }
        }
        finally {
            stopProgress();
        }
        await handle.truncate(transfer.state.bytes);
        await handle.close();
        handle = undefined;
        const sizeBytes = (await (0,promises_.stat)(partial)).size;
        const sha256 = await writer.digest();
        writer.close();
        const expected = transfer.expectedSize;
        if (expected !== undefined && sizeBytes !== expected) {
            throw sizeMismatch(sizeBytes, expected);
        }
        const elapsed = Math.max(1, now() - startedAt);
        logger.info(`Downloaded ${(0,bytes/* formatBytes */.z)(sizeBytes)} in ${(0,duration/* formatDuration */.a)(elapsed)} ` +
            `(${(0,bytes/* formatBytes */.z)((sizeBytes * 1000) / elapsed)}/s), sha256 ${sha256}.`);
        // The archive readers (tar, yauzl) are a chunk of their own: only downloads load them.
        const { verifyArchive } = await Promise.all(/* import() */[__webpack_require__.e(697), __webpack_require__.e(663), __webpack_require__.e(50)]).then(__webpack_require__.bind(__webpack_require__, 3050));
        const { format, entries, readAgain } = await verifyArchive(partial, {
            signal,
            label: 'The downloaded bundle',
            walked: state.tap,
        }).catch((error) => {
            throw error instanceof errors/* OperationFailedError */.Bp && !(error instanceof tar_extraction/* ExtractionError */.K9)
                ? new BundleIntegrityError(error.message)
                : error;
        });
        logger.info(`The bundle is a readable ${format} archive with ${entries} entries` +
            `${readAgain ? '' : ' (checked as it downloaded)'}.`);
        let extracted;
        if (extraction && !readAgain) {
            extracted = await extraction.commit();
            logger.info(`Extracted ${extracted.files} files (${(0,bytes/* formatBytes */.z)(extracted.bytes)}) to ${extraction.target} as the bundle downloaded.`);
        }
        else if (extraction)
            dropped.push(extraction);
        extraction = undefined;
        await Promise.all(dropped.map((stale) => stale.discard()));
        await (0,promises_.rename)(partial, dest);
        return { path: dest, sizeBytes, sha256, format, ...(extracted ? { extracted } : {}) };
    }
    catch (error) {
        state?.tap?.close();
        if (extraction)
            dropped.push(extraction);
        await Promise.all(dropped.map((stale) => stale.discard().catch(() => undefined)));
        writer?.close();
        await handle?.close().catch(() => undefined);
        // Never let the clean-up replace the error (ENOTDIR when the parent is a file, EACCES, ...).
        await (0,promises_.rm)(partial, { force: true }).catch(() => undefined);
        throw asDownloadError(error, signal, dest);
    }
    finally {
        // Closed here when no transfer took it (closing twice is harmless).
        earlyHasher?.close();
    }
}
async function attemptTransfer(transfer, context) {
    const { state } = transfer;
    const headers = { 'accept-encoding': 'identity', 'user-agent': 'docs-ci' };
    if (state.bytes > 0) {
        headers.range = `bytes=${state.bytes}-`;
        if (transfer.etag)
            headers['if-range'] = transfer.etag;
    }
    let answer;
    /** The hop that failed: a redirect may lead to another host. */
    let hop = transfer.url;
    try {
        answer = await requestBundle(transfer.url, headers, { ...context, onHop: (url) => (hop = url) });
    }
    catch (error) {
        throwIfAborted(context.signal);
        // A certificate the runner does not trust fails the same way every time: not retried.
        const untrusted = (0,tls_trust/* tlsTrustError */.Y)(error, new URL(hop).host, 'Downloading the export bundle');
        if (untrusted)
            throw untrusted;
        return { kind: 'retry', reason: (0,secrets/* redact */.E$)((0,errors/* errorMessage */.gJ)(error)) };
    }
    const status = answer.status;
    if (status === 200 || status === 206)
        refuseEncodedBody(answer, transfer.url);
    if (status === 200) {
        if (state.bytes > 0) {
            context.logger.info(`The server ignored the Range request (answered 200): restarting the download from zero.`);
            await restartFromZero(transfer);
        }
        const etag = answer.header('etag');
        transfer.etag = etag && !etag.startsWith('W/') ? etag : undefined;
        // A Transfer-Encoding (chunked) overrides any Content-Length: then the length is not known.
        transfer.totalBytes =
            answer.header('transfer-encoding') === undefined
                ? parseContentLength(answer.header('content-length'))
                : undefined;
    }
    else if (status === 206) {
        const range = parseContentRange(answer.header('content-range'));
        if (range?.start !== state.bytes) {
            const reason = `the server resumed at ${range?.start ?? 'an unknown offset'} instead of ${state.bytes}`;
            answer.discard();
            await restartFromZero(transfer);
            return { kind: 'retry', reason };
        }
        transfer.totalBytes = range.total;
    }
    else if (status === 416) {
        const total = parseContentRange(answer.header('content-range'))?.total;
        answer.discard();
        if (total !== undefined && total === state.bytes)
            return { kind: 'complete' };
        await restartFromZero(transfer);
        return { kind: 'retry', reason: 'the server refused the resume range (416)' };
    }
    else {
        return answerToOutcome(status, answer);
    }
    const total = transfer.totalBytes;
    if (total !== undefined && transfer.expectedSize !== undefined && total !== transfer.expectedSize) {
        answer.discard();
        throw sizeMismatch(total, transfer.expectedSize);
    }
    if (state.bytes === 0) {
        const hasher = hasherFor(transfer, total);
        transfer.writer.restartHash(hasher);
        if (hasher instanceof Sha256OnThread)
            context.logger.debug('Hashing the bundle on a worker thread.');
    }
    context.logger.debug(`Receiving the bundle from byte ${state.bytes} over ${answer.via}.`);
    let cut;
    try {
        await answer.readBody(transfer.writer, context.signal);
    }
    catch (error) {
        cut = { error };
    }
    // What arrived before a cut is kept: the next attempt resumes after it. A failed write is final.
    await transfer.writer.flush();
    throwIfAborted(context.signal);
    if (cut)
        return { kind: 'retry', reason: describeCut(state.bytes, total, cut.error) };
    if (total !== undefined && state.bytes < total) {
        return { kind: 'retry', reason: describeCut(state.bytes, total) };
    }
    return { kind: 'complete' };
}
async function answerToOutcome(status, answer) {
    const body = await answer.readSmallBody();
    const storage = parseStorageError(body);
    const detail = [status, storage.code, storage.message].filter(Boolean).join(' ');
    if (status === 403 || status === 401) {
        const expired = /expired/i.test(storage.message ?? body) || storage.code === 'ExpiredToken';
        return { kind: 'refused', detail: (0,secrets/* redact */.E$)(detail), expired };
    }
    if (status === 408 || status === 429 || status >= 500) {
        const retryAfter = Number(answer.header('retry-after'));
        return {
            kind: 'retry',
            reason: `HTTP ${(0,secrets/* redact */.E$)(detail)}`,
            ...(Number.isFinite(retryAfter) && retryAfter > 0
                ? { retryAfterMs: Math.min(retryAfter, 30) * 1000 }
                : {}),
        };
    }
    const hint = status === 404 || status === 410
        ? 'The bundle is gone from storage: generate a new bundle link (or run the export job again).'
        : 'Generate a new bundle link and download again.';
    throw new errors/* OperationFailedError */.Bp(`The bundle download was answered HTTP ${(0,secrets/* redact */.E$)(detail)}. ${hint}`);
}
/**
 * A large bundle is hashed on a worker thread (see Sha256OnThread): the one started with the download
 * if the announced size called for it, else a new one. One that failed while starting is not used.
 */
function hasherFor(transfer, totalBytes) {
    const early = transfer.earlyHasher;
    transfer.earlyHasher = undefined;
    if (totalBytes === undefined || totalBytes < transfer.hashOnThreadFromBytes) {
        early?.close();
        return new InlineSha256();
    }
    if (early?.failure)
        return new InlineSha256();
    return early ?? Sha256OnThread.start(transfer.partial) ?? new InlineSha256();
}
/** Empties the file; the hash restarts with the next body read (`state.bytes` is 0). */
async function restartFromZero(transfer) {
    transfer.state.tap?.close();
    transfer.state.tap = transfer.startArchiveWalk();
    transfer.state.bytes = 0;
    transfer.etag = undefined;
    await transfer.handle.truncate(0);
}
function startProgress(transfer, options, logger) {
    let lastLog = Date.now();
    const timer = setInterval(() => {
        const progress = { bytes: transfer.state.bytes, totalBytes: transfer.totalBytes };
        options.onProgress?.(progress);
        if (Date.now() - lastLog >= LOG_PROGRESS_EVERY_MS) {
            lastLog = Date.now();
            const total = progress.totalBytes;
            logger.info(`Downloaded ${(0,bytes/* formatBytes */.z)(progress.bytes)}` +
                (total ? ` of ${(0,bytes/* formatBytes */.z)(total)} (${Math.floor((progress.bytes / total) * 100)}%)` : '') +
                '.');
        }
    }, PROGRESS_EVERY_MS);
    timer.unref();
    return () => {
        clearInterval(timer);
        options.onProgress?.({ bytes: transfer.state.bytes, totalBytes: transfer.totalBytes });
    };
}
/**
 * The kit asks for the stored bytes (`Accept-Encoding: identity`): an answer that encodes them anyway
 * (a CDN compressing, an object stored with Content-Encoding metadata) is not the bundle as announced,
 * and every link to the same storage answers alike. Refused before reading, saying who sent it: the
 * bytes are not called damaged, and no export job needs to run again.
 */
function refuseEncodedBody(answer, url) {
    const encoding = answer.header('content-encoding')?.trim();
    if (!encoding || /^identity$/i.test(encoding))
        return;
    answer.discard();
    const server = answer.header('server');
    throw new errors/* OperationFailedError */.Bp(`The storage at ${new URL(url).host}${server ? ` (Server: ${(0,secrets/* redact */.E$)(server)})` : ''} answered the bundle ` +
        `download with Content-Encoding: ${(0,secrets/* redact */.E$)(encoding)}, although the kit asked for the stored bytes ` +
        '(Accept-Encoding: identity). The bundle itself is not known to be damaged: configure the storage or ' +
        'CDN to serve it unencoded (no compression for this object, no Content-Encoding metadata on it), ' +
        'then download again. Not retried: every link to this storage would answer the same.');
}
/** The last word after fresh links were refused in a row: the storage's own words, and what to check. */
function freshLinksRefused(why, tried, refusal, expiredAtOnce, expiresAt, now) {
    const clockHint = refusal?.expired && expiredAtOnce
        ? ` Each link was refused as expired at once, before a byte arrived: check the runner's clock (it reads ` +
            `${new Date(now).toISOString()}${expiresAt === undefined ? '' : `; the last link expires at ${new Date(expiresAt).toISOString()}`}) ` +
            "against the storage's, and the service's link lifetime."
        : '';
    return new errors/* OperationFailedError */.Bp(`The bundle link ${why}${refusal?.expired ? ` (HTTP ${refusal.detail})` : ''}, again after ${tried} fresh link${tried === 1 ? '' : 's'} from the service.` +
        `${clockHint} ${refusal?.expired ? '' : 'The storage denies access: '}check that the export job still ` +
        'exists and that the runner can reach the storage, then run again (docs-ci bundle JOB_ID gives a fresh link).');
}
function linkRefusedError(url, outcome) {
    const what = outcome.expired ? 'has expired' : 'was refused';
    return new errors/* OperationFailedError */.Bp(`The bundle link ${(0,secrets/* safeUrl */.Pl)(url)} ${what} (HTTP ${outcome.detail}). Presigned bundle links are ` +
        'time-limited: generate a new one (Generate export bundle, or run the export again) and download ' +
        'it before its expiresAt.');
}
function sizeMismatch(actual, expected) {
    return new BundleIntegrityError(`The bundle is ${actual} bytes but the service announced ${expected} bytes: the download is ` +
        'incomplete or the link points at another file. Generate a new bundle link and download again.');
}
function describeCut(received, total, error) {
    const where = total !== undefined ? `${received} of ${total} bytes` : `${received} bytes`;
    const code = error?.code;
    const closed = error === undefined ||
        code === 'ECONNRESET' ||
        code === 'ERR_STREAM_PREMATURE_CLOSE' ||
        /^(aborted|socket hang up)$/i.test((0,errors/* errorMessage */.gJ)(error));
    return `${closed ? 'connection closed early' : (0,secrets/* redact */.E$)((0,errors/* errorMessage */.gJ)(error))} at ${where}`;
}
/** Errors of the local file system that the user fixes by choosing another target. */
const TARGET_ERRORS = new Set([
    'EEXIST',
    'ENOTDIR',
    'EISDIR',
    'EACCES',
    'EPERM',
    'EROFS',
    'ENOSPC',
    'EDQUOT',
]);
function asDownloadError(error, signal, dest) {
    if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
        const reason = signal?.aborted ? (0,core_clock/* abortReason */.Js)(signal) : undefined;
        // The run's deadline aborts the signal too: that is a timeout, not a cancellation.
        if (reason instanceof errors/* TimeoutError */.MU) {
            return new errors/* TimeoutError */.MU(`The bundle download did not finish: ${reason.message}; the partial file was removed.`);
        }
        return new errors/* CancelledError */.cc('The bundle download was cancelled; the partial file was removed.');
    }
    if ((0,errors/* isDocsCiError */.e_)(error))
        return error;
    const code = error?.code;
    if (code !== undefined && TARGET_ERRORS.has(code)) {
        return new errors/* OperationFailedError */.Bp(`The bundle cannot be written to ${dest} (${(0,secrets/* redact */.E$)((0,errors/* errorMessage */.gJ)(error))}). Choose a writable ` +
            'download path with enough free space; nothing was left behind.', { cause: error });
    }
    return new errors/* OperationFailedError */.Bp(`The bundle download failed: ${(0,secrets/* redact */.E$)((0,errors/* errorMessage */.gJ)(error))}`, {
        cause: error,
    });
}
function throwIfAborted(signal) {
    if (signal?.aborted)
        throw new errors/* CancelledError */.cc('The bundle download was cancelled.');
}
function assertHttpUrl(url) {
    let protocol;
    try {
        protocol = new URL(url).protocol;
    }
    catch {
        throw new errors/* ConfigurationError */.j1(`bundle URL: ${(0,secrets/* safeUrl */.Pl)(url)} is not a valid URL.`);
    }
    if (protocol !== 'https:' && protocol !== 'http:') {
        throw new errors/* ConfigurationError */.j1(`bundle URL: ${(0,secrets/* safeUrl */.Pl)(url)} must be an http(s) URL.`);
    }
}
function parseExpiry(value, logger) {
    if (value === undefined || value === '')
        return undefined;
    const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
    if (!Number.isFinite(time)) {
        logger.debug(`Ignoring an unreadable bundle expiresAt: ${String(value)}`);
        return undefined;
    }
    return time;
}
function backoff(base, failures) {
    const delay = Math.min(base * 2 ** Math.max(0, failures - 1), 10_000);
    return Math.round(delay * (0.75 + Math.random() * 0.5));
}


/***/ }),

/***/ 7170:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ createEntryGuard)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

function isAbsolute(path) {
    return path.startsWith('/') || /^[a-zA-Z]:/.test(path);
}
/**
 * Walks `target` from the folder `start` segment by segment, as the file system would. Passing
 * through an earlier symlink is refused: where it leads depends on that link, not on the text.
 */
function resolveLink(start, target, symlinks) {
    const stack = start === '.' ? [] : start.split('/');
    const segments = target.split('/');
    for (let i = 0; i < segments.length; i++) {
        const segment = segments[i];
        if (segment === '' || segment === '.')
            continue;
        if (segment === '..') {
            if (stack.length === 0)
                return 'points outside the extraction folder';
            stack.pop();
            continue;
        }
        stack.push(segment);
        const sofar = stack.join('/');
        const last = segments.slice(i + 1).every((s) => s === '' || s === '.');
        if (symlinks.has(sofar) && !last)
            return `goes through the symlink "${sofar}"`;
    }
    return undefined;
}
/** `a//b/./c/` → `a/b/c`; `./` → `.` */
function normalizeEntryPath(path) {
    return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(path).replace(/\/+$/, '') || '.';
}
/**
 * Decides, entry by entry, whether an archive may be extracted under its root. Refuses absolute
 * paths, `..` segments, backslashes, device and fifo entries, links whose target leaves the root,
 * and any entry that would be written through a symlink extracted earlier (a link to `.` followed
 * by `link/x -> ..` is inside the root on paper and outside it on disk).
 * Returns the reason for a refusal, or undefined when the entry is safe.
 */
function createEntryGuard() {
    const symlinks = new Set();
    const throughSymlink = (path) => {
        const parts = path.split('/');
        for (let i = 1; i < parts.length; i++) {
            const prefix = parts.slice(0, i).join('/');
            if (symlinks.has(prefix))
                return prefix;
        }
        return undefined;
    };
    return (entry) => {
        const { path, kind } = entry;
        if (path.includes('\\'))
            return `entry "${path}" has a backslash in its path`;
        if (path.includes('\0'))
            return `entry "${path}" has a NUL character in its path`;
        if (isAbsolute(path))
            return `entry "${path}" has an absolute path`;
        if (path.split('/').includes('..'))
            return `entry "${path}" has a ".." segment`;
        if (kind === 'device' || kind === 'fifo')
            return `entry "${path}" is a ${kind}, not a file`;
        if (kind === 'other')
            return `entry "${path}" has an unsupported type`;
        const normalized = normalizeEntryPath(path);
        if (normalized === '.' && kind !== 'directory')
            return `entry "${path}" would replace the root folder`;
        if (symlinks.has(normalized))
            return `entry "${path}" would replace the symlink of the same name`;
        const via = throughSymlink(normalized);
        if (via)
            return `entry "${path}" would be written through the symlink "${via}"`;
        if (kind === 'symlink' || kind === 'hardlink') {
            const target = entry.linkpath ?? '';
            if (target === '')
                return `link "${path}" has an empty target`;
            if (target.includes('\\'))
                return `link "${path}" -> "${target}" has a backslash in its target`;
            if (isAbsolute(target))
                return `link "${path}" -> "${target}" points to an absolute path`;
            const start = kind === 'symlink' ? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(normalized) : '.';
            const problem = resolveLink(start, target, symlinks);
            if (problem)
                return `link "${path}" -> "${target}" ${problem}`;
            // A hard link to a symlink copies its text to another folder, where it means something else.
            if (kind === 'hardlink' && symlinks.has(normalizeEntryPath(target))) {
                return `hard link "${path}" -> "${target}" points to a symlink`;
            }
            if (kind === 'symlink')
                symlinks.add(normalized);
        }
        return undefined;
    };
}


/***/ }),

/***/ 8887:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Do: () => (/* binding */ refusedArchive),
/* harmony export */   Ej: () => (/* binding */ TAR_KINDS),
/* harmony export */   F4: () => (/* binding */ TarExtraction),
/* harmony export */   K9: () => (/* binding */ ExtractionError)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _entry_guard_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7170);






/** An archive refused by the entry checks, or an extraction that failed writing: never retried as damage. */
class ExtractionError extends _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .OperationFailedError */ .Bp {
}
function refusedArchive(archive, reason) {
    return new ExtractionError(`Refusing to extract ${archive}: ${reason}. Nothing was extracted; the bundle is unsafe ` +
        'or not a documentation export.');
}
const TAR_KINDS = {
    File: 'file',
    OldFile: 'file',
    ContiguousFile: 'file',
    Directory: 'directory',
    SymbolicLink: 'symlink',
    Link: 'hardlink',
    CharacterDevice: 'device',
    BlockDevice: 'device',
    FIFO: 'fifo',
};
/** Files up to this size are gathered whole and written with one call; larger ones piece by piece. */
const WHOLE_FILE_BYTES = 1024 * 1024;
/** File system calls in flight at once: enough to keep libuv's 4 threads busy while this one parses. */
const MAX_IN_FLIGHT = 16;
/** Bytes taken from the archive but not yet written: above this the reader is asked to wait. */
const MAX_BACKLOG_BYTES = 16 * 1024 * 1024;
/** Each queued entry counts this much, so that many empty files also make the reader wait. */
const ENTRY_COST = 512;
const call = (fn) => (...args) => new Promise((resolve, reject) => fn(...args, (error, result) => (error ? reject(error) : resolve(result))));
const openFile = call(node_fs__WEBPACK_IMPORTED_MODULE_1__.open);
const writeAt = call(node_fs__WEBPACK_IMPORTED_MODULE_1__.write);
const closeFile = call(node_fs__WEBPACK_IMPORTED_MODULE_1__.close);
const setTimes = call(node_fs__WEBPACK_IMPORTED_MODULE_1__.futimes);
const makeDir = call(node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdir);
const makeSymlink = call(node_fs__WEBPACK_IMPORTED_MODULE_1__.symlink);
const makeLink = call(node_fs__WEBPACK_IMPORTED_MODULE_1__.link);
const removeFile = call(node_fs__WEBPACK_IMPORTED_MODULE_1__.unlink);
/**
 * Memory for the bodies of small files, carved from 1 MiB slabs that are reused once every file in
 * them is written: fewer, same-sized allocations than a buffer per file (40,000 buffers of mixed
 * sizes, freed at the garbage collector's pace).
 */
class SlabPool {
    free = [];
    users = new Map();
    current;
    used = 0;
    /** `size` bytes (at most WHOLE_FILE_BYTES), and the slab to hand back to `release`. */
    take(size) {
        if (!this.current || this.used + size > this.current.length) {
            const previous = this.current;
            this.current = this.free.pop() ?? Buffer.allocUnsafeSlow(WHOLE_FILE_BYTES);
            this.used = 0;
            this.users.set(this.current, 0);
            if (previous && this.users.get(previous) === 0)
                this.recycle(previous);
        }
        const slab = this.current;
        this.users.set(slab, (this.users.get(slab) ?? 0) + 1);
        const body = slab.subarray(this.used, this.used + size);
        this.used += size;
        return { body, slab };
    }
    release(slab) {
        const left = (this.users.get(slab) ?? 1) - 1;
        this.users.set(slab, left);
        if (left === 0 && slab !== this.current)
            this.recycle(slab);
    }
    recycle(slab) {
        this.users.delete(slab);
        // A few spare slabs are kept; the rest go back to the garbage collector.
        if (this.free.length < 8)
            this.free.push(slab);
    }
}
function normalized(path) {
    return node_path__WEBPACK_IMPORTED_MODULE_2__.posix.normalize(path).replace(/\/+$/, '') || '.';
}
async function writeAll(fd, bytes) {
    for (let done = 0; done < bytes.length;)
        done += await writeAt(fd, bytes, done, bytes.length - done, null);
}
/**
 * Extracts the entries of a tar archive as its parser hands them over (from a file, or from a
 * download as it lands) into a temporary folder beside `target`, renamed into place by `commit`.
 * Every entry passes `createEntryGuard` first, in archive order. Writes overlap (libuv's thread
 * pool) up to MAX_IN_FLIGHT calls; each folder is made once; `behind` tells the reader to wait
 * while too many bytes wait to be written, so memory stays bounded.
 */
class TarExtraction {
    target;
    temp;
    counts = { files: 0, bytes: 0 };
    archive;
    slabs = new SlabPool();
    guard = (0,_entry_guard_js__WEBPACK_IMPORTED_MODULE_5__/* .createEntryGuard */ .o)();
    folders = new Map();
    /** Writes in flight by path: a hard link or a later entry of the same name waits for them. */
    pending = new Map();
    folderModes = [];
    queue = [];
    /** Large files being written: released at a failure, when their data stops coming. */
    unfinished = new Set();
    waiting = [];
    onFailure = [];
    inFlight = 0;
    backlog = 0;
    tasks = 0;
    idle;
    failure;
    root;
    constructor(target, archive) {
        this.target = target;
        this.archive = archive;
        this.temp = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target)}.extracting-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}`);
        this.root = this.track(makeDir(this.temp, { recursive: false }));
        this.folders.set('.', this.root);
    }
    /** True once an entry was refused or a write failed: more bytes change nothing. */
    get failed() {
        return this.failure;
    }
    /** The reader should wait (`whenCaughtUp`) before handing over more. */
    get behind() {
        return this.backlog > MAX_BACKLOG_BYTES && this.failure === undefined;
    }
    whenCaughtUp(callback) {
        if (!this.behind)
            callback();
        else
            this.waiting.push(callback);
    }
    /** Called with the first failure of a write (a refusal is returned by `take` instead). */
    onFailed(callback) {
        this.onFailure.push(callback);
    }
    /**
     * Checks one entry and takes its data. Returns the reason when it is refused (then nothing more
     * should be handed over). Must be called from the parser's entry callback, before its data flows.
     */
    take(entry) {
        if (this.failure) {
            entry.resume();
            return undefined;
        }
        const kind = TAR_KINDS[entry.type] ?? 'other';
        const reason = this.guard({ path: entry.path, kind, linkpath: entry.linkpath });
        if (reason !== undefined) {
            entry.resume();
            this.fail(refusedArchive(this.archive, reason));
            return reason;
        }
        const path = normalized(entry.path);
        if (kind === 'directory') {
            entry.resume();
            if (path !== '.') {
                this.enqueue(0, () => this.folder(path).then(() => undefined));
                // Never group- or world-writable (as tar under the usual umask 022), never setuid or sticky.
                const mode = (entry.mode ?? 0o755) & 0o755;
                if (mode !== 0o755)
                    this.folderModes.push([path, mode]);
            }
            return undefined;
        }
        if (kind === 'symlink' || kind === 'hardlink') {
            entry.resume();
            const linkpath = entry.linkpath;
            this.enqueueFor(path, 0, async (full) => {
                if (kind === 'symlink')
                    return makeSymlink(linkpath, full);
                await this.pending.get(normalized(linkpath));
                return makeLink((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.temp, normalized(linkpath)), full);
            });
            return undefined;
        }
        this.takeFile(entry, path);
        return undefined;
    }
    /** Resolves once every write is done: the counts, the folder in place. Throws the first failure. */
    async commit() {
        await this.drained();
        if (this.failure)
            throw this.failure;
        const { chmod } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 1455, 23));
        // Deepest first, after every write into them: a read-only folder is read-only last.
        for (const [path, mode] of this.folderModes.reverse())
            await chmod((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.temp, path), mode);
        await call(node_fs__WEBPACK_IMPORTED_MODULE_1__.rmdir)(this.target).catch((error) => {
            if (error.code !== 'ENOENT')
                throw error;
        });
        await call(node_fs__WEBPACK_IMPORTED_MODULE_1__.rename)(this.temp, this.target);
        return this.counts;
    }
    /** Stops taking entries, waits for the writes in flight and removes the temporary folder. */
    async discard() {
        this.stop(this.failure ?? new Error('discarded'));
        await this.drained();
        await call(node_fs__WEBPACK_IMPORTED_MODULE_1__.rm)(this.temp, {
            recursive: true,
            force: true,
        });
        // A write that the thread pool had already started may land just after.
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_3__.setTimeout)(20);
        await call(node_fs__WEBPACK_IMPORTED_MODULE_1__.rm)(this.temp, {
            recursive: true,
            force: true,
        });
    }
    takeFile(entry, path) {
        const size = entry.size ?? 0;
        // No setuid, setgid or sticky bits from a downloaded archive.
        const mode = (entry.mode ?? 0o644) & 0o777;
        const mtime = entry.mtime;
        this.counts.files += 1;
        this.counts.bytes += size;
        if (size <= WHOLE_FILE_BYTES) {
            // The parser's pieces may be views of buffers it reuses: copied as they come.
            const { body, slab } = this.slabs.take(size);
            let filled = 0;
            this.backlog += size;
            entry.on('data', (chunk) => {
                filled += chunk.copy(body, filled);
            });
            entry.on('end', () => {
                this.backlog -= size;
                this.enqueueFor(path, size, async (full) => {
                    try {
                        const fd = await openFile(full, 'wx', mode);
                        try {
                            await writeAll(fd, body.subarray(0, filled));
                            if (mtime)
                                await setTimes(fd, mtime, mtime);
                        }
                        finally {
                            await closeFile(fd);
                        }
                    }
                    finally {
                        this.slabs.release(slab);
                    }
                });
            });
            return;
        }
        // A large file: opened first, then written piece by piece in order.
        let fd;
        let chain = Promise.resolve();
        let opened;
        const ready = new Promise((resolve) => (opened = resolve));
        this.enqueueFor(path, 0, async (full) => {
            fd = openFile(full, 'wx', mode);
            await fd;
            opened?.();
            await finished;
        });
        let finish;
        const finished = new Promise((resolve) => (finish = resolve));
        this.unfinished.add(finish);
        void finished.then(() => this.unfinished.delete(finish));
        entry.on('data', (chunk) => {
            const copy = Buffer.from(chunk);
            this.backlog += copy.length;
            chain = chain
                .then(() => ready)
                .then(async () => writeAll(await fd, copy))
                .finally(() => {
                this.backlog -= copy.length;
                this.release();
            });
            chain.catch((error) => this.fail(error));
        });
        entry.on('end', () => {
            chain = chain
                .then(() => ready)
                .then(async () => {
                const handle = await fd;
                try {
                    if (mtime)
                        await setTimes(handle, mtime, mtime);
                }
                finally {
                    await closeFile(handle);
                }
            });
            chain.then(finish, (error) => {
                this.fail(error);
                finish?.();
            });
        });
    }
    /** Queues a write of `path` after its folder and after any earlier write of the same path in flight. */
    enqueueFor(path, bytes, task) {
        const full = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.temp, path);
        const earlier = this.pending.get(path);
        const parent = node_path__WEBPACK_IMPORTED_MODULE_2__.posix.dirname(path);
        let done;
        const mine = new Promise((resolve) => (done = resolve));
        this.pending.set(path, mine);
        this.enqueue(bytes, async () => {
            try {
                await this.folder(parent);
                await earlier;
                await task(full).catch(async (error) => {
                    if (error.code !== 'EEXIST')
                        throw error;
                    // A later entry of the same name replaces the earlier one, as tar does.
                    await removeFile(full);
                    await task(full);
                });
            }
            finally {
                if (this.pending.get(path) === mine)
                    this.pending.delete(path);
                done?.();
            }
        });
    }
    folder(path) {
        let made = this.folders.get(path);
        if (!made) {
            made = this.root.then(() => makeDir((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.temp, path), { recursive: true }));
            made.catch(() => undefined);
            this.folders.set(path, made);
        }
        return made;
    }
    enqueue(bytes, task) {
        if (this.failure)
            return;
        const cost = bytes + ENTRY_COST;
        this.backlog += cost;
        this.tasks += 1;
        this.queue.push({
            cost,
            run: async () => {
                try {
                    if (!this.failure)
                        await task();
                }
                catch (error) {
                    this.fail(error);
                }
            },
        });
        this.pump();
    }
    pump() {
        while (this.inFlight < MAX_IN_FLIGHT && this.queue.length > 0) {
            const next = this.queue.shift();
            this.inFlight += 1;
            void next.run().then(() => {
                this.inFlight -= 1;
                this.done(next.cost);
                this.pump();
            });
        }
    }
    done(cost) {
        this.backlog -= cost;
        this.tasks -= 1;
        this.release();
    }
    release() {
        if (!this.behind)
            for (const callback of this.waiting.splice(0))
                callback();
        if (this.tasks === 0)
            this.idle?.();
    }
    async drained() {
        await this.root.catch(() => undefined);
        if (this.tasks === 0)
            return;
        await new Promise((resolve) => {
            this.idle = () => {
                if (this.tasks === 0)
                    resolve();
            };
        });
    }
    /** Drops what waits in the queue and lets large files in progress end. */
    stop(error) {
        this.failure ??= error;
        for (const dropped of this.queue.splice(0))
            this.done(dropped.cost);
        for (const finish of [...this.unfinished])
            finish();
        this.release();
    }
    track(promise) {
        promise.catch((error) => this.fail(error));
        return promise;
    }
    fail(error) {
        if (this.failure)
            return;
        this.failure =
            error instanceof ExtractionError
                ? error
                : new ExtractionError(`Extracting ${this.archive} failed: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}. Nothing was extracted.`);
        this.stop(this.failure);
        for (const callback of this.onFailure)
            callback(this.failure);
    }
}


/***/ })

};
