export const id = 753;
export const ids = [753];
export const modules = {

/***/ 86753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uploadFolderArtifact: () => (/* binding */ uploadFolderArtifact)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74296);



/** Every file below `folder`, as absolute paths. */
async function filesBelow(folder) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(folder, { withFileTypes: true, recursive: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(entry.parentPath, entry.name));
}
async function uploadFolderArtifact(options) {
    const files = await filesBelow(options.folder);
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(271), __webpack_require__.e(351), __webpack_require__.e(799)]).then(__webpack_require__.bind(__webpack_require__, 76799));
    let id;
    try {
        ({ id } = await new DefaultArtifactClient().uploadArtifact(options.name, files, options.folder, {
            ...(options.retentionDays ? { retentionDays: options.retentionDays } : {}),
        }));
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .OperationFailedError */ .Bp(`The artifact ${options.name} could not be uploaded: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}`);
    }
    if (id === undefined)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .OperationFailedError */ .Bp(`The artifact ${options.name} was not created.`);
    const server = options.serverUrl.replace(/\/+$/, '');
    const url = options.runId && options.repository
        ? `${server}/${options.repository}/actions/runs/${options.runId}/artifacts/${id}`
        : undefined;
    return { id, name: options.name, url };
}


/***/ })

};
