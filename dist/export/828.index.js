export const id = 828;
export const ids = [828,568,50];
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

/***/ 6447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkExtractTarget: () => (/* binding */ checkExtractTarget),
/* harmony export */   extractBundle: () => (/* binding */ extractBundle)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var tar__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8697);
/* harmony import */ var yauzl__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(663);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4296);
/* harmony import */ var _archive_format_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3050);
/* harmony import */ var _tar_extraction_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8887);
/* harmony import */ var _core_bytes_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9596);
/* harmony import */ var _entry_guard_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7170);












/**
 * Extracts a tar.gz or zip bundle into `dir`, all or nothing: entries go to a temporary folder
 * beside `dir`, which is renamed into place only when every entry passed the checks of
 * `createEntryGuard`. A refused or broken archive leaves no trace.
 */
async function extractBundle(options) {
    const { logger, signal } = options;
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(options.dir);
    const existing = await checkExtractTarget(target);
    const format = (0,_archive_format_js__WEBPACK_IMPORTED_MODULE_8__/* .formatFromMagic */ .XD)(await (0,_archive_format_js__WEBPACK_IMPORTED_MODULE_8__/* .readHead */ .zy)(options.archive));
    if (format === 'unknown') {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .OperationFailedError */ .Bp(`${options.archive} is neither a tar.gz nor a zip archive: nothing extracted.`);
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), { recursive: true });
    const counts = format === 'tar.gz' ? await extractTarGzInOnePass(options.archive, target, signal) : undefined;
    if (counts) {
        logger.info(`Extracted ${counts.files} files (${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_11__/* .formatBytes */ .z)(counts.bytes)}) to ${target}.`);
        return counts;
    }
    const temp = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target)}.extracting-`));
    try {
        const counts = format === 'tar.gz'
            ? await extractTarGz(options.archive, temp, signal)
            : await extractZip(options.archive, temp, signal);
        if (existing)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rmdir)(target);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, target);
        logger.info(`Extracted ${counts.files} files (${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_11__/* .formatBytes */ .z)(counts.bytes)}) to ${target}.`);
        return counts;
    }
    catch (error) {
        await removeTemp(temp);
        if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .CancelledError */ .cc || error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .OperationFailedError */ .Bp)
            throw error;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .OperationFailedError */ .Bp(`Extracting ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(options.archive)} failed: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .errorMessage */ .gJ)(error)}. Nothing was extracted.`);
    }
}
/**
 * Refuses a target folder that exists and is not empty, before anything is read or downloaded.
 * True when it exists (empty).
 */
async function checkExtractTarget(dir) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(dir);
    const existing = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(target).catch((error) => {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    });
    if (existing && existing.length > 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigurationError */ .j1(`extract directory: ${target} already exists and is not empty. Extract into a new or empty directory.`);
    }
    return existing !== undefined;
}
/**
 * One pass over a tar.gz: inflated here, each entry checked and written as its bytes come
 * (`TarExtraction`). Undefined when the walk handed over (not gzip, or compressed twice): the
 * two-pass path below then judges it as node-tar's stream does.
 */
async function extractTarGzInOnePass(archive, target, signal) {
    const extraction = new _tar_extraction_js__WEBPACK_IMPORTED_MODULE_9__/* .TarExtraction */ .F4(target, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(archive));
    let entries;
    try {
        entries = await (0,_archive_format_js__WEBPACK_IMPORTED_MODULE_8__/* .walkTarGzInflatedHere */ .t)(archive, { signal, sink: extraction });
    }
    catch (error) {
        await extraction.discard();
        if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .CancelledError */ .cc)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .CancelledError */ .cc('Extraction cancelled; nothing was extracted.');
        if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .OperationFailedError */ .Bp)
            throw error;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .OperationFailedError */ .Bp(`${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(archive)} is not a readable tar.gz archive: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .errorMessage */ .gJ)(error)}. Nothing was extracted.`);
    }
    if (entries === undefined) {
        await extraction.discard();
        return undefined;
    }
    try {
        return await extraction.commit();
    }
    catch (error) {
        await extraction.discard();
        throw error;
    }
}
/** Writes already in flight when an unpack fails may land just after the first removal. */
async function removeTemp(temp) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { recursive: true, force: true });
    await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_4__.setTimeout)(100);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { recursive: true, force: true });
}
function refused(archive, reason) {
    return (0,_tar_extraction_js__WEBPACK_IMPORTED_MODULE_9__/* .refusedArchive */ .Do)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(archive), reason);
}
function checkTarEntry(guard, entry) {
    return guard({ path: entry.path, kind: _tar_extraction_js__WEBPACK_IMPORTED_MODULE_9__/* .TAR_KINDS */ .Ej[entry.type] ?? 'other', linkpath: entry.linkpath });
}
/**
 * Two passes: the first reads every header and refuses before anything is written (so a refusal
 * never races with writes in flight); the second unpacks with the same checks as a safety net.
 */
async function extractTarGz(archive, dir, signal) {
    const counts = { files: 0, bytes: 0 };
    const scanGuard = (0,_entry_guard_js__WEBPACK_IMPORTED_MODULE_10__/* .createEntryGuard */ .o)();
    try {
        await (0,_archive_format_js__WEBPACK_IMPORTED_MODULE_8__/* .walkTarGz */ .Wd)(archive, {
            signal,
            visit: (entry) => {
                const reason = checkTarEntry(scanGuard, entry);
                if (reason === undefined && _tar_extraction_js__WEBPACK_IMPORTED_MODULE_9__/* .TAR_KINDS */ .Ej[entry.type] === 'file') {
                    counts.files += 1;
                    counts.bytes += entry.size ?? 0;
                }
                return reason;
            },
            refuse: (reason) => refused(archive, reason),
        });
    }
    catch (error) {
        if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .CancelledError */ .cc || error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .OperationFailedError */ .Bp)
            throw error;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .OperationFailedError */ .Bp(`${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(archive)} is not a readable tar.gz archive: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .errorMessage */ .gJ)(error)}.`);
    }
    await unpackTarGz(archive, dir, signal);
    return counts;
}
function unpackTarGz(archive, dir, signal) {
    const guard = (0,_entry_guard_js__WEBPACK_IMPORTED_MODULE_10__/* .createEntryGuard */ .o)();
    return new Promise((resolvePromise, reject) => {
        let settled = false;
        const input = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(archive, { highWaterMark: 1024 * 1024 });
        const finish = (error) => {
            if (settled)
                return;
            settled = true;
            signal?.removeEventListener('abort', onAbort);
            if (error === undefined)
                resolvePromise();
            else {
                input.destroy();
                reject(error instanceof Error ? error : new Error((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .errorMessage */ .gJ)(error)));
            }
        };
        const unpack = new tar__WEBPACK_IMPORTED_MODULE_5__/* .Unpack */ .dX({
            cwd: dir,
            strict: true,
            preserveOwner: false,
            filter: (_path, entry) => {
                const read = entry;
                const reason = checkTarEntry(guard, read);
                if (reason) {
                    finish(refused(archive, reason));
                    unpack.abort(new Error(reason));
                    return false;
                }
                // No setuid, setgid or sticky bits from a downloaded archive.
                if (read.mode)
                    read.mode &= 0o777;
                return true;
            },
        });
        const onAbort = () => {
            finish(new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .CancelledError */ .cc('Extraction cancelled; nothing was extracted.'));
            unpack.abort(new Error('cancelled'));
        };
        if (signal?.aborted)
            return onAbort();
        signal?.addEventListener('abort', onAbort, { once: true });
        input.on('error', finish);
        unpack.on('error', finish);
        unpack.on('close', () => finish());
        input.pipe(unpack);
    });
}
const S_IFMT = 0o170000;
const ZIP_KINDS = {
    0o100000: 'file',
    0o040000: 'directory',
    0o120000: 'symlink',
    0o020000: 'device',
    0o060000: 'device',
    0o010000: 'fifo',
    0o140000: 'other',
};
function zipEntryKind(entry) {
    if (entry.fileName.endsWith('/'))
        return 'directory';
    const madeByUnix = entry.versionMadeBy >> 8 === 3;
    const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
    if (!madeByUnix || type === 0)
        return 'file';
    return ZIP_KINDS[type] ?? 'other';
}
async function readAll(stream, limit) {
    const chunks = [];
    let length = 0;
    for await (const chunk of stream) {
        chunks.push(chunk);
        length += chunk.length;
        if (length > limit)
            throw new Error(`symlink target longer than ${limit} bytes`);
    }
    return Buffer.concat(chunks).toString('utf8');
}
async function extractZip(archive, dir, signal) {
    const guard = (0,_entry_guard_js__WEBPACK_IMPORTED_MODULE_10__/* .createEntryGuard */ .o)();
    const counts = { files: 0, bytes: 0 };
    let zip;
    try {
        zip = await yauzl__WEBPACK_IMPORTED_MODULE_6__.openPromise(archive, { lazyEntries: true, autoClose: true, validateEntrySizes: true });
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .OperationFailedError */ .Bp(`${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(archive)} is not a readable zip archive: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .errorMessage */ .gJ)(error)}.`);
    }
    try {
        for await (const entry of zip.eachEntry()) {
            if (signal?.aborted)
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .CancelledError */ .cc('Extraction cancelled; nothing was extracted.');
            const kind = zipEntryKind(entry);
            const linkpath = kind === 'symlink' ? await readAll(await zip.openReadStreamPromise(entry), 4096) : undefined;
            const path = entry.fileName;
            const reason = guard({ path, kind, linkpath });
            if (reason)
                throw refused(archive, reason);
            const destination = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, path);
            if (kind === 'directory') {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(destination, { recursive: true });
                continue;
            }
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(destination), { recursive: true });
            if (kind === 'symlink') {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.symlink)(linkpath, destination);
                continue;
            }
            const mode = (entry.externalFileAttributes >>> 16) & 0o777 || 0o644;
            await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_3__.pipeline)(await zip.openReadStreamPromise(entry), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(destination, { flags: 'wx', mode, highWaterMark: 1024 * 1024 }), { signal });
            counts.files += 1;
            counts.bytes += entry.uncompressedSize;
        }
    }
    catch (error) {
        if (signal?.aborted)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .CancelledError */ .cc('Extraction cancelled; nothing was extracted.');
        if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .OperationFailedError */ .Bp)
            throw error;
        // yauzl names the entry in its own refusals ("invalid relative path: ../x").
        throw refused(archive, (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .errorMessage */ .gJ)(error));
    }
    finally {
        zip.close();
    }
    return counts;
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
