export const id = 50;
export const ids = [50];
export const modules = {

/***/ 3050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wd: () => (/* binding */ walkTarGz),
/* harmony export */   XD: () => (/* binding */ formatFromMagic),
/* harmony export */   verifyArchive: () => (/* binding */ verifyArchive),
/* harmony export */   zy: () => (/* binding */ readHead)
/* harmony export */ });
/* unused harmony exports describeHead, listZip */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var tar__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8697);
/* harmony import */ var yauzl__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(663);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _core_secrets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8198);







const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
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
 */
function walkTarGz(file, options = {}) {
    const { signal, visit } = options;
    return new Promise((resolve, reject) => {
        let entries = 0;
        let settled = false;
        const input = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(file, { highWaterMark: 1024 * 1024 });
        const finish = (error) => {
            if (settled)
                return;
            settled = true;
            signal?.removeEventListener('abort', onAbort);
            if (error === undefined)
                resolve(entries);
            else {
                input.destroy();
                reject(error instanceof Error ? error : new Error((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(error)));
            }
        };
        const parser = new tar__WEBPACK_IMPORTED_MODULE_3__/* .Parser */ .iX({
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
            finish(new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .CancelledError */ .cc('Archive read cancelled.'));
            parser.abort(new Error('cancelled'));
        };
        if (signal?.aborted)
            return onAbort();
        signal?.addEventListener('abort', onAbort, { once: true });
        input.on('error', finish);
        parser.on('error', finish);
        parser.on('end', () => finish());
        input.pipe(parser);
    });
}
/** Reads the zip central directory (every entry record), decompressing nothing. */
async function listZip(file) {
    const zip = await yauzl__WEBPACK_IMPORTED_MODULE_4__.openPromise(file, { lazyEntries: true, autoClose: true, validateEntrySizes: true });
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
    if (format === 'unknown') {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .OperationFailedError */ .Bp(`${label} is not a tar.gz or zip archive (${describeHead(head)}). The download is corrupt or the link ` +
            'served something else: generate a new bundle link and download again.');
    }
    let entries;
    try {
        entries = format === 'tar.gz' ? await walkTarGz(file, { signal: options.signal }) : await listZip(file);
    }
    catch (error) {
        if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .CancelledError */ .cc)
            throw error;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .OperationFailedError */ .Bp(`${label} is a corrupt ${format} archive (${(0,_core_secrets_js__WEBPACK_IMPORTED_MODULE_6__/* .redact */ .E$)((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(error))}). Generate a new bundle link ` +
            'and download again; if it keeps failing, run the export job again.');
    }
    if (entries === 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .OperationFailedError */ .Bp(`${label} is an empty ${format} archive: the export produced no files. Check the export job's page count.`);
    }
    return { format, entries };
}


/***/ })

};
