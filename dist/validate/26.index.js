export const id = 26;
export const ids = [26];
export const modules = {

/***/ 779:
/***/ ((__unused_webpack_module, exports) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
__webpack_unused_export__ = __webpack_unused_export__ = exports.U9 = void 0;
function fmtDef(validate, compare) {
    return { validate, compare };
}
exports.U9 = {
    // date: http://tools.ietf.org/html/rfc3339#section-5.6
    date: fmtDef(date, compareDate),
    // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
    time: fmtDef(getTime(true), compareTime),
    "date-time": fmtDef(getDateTime(true), compareDateTime),
    "iso-time": fmtDef(getTime(), compareIsoTime),
    "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
    // duration: https://tools.ietf.org/html/rfc3339#appendix-A
    duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
    uri,
    "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
    // uri-template: https://tools.ietf.org/html/rfc6570
    "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
    // For the source: https://gist.github.com/dperini/729294
    // For test cases: https://mathiasbynens.be/demo/url-regex
    url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
    email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
    hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
    // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
    ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
    ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
    regex,
    // uuid: http://tools.ietf.org/html/rfc4122
    uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
    // JSON-pointer: https://tools.ietf.org/html/rfc6901
    // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
    "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
    "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
    // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
    "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
    // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
    // byte: https://github.com/miguelmota/is-base64
    byte,
    // signed 32 bit integer
    int32: { type: "number", validate: validateInt32 },
    // signed 64 bit integer
    int64: { type: "number", validate: validateInt64 },
    // C-type float
    float: { type: "number", validate: validateNumber },
    // C-type double
    double: { type: "number", validate: validateNumber },
    // hint to the UI to hide input strings
    password: true,
    // unchecked string payload
    binary: true,
};
__webpack_unused_export__ = {
    ...exports.U9,
    date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
    time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
    "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
    "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
    "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
    // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
    uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
    "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
    // email (sources from jsen validator):
    // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
    // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
    email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
};
__webpack_unused_export__ = Object.keys(exports.U9);
function isLeapYear(year) {
    // https://tools.ietf.org/html/rfc3339#appendix-C
    return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function date(str) {
    // full-date from http://tools.ietf.org/html/rfc3339#section-5.6
    const matches = DATE.exec(str);
    if (!matches)
        return false;
    const year = +matches[1];
    const month = +matches[2];
    const day = +matches[3];
    return (month >= 1 &&
        month <= 12 &&
        day >= 1 &&
        day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]));
}
function compareDate(d1, d2) {
    if (!(d1 && d2))
        return undefined;
    if (d1 > d2)
        return 1;
    if (d1 < d2)
        return -1;
    return 0;
}
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
function getTime(strictTimeZone) {
    return function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
            return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || (strictTimeZone && !tz))
            return false;
        if (hr <= 23 && min <= 59 && sec < 60)
            return true;
        // leap second
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
    };
}
function compareTime(s1, s2) {
    if (!(s1 && s2))
        return undefined;
    const t1 = new Date("2020-01-01T" + s1).valueOf();
    const t2 = new Date("2020-01-01T" + s2).valueOf();
    if (!(t1 && t2))
        return undefined;
    return t1 - t2;
}
function compareIsoTime(t1, t2) {
    if (!(t1 && t2))
        return undefined;
    const a1 = TIME.exec(t1);
    const a2 = TIME.exec(t2);
    if (!(a1 && a2))
        return undefined;
    t1 = a1[1] + a1[2] + a1[3];
    t2 = a2[1] + a2[2] + a2[3];
    if (t1 > t2)
        return 1;
    if (t1 < t2)
        return -1;
    return 0;
}
const DATE_TIME_SEPARATOR = /t|\s/i;
function getDateTime(strictTimeZone) {
    const time = getTime(strictTimeZone);
    return function date_time(str) {
        // http://tools.ietf.org/html/rfc3339#section-5.6
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
    };
}
function compareDateTime(dt1, dt2) {
    if (!(dt1 && dt2))
        return undefined;
    const d1 = new Date(dt1).valueOf();
    const d2 = new Date(dt2).valueOf();
    if (!(d1 && d2))
        return undefined;
    return d1 - d2;
}
function compareIsoDateTime(dt1, dt2) {
    if (!(dt1 && dt2))
        return undefined;
    const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
    const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
    const res = compareDate(d1, d2);
    if (res === undefined)
        return undefined;
    return res || compareTime(t1, t2);
}
const NOT_URI_FRAGMENT = /\/|:/;
const URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
function uri(str) {
    // http://jmrware.com/articles/2009/uri_regexp/URI_regex.html + optional protocol + required "."
    return NOT_URI_FRAGMENT.test(str) && URI.test(str);
}
const BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
function byte(str) {
    BYTE.lastIndex = 0;
    return BYTE.test(str);
}
const MIN_INT32 = -(2 ** 31);
const MAX_INT32 = 2 ** 31 - 1;
function validateInt32(value) {
    return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
}
function validateInt64(value) {
    // JSON and javascript max Int is 2**53, so any int that passes isInteger is valid for Int64
    return Number.isInteger(value);
}
function validateNumber() {
    return true;
}
const Z_ANCHOR = /[^\\]\\Z/;
function regex(str) {
    if (Z_ANCHOR.test(str))
        return false;
    try {
        new RegExp(str);
        return true;
    }
    catch (e) {
        return false;
    }
}
//# sourceMappingURL=formats.js.map

/***/ }),

/***/ 3430:
/***/ ((module) => {



// do not edit .js files directly - edit src/index.jst



module.exports = function equal(a, b) {
  if (a === b) return true;

  if (a && b && typeof a == 'object' && typeof b == 'object') {
    if (a.constructor !== b.constructor) return false;

    var length, i, keys;
    if (Array.isArray(a)) {
      length = a.length;
      if (length != b.length) return false;
      for (i = length; i-- !== 0;)
        if (!equal(a[i], b[i])) return false;
      return true;
    }



    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();

    keys = Object.keys(a);
    length = keys.length;
    if (length !== Object.keys(b).length) return false;

    for (i = length; i-- !== 0;)
      if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;

    for (i = length; i-- !== 0;) {
      var key = keys[i];

      if (!equal(a[key], b[key])) return false;
    }

    return true;
  }

  // true if both NaN, false otherwise
  return a!==a && b!==b;
};


/***/ }),

/***/ 1026:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ oas_3_0),
  validate: () => (/* binding */ validate)
});

// EXTERNAL MODULE: ./node_modules/fast-deep-equal/index.js
var fast_deep_equal = __webpack_require__(3430);
var fast_deep_equal_default = /*#__PURE__*/__webpack_require__.n(fast_deep_equal);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/formats.js
var formats = __webpack_require__(779);
;// CONCATENATED MODULE: ./src/validate/openapi/schema-validators/runtime.ts
/** What the generated schema validators need at run time: ajv's deep equality and its format checks. */




;// CONCATENATED MODULE: ./src/validate/openapi/schema-validators/oas-3.0.ts
// Generated by scripts/openapi-validators.js (npm run generate) with ajv 8.20.0 from
// @seriousme/openapi-schema-validator 2.11.0, schemas/v3.0/schema.json (Reference alternatives written as in 3.1): do not edit.
// @ts-nocheck
/* eslint-disable */

"use strict";
const validate = validate10;
/* harmony default export */ const oas_3_0 = (validate10);
const schema11 = { "id": "https://spec.openapis.org/oas/3.0/schema/2021-09-28", "$schema": "http://json-schema.org/draft-04/schema#", "description": "The description of OpenAPI v3.0.x documents, as defined by https://spec.openapis.org/oas/v3.0.3", "type": "object", "required": ["openapi", "info", "paths"], "properties": { "openapi": { "type": "string", "pattern": "^3\\.0\\.\\d(-.+)?$" }, "info": { "$ref": "#/definitions/Info" }, "externalDocs": { "$ref": "#/definitions/ExternalDocumentation" }, "servers": { "type": "array", "items": { "$ref": "#/definitions/Server" } }, "security": { "type": "array", "items": { "$ref": "#/definitions/SecurityRequirement" } }, "tags": { "type": "array", "items": { "$ref": "#/definitions/Tag" }, "uniqueItems": true }, "paths": { "$ref": "#/definitions/Paths" }, "components": { "$ref": "#/definitions/Components" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false, "definitions": { "Reference": { "type": "object", "required": ["$ref"], "patternProperties": { "^\\$ref$": { "type": "string", "format": "uri-reference" } } }, "Info": { "type": "object", "required": ["title", "version"], "properties": { "title": { "type": "string" }, "description": { "type": "string" }, "termsOfService": { "type": "string", "format": "uri-reference" }, "contact": { "$ref": "#/definitions/Contact" }, "license": { "$ref": "#/definitions/License" }, "version": { "type": "string" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "Contact": { "type": "object", "properties": { "name": { "type": "string" }, "url": { "type": "string", "format": "uri-reference" }, "email": { "type": "string", "format": "email" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "License": { "type": "object", "required": ["name"], "properties": { "name": { "type": "string" }, "url": { "type": "string", "format": "uri-reference" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "Server": { "type": "object", "required": ["url"], "properties": { "url": { "type": "string" }, "description": { "type": "string" }, "variables": { "type": "object", "additionalProperties": { "$ref": "#/definitions/ServerVariable" } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "ServerVariable": { "type": "object", "required": ["default"], "properties": { "enum": { "type": "array", "items": { "type": "string" } }, "default": { "type": "string" }, "description": { "type": "string" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "Components": { "type": "object", "properties": { "schemas": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } } } }, "responses": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Response" } } } }, "parameters": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Parameter" } } } }, "examples": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Example" } } } }, "requestBodies": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/RequestBody" } } } }, "headers": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Header" } } } }, "securitySchemes": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/SecurityScheme" } } } }, "links": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Link" } } } }, "callbacks": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Callback" } } } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "Schema": { "type": "object", "properties": { "title": { "type": "string" }, "multipleOf": { "type": "number", "minimum": 0, "exclusiveMinimum": true }, "maximum": { "type": "number" }, "exclusiveMaximum": { "type": "boolean", "default": false }, "minimum": { "type": "number" }, "exclusiveMinimum": { "type": "boolean", "default": false }, "maxLength": { "type": "integer", "minimum": 0 }, "minLength": { "type": "integer", "minimum": 0, "default": 0 }, "pattern": { "type": "string", "format": "regex" }, "maxItems": { "type": "integer", "minimum": 0 }, "minItems": { "type": "integer", "minimum": 0, "default": 0 }, "uniqueItems": { "type": "boolean", "default": false }, "maxProperties": { "type": "integer", "minimum": 0 }, "minProperties": { "type": "integer", "minimum": 0, "default": 0 }, "required": { "type": "array", "items": { "type": "string" }, "minItems": 1, "uniqueItems": true }, "enum": { "type": "array", "items": {}, "minItems": 1, "uniqueItems": false }, "type": { "type": "string", "enum": ["array", "boolean", "integer", "number", "object", "string"] }, "not": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } }, "allOf": { "type": "array", "items": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } } }, "oneOf": { "type": "array", "items": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } } }, "anyOf": { "type": "array", "items": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } } }, "items": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } }, "properties": { "type": "object", "additionalProperties": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } } }, "additionalProperties": { "oneOf": [{ "$ref": "#/definitions/Schema" }, { "$ref": "#/definitions/Reference" }, { "type": "boolean" }], "default": true }, "description": { "type": "string" }, "format": { "type": "string" }, "default": {}, "nullable": { "type": "boolean", "default": false }, "discriminator": { "$ref": "#/definitions/Discriminator" }, "readOnly": { "type": "boolean", "default": false }, "writeOnly": { "type": "boolean", "default": false }, "example": {}, "externalDocs": { "$ref": "#/definitions/ExternalDocumentation" }, "deprecated": { "type": "boolean", "default": false }, "xml": { "$ref": "#/definitions/XML" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "Discriminator": { "type": "object", "required": ["propertyName"], "properties": { "propertyName": { "type": "string" }, "mapping": { "type": "object", "additionalProperties": { "type": "string" } } } }, "XML": { "type": "object", "properties": { "name": { "type": "string" }, "namespace": { "type": "string", "format": "uri" }, "prefix": { "type": "string" }, "attribute": { "type": "boolean", "default": false }, "wrapped": { "type": "boolean", "default": false } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "Response": { "type": "object", "required": ["description"], "properties": { "description": { "type": "string" }, "headers": { "type": "object", "additionalProperties": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Header" } } }, "content": { "type": "object", "additionalProperties": { "$ref": "#/definitions/MediaType" } }, "links": { "type": "object", "additionalProperties": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Link" } } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "MediaType": { "type": "object", "properties": { "schema": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } }, "example": {}, "examples": { "type": "object", "additionalProperties": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Example" } } }, "encoding": { "type": "object", "additionalProperties": { "$ref": "#/definitions/Encoding" } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false, "allOf": [{ "$ref": "#/definitions/ExampleXORExamples" }] }, "Example": { "type": "object", "properties": { "summary": { "type": "string" }, "description": { "type": "string" }, "value": {}, "externalValue": { "type": "string", "format": "uri-reference" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "Header": { "type": "object", "properties": { "description": { "type": "string" }, "required": { "type": "boolean", "default": false }, "deprecated": { "type": "boolean", "default": false }, "allowEmptyValue": { "type": "boolean", "default": false }, "style": { "type": "string", "enum": ["simple"], "default": "simple" }, "explode": { "type": "boolean" }, "allowReserved": { "type": "boolean", "default": false }, "schema": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } }, "content": { "type": "object", "additionalProperties": { "$ref": "#/definitions/MediaType" }, "minProperties": 1, "maxProperties": 1 }, "example": {}, "examples": { "type": "object", "additionalProperties": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Example" } } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false, "allOf": [{ "$ref": "#/definitions/ExampleXORExamples" }, { "$ref": "#/definitions/SchemaXORContent" }] }, "Paths": { "type": "object", "patternProperties": { "^\\/": { "$ref": "#/definitions/PathItem" }, "^x-": {} }, "additionalProperties": false }, "PathItem": { "type": "object", "properties": { "$ref": { "type": "string" }, "summary": { "type": "string" }, "description": { "type": "string" }, "servers": { "type": "array", "items": { "$ref": "#/definitions/Server" } }, "parameters": { "type": "array", "items": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Parameter" } }, "uniqueItems": true } }, "patternProperties": { "^(get|put|post|delete|options|head|patch|trace)$": { "$ref": "#/definitions/Operation" }, "^x-": {} }, "additionalProperties": false }, "Operation": { "type": "object", "required": ["responses"], "properties": { "tags": { "type": "array", "items": { "type": "string" } }, "summary": { "type": "string" }, "description": { "type": "string" }, "externalDocs": { "$ref": "#/definitions/ExternalDocumentation" }, "operationId": { "type": "string" }, "parameters": { "type": "array", "items": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Parameter" } }, "uniqueItems": true }, "requestBody": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/RequestBody" } }, "responses": { "$ref": "#/definitions/Responses" }, "callbacks": { "type": "object", "additionalProperties": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Callback" } } }, "deprecated": { "type": "boolean", "default": false }, "security": { "type": "array", "items": { "$ref": "#/definitions/SecurityRequirement" } }, "servers": { "type": "array", "items": { "$ref": "#/definitions/Server" } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "Responses": { "type": "object", "properties": { "default": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Response" } } }, "patternProperties": { "^[1-5](?:\\d{2}|XX)$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Response" } }, "^x-": {} }, "minProperties": 1, "additionalProperties": false }, "SecurityRequirement": { "type": "object", "additionalProperties": { "type": "array", "items": { "type": "string" } } }, "Tag": { "type": "object", "required": ["name"], "properties": { "name": { "type": "string" }, "description": { "type": "string" }, "externalDocs": { "$ref": "#/definitions/ExternalDocumentation" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "ExternalDocumentation": { "type": "object", "required": ["url"], "properties": { "description": { "type": "string" }, "url": { "type": "string", "format": "uri-reference" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "ExampleXORExamples": { "description": "Example and examples are mutually exclusive", "not": { "required": ["example", "examples"] } }, "SchemaXORContent": { "description": "Schema and content are mutually exclusive, at least one is required", "not": { "required": ["schema", "content"] }, "oneOf": [{ "required": ["schema"] }, { "required": ["content"], "description": "Some properties are not allowed if content is present", "allOf": [{ "not": { "required": ["style"] } }, { "not": { "required": ["explode"] } }, { "not": { "required": ["allowReserved"] } }, { "not": { "required": ["example"] } }, { "not": { "required": ["examples"] } }] }] }, "Parameter": { "type": "object", "properties": { "name": { "type": "string" }, "in": { "type": "string" }, "description": { "type": "string" }, "required": { "type": "boolean", "default": false }, "deprecated": { "type": "boolean", "default": false }, "allowEmptyValue": { "type": "boolean", "default": false }, "style": { "type": "string" }, "explode": { "type": "boolean" }, "allowReserved": { "type": "boolean", "default": false }, "schema": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } }, "content": { "type": "object", "additionalProperties": { "$ref": "#/definitions/MediaType" }, "minProperties": 1, "maxProperties": 1 }, "example": {}, "examples": { "type": "object", "additionalProperties": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Example" } } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false, "required": ["name", "in"], "allOf": [{ "$ref": "#/definitions/ExampleXORExamples" }, { "$ref": "#/definitions/SchemaXORContent" }, { "$ref": "#/definitions/ParameterLocation" }] }, "ParameterLocation": { "description": "Parameter location", "oneOf": [{ "description": "Parameter in path", "required": ["required"], "properties": { "in": { "enum": ["path"] }, "style": { "enum": ["matrix", "label", "simple"], "default": "simple" }, "required": { "enum": [true] } } }, { "description": "Parameter in query", "properties": { "in": { "enum": ["query"] }, "style": { "enum": ["form", "spaceDelimited", "pipeDelimited", "deepObject"], "default": "form" } } }, { "description": "Parameter in header", "properties": { "in": { "enum": ["header"] }, "style": { "enum": ["simple"], "default": "simple" } } }, { "description": "Parameter in cookie", "properties": { "in": { "enum": ["cookie"] }, "style": { "enum": ["form"], "default": "form" } } }] }, "RequestBody": { "type": "object", "required": ["content"], "properties": { "description": { "type": "string" }, "content": { "type": "object", "additionalProperties": { "$ref": "#/definitions/MediaType" } }, "required": { "type": "boolean", "default": false } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "SecurityScheme": { "oneOf": [{ "$ref": "#/definitions/APIKeySecurityScheme" }, { "$ref": "#/definitions/HTTPSecurityScheme" }, { "$ref": "#/definitions/OAuth2SecurityScheme" }, { "$ref": "#/definitions/OpenIdConnectSecurityScheme" }] }, "APIKeySecurityScheme": { "type": "object", "required": ["type", "name", "in"], "properties": { "type": { "type": "string", "enum": ["apiKey"] }, "name": { "type": "string" }, "in": { "type": "string", "enum": ["header", "query", "cookie"] }, "description": { "type": "string" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "HTTPSecurityScheme": { "type": "object", "required": ["scheme", "type"], "properties": { "scheme": { "type": "string" }, "bearerFormat": { "type": "string" }, "description": { "type": "string" }, "type": { "type": "string", "enum": ["http"] } }, "patternProperties": { "^x-": {} }, "additionalProperties": false, "oneOf": [{ "description": "Bearer", "properties": { "scheme": { "type": "string", "pattern": "^[Bb][Ee][Aa][Rr][Ee][Rr]$" } } }, { "description": "Non Bearer", "not": { "required": ["bearerFormat"] }, "properties": { "scheme": { "not": { "type": "string", "pattern": "^[Bb][Ee][Aa][Rr][Ee][Rr]$" } } } }] }, "OAuth2SecurityScheme": { "type": "object", "required": ["type", "flows"], "properties": { "type": { "type": "string", "enum": ["oauth2"] }, "flows": { "$ref": "#/definitions/OAuthFlows" }, "description": { "type": "string" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "OpenIdConnectSecurityScheme": { "type": "object", "required": ["type", "openIdConnectUrl"], "properties": { "type": { "type": "string", "enum": ["openIdConnect"] }, "openIdConnectUrl": { "type": "string", "format": "uri-reference" }, "description": { "type": "string" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "OAuthFlows": { "type": "object", "properties": { "implicit": { "$ref": "#/definitions/ImplicitOAuthFlow" }, "password": { "$ref": "#/definitions/PasswordOAuthFlow" }, "clientCredentials": { "$ref": "#/definitions/ClientCredentialsFlow" }, "authorizationCode": { "$ref": "#/definitions/AuthorizationCodeOAuthFlow" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "ImplicitOAuthFlow": { "type": "object", "required": ["authorizationUrl", "scopes"], "properties": { "authorizationUrl": { "type": "string", "format": "uri-reference" }, "refreshUrl": { "type": "string", "format": "uri-reference" }, "scopes": { "type": "object", "additionalProperties": { "type": "string" } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "PasswordOAuthFlow": { "type": "object", "required": ["tokenUrl", "scopes"], "properties": { "tokenUrl": { "type": "string", "format": "uri-reference" }, "refreshUrl": { "type": "string", "format": "uri-reference" }, "scopes": { "type": "object", "additionalProperties": { "type": "string" } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "ClientCredentialsFlow": { "type": "object", "required": ["tokenUrl", "scopes"], "properties": { "tokenUrl": { "type": "string", "format": "uri-reference" }, "refreshUrl": { "type": "string", "format": "uri-reference" }, "scopes": { "type": "object", "additionalProperties": { "type": "string" } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "AuthorizationCodeOAuthFlow": { "type": "object", "required": ["authorizationUrl", "tokenUrl", "scopes"], "properties": { "authorizationUrl": { "type": "string", "format": "uri-reference" }, "tokenUrl": { "type": "string", "format": "uri-reference" }, "refreshUrl": { "type": "string", "format": "uri-reference" }, "scopes": { "type": "object", "additionalProperties": { "type": "string" } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false }, "Link": { "type": "object", "properties": { "operationId": { "type": "string" }, "operationRef": { "type": "string", "format": "uri-reference" }, "parameters": { "type": "object", "additionalProperties": {} }, "requestBody": {}, "description": { "type": "string" }, "server": { "$ref": "#/definitions/Server" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false, "not": { "description": "Operation Id and Operation Ref are mutually exclusive", "required": ["operationId", "operationRef"] } }, "Callback": { "type": "object", "additionalProperties": { "$ref": "#/definitions/PathItem" }, "patternProperties": { "^x-": {} } }, "Encoding": { "type": "object", "properties": { "contentType": { "type": "string" }, "headers": { "type": "object", "additionalProperties": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Header" } } }, "style": { "type": "string", "enum": ["form", "spaceDelimited", "pipeDelimited", "deepObject"] }, "explode": { "type": "boolean" }, "allowReserved": { "type": "boolean", "default": false } }, "additionalProperties": false } } };
const schema15 = { "type": "object", "required": ["url"], "properties": { "description": { "type": "string" }, "url": { "type": "string", "format": "uri-reference" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const schema18 = { "type": "object", "additionalProperties": { "type": "array", "items": { "type": "string" } } };
const pattern0 = new RegExp("^x-", "u");
const pattern1 = new RegExp("^3\\.0\\.\\d(-.+)?$", "u");
const schema12 = { "type": "object", "required": ["title", "version"], "properties": { "title": { "type": "string" }, "description": { "type": "string" }, "termsOfService": { "type": "string", "format": "uri-reference" }, "contact": { "$ref": "#/definitions/Contact" }, "license": { "$ref": "#/definitions/License" }, "version": { "type": "string" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const schema13 = { "type": "object", "properties": { "name": { "type": "string" }, "url": { "type": "string", "format": "uri-reference" }, "email": { "type": "string", "format": "email" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const schema14 = { "type": "object", "required": ["name"], "properties": { "name": { "type": "string" }, "url": { "type": "string", "format": "uri-reference" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const formats0 = /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
const formats4 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.title === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "title" }, message: "must have required property '" + "title" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.version === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property '" + "version" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(((((((key0 === "title") || (key0 === "description")) || (key0 === "termsOfService")) || (key0 === "contact")) || (key0 === "license")) || (key0 === "version")) || (pattern0.test(key0)))) {
            const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    if (data.title !== undefined) {
        if (typeof data.title !== "string") {
            const err3 = { instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.description !== undefined) {
        if (typeof data.description !== "string") {
            const err4 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
    }
    if (data.termsOfService !== undefined) {
        let data2 = data.termsOfService;
        if (typeof data2 === "string") {
            if (!(formats0.test(data2))) {
                const err5 = { instancePath: instancePath + "/termsOfService", schemaPath: "#/properties/termsOfService/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        else {
            const err6 = { instancePath: instancePath + "/termsOfService", schemaPath: "#/properties/termsOfService/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
    }
    if (data.contact !== undefined) {
        let data3 = data.contact;
        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            for (const key1 in data3) {
                if (!((((key1 === "name") || (key1 === "url")) || (key1 === "email")) || (pattern0.test(key1)))) {
                    const err7 = { instancePath: instancePath + "/contact", schemaPath: "#/definitions/Contact/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
            }
            if (data3.name !== undefined) {
                if (typeof data3.name !== "string") {
                    const err8 = { instancePath: instancePath + "/contact/name", schemaPath: "#/definitions/Contact/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
            if (data3.url !== undefined) {
                let data5 = data3.url;
                if (typeof data5 === "string") {
                    if (!(formats0.test(data5))) {
                        const err9 = { instancePath: instancePath + "/contact/url", schemaPath: "#/definitions/Contact/properties/url/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err9];
                        }
                        else {
                            vErrors.push(err9);
                        }
                        errors++;
                    }
                }
                else {
                    const err10 = { instancePath: instancePath + "/contact/url", schemaPath: "#/definitions/Contact/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err10];
                    }
                    else {
                        vErrors.push(err10);
                    }
                    errors++;
                }
            }
            if (data3.email !== undefined) {
                let data6 = data3.email;
                if (typeof data6 === "string") {
                    if (!(formats4.test(data6))) {
                        const err11 = { instancePath: instancePath + "/contact/email", schemaPath: "#/definitions/Contact/properties/email/format", keyword: "format", params: { format: "email" }, message: "must match format \"" + "email" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                }
                else {
                    const err12 = { instancePath: instancePath + "/contact/email", schemaPath: "#/definitions/Contact/properties/email/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
            }
        }
        else {
            const err13 = { instancePath: instancePath + "/contact", schemaPath: "#/definitions/Contact/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err13];
            }
            else {
                vErrors.push(err13);
            }
            errors++;
        }
    }
    if (data.license !== undefined) {
        let data7 = data.license;
        if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
            if (data7.name === undefined) {
                const err14 = { instancePath: instancePath + "/license", schemaPath: "#/definitions/License/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'" };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
            for (const key2 in data7) {
                if (!(((key2 === "name") || (key2 === "url")) || (pattern0.test(key2)))) {
                    const err15 = { instancePath: instancePath + "/license", schemaPath: "#/definitions/License/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err15];
                    }
                    else {
                        vErrors.push(err15);
                    }
                    errors++;
                }
            }
            if (data7.name !== undefined) {
                if (typeof data7.name !== "string") {
                    const err16 = { instancePath: instancePath + "/license/name", schemaPath: "#/definitions/License/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err16];
                    }
                    else {
                        vErrors.push(err16);
                    }
                    errors++;
                }
            }
            if (data7.url !== undefined) {
                let data9 = data7.url;
                if (typeof data9 === "string") {
                    if (!(formats0.test(data9))) {
                        const err17 = { instancePath: instancePath + "/license/url", schemaPath: "#/definitions/License/properties/url/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err17];
                        }
                        else {
                            vErrors.push(err17);
                        }
                        errors++;
                    }
                }
                else {
                    const err18 = { instancePath: instancePath + "/license/url", schemaPath: "#/definitions/License/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err18];
                    }
                    else {
                        vErrors.push(err18);
                    }
                    errors++;
                }
            }
        }
        else {
            const err19 = { instancePath: instancePath + "/license", schemaPath: "#/definitions/License/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err19];
            }
            else {
                vErrors.push(err19);
            }
            errors++;
        }
    }
    if (data.version !== undefined) {
        if (typeof data.version !== "string") {
            const err20 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err20];
            }
            else {
                vErrors.push(err20);
            }
            errors++;
        }
    }
}
else {
    const err21 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err21];
    }
    else {
        vErrors.push(err21);
    }
    errors++;
} validate11.errors = vErrors; return errors === 0; }
const schema16 = { "type": "object", "required": ["url"], "properties": { "url": { "type": "string" }, "description": { "type": "string" }, "variables": { "type": "object", "additionalProperties": { "$ref": "#/definitions/ServerVariable" } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const schema17 = { "type": "object", "required": ["default"], "properties": { "enum": { "type": "array", "items": { "type": "string" } }, "default": { "type": "string" }, "description": { "type": "string" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.url === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property '" + "url" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!((((key0 === "url") || (key0 === "description")) || (key0 === "variables")) || (pattern0.test(key0)))) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.url !== undefined) {
        if (typeof data.url !== "string") {
            const err2 = { instancePath: instancePath + "/url", schemaPath: "#/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    if (data.description !== undefined) {
        if (typeof data.description !== "string") {
            const err3 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.variables !== undefined) {
        let data2 = data.variables;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            for (const key1 in data2) {
                let data3 = data2[key1];
                if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                    if (data3.default === undefined) {
                        const err4 = { instancePath: instancePath + "/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/ServerVariable/required", keyword: "required", params: { missingProperty: "default" }, message: "must have required property '" + "default" + "'" };
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                    for (const key2 in data3) {
                        if (!((((key2 === "enum") || (key2 === "default")) || (key2 === "description")) || (pattern0.test(key2)))) {
                            const err5 = { instancePath: instancePath + "/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/ServerVariable/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err5];
                            }
                            else {
                                vErrors.push(err5);
                            }
                            errors++;
                        }
                    }
                    if (data3.enum !== undefined) {
                        let data4 = data3.enum;
                        if (Array.isArray(data4)) {
                            const len0 = data4.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                                if (typeof data4[i0] !== "string") {
                                    const err6 = { instancePath: instancePath + "/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/enum/" + i0, schemaPath: "#/definitions/ServerVariable/properties/enum/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err6];
                                    }
                                    else {
                                        vErrors.push(err6);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err7 = { instancePath: instancePath + "/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/enum", schemaPath: "#/definitions/ServerVariable/properties/enum/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                            if (vErrors === null) {
                                vErrors = [err7];
                            }
                            else {
                                vErrors.push(err7);
                            }
                            errors++;
                        }
                    }
                    if (data3.default !== undefined) {
                        if (typeof data3.default !== "string") {
                            const err8 = { instancePath: instancePath + "/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/default", schemaPath: "#/definitions/ServerVariable/properties/default/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err8];
                            }
                            else {
                                vErrors.push(err8);
                            }
                            errors++;
                        }
                    }
                    if (data3.description !== undefined) {
                        if (typeof data3.description !== "string") {
                            const err9 = { instancePath: instancePath + "/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/description", schemaPath: "#/definitions/ServerVariable/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err9];
                            }
                            else {
                                vErrors.push(err9);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err10 = { instancePath: instancePath + "/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/ServerVariable/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err10];
                    }
                    else {
                        vErrors.push(err10);
                    }
                    errors++;
                }
            }
        }
        else {
            const err11 = { instancePath: instancePath + "/variables", schemaPath: "#/properties/variables/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
    }
}
else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err12];
    }
    else {
        vErrors.push(err12);
    }
    errors++;
} validate13.errors = vErrors; return errors === 0; }
const schema19 = { "type": "object", "required": ["name"], "properties": { "name": { "type": "string" }, "description": { "type": "string" }, "externalDocs": { "$ref": "#/definitions/ExternalDocumentation" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!((((key0 === "name") || (key0 === "description")) || (key0 === "externalDocs")) || (pattern0.test(key0)))) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.name !== undefined) {
        if (typeof data.name !== "string") {
            const err2 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    if (data.description !== undefined) {
        if (typeof data.description !== "string") {
            const err3 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.externalDocs !== undefined) {
        let data2 = data.externalDocs;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.url === undefined) {
                const err4 = { instancePath: instancePath + "/externalDocs", schemaPath: "#/definitions/ExternalDocumentation/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property '" + "url" + "'" };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
            for (const key1 in data2) {
                if (!(((key1 === "description") || (key1 === "url")) || (pattern0.test(key1)))) {
                    const err5 = { instancePath: instancePath + "/externalDocs", schemaPath: "#/definitions/ExternalDocumentation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            if (data2.description !== undefined) {
                if (typeof data2.description !== "string") {
                    const err6 = { instancePath: instancePath + "/externalDocs/description", schemaPath: "#/definitions/ExternalDocumentation/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err6];
                    }
                    else {
                        vErrors.push(err6);
                    }
                    errors++;
                }
            }
            if (data2.url !== undefined) {
                let data4 = data2.url;
                if (typeof data4 === "string") {
                    if (!(formats0.test(data4))) {
                        const err7 = { instancePath: instancePath + "/externalDocs/url", schemaPath: "#/definitions/ExternalDocumentation/properties/url/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err7];
                        }
                        else {
                            vErrors.push(err7);
                        }
                        errors++;
                    }
                }
                else {
                    const err8 = { instancePath: instancePath + "/externalDocs/url", schemaPath: "#/definitions/ExternalDocumentation/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
        }
        else {
            const err9 = { instancePath: instancePath + "/externalDocs", schemaPath: "#/definitions/ExternalDocumentation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
    }
}
else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err10];
    }
    else {
        vErrors.push(err10);
    }
    errors++;
} validate15.errors = vErrors; return errors === 0; }
const schema21 = { "type": "object", "patternProperties": { "^\\/": { "$ref": "#/definitions/PathItem" }, "^x-": {} }, "additionalProperties": false };
const pattern10 = new RegExp("^\\/", "u");
const schema22 = { "type": "object", "properties": { "$ref": { "type": "string" }, "summary": { "type": "string" }, "description": { "type": "string" }, "servers": { "type": "array", "items": { "$ref": "#/definitions/Server" } }, "parameters": { "type": "array", "items": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Parameter" } }, "uniqueItems": true } }, "patternProperties": { "^(get|put|post|delete|options|head|patch|trace)$": { "$ref": "#/definitions/Operation" }, "^x-": {} }, "additionalProperties": false };
const schema23 = { "type": "object", "required": ["$ref"], "patternProperties": { "^\\$ref$": { "type": "string", "format": "uri-reference" } } };
const pattern13 = new RegExp("^(get|put|post|delete|options|head|patch|trace)$", "u");
const pattern15 = new RegExp("^\\$ref$", "u");
const schema24 = { "type": "object", "properties": { "name": { "type": "string" }, "in": { "type": "string" }, "description": { "type": "string" }, "required": { "type": "boolean", "default": false }, "deprecated": { "type": "boolean", "default": false }, "allowEmptyValue": { "type": "boolean", "default": false }, "style": { "type": "string" }, "explode": { "type": "boolean" }, "allowReserved": { "type": "boolean", "default": false }, "schema": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } }, "content": { "type": "object", "additionalProperties": { "$ref": "#/definitions/MediaType" }, "minProperties": 1, "maxProperties": 1 }, "example": {}, "examples": { "type": "object", "additionalProperties": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Example" } } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false, "required": ["name", "in"], "allOf": [{ "$ref": "#/definitions/ExampleXORExamples" }, { "$ref": "#/definitions/SchemaXORContent" }, { "$ref": "#/definitions/ParameterLocation" }] };
const schema25 = { "description": "Example and examples are mutually exclusive", "not": { "required": ["example", "examples"] } };
const schema26 = { "description": "Schema and content are mutually exclusive, at least one is required", "not": { "required": ["schema", "content"] }, "oneOf": [{ "required": ["schema"] }, { "required": ["content"], "description": "Some properties are not allowed if content is present", "allOf": [{ "not": { "required": ["style"] } }, { "not": { "required": ["explode"] } }, { "not": { "required": ["allowReserved"] } }, { "not": { "required": ["example"] } }, { "not": { "required": ["examples"] } }] }] };
const schema27 = { "description": "Parameter location", "oneOf": [{ "description": "Parameter in path", "required": ["required"], "properties": { "in": { "enum": ["path"] }, "style": { "enum": ["matrix", "label", "simple"], "default": "simple" }, "required": { "enum": [true] } } }, { "description": "Parameter in query", "properties": { "in": { "enum": ["query"] }, "style": { "enum": ["form", "spaceDelimited", "pipeDelimited", "deepObject"], "default": "form" } } }, { "description": "Parameter in header", "properties": { "in": { "enum": ["header"] }, "style": { "enum": ["simple"], "default": "simple" } } }, { "description": "Parameter in cookie", "properties": { "in": { "enum": ["cookie"] }, "style": { "enum": ["form"], "default": "form" } } }] };
const schema44 = { "type": "object", "properties": { "summary": { "type": "string" }, "description": { "type": "string" }, "value": {}, "externalValue": { "type": "string", "format": "uri-reference" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const func3 = Object.prototype.hasOwnProperty;
const schema29 = { "type": "object", "properties": { "title": { "type": "string" }, "multipleOf": { "type": "number", "minimum": 0, "exclusiveMinimum": true }, "maximum": { "type": "number" }, "exclusiveMaximum": { "type": "boolean", "default": false }, "minimum": { "type": "number" }, "exclusiveMinimum": { "type": "boolean", "default": false }, "maxLength": { "type": "integer", "minimum": 0 }, "minLength": { "type": "integer", "minimum": 0, "default": 0 }, "pattern": { "type": "string", "format": "regex" }, "maxItems": { "type": "integer", "minimum": 0 }, "minItems": { "type": "integer", "minimum": 0, "default": 0 }, "uniqueItems": { "type": "boolean", "default": false }, "maxProperties": { "type": "integer", "minimum": 0 }, "minProperties": { "type": "integer", "minimum": 0, "default": 0 }, "required": { "type": "array", "items": { "type": "string" }, "minItems": 1, "uniqueItems": true }, "enum": { "type": "array", "items": {}, "minItems": 1, "uniqueItems": false }, "type": { "type": "string", "enum": ["array", "boolean", "integer", "number", "object", "string"] }, "not": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } }, "allOf": { "type": "array", "items": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } } }, "oneOf": { "type": "array", "items": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } } }, "anyOf": { "type": "array", "items": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } } }, "items": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } }, "properties": { "type": "object", "additionalProperties": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } } }, "additionalProperties": { "oneOf": [{ "$ref": "#/definitions/Schema" }, { "$ref": "#/definitions/Reference" }, { "type": "boolean" }], "default": true }, "description": { "type": "string" }, "format": { "type": "string" }, "default": {}, "nullable": { "type": "boolean", "default": false }, "discriminator": { "$ref": "#/definitions/Discriminator" }, "readOnly": { "type": "boolean", "default": false }, "writeOnly": { "type": "boolean", "default": false }, "example": {}, "externalDocs": { "$ref": "#/definitions/ExternalDocumentation" }, "deprecated": { "type": "boolean", "default": false }, "xml": { "$ref": "#/definitions/XML" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const schema37 = { "type": "object", "required": ["propertyName"], "properties": { "propertyName": { "type": "string" }, "mapping": { "type": "object", "additionalProperties": { "type": "string" } } } };
const schema39 = { "type": "object", "properties": { "name": { "type": "string" }, "namespace": { "type": "string", "format": "uri" }, "prefix": { "type": "string" }, "attribute": { "type": "boolean", "default": false }, "wrapped": { "type": "boolean", "default": false } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const formats16 = formats/* fullFormats */.U9.regex;
const formats34 = formats/* fullFormats */.U9.uri;
const wrapper0 = { validate: validate21 };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
        if (!((func3.call(schema29.properties, key0)) || (pattern0.test(key0)))) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    if (data.title !== undefined) {
        if (typeof data.title !== "string") {
            const err1 = { instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.multipleOf !== undefined) {
        let data1 = data.multipleOf;
        if (typeof data1 == "number") {
            if (data1 <= 0 || isNaN(data1)) {
                const err2 = { instancePath: instancePath + "/multipleOf", schemaPath: "#/properties/multipleOf/minimum", keyword: "minimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        else {
            const err3 = { instancePath: instancePath + "/multipleOf", schemaPath: "#/properties/multipleOf/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.maximum !== undefined) {
        if (!(typeof data.maximum == "number")) {
            const err4 = { instancePath: instancePath + "/maximum", schemaPath: "#/properties/maximum/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
    }
    if (data.exclusiveMaximum !== undefined) {
        if (typeof data.exclusiveMaximum !== "boolean") {
            const err5 = { instancePath: instancePath + "/exclusiveMaximum", schemaPath: "#/properties/exclusiveMaximum/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
    }
    if (data.minimum !== undefined) {
        if (!(typeof data.minimum == "number")) {
            const err6 = { instancePath: instancePath + "/minimum", schemaPath: "#/properties/minimum/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
    }
    if (data.exclusiveMinimum !== undefined) {
        if (typeof data.exclusiveMinimum !== "boolean") {
            const err7 = { instancePath: instancePath + "/exclusiveMinimum", schemaPath: "#/properties/exclusiveMinimum/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
    }
    if (data.maxLength !== undefined) {
        let data6 = data.maxLength;
        if (!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))) {
            const err8 = { instancePath: instancePath + "/maxLength", schemaPath: "#/properties/maxLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        if (typeof data6 == "number") {
            if (data6 < 0 || isNaN(data6)) {
                const err9 = { instancePath: instancePath + "/maxLength", schemaPath: "#/properties/maxLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
    }
    if (data.minLength !== undefined) {
        let data7 = data.minLength;
        if (!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))) {
            const err10 = { instancePath: instancePath + "/minLength", schemaPath: "#/properties/minLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
        if (typeof data7 == "number") {
            if (data7 < 0 || isNaN(data7)) {
                const err11 = { instancePath: instancePath + "/minLength", schemaPath: "#/properties/minLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
    }
    if (data.pattern !== undefined) {
        let data8 = data.pattern;
        if (typeof data8 === "string") {
            if (!(formats16(data8))) {
                const err12 = { instancePath: instancePath + "/pattern", schemaPath: "#/properties/pattern/format", keyword: "format", params: { format: "regex" }, message: "must match format \"" + "regex" + "\"" };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
        else {
            const err13 = { instancePath: instancePath + "/pattern", schemaPath: "#/properties/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err13];
            }
            else {
                vErrors.push(err13);
            }
            errors++;
        }
    }
    if (data.maxItems !== undefined) {
        let data9 = data.maxItems;
        if (!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))) {
            const err14 = { instancePath: instancePath + "/maxItems", schemaPath: "#/properties/maxItems/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
        if (typeof data9 == "number") {
            if (data9 < 0 || isNaN(data9)) {
                const err15 = { instancePath: instancePath + "/maxItems", schemaPath: "#/properties/maxItems/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
        }
    }
    if (data.minItems !== undefined) {
        let data10 = data.minItems;
        if (!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))) {
            const err16 = { instancePath: instancePath + "/minItems", schemaPath: "#/properties/minItems/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
        if (typeof data10 == "number") {
            if (data10 < 0 || isNaN(data10)) {
                const err17 = { instancePath: instancePath + "/minItems", schemaPath: "#/properties/minItems/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
        }
    }
    if (data.uniqueItems !== undefined) {
        if (typeof data.uniqueItems !== "boolean") {
            const err18 = { instancePath: instancePath + "/uniqueItems", schemaPath: "#/properties/uniqueItems/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err18];
            }
            else {
                vErrors.push(err18);
            }
            errors++;
        }
    }
    if (data.maxProperties !== undefined) {
        let data12 = data.maxProperties;
        if (!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))) {
            const err19 = { instancePath: instancePath + "/maxProperties", schemaPath: "#/properties/maxProperties/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err19];
            }
            else {
                vErrors.push(err19);
            }
            errors++;
        }
        if (typeof data12 == "number") {
            if (data12 < 0 || isNaN(data12)) {
                const err20 = { instancePath: instancePath + "/maxProperties", schemaPath: "#/properties/maxProperties/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
        }
    }
    if (data.minProperties !== undefined) {
        let data13 = data.minProperties;
        if (!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))) {
            const err21 = { instancePath: instancePath + "/minProperties", schemaPath: "#/properties/minProperties/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err21];
            }
            else {
                vErrors.push(err21);
            }
            errors++;
        }
        if (typeof data13 == "number") {
            if (data13 < 0 || isNaN(data13)) {
                const err22 = { instancePath: instancePath + "/minProperties", schemaPath: "#/properties/minProperties/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err22];
                }
                else {
                    vErrors.push(err22);
                }
                errors++;
            }
        }
    }
    if (data.required !== undefined) {
        let data14 = data.required;
        if (Array.isArray(data14)) {
            if (data14.length < 1) {
                const err23 = { instancePath: instancePath + "/required", schemaPath: "#/properties/required/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
            const len0 = data14.length;
            for (let i0 = 0; i0 < len0; i0++) {
                if (typeof data14[i0] !== "string") {
                    const err24 = { instancePath: instancePath + "/required/" + i0, schemaPath: "#/properties/required/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err24];
                    }
                    else {
                        vErrors.push(err24);
                    }
                    errors++;
                }
            }
            let i1 = data14.length;
            let j0;
            if (i1 > 1) {
                const indices0 = {};
                for (; i1--;) {
                    let item0 = data14[i1];
                    if (typeof item0 !== "string") {
                        continue;
                    }
                    if (typeof indices0[item0] == "number") {
                        j0 = indices0[item0];
                        const err25 = { instancePath: instancePath + "/required", schemaPath: "#/properties/required/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                        if (vErrors === null) {
                            vErrors = [err25];
                        }
                        else {
                            vErrors.push(err25);
                        }
                        errors++;
                        break;
                    }
                    indices0[item0] = i1;
                }
            }
        }
        else {
            const err26 = { instancePath: instancePath + "/required", schemaPath: "#/properties/required/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err26];
            }
            else {
                vErrors.push(err26);
            }
            errors++;
        }
    }
    if (data.enum !== undefined) {
        let data16 = data.enum;
        if (Array.isArray(data16)) {
            if (data16.length < 1) {
                const err27 = { instancePath: instancePath + "/enum", schemaPath: "#/properties/enum/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                    vErrors = [err27];
                }
                else {
                    vErrors.push(err27);
                }
                errors++;
            }
        }
        else {
            const err28 = { instancePath: instancePath + "/enum", schemaPath: "#/properties/enum/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err28];
            }
            else {
                vErrors.push(err28);
            }
            errors++;
        }
    }
    if (data.type !== undefined) {
        let data17 = data.type;
        if (typeof data17 !== "string") {
            const err29 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err29];
            }
            else {
                vErrors.push(err29);
            }
            errors++;
        }
        if (!((((((data17 === "array") || (data17 === "boolean")) || (data17 === "integer")) || (data17 === "number")) || (data17 === "object")) || (data17 === "string"))) {
            const err30 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema29.properties.type.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
                vErrors = [err30];
            }
            else {
                vErrors.push(err30);
            }
            errors++;
        }
    }
    if (data.not !== undefined) {
        let data18 = data.not;
        const _errs39 = errors;
        let valid4 = true;
        const _errs40 = errors;
        if (errors === _errs40) {
            if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                let missing0;
                if ((data18.$ref === undefined) && (missing0 = "$ref")) {
                    const err31 = {};
                    if (vErrors === null) {
                        vErrors = [err31];
                    }
                    else {
                        vErrors.push(err31);
                    }
                    errors++;
                }
            }
            else {
                const err32 = {};
                if (vErrors === null) {
                    vErrors = [err32];
                }
                else {
                    vErrors.push(err32);
                }
                errors++;
            }
        }
        var _valid0 = _errs40 === errors;
        errors = _errs39;
        if (vErrors !== null) {
            if (_errs39) {
                vErrors.length = _errs39;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause0;
        if (_valid0) {
            const _errs42 = errors;
            if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                if (data18.$ref === undefined) {
                    const err33 = { instancePath: instancePath + "/not", schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                    if (vErrors === null) {
                        vErrors = [err33];
                    }
                    else {
                        vErrors.push(err33);
                    }
                    errors++;
                }
                for (const key1 in data18) {
                    if (pattern15.test(key1)) {
                        let data19 = data18[key1];
                        if (typeof data19 === "string") {
                            if (!(formats0.test(data19))) {
                                const err34 = { instancePath: instancePath + "/not/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                if (vErrors === null) {
                                    vErrors = [err34];
                                }
                                else {
                                    vErrors.push(err34);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err35 = { instancePath: instancePath + "/not/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err35];
                            }
                            else {
                                vErrors.push(err35);
                            }
                            errors++;
                        }
                    }
                }
            }
            else {
                const err36 = { instancePath: instancePath + "/not", schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err36];
                }
                else {
                    vErrors.push(err36);
                }
                errors++;
            }
            var _valid0 = _errs42 === errors;
            valid4 = _valid0;
            ifClause0 = "then";
        }
        else {
            const _errs47 = errors;
            if (!(wrapper0.validate(data18))) {
                vErrors = vErrors === null ? prefixErrors(wrapper0.validate.errors, instancePath + "/not") : vErrors.concat(prefixErrors(wrapper0.validate.errors, instancePath + "/not"));
                errors = vErrors.length;
            }
            var _valid0 = _errs47 === errors;
            valid4 = _valid0;
            ifClause0 = "else";
        }
        if (!valid4) {
            const err37 = { instancePath: instancePath + "/not", schemaPath: "#/properties/not/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema" };
            if (vErrors === null) {
                vErrors = [err37];
            }
            else {
                vErrors.push(err37);
            }
            errors++;
        }
    }
    if (data.allOf !== undefined) {
        let data20 = data.allOf;
        if (Array.isArray(data20)) {
            const len1 = data20.length;
            for (let i2 = 0; i2 < len1; i2++) {
                let data21 = data20[i2];
                const _errs51 = errors;
                let valid9 = true;
                const _errs52 = errors;
                if (errors === _errs52) {
                    if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                        let missing1;
                        if ((data21.$ref === undefined) && (missing1 = "$ref")) {
                            const err38 = {};
                            if (vErrors === null) {
                                vErrors = [err38];
                            }
                            else {
                                vErrors.push(err38);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err39 = {};
                        if (vErrors === null) {
                            vErrors = [err39];
                        }
                        else {
                            vErrors.push(err39);
                        }
                        errors++;
                    }
                }
                var _valid1 = _errs52 === errors;
                errors = _errs51;
                if (vErrors !== null) {
                    if (_errs51) {
                        vErrors.length = _errs51;
                    }
                    else {
                        vErrors = null;
                    }
                }
                let ifClause1;
                if (_valid1) {
                    const _errs54 = errors;
                    if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                        if (data21.$ref === undefined) {
                            const err40 = { instancePath: instancePath + "/allOf/" + i2, schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                            if (vErrors === null) {
                                vErrors = [err40];
                            }
                            else {
                                vErrors.push(err40);
                            }
                            errors++;
                        }
                        for (const key2 in data21) {
                            if (pattern15.test(key2)) {
                                let data22 = data21[key2];
                                if (typeof data22 === "string") {
                                    if (!(formats0.test(data22))) {
                                        const err41 = { instancePath: instancePath + "/allOf/" + i2 + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                        if (vErrors === null) {
                                            vErrors = [err41];
                                        }
                                        else {
                                            vErrors.push(err41);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err42 = { instancePath: instancePath + "/allOf/" + i2 + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err42];
                                    }
                                    else {
                                        vErrors.push(err42);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err43 = { instancePath: instancePath + "/allOf/" + i2, schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                            vErrors = [err43];
                        }
                        else {
                            vErrors.push(err43);
                        }
                        errors++;
                    }
                    var _valid1 = _errs54 === errors;
                    valid9 = _valid1;
                    ifClause1 = "then";
                }
                else {
                    const _errs59 = errors;
                    if (!(wrapper0.validate(data21))) {
                        vErrors = vErrors === null ? prefixErrors(wrapper0.validate.errors, instancePath + "/allOf/" + i2) : vErrors.concat(prefixErrors(wrapper0.validate.errors, instancePath + "/allOf/" + i2));
                        errors = vErrors.length;
                    }
                    var _valid1 = _errs59 === errors;
                    valid9 = _valid1;
                    ifClause1 = "else";
                }
                if (!valid9) {
                    const err44 = { instancePath: instancePath + "/allOf/" + i2, schemaPath: "#/properties/allOf/items/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema" };
                    if (vErrors === null) {
                        vErrors = [err44];
                    }
                    else {
                        vErrors.push(err44);
                    }
                    errors++;
                }
            }
        }
        else {
            const err45 = { instancePath: instancePath + "/allOf", schemaPath: "#/properties/allOf/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err45];
            }
            else {
                vErrors.push(err45);
            }
            errors++;
        }
    }
    if (data.oneOf !== undefined) {
        let data23 = data.oneOf;
        if (Array.isArray(data23)) {
            const len2 = data23.length;
            for (let i3 = 0; i3 < len2; i3++) {
                let data24 = data23[i3];
                const _errs63 = errors;
                let valid14 = true;
                const _errs64 = errors;
                if (errors === _errs64) {
                    if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                        let missing2;
                        if ((data24.$ref === undefined) && (missing2 = "$ref")) {
                            const err46 = {};
                            if (vErrors === null) {
                                vErrors = [err46];
                            }
                            else {
                                vErrors.push(err46);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err47 = {};
                        if (vErrors === null) {
                            vErrors = [err47];
                        }
                        else {
                            vErrors.push(err47);
                        }
                        errors++;
                    }
                }
                var _valid2 = _errs64 === errors;
                errors = _errs63;
                if (vErrors !== null) {
                    if (_errs63) {
                        vErrors.length = _errs63;
                    }
                    else {
                        vErrors = null;
                    }
                }
                let ifClause2;
                if (_valid2) {
                    const _errs66 = errors;
                    if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                        if (data24.$ref === undefined) {
                            const err48 = { instancePath: instancePath + "/oneOf/" + i3, schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                            if (vErrors === null) {
                                vErrors = [err48];
                            }
                            else {
                                vErrors.push(err48);
                            }
                            errors++;
                        }
                        for (const key3 in data24) {
                            if (pattern15.test(key3)) {
                                let data25 = data24[key3];
                                if (typeof data25 === "string") {
                                    if (!(formats0.test(data25))) {
                                        const err49 = { instancePath: instancePath + "/oneOf/" + i3 + "/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                        if (vErrors === null) {
                                            vErrors = [err49];
                                        }
                                        else {
                                            vErrors.push(err49);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err50 = { instancePath: instancePath + "/oneOf/" + i3 + "/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err50];
                                    }
                                    else {
                                        vErrors.push(err50);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err51 = { instancePath: instancePath + "/oneOf/" + i3, schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                            vErrors = [err51];
                        }
                        else {
                            vErrors.push(err51);
                        }
                        errors++;
                    }
                    var _valid2 = _errs66 === errors;
                    valid14 = _valid2;
                    ifClause2 = "then";
                }
                else {
                    const _errs71 = errors;
                    if (!(wrapper0.validate(data24))) {
                        vErrors = vErrors === null ? prefixErrors(wrapper0.validate.errors, instancePath + "/oneOf/" + i3) : vErrors.concat(prefixErrors(wrapper0.validate.errors, instancePath + "/oneOf/" + i3));
                        errors = vErrors.length;
                    }
                    var _valid2 = _errs71 === errors;
                    valid14 = _valid2;
                    ifClause2 = "else";
                }
                if (!valid14) {
                    const err52 = { instancePath: instancePath + "/oneOf/" + i3, schemaPath: "#/properties/oneOf/items/if", keyword: "if", params: { failingKeyword: ifClause2 }, message: "must match \"" + ifClause2 + "\" schema" };
                    if (vErrors === null) {
                        vErrors = [err52];
                    }
                    else {
                        vErrors.push(err52);
                    }
                    errors++;
                }
            }
        }
        else {
            const err53 = { instancePath: instancePath + "/oneOf", schemaPath: "#/properties/oneOf/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err53];
            }
            else {
                vErrors.push(err53);
            }
            errors++;
        }
    }
    if (data.anyOf !== undefined) {
        let data26 = data.anyOf;
        if (Array.isArray(data26)) {
            const len3 = data26.length;
            for (let i4 = 0; i4 < len3; i4++) {
                let data27 = data26[i4];
                const _errs75 = errors;
                let valid19 = true;
                const _errs76 = errors;
                if (errors === _errs76) {
                    if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                        let missing3;
                        if ((data27.$ref === undefined) && (missing3 = "$ref")) {
                            const err54 = {};
                            if (vErrors === null) {
                                vErrors = [err54];
                            }
                            else {
                                vErrors.push(err54);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err55 = {};
                        if (vErrors === null) {
                            vErrors = [err55];
                        }
                        else {
                            vErrors.push(err55);
                        }
                        errors++;
                    }
                }
                var _valid3 = _errs76 === errors;
                errors = _errs75;
                if (vErrors !== null) {
                    if (_errs75) {
                        vErrors.length = _errs75;
                    }
                    else {
                        vErrors = null;
                    }
                }
                let ifClause3;
                if (_valid3) {
                    const _errs78 = errors;
                    if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                        if (data27.$ref === undefined) {
                            const err56 = { instancePath: instancePath + "/anyOf/" + i4, schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                            if (vErrors === null) {
                                vErrors = [err56];
                            }
                            else {
                                vErrors.push(err56);
                            }
                            errors++;
                        }
                        for (const key4 in data27) {
                            if (pattern15.test(key4)) {
                                let data28 = data27[key4];
                                if (typeof data28 === "string") {
                                    if (!(formats0.test(data28))) {
                                        const err57 = { instancePath: instancePath + "/anyOf/" + i4 + "/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                        if (vErrors === null) {
                                            vErrors = [err57];
                                        }
                                        else {
                                            vErrors.push(err57);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err58 = { instancePath: instancePath + "/anyOf/" + i4 + "/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err58];
                                    }
                                    else {
                                        vErrors.push(err58);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err59 = { instancePath: instancePath + "/anyOf/" + i4, schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                            vErrors = [err59];
                        }
                        else {
                            vErrors.push(err59);
                        }
                        errors++;
                    }
                    var _valid3 = _errs78 === errors;
                    valid19 = _valid3;
                    ifClause3 = "then";
                }
                else {
                    const _errs83 = errors;
                    if (!(wrapper0.validate(data27))) {
                        vErrors = vErrors === null ? prefixErrors(wrapper0.validate.errors, instancePath + "/anyOf/" + i4) : vErrors.concat(prefixErrors(wrapper0.validate.errors, instancePath + "/anyOf/" + i4));
                        errors = vErrors.length;
                    }
                    var _valid3 = _errs83 === errors;
                    valid19 = _valid3;
                    ifClause3 = "else";
                }
                if (!valid19) {
                    const err60 = { instancePath: instancePath + "/anyOf/" + i4, schemaPath: "#/properties/anyOf/items/if", keyword: "if", params: { failingKeyword: ifClause3 }, message: "must match \"" + ifClause3 + "\" schema" };
                    if (vErrors === null) {
                        vErrors = [err60];
                    }
                    else {
                        vErrors.push(err60);
                    }
                    errors++;
                }
            }
        }
        else {
            const err61 = { instancePath: instancePath + "/anyOf", schemaPath: "#/properties/anyOf/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err61];
            }
            else {
                vErrors.push(err61);
            }
            errors++;
        }
    }
    if (data.items !== undefined) {
        let data29 = data.items;
        const _errs85 = errors;
        let valid22 = true;
        const _errs86 = errors;
        if (errors === _errs86) {
            if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
                let missing4;
                if ((data29.$ref === undefined) && (missing4 = "$ref")) {
                    const err62 = {};
                    if (vErrors === null) {
                        vErrors = [err62];
                    }
                    else {
                        vErrors.push(err62);
                    }
                    errors++;
                }
            }
            else {
                const err63 = {};
                if (vErrors === null) {
                    vErrors = [err63];
                }
                else {
                    vErrors.push(err63);
                }
                errors++;
            }
        }
        var _valid4 = _errs86 === errors;
        errors = _errs85;
        if (vErrors !== null) {
            if (_errs85) {
                vErrors.length = _errs85;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause4;
        if (_valid4) {
            const _errs88 = errors;
            if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
                if (data29.$ref === undefined) {
                    const err64 = { instancePath: instancePath + "/items", schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                    if (vErrors === null) {
                        vErrors = [err64];
                    }
                    else {
                        vErrors.push(err64);
                    }
                    errors++;
                }
                for (const key5 in data29) {
                    if (pattern15.test(key5)) {
                        let data30 = data29[key5];
                        if (typeof data30 === "string") {
                            if (!(formats0.test(data30))) {
                                const err65 = { instancePath: instancePath + "/items/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                if (vErrors === null) {
                                    vErrors = [err65];
                                }
                                else {
                                    vErrors.push(err65);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err66 = { instancePath: instancePath + "/items/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err66];
                            }
                            else {
                                vErrors.push(err66);
                            }
                            errors++;
                        }
                    }
                }
            }
            else {
                const err67 = { instancePath: instancePath + "/items", schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err67];
                }
                else {
                    vErrors.push(err67);
                }
                errors++;
            }
            var _valid4 = _errs88 === errors;
            valid22 = _valid4;
            ifClause4 = "then";
        }
        else {
            const _errs93 = errors;
            if (!(wrapper0.validate(data29))) {
                vErrors = vErrors === null ? prefixErrors(wrapper0.validate.errors, instancePath + "/items") : vErrors.concat(prefixErrors(wrapper0.validate.errors, instancePath + "/items"));
                errors = vErrors.length;
            }
            var _valid4 = _errs93 === errors;
            valid22 = _valid4;
            ifClause4 = "else";
        }
        if (!valid22) {
            const err68 = { instancePath: instancePath + "/items", schemaPath: "#/properties/items/if", keyword: "if", params: { failingKeyword: ifClause4 }, message: "must match \"" + ifClause4 + "\" schema" };
            if (vErrors === null) {
                vErrors = [err68];
            }
            else {
                vErrors.push(err68);
            }
            errors++;
        }
    }
    if (data.properties !== undefined) {
        let data31 = data.properties;
        if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
            for (const key6 in data31) {
                let data32 = data31[key6];
                const _errs98 = errors;
                let valid26 = true;
                const _errs99 = errors;
                if (errors === _errs99) {
                    if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
                        let missing5;
                        if ((data32.$ref === undefined) && (missing5 = "$ref")) {
                            const err69 = {};
                            if (vErrors === null) {
                                vErrors = [err69];
                            }
                            else {
                                vErrors.push(err69);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err70 = {};
                        if (vErrors === null) {
                            vErrors = [err70];
                        }
                        else {
                            vErrors.push(err70);
                        }
                        errors++;
                    }
                }
                var _valid5 = _errs99 === errors;
                errors = _errs98;
                if (vErrors !== null) {
                    if (_errs98) {
                        vErrors.length = _errs98;
                    }
                    else {
                        vErrors = null;
                    }
                }
                let ifClause5;
                if (_valid5) {
                    const _errs101 = errors;
                    if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
                        if (data32.$ref === undefined) {
                            const err71 = { instancePath: instancePath + "/properties/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                            if (vErrors === null) {
                                vErrors = [err71];
                            }
                            else {
                                vErrors.push(err71);
                            }
                            errors++;
                        }
                        for (const key7 in data32) {
                            if (pattern15.test(key7)) {
                                let data33 = data32[key7];
                                if (typeof data33 === "string") {
                                    if (!(formats0.test(data33))) {
                                        const err72 = { instancePath: instancePath + "/properties/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                        if (vErrors === null) {
                                            vErrors = [err72];
                                        }
                                        else {
                                            vErrors.push(err72);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err73 = { instancePath: instancePath + "/properties/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err73];
                                    }
                                    else {
                                        vErrors.push(err73);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err74 = { instancePath: instancePath + "/properties/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                            vErrors = [err74];
                        }
                        else {
                            vErrors.push(err74);
                        }
                        errors++;
                    }
                    var _valid5 = _errs101 === errors;
                    valid26 = _valid5;
                    ifClause5 = "then";
                }
                else {
                    const _errs106 = errors;
                    if (!(wrapper0.validate(data32))) {
                        vErrors = vErrors === null ? prefixErrors(wrapper0.validate.errors, instancePath + "/properties/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(wrapper0.validate.errors, instancePath + "/properties/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")));
                        errors = vErrors.length;
                    }
                    var _valid5 = _errs106 === errors;
                    valid26 = _valid5;
                    ifClause5 = "else";
                }
                if (!valid26) {
                    const err75 = { instancePath: instancePath + "/properties/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/properties/additionalProperties/if", keyword: "if", params: { failingKeyword: ifClause5 }, message: "must match \"" + ifClause5 + "\" schema" };
                    if (vErrors === null) {
                        vErrors = [err75];
                    }
                    else {
                        vErrors.push(err75);
                    }
                    errors++;
                }
            }
        }
        else {
            const err76 = { instancePath: instancePath + "/properties", schemaPath: "#/properties/properties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err76];
            }
            else {
                vErrors.push(err76);
            }
            errors++;
        }
    }
    if (data.additionalProperties !== undefined) {
        let data34 = data.additionalProperties;
        const _errs108 = errors;
        let valid29 = false;
        let passing0 = null;
        const _errs109 = errors;
        if (!(wrapper0.validate(data34))) {
            vErrors = vErrors === null ? prefixErrors(wrapper0.validate.errors, instancePath + "/additionalProperties") : vErrors.concat(prefixErrors(wrapper0.validate.errors, instancePath + "/additionalProperties"));
            errors = vErrors.length;
        }
        var _valid6 = _errs109 === errors;
        if (_valid6) {
            valid29 = true;
            passing0 = 0;
        }
        const _errs110 = errors;
        if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
            if (data34.$ref === undefined) {
                const err77 = { instancePath: instancePath + "/additionalProperties", schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                if (vErrors === null) {
                    vErrors = [err77];
                }
                else {
                    vErrors.push(err77);
                }
                errors++;
            }
            for (const key8 in data34) {
                if (pattern15.test(key8)) {
                    let data35 = data34[key8];
                    if (typeof data35 === "string") {
                        if (!(formats0.test(data35))) {
                            const err78 = { instancePath: instancePath + "/additionalProperties/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                            if (vErrors === null) {
                                vErrors = [err78];
                            }
                            else {
                                vErrors.push(err78);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err79 = { instancePath: instancePath + "/additionalProperties/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                            vErrors = [err79];
                        }
                        else {
                            vErrors.push(err79);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err80 = { instancePath: instancePath + "/additionalProperties", schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err80];
            }
            else {
                vErrors.push(err80);
            }
            errors++;
        }
        var _valid6 = _errs110 === errors;
        if (_valid6 && valid29) {
            valid29 = false;
            passing0 = [passing0, 1];
        }
        else {
            if (_valid6) {
                valid29 = true;
                passing0 = 1;
            }
            const _errs115 = errors;
            if (typeof data34 !== "boolean") {
                const err81 = { instancePath: instancePath + "/additionalProperties", schemaPath: "#/properties/additionalProperties/oneOf/2/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                if (vErrors === null) {
                    vErrors = [err81];
                }
                else {
                    vErrors.push(err81);
                }
                errors++;
            }
            var _valid6 = _errs115 === errors;
            if (_valid6 && valid29) {
                valid29 = false;
                passing0 = [passing0, 2];
            }
            else {
                if (_valid6) {
                    valid29 = true;
                    passing0 = 2;
                }
            }
        }
        if (!valid29) {
            const err82 = { instancePath: instancePath + "/additionalProperties", schemaPath: "#/properties/additionalProperties/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
            if (vErrors === null) {
                vErrors = [err82];
            }
            else {
                vErrors.push(err82);
            }
            errors++;
        }
        else {
            errors = _errs108;
            if (vErrors !== null) {
                if (_errs108) {
                    vErrors.length = _errs108;
                }
                else {
                    vErrors = null;
                }
            }
        }
    }
    if (data.description !== undefined) {
        if (typeof data.description !== "string") {
            const err83 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err83];
            }
            else {
                vErrors.push(err83);
            }
            errors++;
        }
    }
    if (data.format !== undefined) {
        if (typeof data.format !== "string") {
            const err84 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err84];
            }
            else {
                vErrors.push(err84);
            }
            errors++;
        }
    }
    if (data.nullable !== undefined) {
        if (typeof data.nullable !== "boolean") {
            const err85 = { instancePath: instancePath + "/nullable", schemaPath: "#/properties/nullable/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err85];
            }
            else {
                vErrors.push(err85);
            }
            errors++;
        }
    }
    if (data.discriminator !== undefined) {
        let data39 = data.discriminator;
        if (data39 && typeof data39 == "object" && !Array.isArray(data39)) {
            if (data39.propertyName === undefined) {
                const err86 = { instancePath: instancePath + "/discriminator", schemaPath: "#/definitions/Discriminator/required", keyword: "required", params: { missingProperty: "propertyName" }, message: "must have required property '" + "propertyName" + "'" };
                if (vErrors === null) {
                    vErrors = [err86];
                }
                else {
                    vErrors.push(err86);
                }
                errors++;
            }
            if (data39.propertyName !== undefined) {
                if (typeof data39.propertyName !== "string") {
                    const err87 = { instancePath: instancePath + "/discriminator/propertyName", schemaPath: "#/definitions/Discriminator/properties/propertyName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err87];
                    }
                    else {
                        vErrors.push(err87);
                    }
                    errors++;
                }
            }
            if (data39.mapping !== undefined) {
                let data41 = data39.mapping;
                if (data41 && typeof data41 == "object" && !Array.isArray(data41)) {
                    for (const key9 in data41) {
                        if (typeof data41[key9] !== "string") {
                            const err88 = { instancePath: instancePath + "/discriminator/mapping/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Discriminator/properties/mapping/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err88];
                            }
                            else {
                                vErrors.push(err88);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err89 = { instancePath: instancePath + "/discriminator/mapping", schemaPath: "#/definitions/Discriminator/properties/mapping/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err89];
                    }
                    else {
                        vErrors.push(err89);
                    }
                    errors++;
                }
            }
        }
        else {
            const err90 = { instancePath: instancePath + "/discriminator", schemaPath: "#/definitions/Discriminator/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err90];
            }
            else {
                vErrors.push(err90);
            }
            errors++;
        }
    }
    if (data.readOnly !== undefined) {
        if (typeof data.readOnly !== "boolean") {
            const err91 = { instancePath: instancePath + "/readOnly", schemaPath: "#/properties/readOnly/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err91];
            }
            else {
                vErrors.push(err91);
            }
            errors++;
        }
    }
    if (data.writeOnly !== undefined) {
        if (typeof data.writeOnly !== "boolean") {
            const err92 = { instancePath: instancePath + "/writeOnly", schemaPath: "#/properties/writeOnly/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err92];
            }
            else {
                vErrors.push(err92);
            }
            errors++;
        }
    }
    if (data.externalDocs !== undefined) {
        let data45 = data.externalDocs;
        if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
            if (data45.url === undefined) {
                const err93 = { instancePath: instancePath + "/externalDocs", schemaPath: "#/definitions/ExternalDocumentation/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property '" + "url" + "'" };
                if (vErrors === null) {
                    vErrors = [err93];
                }
                else {
                    vErrors.push(err93);
                }
                errors++;
            }
            for (const key10 in data45) {
                if (!(((key10 === "description") || (key10 === "url")) || (pattern0.test(key10)))) {
                    const err94 = { instancePath: instancePath + "/externalDocs", schemaPath: "#/definitions/ExternalDocumentation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err94];
                    }
                    else {
                        vErrors.push(err94);
                    }
                    errors++;
                }
            }
            if (data45.description !== undefined) {
                if (typeof data45.description !== "string") {
                    const err95 = { instancePath: instancePath + "/externalDocs/description", schemaPath: "#/definitions/ExternalDocumentation/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err95];
                    }
                    else {
                        vErrors.push(err95);
                    }
                    errors++;
                }
            }
            if (data45.url !== undefined) {
                let data47 = data45.url;
                if (typeof data47 === "string") {
                    if (!(formats0.test(data47))) {
                        const err96 = { instancePath: instancePath + "/externalDocs/url", schemaPath: "#/definitions/ExternalDocumentation/properties/url/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err96];
                        }
                        else {
                            vErrors.push(err96);
                        }
                        errors++;
                    }
                }
                else {
                    const err97 = { instancePath: instancePath + "/externalDocs/url", schemaPath: "#/definitions/ExternalDocumentation/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err97];
                    }
                    else {
                        vErrors.push(err97);
                    }
                    errors++;
                }
            }
        }
        else {
            const err98 = { instancePath: instancePath + "/externalDocs", schemaPath: "#/definitions/ExternalDocumentation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err98];
            }
            else {
                vErrors.push(err98);
            }
            errors++;
        }
    }
    if (data.deprecated !== undefined) {
        if (typeof data.deprecated !== "boolean") {
            const err99 = { instancePath: instancePath + "/deprecated", schemaPath: "#/properties/deprecated/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err99];
            }
            else {
                vErrors.push(err99);
            }
            errors++;
        }
    }
    if (data.xml !== undefined) {
        let data49 = data.xml;
        if (data49 && typeof data49 == "object" && !Array.isArray(data49)) {
            for (const key11 in data49) {
                if (!((((((key11 === "name") || (key11 === "namespace")) || (key11 === "prefix")) || (key11 === "attribute")) || (key11 === "wrapped")) || (pattern0.test(key11)))) {
                    const err100 = { instancePath: instancePath + "/xml", schemaPath: "#/definitions/XML/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err100];
                    }
                    else {
                        vErrors.push(err100);
                    }
                    errors++;
                }
            }
            if (data49.name !== undefined) {
                if (typeof data49.name !== "string") {
                    const err101 = { instancePath: instancePath + "/xml/name", schemaPath: "#/definitions/XML/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err101];
                    }
                    else {
                        vErrors.push(err101);
                    }
                    errors++;
                }
            }
            if (data49.namespace !== undefined) {
                let data51 = data49.namespace;
                if (typeof data51 === "string") {
                    if (!(formats34(data51))) {
                        const err102 = { instancePath: instancePath + "/xml/namespace", schemaPath: "#/definitions/XML/properties/namespace/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err102];
                        }
                        else {
                            vErrors.push(err102);
                        }
                        errors++;
                    }
                }
                else {
                    const err103 = { instancePath: instancePath + "/xml/namespace", schemaPath: "#/definitions/XML/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err103];
                    }
                    else {
                        vErrors.push(err103);
                    }
                    errors++;
                }
            }
            if (data49.prefix !== undefined) {
                if (typeof data49.prefix !== "string") {
                    const err104 = { instancePath: instancePath + "/xml/prefix", schemaPath: "#/definitions/XML/properties/prefix/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err104];
                    }
                    else {
                        vErrors.push(err104);
                    }
                    errors++;
                }
            }
            if (data49.attribute !== undefined) {
                if (typeof data49.attribute !== "boolean") {
                    const err105 = { instancePath: instancePath + "/xml/attribute", schemaPath: "#/definitions/XML/properties/attribute/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                        vErrors = [err105];
                    }
                    else {
                        vErrors.push(err105);
                    }
                    errors++;
                }
            }
            if (data49.wrapped !== undefined) {
                if (typeof data49.wrapped !== "boolean") {
                    const err106 = { instancePath: instancePath + "/xml/wrapped", schemaPath: "#/definitions/XML/properties/wrapped/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                        vErrors = [err106];
                    }
                    else {
                        vErrors.push(err106);
                    }
                    errors++;
                }
            }
        }
        else {
            const err107 = { instancePath: instancePath + "/xml", schemaPath: "#/definitions/XML/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err107];
            }
            else {
                vErrors.push(err107);
            }
            errors++;
        }
    }
}
else {
    const err108 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err108];
    }
    else {
        vErrors.push(err108);
    }
    errors++;
} validate21.errors = vErrors; return errors === 0; }
const schema40 = { "type": "object", "properties": { "schema": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } }, "example": {}, "examples": { "type": "object", "additionalProperties": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Example" } } }, "encoding": { "type": "object", "additionalProperties": { "$ref": "#/definitions/Encoding" } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false, "allOf": [{ "$ref": "#/definitions/ExampleXORExamples" }] };
const schema45 = { "type": "object", "properties": { "contentType": { "type": "string" }, "headers": { "type": "object", "additionalProperties": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Header" } } }, "style": { "type": "string", "enum": ["form", "spaceDelimited", "pipeDelimited", "deepObject"] }, "explode": { "type": "boolean" }, "allowReserved": { "type": "boolean", "default": false } }, "additionalProperties": false };
const schema47 = { "type": "object", "properties": { "description": { "type": "string" }, "required": { "type": "boolean", "default": false }, "deprecated": { "type": "boolean", "default": false }, "allowEmptyValue": { "type": "boolean", "default": false }, "style": { "type": "string", "enum": ["simple"], "default": "simple" }, "explode": { "type": "boolean" }, "allowReserved": { "type": "boolean", "default": false }, "schema": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } }, "content": { "type": "object", "additionalProperties": { "$ref": "#/definitions/MediaType" }, "minProperties": 1, "maxProperties": 1 }, "example": {}, "examples": { "type": "object", "additionalProperties": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Example" } } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false, "allOf": [{ "$ref": "#/definitions/ExampleXORExamples" }, { "$ref": "#/definitions/SchemaXORContent" }] };
const wrapper7 = { validate: validate23 };
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; const _errs3 = errors; const _errs4 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (((data.example === undefined) && (missing0 = "example")) || ((data.examples === undefined) && (missing0 = "examples"))) {
        const err0 = {};
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
} var valid2 = _errs4 === errors; if (valid2) {
    const err1 = { instancePath, schemaPath: "#/definitions/ExampleXORExamples/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err1];
    }
    else {
        vErrors.push(err1);
    }
    errors++;
}
else {
    errors = _errs3;
    if (vErrors !== null) {
        if (_errs3) {
            vErrors.length = _errs3;
        }
        else {
            vErrors = null;
        }
    }
} const _errs7 = errors; const _errs8 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if (((data.schema === undefined) && (missing1 = "schema")) || ((data.content === undefined) && (missing1 = "content"))) {
        const err2 = {};
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
} var valid4 = _errs8 === errors; if (valid4) {
    const err3 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err3];
    }
    else {
        vErrors.push(err3);
    }
    errors++;
}
else {
    errors = _errs7;
    if (vErrors !== null) {
        if (_errs7) {
            vErrors.length = _errs7;
        }
        else {
            vErrors = null;
        }
    }
} const _errs9 = errors; let valid5 = false; let passing0 = null; const _errs10 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema === undefined) {
        const err4 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/oneOf/0/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property '" + "schema" + "'" };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
} var _valid0 = _errs10 === errors; if (_valid0) {
    valid5 = true;
    passing0 = 0;
} const _errs11 = errors; const _errs13 = errors; const _errs14 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing2;
    if ((data.style === undefined) && (missing2 = "style")) {
        const err5 = {};
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
} var valid7 = _errs14 === errors; if (valid7) {
    const err6 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/oneOf/1/allOf/0/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err6];
    }
    else {
        vErrors.push(err6);
    }
    errors++;
}
else {
    errors = _errs13;
    if (vErrors !== null) {
        if (_errs13) {
            vErrors.length = _errs13;
        }
        else {
            vErrors = null;
        }
    }
} const _errs16 = errors; const _errs17 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing3;
    if ((data.explode === undefined) && (missing3 = "explode")) {
        const err7 = {};
        if (vErrors === null) {
            vErrors = [err7];
        }
        else {
            vErrors.push(err7);
        }
        errors++;
    }
} var valid8 = _errs17 === errors; if (valid8) {
    const err8 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/oneOf/1/allOf/1/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err8];
    }
    else {
        vErrors.push(err8);
    }
    errors++;
}
else {
    errors = _errs16;
    if (vErrors !== null) {
        if (_errs16) {
            vErrors.length = _errs16;
        }
        else {
            vErrors = null;
        }
    }
} const _errs19 = errors; const _errs20 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing4;
    if ((data.allowReserved === undefined) && (missing4 = "allowReserved")) {
        const err9 = {};
        if (vErrors === null) {
            vErrors = [err9];
        }
        else {
            vErrors.push(err9);
        }
        errors++;
    }
} var valid9 = _errs20 === errors; if (valid9) {
    const err10 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/oneOf/1/allOf/2/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err10];
    }
    else {
        vErrors.push(err10);
    }
    errors++;
}
else {
    errors = _errs19;
    if (vErrors !== null) {
        if (_errs19) {
            vErrors.length = _errs19;
        }
        else {
            vErrors = null;
        }
    }
} const _errs22 = errors; const _errs23 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing5;
    if ((data.example === undefined) && (missing5 = "example")) {
        const err11 = {};
        if (vErrors === null) {
            vErrors = [err11];
        }
        else {
            vErrors.push(err11);
        }
        errors++;
    }
} var valid10 = _errs23 === errors; if (valid10) {
    const err12 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/oneOf/1/allOf/3/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err12];
    }
    else {
        vErrors.push(err12);
    }
    errors++;
}
else {
    errors = _errs22;
    if (vErrors !== null) {
        if (_errs22) {
            vErrors.length = _errs22;
        }
        else {
            vErrors = null;
        }
    }
} const _errs25 = errors; const _errs26 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing6;
    if ((data.examples === undefined) && (missing6 = "examples")) {
        const err13 = {};
        if (vErrors === null) {
            vErrors = [err13];
        }
        else {
            vErrors.push(err13);
        }
        errors++;
    }
} var valid11 = _errs26 === errors; if (valid11) {
    const err14 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/oneOf/1/allOf/4/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err14];
    }
    else {
        vErrors.push(err14);
    }
    errors++;
}
else {
    errors = _errs25;
    if (vErrors !== null) {
        if (_errs25) {
            vErrors.length = _errs25;
        }
        else {
            vErrors = null;
        }
    }
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.content === undefined) {
        const err15 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/oneOf/1/required", keyword: "required", params: { missingProperty: "content" }, message: "must have required property '" + "content" + "'" };
        if (vErrors === null) {
            vErrors = [err15];
        }
        else {
            vErrors.push(err15);
        }
        errors++;
    }
} var _valid0 = _errs11 === errors; if (_valid0 && valid5) {
    valid5 = false;
    passing0 = [passing0, 1];
}
else {
    if (_valid0) {
        valid5 = true;
        passing0 = 1;
    }
} if (!valid5) {
    const err16 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    if (vErrors === null) {
        vErrors = [err16];
    }
    else {
        vErrors.push(err16);
    }
    errors++;
}
else {
    errors = _errs9;
    if (vErrors !== null) {
        if (_errs9) {
            vErrors.length = _errs9;
        }
        else {
            vErrors = null;
        }
    }
} if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
        if (!((func3.call(schema47.properties, key0)) || (pattern0.test(key0)))) {
            const err17 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err17];
            }
            else {
                vErrors.push(err17);
            }
            errors++;
        }
    }
    if (data.description !== undefined) {
        if (typeof data.description !== "string") {
            const err18 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err18];
            }
            else {
                vErrors.push(err18);
            }
            errors++;
        }
    }
    if (data.required !== undefined) {
        if (typeof data.required !== "boolean") {
            const err19 = { instancePath: instancePath + "/required", schemaPath: "#/properties/required/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err19];
            }
            else {
                vErrors.push(err19);
            }
            errors++;
        }
    }
    if (data.deprecated !== undefined) {
        if (typeof data.deprecated !== "boolean") {
            const err20 = { instancePath: instancePath + "/deprecated", schemaPath: "#/properties/deprecated/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err20];
            }
            else {
                vErrors.push(err20);
            }
            errors++;
        }
    }
    if (data.allowEmptyValue !== undefined) {
        if (typeof data.allowEmptyValue !== "boolean") {
            const err21 = { instancePath: instancePath + "/allowEmptyValue", schemaPath: "#/properties/allowEmptyValue/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err21];
            }
            else {
                vErrors.push(err21);
            }
            errors++;
        }
    }
    if (data.style !== undefined) {
        let data4 = data.style;
        if (typeof data4 !== "string") {
            const err22 = { instancePath: instancePath + "/style", schemaPath: "#/properties/style/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err22];
            }
            else {
                vErrors.push(err22);
            }
            errors++;
        }
        if (!(data4 === "simple")) {
            const err23 = { instancePath: instancePath + "/style", schemaPath: "#/properties/style/enum", keyword: "enum", params: { allowedValues: schema47.properties.style.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
                vErrors = [err23];
            }
            else {
                vErrors.push(err23);
            }
            errors++;
        }
    }
    if (data.explode !== undefined) {
        if (typeof data.explode !== "boolean") {
            const err24 = { instancePath: instancePath + "/explode", schemaPath: "#/properties/explode/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err24];
            }
            else {
                vErrors.push(err24);
            }
            errors++;
        }
    }
    if (data.allowReserved !== undefined) {
        if (typeof data.allowReserved !== "boolean") {
            const err25 = { instancePath: instancePath + "/allowReserved", schemaPath: "#/properties/allowReserved/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err25];
            }
            else {
                vErrors.push(err25);
            }
            errors++;
        }
    }
    if (data.schema !== undefined) {
        let data7 = data.schema;
        const _errs43 = errors;
        let valid13 = true;
        const _errs44 = errors;
        if (errors === _errs44) {
            if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                let missing7;
                if ((data7.$ref === undefined) && (missing7 = "$ref")) {
                    const err26 = {};
                    if (vErrors === null) {
                        vErrors = [err26];
                    }
                    else {
                        vErrors.push(err26);
                    }
                    errors++;
                }
            }
            else {
                const err27 = {};
                if (vErrors === null) {
                    vErrors = [err27];
                }
                else {
                    vErrors.push(err27);
                }
                errors++;
            }
        }
        var _valid1 = _errs44 === errors;
        errors = _errs43;
        if (vErrors !== null) {
            if (_errs43) {
                vErrors.length = _errs43;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause0;
        if (_valid1) {
            const _errs46 = errors;
            if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                if (data7.$ref === undefined) {
                    const err28 = { instancePath: instancePath + "/schema", schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                    if (vErrors === null) {
                        vErrors = [err28];
                    }
                    else {
                        vErrors.push(err28);
                    }
                    errors++;
                }
                for (const key1 in data7) {
                    if (pattern15.test(key1)) {
                        let data8 = data7[key1];
                        if (typeof data8 === "string") {
                            if (!(formats0.test(data8))) {
                                const err29 = { instancePath: instancePath + "/schema/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                if (vErrors === null) {
                                    vErrors = [err29];
                                }
                                else {
                                    vErrors.push(err29);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err30 = { instancePath: instancePath + "/schema/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err30];
                            }
                            else {
                                vErrors.push(err30);
                            }
                            errors++;
                        }
                    }
                }
            }
            else {
                const err31 = { instancePath: instancePath + "/schema", schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err31];
                }
                else {
                    vErrors.push(err31);
                }
                errors++;
            }
            var _valid1 = _errs46 === errors;
            valid13 = _valid1;
            ifClause0 = "then";
        }
        else {
            const _errs51 = errors;
            if (!(validate21(data7))) {
                vErrors = vErrors === null ? prefixErrors(validate21.errors, instancePath + "/schema") : vErrors.concat(prefixErrors(validate21.errors, instancePath + "/schema"));
                errors = vErrors.length;
            }
            var _valid1 = _errs51 === errors;
            valid13 = _valid1;
            ifClause0 = "else";
        }
        if (!valid13) {
            const err32 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema" };
            if (vErrors === null) {
                vErrors = [err32];
            }
            else {
                vErrors.push(err32);
            }
            errors++;
        }
    }
    if (data.content !== undefined) {
        let data9 = data.content;
        if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
            if (Object.keys(data9).length > 1) {
                const err33 = { instancePath: instancePath + "/content", schemaPath: "#/properties/content/maxProperties", keyword: "maxProperties", params: { limit: 1 }, message: "must NOT have more than 1 properties" };
                if (vErrors === null) {
                    vErrors = [err33];
                }
                else {
                    vErrors.push(err33);
                }
                errors++;
            }
            if (Object.keys(data9).length < 1) {
                const err34 = { instancePath: instancePath + "/content", schemaPath: "#/properties/content/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
                if (vErrors === null) {
                    vErrors = [err34];
                }
                else {
                    vErrors.push(err34);
                }
                errors++;
            }
            for (const key2 in data9) {
                if (!(wrapper7.validate(data9[key2]))) {
                    vErrors = vErrors === null ? prefixErrors(wrapper7.validate.errors, instancePath + "/content/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(wrapper7.validate.errors, instancePath + "/content/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")));
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err35 = { instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err35];
            }
            else {
                vErrors.push(err35);
            }
            errors++;
        }
    }
    if (data.examples !== undefined) {
        let data11 = data.examples;
        if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
            for (const key3 in data11) {
                let data12 = data11[key3];
                const _errs60 = errors;
                let valid18 = true;
                const _errs61 = errors;
                if (errors === _errs61) {
                    if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                        let missing8;
                        if ((data12.$ref === undefined) && (missing8 = "$ref")) {
                            const err36 = {};
                            if (vErrors === null) {
                                vErrors = [err36];
                            }
                            else {
                                vErrors.push(err36);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err37 = {};
                        if (vErrors === null) {
                            vErrors = [err37];
                        }
                        else {
                            vErrors.push(err37);
                        }
                        errors++;
                    }
                }
                var _valid2 = _errs61 === errors;
                errors = _errs60;
                if (vErrors !== null) {
                    if (_errs60) {
                        vErrors.length = _errs60;
                    }
                    else {
                        vErrors = null;
                    }
                }
                let ifClause1;
                if (_valid2) {
                    const _errs63 = errors;
                    if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                        if (data12.$ref === undefined) {
                            const err38 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                            if (vErrors === null) {
                                vErrors = [err38];
                            }
                            else {
                                vErrors.push(err38);
                            }
                            errors++;
                        }
                        for (const key4 in data12) {
                            if (pattern15.test(key4)) {
                                let data13 = data12[key4];
                                if (typeof data13 === "string") {
                                    if (!(formats0.test(data13))) {
                                        const err39 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                        if (vErrors === null) {
                                            vErrors = [err39];
                                        }
                                        else {
                                            vErrors.push(err39);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err40 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err40];
                                    }
                                    else {
                                        vErrors.push(err40);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err41 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                            vErrors = [err41];
                        }
                        else {
                            vErrors.push(err41);
                        }
                        errors++;
                    }
                    var _valid2 = _errs63 === errors;
                    valid18 = _valid2;
                    ifClause1 = "then";
                }
                else {
                    const _errs68 = errors;
                    if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                        for (const key5 in data12) {
                            if (!(((((key5 === "summary") || (key5 === "description")) || (key5 === "value")) || (key5 === "externalValue")) || (pattern0.test(key5)))) {
                                const err42 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Example/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                                if (vErrors === null) {
                                    vErrors = [err42];
                                }
                                else {
                                    vErrors.push(err42);
                                }
                                errors++;
                            }
                        }
                        if (data12.summary !== undefined) {
                            if (typeof data12.summary !== "string") {
                                const err43 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/summary", schemaPath: "#/definitions/Example/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err43];
                                }
                                else {
                                    vErrors.push(err43);
                                }
                                errors++;
                            }
                        }
                        if (data12.description !== undefined) {
                            if (typeof data12.description !== "string") {
                                const err44 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/description", schemaPath: "#/definitions/Example/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err44];
                                }
                                else {
                                    vErrors.push(err44);
                                }
                                errors++;
                            }
                        }
                        if (data12.externalValue !== undefined) {
                            let data16 = data12.externalValue;
                            if (typeof data16 === "string") {
                                if (!(formats0.test(data16))) {
                                    const err45 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/externalValue", schemaPath: "#/definitions/Example/properties/externalValue/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                    if (vErrors === null) {
                                        vErrors = [err45];
                                    }
                                    else {
                                        vErrors.push(err45);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err46 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/externalValue", schemaPath: "#/definitions/Example/properties/externalValue/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err46];
                                }
                                else {
                                    vErrors.push(err46);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err47 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Example/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                            vErrors = [err47];
                        }
                        else {
                            vErrors.push(err47);
                        }
                        errors++;
                    }
                    var _valid2 = _errs68 === errors;
                    valid18 = _valid2;
                    ifClause1 = "else";
                }
                if (!valid18) {
                    const err48 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/examples/additionalProperties/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema" };
                    if (vErrors === null) {
                        vErrors = [err48];
                    }
                    else {
                        vErrors.push(err48);
                    }
                    errors++;
                }
            }
        }
        else {
            const err49 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err49];
            }
            else {
                vErrors.push(err49);
            }
            errors++;
        }
    }
}
else {
    const err50 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err50];
    }
    else {
        vErrors.push(err50);
    }
    errors++;
} validate26.errors = vErrors; return errors === 0; }
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
        if (!(((((key0 === "contentType") || (key0 === "headers")) || (key0 === "style")) || (key0 === "explode")) || (key0 === "allowReserved"))) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    if (data.contentType !== undefined) {
        if (typeof data.contentType !== "string") {
            const err1 = { instancePath: instancePath + "/contentType", schemaPath: "#/properties/contentType/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.headers !== undefined) {
        let data1 = data.headers;
        if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            for (const key1 in data1) {
                let data2 = data1[key1];
                const _errs8 = errors;
                let valid2 = true;
                const _errs9 = errors;
                if (errors === _errs9) {
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        let missing0;
                        if ((data2.$ref === undefined) && (missing0 = "$ref")) {
                            const err2 = {};
                            if (vErrors === null) {
                                vErrors = [err2];
                            }
                            else {
                                vErrors.push(err2);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err3 = {};
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                }
                var _valid0 = _errs9 === errors;
                errors = _errs8;
                if (vErrors !== null) {
                    if (_errs8) {
                        vErrors.length = _errs8;
                    }
                    else {
                        vErrors = null;
                    }
                }
                let ifClause0;
                if (_valid0) {
                    const _errs11 = errors;
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        if (data2.$ref === undefined) {
                            const err4 = { instancePath: instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                            if (vErrors === null) {
                                vErrors = [err4];
                            }
                            else {
                                vErrors.push(err4);
                            }
                            errors++;
                        }
                        for (const key2 in data2) {
                            if (pattern15.test(key2)) {
                                let data3 = data2[key2];
                                if (typeof data3 === "string") {
                                    if (!(formats0.test(data3))) {
                                        const err5 = { instancePath: instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                        if (vErrors === null) {
                                            vErrors = [err5];
                                        }
                                        else {
                                            vErrors.push(err5);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err6 = { instancePath: instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err6];
                                    }
                                    else {
                                        vErrors.push(err6);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err7 = { instancePath: instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                            vErrors = [err7];
                        }
                        else {
                            vErrors.push(err7);
                        }
                        errors++;
                    }
                    var _valid0 = _errs11 === errors;
                    valid2 = _valid0;
                    ifClause0 = "then";
                }
                else {
                    const _errs16 = errors;
                    if (!(validate26(data2))) {
                        vErrors = vErrors === null ? prefixErrors(validate26.errors, instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate26.errors, instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")));
                        errors = vErrors.length;
                    }
                    var _valid0 = _errs16 === errors;
                    valid2 = _valid0;
                    ifClause0 = "else";
                }
                if (!valid2) {
                    const err8 = { instancePath: instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/headers/additionalProperties/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema" };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
        }
        else {
            const err9 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
    }
    if (data.style !== undefined) {
        let data4 = data.style;
        if (typeof data4 !== "string") {
            const err10 = { instancePath: instancePath + "/style", schemaPath: "#/properties/style/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
        if (!((((data4 === "form") || (data4 === "spaceDelimited")) || (data4 === "pipeDelimited")) || (data4 === "deepObject"))) {
            const err11 = { instancePath: instancePath + "/style", schemaPath: "#/properties/style/enum", keyword: "enum", params: { allowedValues: schema45.properties.style.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
    }
    if (data.explode !== undefined) {
        if (typeof data.explode !== "boolean") {
            const err12 = { instancePath: instancePath + "/explode", schemaPath: "#/properties/explode/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
    }
    if (data.allowReserved !== undefined) {
        if (typeof data.allowReserved !== "boolean") {
            const err13 = { instancePath: instancePath + "/allowReserved", schemaPath: "#/properties/allowReserved/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err13];
            }
            else {
                vErrors.push(err13);
            }
            errors++;
        }
    }
}
else {
    const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err14];
    }
    else {
        vErrors.push(err14);
    }
    errors++;
} validate25.errors = vErrors; return errors === 0; }
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; const _errs3 = errors; const _errs4 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (((data.example === undefined) && (missing0 = "example")) || ((data.examples === undefined) && (missing0 = "examples"))) {
        const err0 = {};
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
} var valid2 = _errs4 === errors; if (valid2) {
    const err1 = { instancePath, schemaPath: "#/definitions/ExampleXORExamples/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err1];
    }
    else {
        vErrors.push(err1);
    }
    errors++;
}
else {
    errors = _errs3;
    if (vErrors !== null) {
        if (_errs3) {
            vErrors.length = _errs3;
        }
        else {
            vErrors = null;
        }
    }
} if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
        if (!(((((key0 === "schema") || (key0 === "example")) || (key0 === "examples")) || (key0 === "encoding")) || (pattern0.test(key0)))) {
            const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    if (data.schema !== undefined) {
        let data0 = data.schema;
        const _errs7 = errors;
        let valid4 = true;
        const _errs8 = errors;
        if (errors === _errs8) {
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                let missing1;
                if ((data0.$ref === undefined) && (missing1 = "$ref")) {
                    const err3 = {};
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
            }
            else {
                const err4 = {};
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        var _valid0 = _errs8 === errors;
        errors = _errs7;
        if (vErrors !== null) {
            if (_errs7) {
                vErrors.length = _errs7;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause0;
        if (_valid0) {
            const _errs10 = errors;
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                if (data0.$ref === undefined) {
                    const err5 = { instancePath: instancePath + "/schema", schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
                for (const key1 in data0) {
                    if (pattern15.test(key1)) {
                        let data1 = data0[key1];
                        if (typeof data1 === "string") {
                            if (!(formats0.test(data1))) {
                                const err6 = { instancePath: instancePath + "/schema/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                if (vErrors === null) {
                                    vErrors = [err6];
                                }
                                else {
                                    vErrors.push(err6);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err7 = { instancePath: instancePath + "/schema/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err7];
                            }
                            else {
                                vErrors.push(err7);
                            }
                            errors++;
                        }
                    }
                }
            }
            else {
                const err8 = { instancePath: instancePath + "/schema", schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
            var _valid0 = _errs10 === errors;
            valid4 = _valid0;
            ifClause0 = "then";
        }
        else {
            const _errs15 = errors;
            if (!(validate21(data0))) {
                vErrors = vErrors === null ? prefixErrors(validate21.errors, instancePath + "/schema") : vErrors.concat(prefixErrors(validate21.errors, instancePath + "/schema"));
                errors = vErrors.length;
            }
            var _valid0 = _errs15 === errors;
            valid4 = _valid0;
            ifClause0 = "else";
        }
        if (!valid4) {
            const err9 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema" };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
    }
    if (data.examples !== undefined) {
        let data2 = data.examples;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            for (const key2 in data2) {
                let data3 = data2[key2];
                const _errs20 = errors;
                let valid8 = true;
                const _errs21 = errors;
                if (errors === _errs21) {
                    if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                        let missing2;
                        if ((data3.$ref === undefined) && (missing2 = "$ref")) {
                            const err10 = {};
                            if (vErrors === null) {
                                vErrors = [err10];
                            }
                            else {
                                vErrors.push(err10);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err11 = {};
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                }
                var _valid1 = _errs21 === errors;
                errors = _errs20;
                if (vErrors !== null) {
                    if (_errs20) {
                        vErrors.length = _errs20;
                    }
                    else {
                        vErrors = null;
                    }
                }
                let ifClause1;
                if (_valid1) {
                    const _errs23 = errors;
                    if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                        if (data3.$ref === undefined) {
                            const err12 = { instancePath: instancePath + "/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                            if (vErrors === null) {
                                vErrors = [err12];
                            }
                            else {
                                vErrors.push(err12);
                            }
                            errors++;
                        }
                        for (const key3 in data3) {
                            if (pattern15.test(key3)) {
                                let data4 = data3[key3];
                                if (typeof data4 === "string") {
                                    if (!(formats0.test(data4))) {
                                        const err13 = { instancePath: instancePath + "/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                        if (vErrors === null) {
                                            vErrors = [err13];
                                        }
                                        else {
                                            vErrors.push(err13);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err14 = { instancePath: instancePath + "/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err14];
                                    }
                                    else {
                                        vErrors.push(err14);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err15 = { instancePath: instancePath + "/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                            vErrors = [err15];
                        }
                        else {
                            vErrors.push(err15);
                        }
                        errors++;
                    }
                    var _valid1 = _errs23 === errors;
                    valid8 = _valid1;
                    ifClause1 = "then";
                }
                else {
                    const _errs28 = errors;
                    if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                        for (const key4 in data3) {
                            if (!(((((key4 === "summary") || (key4 === "description")) || (key4 === "value")) || (key4 === "externalValue")) || (pattern0.test(key4)))) {
                                const err16 = { instancePath: instancePath + "/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Example/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                                if (vErrors === null) {
                                    vErrors = [err16];
                                }
                                else {
                                    vErrors.push(err16);
                                }
                                errors++;
                            }
                        }
                        if (data3.summary !== undefined) {
                            if (typeof data3.summary !== "string") {
                                const err17 = { instancePath: instancePath + "/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/summary", schemaPath: "#/definitions/Example/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err17];
                                }
                                else {
                                    vErrors.push(err17);
                                }
                                errors++;
                            }
                        }
                        if (data3.description !== undefined) {
                            if (typeof data3.description !== "string") {
                                const err18 = { instancePath: instancePath + "/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/description", schemaPath: "#/definitions/Example/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err18];
                                }
                                else {
                                    vErrors.push(err18);
                                }
                                errors++;
                            }
                        }
                        if (data3.externalValue !== undefined) {
                            let data7 = data3.externalValue;
                            if (typeof data7 === "string") {
                                if (!(formats0.test(data7))) {
                                    const err19 = { instancePath: instancePath + "/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/externalValue", schemaPath: "#/definitions/Example/properties/externalValue/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                    if (vErrors === null) {
                                        vErrors = [err19];
                                    }
                                    else {
                                        vErrors.push(err19);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err20 = { instancePath: instancePath + "/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/externalValue", schemaPath: "#/definitions/Example/properties/externalValue/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err20];
                                }
                                else {
                                    vErrors.push(err20);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err21 = { instancePath: instancePath + "/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Example/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                            vErrors = [err21];
                        }
                        else {
                            vErrors.push(err21);
                        }
                        errors++;
                    }
                    var _valid1 = _errs28 === errors;
                    valid8 = _valid1;
                    ifClause1 = "else";
                }
                if (!valid8) {
                    const err22 = { instancePath: instancePath + "/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/examples/additionalProperties/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema" };
                    if (vErrors === null) {
                        vErrors = [err22];
                    }
                    else {
                        vErrors.push(err22);
                    }
                    errors++;
                }
            }
        }
        else {
            const err23 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err23];
            }
            else {
                vErrors.push(err23);
            }
            errors++;
        }
    }
    if (data.encoding !== undefined) {
        let data8 = data.encoding;
        if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
            for (const key5 in data8) {
                if (!(validate25(data8[key5]))) {
                    vErrors = vErrors === null ? prefixErrors(validate25.errors, instancePath + "/encoding/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate25.errors, instancePath + "/encoding/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")));
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err24 = { instancePath: instancePath + "/encoding", schemaPath: "#/properties/encoding/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err24];
            }
            else {
                vErrors.push(err24);
            }
            errors++;
        }
    }
}
else {
    const err25 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err25];
    }
    else {
        vErrors.push(err25);
    }
    errors++;
} validate23.errors = vErrors; return errors === 0; }
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; const _errs3 = errors; const _errs4 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (((data.example === undefined) && (missing0 = "example")) || ((data.examples === undefined) && (missing0 = "examples"))) {
        const err0 = {};
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
} var valid2 = _errs4 === errors; if (valid2) {
    const err1 = { instancePath, schemaPath: "#/definitions/ExampleXORExamples/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err1];
    }
    else {
        vErrors.push(err1);
    }
    errors++;
}
else {
    errors = _errs3;
    if (vErrors !== null) {
        if (_errs3) {
            vErrors.length = _errs3;
        }
        else {
            vErrors = null;
        }
    }
} const _errs7 = errors; const _errs8 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if (((data.schema === undefined) && (missing1 = "schema")) || ((data.content === undefined) && (missing1 = "content"))) {
        const err2 = {};
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
} var valid4 = _errs8 === errors; if (valid4) {
    const err3 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err3];
    }
    else {
        vErrors.push(err3);
    }
    errors++;
}
else {
    errors = _errs7;
    if (vErrors !== null) {
        if (_errs7) {
            vErrors.length = _errs7;
        }
        else {
            vErrors = null;
        }
    }
} const _errs9 = errors; let valid5 = false; let passing0 = null; const _errs10 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema === undefined) {
        const err4 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/oneOf/0/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property '" + "schema" + "'" };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
} var _valid0 = _errs10 === errors; if (_valid0) {
    valid5 = true;
    passing0 = 0;
} const _errs11 = errors; const _errs13 = errors; const _errs14 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing2;
    if ((data.style === undefined) && (missing2 = "style")) {
        const err5 = {};
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
} var valid7 = _errs14 === errors; if (valid7) {
    const err6 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/oneOf/1/allOf/0/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err6];
    }
    else {
        vErrors.push(err6);
    }
    errors++;
}
else {
    errors = _errs13;
    if (vErrors !== null) {
        if (_errs13) {
            vErrors.length = _errs13;
        }
        else {
            vErrors = null;
        }
    }
} const _errs16 = errors; const _errs17 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing3;
    if ((data.explode === undefined) && (missing3 = "explode")) {
        const err7 = {};
        if (vErrors === null) {
            vErrors = [err7];
        }
        else {
            vErrors.push(err7);
        }
        errors++;
    }
} var valid8 = _errs17 === errors; if (valid8) {
    const err8 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/oneOf/1/allOf/1/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err8];
    }
    else {
        vErrors.push(err8);
    }
    errors++;
}
else {
    errors = _errs16;
    if (vErrors !== null) {
        if (_errs16) {
            vErrors.length = _errs16;
        }
        else {
            vErrors = null;
        }
    }
} const _errs19 = errors; const _errs20 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing4;
    if ((data.allowReserved === undefined) && (missing4 = "allowReserved")) {
        const err9 = {};
        if (vErrors === null) {
            vErrors = [err9];
        }
        else {
            vErrors.push(err9);
        }
        errors++;
    }
} var valid9 = _errs20 === errors; if (valid9) {
    const err10 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/oneOf/1/allOf/2/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err10];
    }
    else {
        vErrors.push(err10);
    }
    errors++;
}
else {
    errors = _errs19;
    if (vErrors !== null) {
        if (_errs19) {
            vErrors.length = _errs19;
        }
        else {
            vErrors = null;
        }
    }
} const _errs22 = errors; const _errs23 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing5;
    if ((data.example === undefined) && (missing5 = "example")) {
        const err11 = {};
        if (vErrors === null) {
            vErrors = [err11];
        }
        else {
            vErrors.push(err11);
        }
        errors++;
    }
} var valid10 = _errs23 === errors; if (valid10) {
    const err12 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/oneOf/1/allOf/3/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err12];
    }
    else {
        vErrors.push(err12);
    }
    errors++;
}
else {
    errors = _errs22;
    if (vErrors !== null) {
        if (_errs22) {
            vErrors.length = _errs22;
        }
        else {
            vErrors = null;
        }
    }
} const _errs25 = errors; const _errs26 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing6;
    if ((data.examples === undefined) && (missing6 = "examples")) {
        const err13 = {};
        if (vErrors === null) {
            vErrors = [err13];
        }
        else {
            vErrors.push(err13);
        }
        errors++;
    }
} var valid11 = _errs26 === errors; if (valid11) {
    const err14 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/oneOf/1/allOf/4/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err14];
    }
    else {
        vErrors.push(err14);
    }
    errors++;
}
else {
    errors = _errs25;
    if (vErrors !== null) {
        if (_errs25) {
            vErrors.length = _errs25;
        }
        else {
            vErrors = null;
        }
    }
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.content === undefined) {
        const err15 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/oneOf/1/required", keyword: "required", params: { missingProperty: "content" }, message: "must have required property '" + "content" + "'" };
        if (vErrors === null) {
            vErrors = [err15];
        }
        else {
            vErrors.push(err15);
        }
        errors++;
    }
} var _valid0 = _errs11 === errors; if (_valid0 && valid5) {
    valid5 = false;
    passing0 = [passing0, 1];
}
else {
    if (_valid0) {
        valid5 = true;
        passing0 = 1;
    }
} if (!valid5) {
    const err16 = { instancePath, schemaPath: "#/definitions/SchemaXORContent/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    if (vErrors === null) {
        vErrors = [err16];
    }
    else {
        vErrors.push(err16);
    }
    errors++;
}
else {
    errors = _errs9;
    if (vErrors !== null) {
        if (_errs9) {
            vErrors.length = _errs9;
        }
        else {
            vErrors = null;
        }
    }
} const _errs29 = errors; let valid13 = false; let passing1 = null; const _errs30 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.required === undefined) {
        const err17 = { instancePath, schemaPath: "#/definitions/ParameterLocation/oneOf/0/required", keyword: "required", params: { missingProperty: "required" }, message: "must have required property '" + "required" + "'" };
        if (vErrors === null) {
            vErrors = [err17];
        }
        else {
            vErrors.push(err17);
        }
        errors++;
    }
    if (data.in !== undefined) {
        if (!(data.in === "path")) {
            const err18 = { instancePath: instancePath + "/in", schemaPath: "#/definitions/ParameterLocation/oneOf/0/properties/in/enum", keyword: "enum", params: { allowedValues: schema27.oneOf[0].properties.in.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
                vErrors = [err18];
            }
            else {
                vErrors.push(err18);
            }
            errors++;
        }
    }
    if (data.style !== undefined) {
        let data1 = data.style;
        if (!(((data1 === "matrix") || (data1 === "label")) || (data1 === "simple"))) {
            const err19 = { instancePath: instancePath + "/style", schemaPath: "#/definitions/ParameterLocation/oneOf/0/properties/style/enum", keyword: "enum", params: { allowedValues: schema27.oneOf[0].properties.style.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
                vErrors = [err19];
            }
            else {
                vErrors.push(err19);
            }
            errors++;
        }
    }
    if (data.required !== undefined) {
        if (!(data.required === true)) {
            const err20 = { instancePath: instancePath + "/required", schemaPath: "#/definitions/ParameterLocation/oneOf/0/properties/required/enum", keyword: "enum", params: { allowedValues: schema27.oneOf[0].properties.required.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
                vErrors = [err20];
            }
            else {
                vErrors.push(err20);
            }
            errors++;
        }
    }
} var _valid1 = _errs30 === errors; if (_valid1) {
    valid13 = true;
    passing1 = 0;
} const _errs34 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.in !== undefined) {
        if (!(data.in === "query")) {
            const err21 = { instancePath: instancePath + "/in", schemaPath: "#/definitions/ParameterLocation/oneOf/1/properties/in/enum", keyword: "enum", params: { allowedValues: schema27.oneOf[1].properties.in.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
                vErrors = [err21];
            }
            else {
                vErrors.push(err21);
            }
            errors++;
        }
    }
    if (data.style !== undefined) {
        let data4 = data.style;
        if (!((((data4 === "form") || (data4 === "spaceDelimited")) || (data4 === "pipeDelimited")) || (data4 === "deepObject"))) {
            const err22 = { instancePath: instancePath + "/style", schemaPath: "#/definitions/ParameterLocation/oneOf/1/properties/style/enum", keyword: "enum", params: { allowedValues: schema27.oneOf[1].properties.style.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
                vErrors = [err22];
            }
            else {
                vErrors.push(err22);
            }
            errors++;
        }
    }
} var _valid1 = _errs34 === errors; if (_valid1 && valid13) {
    valid13 = false;
    passing1 = [passing1, 1];
}
else {
    if (_valid1) {
        valid13 = true;
        passing1 = 1;
    }
    const _errs37 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.in !== undefined) {
            if (!(data.in === "header")) {
                const err23 = { instancePath: instancePath + "/in", schemaPath: "#/definitions/ParameterLocation/oneOf/2/properties/in/enum", keyword: "enum", params: { allowedValues: schema27.oneOf[2].properties.in.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
        }
        if (data.style !== undefined) {
            if (!(data.style === "simple")) {
                const err24 = { instancePath: instancePath + "/style", schemaPath: "#/definitions/ParameterLocation/oneOf/2/properties/style/enum", keyword: "enum", params: { allowedValues: schema27.oneOf[2].properties.style.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
        }
    }
    var _valid1 = _errs37 === errors;
    if (_valid1 && valid13) {
        valid13 = false;
        passing1 = [passing1, 2];
    }
    else {
        if (_valid1) {
            valid13 = true;
            passing1 = 2;
        }
        const _errs40 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.in !== undefined) {
                if (!(data.in === "cookie")) {
                    const err25 = { instancePath: instancePath + "/in", schemaPath: "#/definitions/ParameterLocation/oneOf/3/properties/in/enum", keyword: "enum", params: { allowedValues: schema27.oneOf[3].properties.in.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                        vErrors = [err25];
                    }
                    else {
                        vErrors.push(err25);
                    }
                    errors++;
                }
            }
            if (data.style !== undefined) {
                if (!(data.style === "form")) {
                    const err26 = { instancePath: instancePath + "/style", schemaPath: "#/definitions/ParameterLocation/oneOf/3/properties/style/enum", keyword: "enum", params: { allowedValues: schema27.oneOf[3].properties.style.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                        vErrors = [err26];
                    }
                    else {
                        vErrors.push(err26);
                    }
                    errors++;
                }
            }
        }
        var _valid1 = _errs40 === errors;
        if (_valid1 && valid13) {
            valid13 = false;
            passing1 = [passing1, 3];
        }
        else {
            if (_valid1) {
                valid13 = true;
                passing1 = 3;
            }
        }
    }
} if (!valid13) {
    const err27 = { instancePath, schemaPath: "#/definitions/ParameterLocation/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
    if (vErrors === null) {
        vErrors = [err27];
    }
    else {
        vErrors.push(err27);
    }
    errors++;
}
else {
    errors = _errs29;
    if (vErrors !== null) {
        if (_errs29) {
            vErrors.length = _errs29;
        }
        else {
            vErrors = null;
        }
    }
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === undefined) {
        const err28 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'" };
        if (vErrors === null) {
            vErrors = [err28];
        }
        else {
            vErrors.push(err28);
        }
        errors++;
    }
    if (data.in === undefined) {
        const err29 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "in" }, message: "must have required property '" + "in" + "'" };
        if (vErrors === null) {
            vErrors = [err29];
        }
        else {
            vErrors.push(err29);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!((func3.call(schema24.properties, key0)) || (pattern0.test(key0)))) {
            const err30 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err30];
            }
            else {
                vErrors.push(err30);
            }
            errors++;
        }
    }
    if (data.name !== undefined) {
        if (typeof data.name !== "string") {
            const err31 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err31];
            }
            else {
                vErrors.push(err31);
            }
            errors++;
        }
    }
    if (data.in !== undefined) {
        if (typeof data.in !== "string") {
            const err32 = { instancePath: instancePath + "/in", schemaPath: "#/properties/in/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err32];
            }
            else {
                vErrors.push(err32);
            }
            errors++;
        }
    }
    if (data.description !== undefined) {
        if (typeof data.description !== "string") {
            const err33 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err33];
            }
            else {
                vErrors.push(err33);
            }
            errors++;
        }
    }
    if (data.required !== undefined) {
        if (typeof data.required !== "boolean") {
            const err34 = { instancePath: instancePath + "/required", schemaPath: "#/properties/required/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err34];
            }
            else {
                vErrors.push(err34);
            }
            errors++;
        }
    }
    if (data.deprecated !== undefined) {
        if (typeof data.deprecated !== "boolean") {
            const err35 = { instancePath: instancePath + "/deprecated", schemaPath: "#/properties/deprecated/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err35];
            }
            else {
                vErrors.push(err35);
            }
            errors++;
        }
    }
    if (data.allowEmptyValue !== undefined) {
        if (typeof data.allowEmptyValue !== "boolean") {
            const err36 = { instancePath: instancePath + "/allowEmptyValue", schemaPath: "#/properties/allowEmptyValue/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err36];
            }
            else {
                vErrors.push(err36);
            }
            errors++;
        }
    }
    if (data.style !== undefined) {
        if (typeof data.style !== "string") {
            const err37 = { instancePath: instancePath + "/style", schemaPath: "#/properties/style/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err37];
            }
            else {
                vErrors.push(err37);
            }
            errors++;
        }
    }
    if (data.explode !== undefined) {
        if (typeof data.explode !== "boolean") {
            const err38 = { instancePath: instancePath + "/explode", schemaPath: "#/properties/explode/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err38];
            }
            else {
                vErrors.push(err38);
            }
            errors++;
        }
    }
    if (data.allowReserved !== undefined) {
        if (typeof data.allowReserved !== "boolean") {
            const err39 = { instancePath: instancePath + "/allowReserved", schemaPath: "#/properties/allowReserved/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err39];
            }
            else {
                vErrors.push(err39);
            }
            errors++;
        }
    }
    if (data.schema !== undefined) {
        let data18 = data.schema;
        const _errs63 = errors;
        let valid19 = true;
        const _errs64 = errors;
        if (errors === _errs64) {
            if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                let missing7;
                if ((data18.$ref === undefined) && (missing7 = "$ref")) {
                    const err40 = {};
                    if (vErrors === null) {
                        vErrors = [err40];
                    }
                    else {
                        vErrors.push(err40);
                    }
                    errors++;
                }
            }
            else {
                const err41 = {};
                if (vErrors === null) {
                    vErrors = [err41];
                }
                else {
                    vErrors.push(err41);
                }
                errors++;
            }
        }
        var _valid2 = _errs64 === errors;
        errors = _errs63;
        if (vErrors !== null) {
            if (_errs63) {
                vErrors.length = _errs63;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause0;
        if (_valid2) {
            const _errs66 = errors;
            if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                if (data18.$ref === undefined) {
                    const err42 = { instancePath: instancePath + "/schema", schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                    if (vErrors === null) {
                        vErrors = [err42];
                    }
                    else {
                        vErrors.push(err42);
                    }
                    errors++;
                }
                for (const key1 in data18) {
                    if (pattern15.test(key1)) {
                        let data19 = data18[key1];
                        if (typeof data19 === "string") {
                            if (!(formats0.test(data19))) {
                                const err43 = { instancePath: instancePath + "/schema/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                if (vErrors === null) {
                                    vErrors = [err43];
                                }
                                else {
                                    vErrors.push(err43);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err44 = { instancePath: instancePath + "/schema/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err44];
                            }
                            else {
                                vErrors.push(err44);
                            }
                            errors++;
                        }
                    }
                }
            }
            else {
                const err45 = { instancePath: instancePath + "/schema", schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err45];
                }
                else {
                    vErrors.push(err45);
                }
                errors++;
            }
            var _valid2 = _errs66 === errors;
            valid19 = _valid2;
            ifClause0 = "then";
        }
        else {
            const _errs71 = errors;
            if (!(validate21(data18))) {
                vErrors = vErrors === null ? prefixErrors(validate21.errors, instancePath + "/schema") : vErrors.concat(prefixErrors(validate21.errors, instancePath + "/schema"));
                errors = vErrors.length;
            }
            var _valid2 = _errs71 === errors;
            valid19 = _valid2;
            ifClause0 = "else";
        }
        if (!valid19) {
            const err46 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema" };
            if (vErrors === null) {
                vErrors = [err46];
            }
            else {
                vErrors.push(err46);
            }
            errors++;
        }
    }
    if (data.content !== undefined) {
        let data20 = data.content;
        if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
            if (Object.keys(data20).length > 1) {
                const err47 = { instancePath: instancePath + "/content", schemaPath: "#/properties/content/maxProperties", keyword: "maxProperties", params: { limit: 1 }, message: "must NOT have more than 1 properties" };
                if (vErrors === null) {
                    vErrors = [err47];
                }
                else {
                    vErrors.push(err47);
                }
                errors++;
            }
            if (Object.keys(data20).length < 1) {
                const err48 = { instancePath: instancePath + "/content", schemaPath: "#/properties/content/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
                if (vErrors === null) {
                    vErrors = [err48];
                }
                else {
                    vErrors.push(err48);
                }
                errors++;
            }
            for (const key2 in data20) {
                if (!(validate23(data20[key2]))) {
                    vErrors = vErrors === null ? prefixErrors(validate23.errors, instancePath + "/content/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate23.errors, instancePath + "/content/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")));
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err49 = { instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err49];
            }
            else {
                vErrors.push(err49);
            }
            errors++;
        }
    }
    if (data.examples !== undefined) {
        let data22 = data.examples;
        if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
            for (const key3 in data22) {
                let data23 = data22[key3];
                const _errs80 = errors;
                let valid24 = true;
                const _errs81 = errors;
                if (errors === _errs81) {
                    if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
                        let missing8;
                        if ((data23.$ref === undefined) && (missing8 = "$ref")) {
                            const err50 = {};
                            if (vErrors === null) {
                                vErrors = [err50];
                            }
                            else {
                                vErrors.push(err50);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err51 = {};
                        if (vErrors === null) {
                            vErrors = [err51];
                        }
                        else {
                            vErrors.push(err51);
                        }
                        errors++;
                    }
                }
                var _valid3 = _errs81 === errors;
                errors = _errs80;
                if (vErrors !== null) {
                    if (_errs80) {
                        vErrors.length = _errs80;
                    }
                    else {
                        vErrors = null;
                    }
                }
                let ifClause1;
                if (_valid3) {
                    const _errs83 = errors;
                    if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
                        if (data23.$ref === undefined) {
                            const err52 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                            if (vErrors === null) {
                                vErrors = [err52];
                            }
                            else {
                                vErrors.push(err52);
                            }
                            errors++;
                        }
                        for (const key4 in data23) {
                            if (pattern15.test(key4)) {
                                let data24 = data23[key4];
                                if (typeof data24 === "string") {
                                    if (!(formats0.test(data24))) {
                                        const err53 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                        if (vErrors === null) {
                                            vErrors = [err53];
                                        }
                                        else {
                                            vErrors.push(err53);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err54 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err54];
                                    }
                                    else {
                                        vErrors.push(err54);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err55 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                            vErrors = [err55];
                        }
                        else {
                            vErrors.push(err55);
                        }
                        errors++;
                    }
                    var _valid3 = _errs83 === errors;
                    valid24 = _valid3;
                    ifClause1 = "then";
                }
                else {
                    const _errs88 = errors;
                    if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
                        for (const key5 in data23) {
                            if (!(((((key5 === "summary") || (key5 === "description")) || (key5 === "value")) || (key5 === "externalValue")) || (pattern0.test(key5)))) {
                                const err56 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Example/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                                if (vErrors === null) {
                                    vErrors = [err56];
                                }
                                else {
                                    vErrors.push(err56);
                                }
                                errors++;
                            }
                        }
                        if (data23.summary !== undefined) {
                            if (typeof data23.summary !== "string") {
                                const err57 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/summary", schemaPath: "#/definitions/Example/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err57];
                                }
                                else {
                                    vErrors.push(err57);
                                }
                                errors++;
                            }
                        }
                        if (data23.description !== undefined) {
                            if (typeof data23.description !== "string") {
                                const err58 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/description", schemaPath: "#/definitions/Example/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err58];
                                }
                                else {
                                    vErrors.push(err58);
                                }
                                errors++;
                            }
                        }
                        if (data23.externalValue !== undefined) {
                            let data27 = data23.externalValue;
                            if (typeof data27 === "string") {
                                if (!(formats0.test(data27))) {
                                    const err59 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/externalValue", schemaPath: "#/definitions/Example/properties/externalValue/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                    if (vErrors === null) {
                                        vErrors = [err59];
                                    }
                                    else {
                                        vErrors.push(err59);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err60 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/externalValue", schemaPath: "#/definitions/Example/properties/externalValue/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err60];
                                }
                                else {
                                    vErrors.push(err60);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err61 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Example/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                            vErrors = [err61];
                        }
                        else {
                            vErrors.push(err61);
                        }
                        errors++;
                    }
                    var _valid3 = _errs88 === errors;
                    valid24 = _valid3;
                    ifClause1 = "else";
                }
                if (!valid24) {
                    const err62 = { instancePath: instancePath + "/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/examples/additionalProperties/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema" };
                    if (vErrors === null) {
                        vErrors = [err62];
                    }
                    else {
                        vErrors.push(err62);
                    }
                    errors++;
                }
            }
        }
        else {
            const err63 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err63];
            }
            else {
                vErrors.push(err63);
            }
            errors++;
        }
    }
}
else {
    const err64 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err64];
    }
    else {
        vErrors.push(err64);
    }
    errors++;
} validate20.errors = vErrors; return errors === 0; }
const schema55 = { "type": "object", "required": ["responses"], "properties": { "tags": { "type": "array", "items": { "type": "string" } }, "summary": { "type": "string" }, "description": { "type": "string" }, "externalDocs": { "$ref": "#/definitions/ExternalDocumentation" }, "operationId": { "type": "string" }, "parameters": { "type": "array", "items": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Parameter" } }, "uniqueItems": true }, "requestBody": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/RequestBody" } }, "responses": { "$ref": "#/definitions/Responses" }, "callbacks": { "type": "object", "additionalProperties": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Callback" } } }, "deprecated": { "type": "boolean", "default": false }, "security": { "type": "array", "items": { "$ref": "#/definitions/SecurityRequirement" } }, "servers": { "type": "array", "items": { "$ref": "#/definitions/Server" } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const func0 = (fast_deep_equal_default());
const schema59 = { "type": "object", "required": ["content"], "properties": { "description": { "type": "string" }, "content": { "type": "object", "additionalProperties": { "$ref": "#/definitions/MediaType" } }, "required": { "type": "boolean", "default": false } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.content === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "content" }, message: "must have required property '" + "content" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!((((key0 === "description") || (key0 === "content")) || (key0 === "required")) || (pattern0.test(key0)))) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.description !== undefined) {
        if (typeof data.description !== "string") {
            const err2 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    if (data.content !== undefined) {
        let data1 = data.content;
        if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            for (const key1 in data1) {
                if (!(validate23(data1[key1]))) {
                    vErrors = vErrors === null ? prefixErrors(validate23.errors, instancePath + "/content/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate23.errors, instancePath + "/content/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")));
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err3 = { instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.required !== undefined) {
        if (typeof data.required !== "boolean") {
            const err4 = { instancePath: instancePath + "/required", schemaPath: "#/properties/required/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
    }
}
else {
    const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err5];
    }
    else {
        vErrors.push(err5);
    }
    errors++;
} validate34.errors = vErrors; return errors === 0; }
const schema60 = { "type": "object", "properties": { "default": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Response" } } }, "patternProperties": { "^[1-5](?:\\d{2}|XX)$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Response" } }, "^x-": {} }, "minProperties": 1, "additionalProperties": false };
const pattern45 = new RegExp("^[1-5](?:\\d{2}|XX)$", "u");
const schema62 = { "type": "object", "required": ["description"], "properties": { "description": { "type": "string" }, "headers": { "type": "object", "additionalProperties": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Header" } } }, "content": { "type": "object", "additionalProperties": { "$ref": "#/definitions/MediaType" } }, "links": { "type": "object", "additionalProperties": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Link" } } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const schema65 = { "type": "object", "properties": { "operationId": { "type": "string" }, "operationRef": { "type": "string", "format": "uri-reference" }, "parameters": { "type": "object", "additionalProperties": {} }, "requestBody": {}, "description": { "type": "string" }, "server": { "$ref": "#/definitions/Server" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false, "not": { "description": "Operation Id and Operation Ref are mutually exclusive", "required": ["operationId", "operationRef"] } };
function validate41(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; const _errs1 = errors; const _errs2 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (((data.operationId === undefined) && (missing0 = "operationId")) || ((data.operationRef === undefined) && (missing0 = "operationRef"))) {
        const err0 = {};
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
} var valid0 = _errs2 === errors; if (valid0) {
    const err1 = { instancePath, schemaPath: "#/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err1];
    }
    else {
        vErrors.push(err1);
    }
    errors++;
}
else {
    errors = _errs1;
    if (vErrors !== null) {
        if (_errs1) {
            vErrors.length = _errs1;
        }
        else {
            vErrors = null;
        }
    }
} if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
        if (!(((((((key0 === "operationId") || (key0 === "operationRef")) || (key0 === "parameters")) || (key0 === "requestBody")) || (key0 === "description")) || (key0 === "server")) || (pattern0.test(key0)))) {
            const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    if (data.operationId !== undefined) {
        if (typeof data.operationId !== "string") {
            const err3 = { instancePath: instancePath + "/operationId", schemaPath: "#/properties/operationId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.operationRef !== undefined) {
        let data1 = data.operationRef;
        if (typeof data1 === "string") {
            if (!(formats0.test(data1))) {
                const err4 = { instancePath: instancePath + "/operationRef", schemaPath: "#/properties/operationRef/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        else {
            const err5 = { instancePath: instancePath + "/operationRef", schemaPath: "#/properties/operationRef/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
    }
    if (data.parameters !== undefined) {
        let data2 = data.parameters;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) { }
        else {
            const err6 = { instancePath: instancePath + "/parameters", schemaPath: "#/properties/parameters/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
    }
    if (data.description !== undefined) {
        if (typeof data.description !== "string") {
            const err7 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
    }
    if (data.server !== undefined) {
        if (!(validate13(data.server))) {
            vErrors = vErrors === null ? prefixErrors(validate13.errors, instancePath + "/server") : vErrors.concat(prefixErrors(validate13.errors, instancePath + "/server"));
            errors = vErrors.length;
        }
    }
}
else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err8];
    }
    else {
        vErrors.push(err8);
    }
    errors++;
} validate41.errors = vErrors; return errors === 0; }
function validate38(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.description === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property '" + "description" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(((((key0 === "description") || (key0 === "headers")) || (key0 === "content")) || (key0 === "links")) || (pattern0.test(key0)))) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.description !== undefined) {
        if (typeof data.description !== "string") {
            const err2 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    if (data.headers !== undefined) {
        let data1 = data.headers;
        if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            for (const key1 in data1) {
                let data2 = data1[key1];
                const _errs8 = errors;
                let valid2 = true;
                const _errs9 = errors;
                if (errors === _errs9) {
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        let missing0;
                        if ((data2.$ref === undefined) && (missing0 = "$ref")) {
                            const err3 = {};
                            if (vErrors === null) {
                                vErrors = [err3];
                            }
                            else {
                                vErrors.push(err3);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err4 = {};
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                }
                var _valid0 = _errs9 === errors;
                errors = _errs8;
                if (vErrors !== null) {
                    if (_errs8) {
                        vErrors.length = _errs8;
                    }
                    else {
                        vErrors = null;
                    }
                }
                let ifClause0;
                if (_valid0) {
                    const _errs11 = errors;
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                        if (data2.$ref === undefined) {
                            const err5 = { instancePath: instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                            if (vErrors === null) {
                                vErrors = [err5];
                            }
                            else {
                                vErrors.push(err5);
                            }
                            errors++;
                        }
                        for (const key2 in data2) {
                            if (pattern15.test(key2)) {
                                let data3 = data2[key2];
                                if (typeof data3 === "string") {
                                    if (!(formats0.test(data3))) {
                                        const err6 = { instancePath: instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                        if (vErrors === null) {
                                            vErrors = [err6];
                                        }
                                        else {
                                            vErrors.push(err6);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err7 = { instancePath: instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err7];
                                    }
                                    else {
                                        vErrors.push(err7);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err8 = { instancePath: instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                            vErrors = [err8];
                        }
                        else {
                            vErrors.push(err8);
                        }
                        errors++;
                    }
                    var _valid0 = _errs11 === errors;
                    valid2 = _valid0;
                    ifClause0 = "then";
                }
                else {
                    const _errs16 = errors;
                    if (!(validate26(data2))) {
                        vErrors = vErrors === null ? prefixErrors(validate26.errors, instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate26.errors, instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")));
                        errors = vErrors.length;
                    }
                    var _valid0 = _errs16 === errors;
                    valid2 = _valid0;
                    ifClause0 = "else";
                }
                if (!valid2) {
                    const err9 = { instancePath: instancePath + "/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/headers/additionalProperties/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema" };
                    if (vErrors === null) {
                        vErrors = [err9];
                    }
                    else {
                        vErrors.push(err9);
                    }
                    errors++;
                }
            }
        }
        else {
            const err10 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
    }
    if (data.content !== undefined) {
        let data4 = data.content;
        if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
            for (const key3 in data4) {
                if (!(validate23(data4[key3]))) {
                    vErrors = vErrors === null ? prefixErrors(validate23.errors, instancePath + "/content/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate23.errors, instancePath + "/content/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")));
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err11 = { instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
    }
    if (data.links !== undefined) {
        let data6 = data.links;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            for (const key4 in data6) {
                let data7 = data6[key4];
                const _errs25 = errors;
                let valid7 = true;
                const _errs26 = errors;
                if (errors === _errs26) {
                    if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                        let missing1;
                        if ((data7.$ref === undefined) && (missing1 = "$ref")) {
                            const err12 = {};
                            if (vErrors === null) {
                                vErrors = [err12];
                            }
                            else {
                                vErrors.push(err12);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err13 = {};
                        if (vErrors === null) {
                            vErrors = [err13];
                        }
                        else {
                            vErrors.push(err13);
                        }
                        errors++;
                    }
                }
                var _valid1 = _errs26 === errors;
                errors = _errs25;
                if (vErrors !== null) {
                    if (_errs25) {
                        vErrors.length = _errs25;
                    }
                    else {
                        vErrors = null;
                    }
                }
                let ifClause1;
                if (_valid1) {
                    const _errs28 = errors;
                    if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                        if (data7.$ref === undefined) {
                            const err14 = { instancePath: instancePath + "/links/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                            if (vErrors === null) {
                                vErrors = [err14];
                            }
                            else {
                                vErrors.push(err14);
                            }
                            errors++;
                        }
                        for (const key5 in data7) {
                            if (pattern15.test(key5)) {
                                let data8 = data7[key5];
                                if (typeof data8 === "string") {
                                    if (!(formats0.test(data8))) {
                                        const err15 = { instancePath: instancePath + "/links/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                        if (vErrors === null) {
                                            vErrors = [err15];
                                        }
                                        else {
                                            vErrors.push(err15);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err16 = { instancePath: instancePath + "/links/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err16];
                                    }
                                    else {
                                        vErrors.push(err16);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err17 = { instancePath: instancePath + "/links/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                            vErrors = [err17];
                        }
                        else {
                            vErrors.push(err17);
                        }
                        errors++;
                    }
                    var _valid1 = _errs28 === errors;
                    valid7 = _valid1;
                    ifClause1 = "then";
                }
                else {
                    const _errs33 = errors;
                    if (!(validate41(data7))) {
                        vErrors = vErrors === null ? prefixErrors(validate41.errors, instancePath + "/links/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate41.errors, instancePath + "/links/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")));
                        errors = vErrors.length;
                    }
                    var _valid1 = _errs33 === errors;
                    valid7 = _valid1;
                    ifClause1 = "else";
                }
                if (!valid7) {
                    const err18 = { instancePath: instancePath + "/links/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/links/additionalProperties/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema" };
                    if (vErrors === null) {
                        vErrors = [err18];
                    }
                    else {
                        vErrors.push(err18);
                    }
                    errors++;
                }
            }
        }
        else {
            const err19 = { instancePath: instancePath + "/links", schemaPath: "#/properties/links/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err19];
            }
            else {
                vErrors.push(err19);
            }
            errors++;
        }
    }
}
else {
    const err20 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err20];
    }
    else {
        vErrors.push(err20);
    }
    errors++;
} validate38.errors = vErrors; return errors === 0; }
function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (Object.keys(data).length < 1) {
        const err0 = { instancePath, schemaPath: "#/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(((key0 === "default") || (pattern45.test(key0))) || (pattern0.test(key0)))) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.default !== undefined) {
        let data0 = data.default;
        const _errs3 = errors;
        let valid1 = true;
        const _errs4 = errors;
        if (errors === _errs4) {
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                let missing0;
                if ((data0.$ref === undefined) && (missing0 = "$ref")) {
                    const err2 = {};
                    if (vErrors === null) {
                        vErrors = [err2];
                    }
                    else {
                        vErrors.push(err2);
                    }
                    errors++;
                }
            }
            else {
                const err3 = {};
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        var _valid0 = _errs4 === errors;
        errors = _errs3;
        if (vErrors !== null) {
            if (_errs3) {
                vErrors.length = _errs3;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause0;
        if (_valid0) {
            const _errs6 = errors;
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                if (data0.$ref === undefined) {
                    const err4 = { instancePath: instancePath + "/default", schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
                for (const key1 in data0) {
                    if (pattern15.test(key1)) {
                        let data1 = data0[key1];
                        if (typeof data1 === "string") {
                            if (!(formats0.test(data1))) {
                                const err5 = { instancePath: instancePath + "/default/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                if (vErrors === null) {
                                    vErrors = [err5];
                                }
                                else {
                                    vErrors.push(err5);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err6 = { instancePath: instancePath + "/default/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err6];
                            }
                            else {
                                vErrors.push(err6);
                            }
                            errors++;
                        }
                    }
                }
            }
            else {
                const err7 = { instancePath: instancePath + "/default", schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
            var _valid0 = _errs6 === errors;
            valid1 = _valid0;
            ifClause0 = "then";
        }
        else {
            const _errs11 = errors;
            if (!(validate38(data0))) {
                vErrors = vErrors === null ? prefixErrors(validate38.errors, instancePath + "/default") : vErrors.concat(prefixErrors(validate38.errors, instancePath + "/default"));
                errors = vErrors.length;
            }
            var _valid0 = _errs11 === errors;
            valid1 = _valid0;
            ifClause0 = "else";
        }
        if (!valid1) {
            const err8 = { instancePath: instancePath + "/default", schemaPath: "#/properties/default/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema" };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
    }
    for (const key2 in data) {
        if (pattern45.test(key2)) {
            let data2 = data[key2];
            const _errs13 = errors;
            let valid5 = true;
            const _errs14 = errors;
            if (errors === _errs14) {
                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                    let missing1;
                    if ((data2.$ref === undefined) && (missing1 = "$ref")) {
                        const err9 = {};
                        if (vErrors === null) {
                            vErrors = [err9];
                        }
                        else {
                            vErrors.push(err9);
                        }
                        errors++;
                    }
                }
                else {
                    const err10 = {};
                    if (vErrors === null) {
                        vErrors = [err10];
                    }
                    else {
                        vErrors.push(err10);
                    }
                    errors++;
                }
            }
            var _valid1 = _errs14 === errors;
            errors = _errs13;
            if (vErrors !== null) {
                if (_errs13) {
                    vErrors.length = _errs13;
                }
                else {
                    vErrors = null;
                }
            }
            let ifClause1;
            if (_valid1) {
                const _errs16 = errors;
                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                    if (data2.$ref === undefined) {
                        const err11 = { instancePath: instancePath + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                    for (const key3 in data2) {
                        if (pattern15.test(key3)) {
                            let data3 = data2[key3];
                            if (typeof data3 === "string") {
                                if (!(formats0.test(data3))) {
                                    const err12 = { instancePath: instancePath + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                    if (vErrors === null) {
                                        vErrors = [err12];
                                    }
                                    else {
                                        vErrors.push(err12);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err13 = { instancePath: instancePath + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err13];
                                }
                                else {
                                    vErrors.push(err13);
                                }
                                errors++;
                            }
                        }
                    }
                }
                else {
                    const err14 = { instancePath: instancePath + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err14];
                    }
                    else {
                        vErrors.push(err14);
                    }
                    errors++;
                }
                var _valid1 = _errs16 === errors;
                valid5 = _valid1;
                ifClause1 = "then";
            }
            else {
                const _errs21 = errors;
                if (!(validate38(data2))) {
                    vErrors = vErrors === null ? prefixErrors(validate38.errors, instancePath + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate38.errors, instancePath + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")));
                    errors = vErrors.length;
                }
                var _valid1 = _errs21 === errors;
                valid5 = _valid1;
                ifClause1 = "else";
            }
            if (!valid5) {
                const err15 = { instancePath: instancePath + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/patternProperties/%5E%5B1-5%5D(%3F%3A%5Cd%7B2%7D%7CXX)%24/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema" };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
        }
    }
}
else {
    const err16 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err16];
    }
    else {
        vErrors.push(err16);
    }
    errors++;
} validate37.errors = vErrors; return errors === 0; }
const schema68 = { "type": "object", "additionalProperties": { "$ref": "#/definitions/PathItem" }, "patternProperties": { "^x-": {} } };
const wrapper8 = { validate: validate18 };
function validate47(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
        if (!(pattern0.test(key0))) {
            if (!(wrapper8.validate(data[key0]))) {
                vErrors = vErrors === null ? prefixErrors(wrapper8.validate.errors, instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(wrapper8.validate.errors, instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")));
                errors = vErrors.length;
            }
        }
    }
}
else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err0];
    }
    else {
        vErrors.push(err0);
    }
    errors++;
} validate47.errors = vErrors; return errors === 0; }
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.responses === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "responses" }, message: "must have required property '" + "responses" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!((func3.call(schema55.properties, key0)) || (pattern0.test(key0)))) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.tags !== undefined) {
        let data0 = data.tags;
        if (Array.isArray(data0)) {
            const len0 = data0.length;
            for (let i0 = 0; i0 < len0; i0++) {
                if (typeof data0[i0] !== "string") {
                    const err2 = { instancePath: instancePath + "/tags/" + i0, schemaPath: "#/properties/tags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err2];
                    }
                    else {
                        vErrors.push(err2);
                    }
                    errors++;
                }
            }
        }
        else {
            const err3 = { instancePath: instancePath + "/tags", schemaPath: "#/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.summary !== undefined) {
        if (typeof data.summary !== "string") {
            const err4 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
    }
    if (data.description !== undefined) {
        if (typeof data.description !== "string") {
            const err5 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
    }
    if (data.externalDocs !== undefined) {
        let data4 = data.externalDocs;
        if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
            if (data4.url === undefined) {
                const err6 = { instancePath: instancePath + "/externalDocs", schemaPath: "#/definitions/ExternalDocumentation/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property '" + "url" + "'" };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
            for (const key1 in data4) {
                if (!(((key1 === "description") || (key1 === "url")) || (pattern0.test(key1)))) {
                    const err7 = { instancePath: instancePath + "/externalDocs", schemaPath: "#/definitions/ExternalDocumentation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
            }
            if (data4.description !== undefined) {
                if (typeof data4.description !== "string") {
                    const err8 = { instancePath: instancePath + "/externalDocs/description", schemaPath: "#/definitions/ExternalDocumentation/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
            if (data4.url !== undefined) {
                let data6 = data4.url;
                if (typeof data6 === "string") {
                    if (!(formats0.test(data6))) {
                        const err9 = { instancePath: instancePath + "/externalDocs/url", schemaPath: "#/definitions/ExternalDocumentation/properties/url/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err9];
                        }
                        else {
                            vErrors.push(err9);
                        }
                        errors++;
                    }
                }
                else {
                    const err10 = { instancePath: instancePath + "/externalDocs/url", schemaPath: "#/definitions/ExternalDocumentation/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err10];
                    }
                    else {
                        vErrors.push(err10);
                    }
                    errors++;
                }
            }
        }
        else {
            const err11 = { instancePath: instancePath + "/externalDocs", schemaPath: "#/definitions/ExternalDocumentation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
    }
    if (data.operationId !== undefined) {
        if (typeof data.operationId !== "string") {
            const err12 = { instancePath: instancePath + "/operationId", schemaPath: "#/properties/operationId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
    }
    if (data.parameters !== undefined) {
        let data8 = data.parameters;
        if (Array.isArray(data8)) {
            const len1 = data8.length;
            for (let i1 = 0; i1 < len1; i1++) {
                let data9 = data8[i1];
                const _errs23 = errors;
                let valid7 = true;
                const _errs24 = errors;
                if (errors === _errs24) {
                    if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                        let missing0;
                        if ((data9.$ref === undefined) && (missing0 = "$ref")) {
                            const err13 = {};
                            if (vErrors === null) {
                                vErrors = [err13];
                            }
                            else {
                                vErrors.push(err13);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err14 = {};
                        if (vErrors === null) {
                            vErrors = [err14];
                        }
                        else {
                            vErrors.push(err14);
                        }
                        errors++;
                    }
                }
                var _valid0 = _errs24 === errors;
                errors = _errs23;
                if (vErrors !== null) {
                    if (_errs23) {
                        vErrors.length = _errs23;
                    }
                    else {
                        vErrors = null;
                    }
                }
                let ifClause0;
                if (_valid0) {
                    const _errs26 = errors;
                    if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                        if (data9.$ref === undefined) {
                            const err15 = { instancePath: instancePath + "/parameters/" + i1, schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                            if (vErrors === null) {
                                vErrors = [err15];
                            }
                            else {
                                vErrors.push(err15);
                            }
                            errors++;
                        }
                        for (const key2 in data9) {
                            if (pattern15.test(key2)) {
                                let data10 = data9[key2];
                                if (typeof data10 === "string") {
                                    if (!(formats0.test(data10))) {
                                        const err16 = { instancePath: instancePath + "/parameters/" + i1 + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                        if (vErrors === null) {
                                            vErrors = [err16];
                                        }
                                        else {
                                            vErrors.push(err16);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err17 = { instancePath: instancePath + "/parameters/" + i1 + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err17];
                                    }
                                    else {
                                        vErrors.push(err17);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err18 = { instancePath: instancePath + "/parameters/" + i1, schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                            vErrors = [err18];
                        }
                        else {
                            vErrors.push(err18);
                        }
                        errors++;
                    }
                    var _valid0 = _errs26 === errors;
                    valid7 = _valid0;
                    ifClause0 = "then";
                }
                else {
                    const _errs31 = errors;
                    if (!(validate20(data9))) {
                        vErrors = vErrors === null ? prefixErrors(validate20.errors, instancePath + "/parameters/" + i1) : vErrors.concat(prefixErrors(validate20.errors, instancePath + "/parameters/" + i1));
                        errors = vErrors.length;
                    }
                    var _valid0 = _errs31 === errors;
                    valid7 = _valid0;
                    ifClause0 = "else";
                }
                if (!valid7) {
                    const err19 = { instancePath: instancePath + "/parameters/" + i1, schemaPath: "#/properties/parameters/items/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema" };
                    if (vErrors === null) {
                        vErrors = [err19];
                    }
                    else {
                        vErrors.push(err19);
                    }
                    errors++;
                }
            }
            let i2 = data8.length;
            let j0;
            if (i2 > 1) {
                outer0: for (; i2--;) {
                    for (j0 = i2; j0--;) {
                        if (func0(data8[i2], data8[j0])) {
                            const err20 = { instancePath: instancePath + "/parameters", schemaPath: "#/properties/parameters/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                            if (vErrors === null) {
                                vErrors = [err20];
                            }
                            else {
                                vErrors.push(err20);
                            }
                            errors++;
                            break outer0;
                        }
                    }
                }
            }
        }
        else {
            const err21 = { instancePath: instancePath + "/parameters", schemaPath: "#/properties/parameters/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err21];
            }
            else {
                vErrors.push(err21);
            }
            errors++;
        }
    }
    if (data.requestBody !== undefined) {
        let data11 = data.requestBody;
        const _errs33 = errors;
        let valid11 = true;
        const _errs34 = errors;
        if (errors === _errs34) {
            if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                let missing1;
                if ((data11.$ref === undefined) && (missing1 = "$ref")) {
                    const err22 = {};
                    if (vErrors === null) {
                        vErrors = [err22];
                    }
                    else {
                        vErrors.push(err22);
                    }
                    errors++;
                }
            }
            else {
                const err23 = {};
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
        }
        var _valid1 = _errs34 === errors;
        errors = _errs33;
        if (vErrors !== null) {
            if (_errs33) {
                vErrors.length = _errs33;
            }
            else {
                vErrors = null;
            }
        }
        let ifClause1;
        if (_valid1) {
            const _errs36 = errors;
            if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                if (data11.$ref === undefined) {
                    const err24 = { instancePath: instancePath + "/requestBody", schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                    if (vErrors === null) {
                        vErrors = [err24];
                    }
                    else {
                        vErrors.push(err24);
                    }
                    errors++;
                }
                for (const key3 in data11) {
                    if (pattern15.test(key3)) {
                        let data12 = data11[key3];
                        if (typeof data12 === "string") {
                            if (!(formats0.test(data12))) {
                                const err25 = { instancePath: instancePath + "/requestBody/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                if (vErrors === null) {
                                    vErrors = [err25];
                                }
                                else {
                                    vErrors.push(err25);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err26 = { instancePath: instancePath + "/requestBody/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err26];
                            }
                            else {
                                vErrors.push(err26);
                            }
                            errors++;
                        }
                    }
                }
            }
            else {
                const err27 = { instancePath: instancePath + "/requestBody", schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err27];
                }
                else {
                    vErrors.push(err27);
                }
                errors++;
            }
            var _valid1 = _errs36 === errors;
            valid11 = _valid1;
            ifClause1 = "then";
        }
        else {
            const _errs41 = errors;
            if (!(validate34(data11))) {
                vErrors = vErrors === null ? prefixErrors(validate34.errors, instancePath + "/requestBody") : vErrors.concat(prefixErrors(validate34.errors, instancePath + "/requestBody"));
                errors = vErrors.length;
            }
            var _valid1 = _errs41 === errors;
            valid11 = _valid1;
            ifClause1 = "else";
        }
        if (!valid11) {
            const err28 = { instancePath: instancePath + "/requestBody", schemaPath: "#/properties/requestBody/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema" };
            if (vErrors === null) {
                vErrors = [err28];
            }
            else {
                vErrors.push(err28);
            }
            errors++;
        }
    }
    if (data.responses !== undefined) {
        if (!(validate37(data.responses))) {
            vErrors = vErrors === null ? prefixErrors(validate37.errors, instancePath + "/responses") : vErrors.concat(prefixErrors(validate37.errors, instancePath + "/responses"));
            errors = vErrors.length;
        }
    }
    if (data.callbacks !== undefined) {
        let data14 = data.callbacks;
        if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
            for (const key4 in data14) {
                let data15 = data14[key4];
                const _errs47 = errors;
                let valid15 = true;
                const _errs48 = errors;
                if (errors === _errs48) {
                    if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                        let missing2;
                        if ((data15.$ref === undefined) && (missing2 = "$ref")) {
                            const err29 = {};
                            if (vErrors === null) {
                                vErrors = [err29];
                            }
                            else {
                                vErrors.push(err29);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err30 = {};
                        if (vErrors === null) {
                            vErrors = [err30];
                        }
                        else {
                            vErrors.push(err30);
                        }
                        errors++;
                    }
                }
                var _valid2 = _errs48 === errors;
                errors = _errs47;
                if (vErrors !== null) {
                    if (_errs47) {
                        vErrors.length = _errs47;
                    }
                    else {
                        vErrors = null;
                    }
                }
                let ifClause2;
                if (_valid2) {
                    const _errs50 = errors;
                    if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                        if (data15.$ref === undefined) {
                            const err31 = { instancePath: instancePath + "/callbacks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                            if (vErrors === null) {
                                vErrors = [err31];
                            }
                            else {
                                vErrors.push(err31);
                            }
                            errors++;
                        }
                        for (const key5 in data15) {
                            if (pattern15.test(key5)) {
                                let data16 = data15[key5];
                                if (typeof data16 === "string") {
                                    if (!(formats0.test(data16))) {
                                        const err32 = { instancePath: instancePath + "/callbacks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                        if (vErrors === null) {
                                            vErrors = [err32];
                                        }
                                        else {
                                            vErrors.push(err32);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err33 = { instancePath: instancePath + "/callbacks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err33];
                                    }
                                    else {
                                        vErrors.push(err33);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err34 = { instancePath: instancePath + "/callbacks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                            vErrors = [err34];
                        }
                        else {
                            vErrors.push(err34);
                        }
                        errors++;
                    }
                    var _valid2 = _errs50 === errors;
                    valid15 = _valid2;
                    ifClause2 = "then";
                }
                else {
                    const _errs55 = errors;
                    if (!(validate47(data15))) {
                        vErrors = vErrors === null ? prefixErrors(validate47.errors, instancePath + "/callbacks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate47.errors, instancePath + "/callbacks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")));
                        errors = vErrors.length;
                    }
                    var _valid2 = _errs55 === errors;
                    valid15 = _valid2;
                    ifClause2 = "else";
                }
                if (!valid15) {
                    const err35 = { instancePath: instancePath + "/callbacks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/callbacks/additionalProperties/if", keyword: "if", params: { failingKeyword: ifClause2 }, message: "must match \"" + ifClause2 + "\" schema" };
                    if (vErrors === null) {
                        vErrors = [err35];
                    }
                    else {
                        vErrors.push(err35);
                    }
                    errors++;
                }
            }
        }
        else {
            const err36 = { instancePath: instancePath + "/callbacks", schemaPath: "#/properties/callbacks/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err36];
            }
            else {
                vErrors.push(err36);
            }
            errors++;
        }
    }
    if (data.deprecated !== undefined) {
        if (typeof data.deprecated !== "boolean") {
            const err37 = { instancePath: instancePath + "/deprecated", schemaPath: "#/properties/deprecated/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err37];
            }
            else {
                vErrors.push(err37);
            }
            errors++;
        }
    }
    if (data.security !== undefined) {
        let data18 = data.security;
        if (Array.isArray(data18)) {
            const len2 = data18.length;
            for (let i3 = 0; i3 < len2; i3++) {
                let data19 = data18[i3];
                if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
                    for (const key6 in data19) {
                        let data20 = data19[key6];
                        if (Array.isArray(data20)) {
                            const len3 = data20.length;
                            for (let i4 = 0; i4 < len3; i4++) {
                                if (typeof data20[i4] !== "string") {
                                    const err38 = { instancePath: instancePath + "/security/" + i3 + "/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i4, schemaPath: "#/definitions/SecurityRequirement/additionalProperties/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err38];
                                    }
                                    else {
                                        vErrors.push(err38);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err39 = { instancePath: instancePath + "/security/" + i3 + "/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/SecurityRequirement/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                            if (vErrors === null) {
                                vErrors = [err39];
                            }
                            else {
                                vErrors.push(err39);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err40 = { instancePath: instancePath + "/security/" + i3, schemaPath: "#/definitions/SecurityRequirement/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err40];
                    }
                    else {
                        vErrors.push(err40);
                    }
                    errors++;
                }
            }
        }
        else {
            const err41 = { instancePath: instancePath + "/security", schemaPath: "#/properties/security/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err41];
            }
            else {
                vErrors.push(err41);
            }
            errors++;
        }
    }
    if (data.servers !== undefined) {
        let data22 = data.servers;
        if (Array.isArray(data22)) {
            const len4 = data22.length;
            for (let i5 = 0; i5 < len4; i5++) {
                if (!(validate13(data22[i5]))) {
                    vErrors = vErrors === null ? prefixErrors(validate13.errors, instancePath + "/servers/" + i5) : vErrors.concat(prefixErrors(validate13.errors, instancePath + "/servers/" + i5));
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err42 = { instancePath: instancePath + "/servers", schemaPath: "#/properties/servers/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err42];
            }
            else {
                vErrors.push(err42);
            }
            errors++;
        }
    }
}
else {
    const err43 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err43];
    }
    else {
        vErrors.push(err43);
    }
    errors++;
} validate32.errors = vErrors; return errors === 0; }
function validate18(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
        if (!(((((((key0 === "$ref") || (key0 === "summary")) || (key0 === "description")) || (key0 === "servers")) || (key0 === "parameters")) || (pattern13.test(key0))) || (pattern0.test(key0)))) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    if (data.$ref !== undefined) {
        if (typeof data.$ref !== "string") {
            const err1 = { instancePath: instancePath + "/$ref", schemaPath: "#/properties/%24ref/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.summary !== undefined) {
        if (typeof data.summary !== "string") {
            const err2 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    if (data.description !== undefined) {
        if (typeof data.description !== "string") {
            const err3 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.servers !== undefined) {
        let data3 = data.servers;
        if (Array.isArray(data3)) {
            const len0 = data3.length;
            for (let i0 = 0; i0 < len0; i0++) {
                if (!(validate13(data3[i0]))) {
                    vErrors = vErrors === null ? prefixErrors(validate13.errors, instancePath + "/servers/" + i0) : vErrors.concat(prefixErrors(validate13.errors, instancePath + "/servers/" + i0));
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err4 = { instancePath: instancePath + "/servers", schemaPath: "#/properties/servers/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
    }
    if (data.parameters !== undefined) {
        let data5 = data.parameters;
        if (Array.isArray(data5)) {
            const len1 = data5.length;
            for (let i1 = 0; i1 < len1; i1++) {
                let data6 = data5[i1];
                const _errs14 = errors;
                let valid5 = true;
                const _errs15 = errors;
                if (errors === _errs15) {
                    if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                        let missing0;
                        if ((data6.$ref === undefined) && (missing0 = "$ref")) {
                            const err5 = {};
                            if (vErrors === null) {
                                vErrors = [err5];
                            }
                            else {
                                vErrors.push(err5);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err6 = {};
                        if (vErrors === null) {
                            vErrors = [err6];
                        }
                        else {
                            vErrors.push(err6);
                        }
                        errors++;
                    }
                }
                var _valid0 = _errs15 === errors;
                errors = _errs14;
                if (vErrors !== null) {
                    if (_errs14) {
                        vErrors.length = _errs14;
                    }
                    else {
                        vErrors = null;
                    }
                }
                let ifClause0;
                if (_valid0) {
                    const _errs17 = errors;
                    if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                        if (data6.$ref === undefined) {
                            const err7 = { instancePath: instancePath + "/parameters/" + i1, schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                            if (vErrors === null) {
                                vErrors = [err7];
                            }
                            else {
                                vErrors.push(err7);
                            }
                            errors++;
                        }
                        for (const key1 in data6) {
                            if (pattern15.test(key1)) {
                                let data7 = data6[key1];
                                if (typeof data7 === "string") {
                                    if (!(formats0.test(data7))) {
                                        const err8 = { instancePath: instancePath + "/parameters/" + i1 + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                        if (vErrors === null) {
                                            vErrors = [err8];
                                        }
                                        else {
                                            vErrors.push(err8);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err9 = { instancePath: instancePath + "/parameters/" + i1 + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err9];
                                    }
                                    else {
                                        vErrors.push(err9);
                                    }
                                    errors++;
                                }
                            }
                        }
                    }
                    else {
                        const err10 = { instancePath: instancePath + "/parameters/" + i1, schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                    var _valid0 = _errs17 === errors;
                    valid5 = _valid0;
                    ifClause0 = "then";
                }
                else {
                    const _errs22 = errors;
                    if (!(validate20(data6))) {
                        vErrors = vErrors === null ? prefixErrors(validate20.errors, instancePath + "/parameters/" + i1) : vErrors.concat(prefixErrors(validate20.errors, instancePath + "/parameters/" + i1));
                        errors = vErrors.length;
                    }
                    var _valid0 = _errs22 === errors;
                    valid5 = _valid0;
                    ifClause0 = "else";
                }
                if (!valid5) {
                    const err11 = { instancePath: instancePath + "/parameters/" + i1, schemaPath: "#/properties/parameters/items/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema" };
                    if (vErrors === null) {
                        vErrors = [err11];
                    }
                    else {
                        vErrors.push(err11);
                    }
                    errors++;
                }
            }
            let i2 = data5.length;
            let j0;
            if (i2 > 1) {
                outer0: for (; i2--;) {
                    for (j0 = i2; j0--;) {
                        if (func0(data5[i2], data5[j0])) {
                            const err12 = { instancePath: instancePath + "/parameters", schemaPath: "#/properties/parameters/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                            if (vErrors === null) {
                                vErrors = [err12];
                            }
                            else {
                                vErrors.push(err12);
                            }
                            errors++;
                            break outer0;
                        }
                    }
                }
            }
        }
        else {
            const err13 = { instancePath: instancePath + "/parameters", schemaPath: "#/properties/parameters/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err13];
            }
            else {
                vErrors.push(err13);
            }
            errors++;
        }
    }
    for (const key2 in data) {
        if (pattern13.test(key2)) {
            if (!(validate32(data[key2]))) {
                vErrors = vErrors === null ? prefixErrors(validate32.errors, instancePath + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate32.errors, instancePath + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")));
                errors = vErrors.length;
            }
        }
    }
}
else {
    const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err14];
    }
    else {
        vErrors.push(err14);
    }
    errors++;
} validate18.errors = vErrors; return errors === 0; }
function validate17(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
        if (!((pattern10.test(key0)) || (pattern0.test(key0)))) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    for (const key1 in data) {
        if (pattern10.test(key1)) {
            if (!(validate18(data[key1]))) {
                vErrors = vErrors === null ? prefixErrors(validate18.errors, instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate18.errors, instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")));
                errors = vErrors.length;
            }
        }
    }
}
else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err1];
    }
    else {
        vErrors.push(err1);
    }
    errors++;
} validate17.errors = vErrors; return errors === 0; }
const schema70 = { "type": "object", "properties": { "schemas": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Schema" } } } }, "responses": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Response" } } } }, "parameters": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Parameter" } } } }, "examples": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Example" } } } }, "requestBodies": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/RequestBody" } } } }, "headers": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Header" } } } }, "securitySchemes": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/SecurityScheme" } } } }, "links": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Link" } } } }, "callbacks": { "type": "object", "patternProperties": { "^[a-zA-Z0-9\\.\\-_]+$": { "if": { "type": "object", "required": ["$ref"] }, "then": { "$ref": "#/definitions/Reference" }, "else": { "$ref": "#/definitions/Callback" } } } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const pattern60 = new RegExp("^[a-zA-Z0-9\\.\\-_]+$", "u");
const schema79 = { "oneOf": [{ "$ref": "#/definitions/APIKeySecurityScheme" }, { "$ref": "#/definitions/HTTPSecurityScheme" }, { "$ref": "#/definitions/OAuth2SecurityScheme" }, { "$ref": "#/definitions/OpenIdConnectSecurityScheme" }] };
const schema80 = { "type": "object", "required": ["type", "name", "in"], "properties": { "type": { "type": "string", "enum": ["apiKey"] }, "name": { "type": "string" }, "in": { "type": "string", "enum": ["header", "query", "cookie"] }, "description": { "type": "string" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const schema81 = { "type": "object", "required": ["scheme", "type"], "properties": { "scheme": { "type": "string" }, "bearerFormat": { "type": "string" }, "description": { "type": "string" }, "type": { "type": "string", "enum": ["http"] } }, "patternProperties": { "^x-": {} }, "additionalProperties": false, "oneOf": [{ "description": "Bearer", "properties": { "scheme": { "type": "string", "pattern": "^[Bb][Ee][Aa][Rr][Ee][Rr]$" } } }, { "description": "Non Bearer", "not": { "required": ["bearerFormat"] }, "properties": { "scheme": { "not": { "type": "string", "pattern": "^[Bb][Ee][Aa][Rr][Ee][Rr]$" } } } }] };
const schema88 = { "type": "object", "required": ["type", "openIdConnectUrl"], "properties": { "type": { "type": "string", "enum": ["openIdConnect"] }, "openIdConnectUrl": { "type": "string", "format": "uri-reference" }, "description": { "type": "string" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const pattern76 = new RegExp("^[Bb][Ee][Aa][Rr][Ee][Rr]$", "u");
const schema82 = { "type": "object", "required": ["type", "flows"], "properties": { "type": { "type": "string", "enum": ["oauth2"] }, "flows": { "$ref": "#/definitions/OAuthFlows" }, "description": { "type": "string" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const schema83 = { "type": "object", "properties": { "implicit": { "$ref": "#/definitions/ImplicitOAuthFlow" }, "password": { "$ref": "#/definitions/PasswordOAuthFlow" }, "clientCredentials": { "$ref": "#/definitions/ClientCredentialsFlow" }, "authorizationCode": { "$ref": "#/definitions/AuthorizationCodeOAuthFlow" } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const schema84 = { "type": "object", "required": ["authorizationUrl", "scopes"], "properties": { "authorizationUrl": { "type": "string", "format": "uri-reference" }, "refreshUrl": { "type": "string", "format": "uri-reference" }, "scopes": { "type": "object", "additionalProperties": { "type": "string" } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const schema85 = { "type": "object", "required": ["tokenUrl", "scopes"], "properties": { "tokenUrl": { "type": "string", "format": "uri-reference" }, "refreshUrl": { "type": "string", "format": "uri-reference" }, "scopes": { "type": "object", "additionalProperties": { "type": "string" } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const schema86 = { "type": "object", "required": ["tokenUrl", "scopes"], "properties": { "tokenUrl": { "type": "string", "format": "uri-reference" }, "refreshUrl": { "type": "string", "format": "uri-reference" }, "scopes": { "type": "object", "additionalProperties": { "type": "string" } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
const schema87 = { "type": "object", "required": ["authorizationUrl", "tokenUrl", "scopes"], "properties": { "authorizationUrl": { "type": "string", "format": "uri-reference" }, "tokenUrl": { "type": "string", "format": "uri-reference" }, "refreshUrl": { "type": "string", "format": "uri-reference" }, "scopes": { "type": "object", "additionalProperties": { "type": "string" } } }, "patternProperties": { "^x-": {} }, "additionalProperties": false };
function validate61(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
        if (!(((((key0 === "implicit") || (key0 === "password")) || (key0 === "clientCredentials")) || (key0 === "authorizationCode")) || (pattern0.test(key0)))) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    if (data.implicit !== undefined) {
        let data0 = data.implicit;
        if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
            if (data0.authorizationUrl === undefined) {
                const err1 = { instancePath: instancePath + "/implicit", schemaPath: "#/definitions/ImplicitOAuthFlow/required", keyword: "required", params: { missingProperty: "authorizationUrl" }, message: "must have required property '" + "authorizationUrl" + "'" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
            if (data0.scopes === undefined) {
                const err2 = { instancePath: instancePath + "/implicit", schemaPath: "#/definitions/ImplicitOAuthFlow/required", keyword: "required", params: { missingProperty: "scopes" }, message: "must have required property '" + "scopes" + "'" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
            for (const key1 in data0) {
                if (!((((key1 === "authorizationUrl") || (key1 === "refreshUrl")) || (key1 === "scopes")) || (pattern0.test(key1)))) {
                    const err3 = { instancePath: instancePath + "/implicit", schemaPath: "#/definitions/ImplicitOAuthFlow/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
            }
            if (data0.authorizationUrl !== undefined) {
                let data1 = data0.authorizationUrl;
                if (typeof data1 === "string") {
                    if (!(formats0.test(data1))) {
                        const err4 = { instancePath: instancePath + "/implicit/authorizationUrl", schemaPath: "#/definitions/ImplicitOAuthFlow/properties/authorizationUrl/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                }
                else {
                    const err5 = { instancePath: instancePath + "/implicit/authorizationUrl", schemaPath: "#/definitions/ImplicitOAuthFlow/properties/authorizationUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            if (data0.refreshUrl !== undefined) {
                let data2 = data0.refreshUrl;
                if (typeof data2 === "string") {
                    if (!(formats0.test(data2))) {
                        const err6 = { instancePath: instancePath + "/implicit/refreshUrl", schemaPath: "#/definitions/ImplicitOAuthFlow/properties/refreshUrl/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err6];
                        }
                        else {
                            vErrors.push(err6);
                        }
                        errors++;
                    }
                }
                else {
                    const err7 = { instancePath: instancePath + "/implicit/refreshUrl", schemaPath: "#/definitions/ImplicitOAuthFlow/properties/refreshUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
            }
            if (data0.scopes !== undefined) {
                let data3 = data0.scopes;
                if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                    for (const key2 in data3) {
                        if (typeof data3[key2] !== "string") {
                            const err8 = { instancePath: instancePath + "/implicit/scopes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/ImplicitOAuthFlow/properties/scopes/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err8];
                            }
                            else {
                                vErrors.push(err8);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err9 = { instancePath: instancePath + "/implicit/scopes", schemaPath: "#/definitions/ImplicitOAuthFlow/properties/scopes/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err9];
                    }
                    else {
                        vErrors.push(err9);
                    }
                    errors++;
                }
            }
        }
        else {
            const err10 = { instancePath: instancePath + "/implicit", schemaPath: "#/definitions/ImplicitOAuthFlow/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
    }
    if (data.password !== undefined) {
        let data5 = data.password;
        if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
            if (data5.tokenUrl === undefined) {
                const err11 = { instancePath: instancePath + "/password", schemaPath: "#/definitions/PasswordOAuthFlow/required", keyword: "required", params: { missingProperty: "tokenUrl" }, message: "must have required property '" + "tokenUrl" + "'" };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
            if (data5.scopes === undefined) {
                const err12 = { instancePath: instancePath + "/password", schemaPath: "#/definitions/PasswordOAuthFlow/required", keyword: "required", params: { missingProperty: "scopes" }, message: "must have required property '" + "scopes" + "'" };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
            for (const key3 in data5) {
                if (!((((key3 === "tokenUrl") || (key3 === "refreshUrl")) || (key3 === "scopes")) || (pattern0.test(key3)))) {
                    const err13 = { instancePath: instancePath + "/password", schemaPath: "#/definitions/PasswordOAuthFlow/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err13];
                    }
                    else {
                        vErrors.push(err13);
                    }
                    errors++;
                }
            }
            if (data5.tokenUrl !== undefined) {
                let data6 = data5.tokenUrl;
                if (typeof data6 === "string") {
                    if (!(formats0.test(data6))) {
                        const err14 = { instancePath: instancePath + "/password/tokenUrl", schemaPath: "#/definitions/PasswordOAuthFlow/properties/tokenUrl/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err14];
                        }
                        else {
                            vErrors.push(err14);
                        }
                        errors++;
                    }
                }
                else {
                    const err15 = { instancePath: instancePath + "/password/tokenUrl", schemaPath: "#/definitions/PasswordOAuthFlow/properties/tokenUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err15];
                    }
                    else {
                        vErrors.push(err15);
                    }
                    errors++;
                }
            }
            if (data5.refreshUrl !== undefined) {
                let data7 = data5.refreshUrl;
                if (typeof data7 === "string") {
                    if (!(formats0.test(data7))) {
                        const err16 = { instancePath: instancePath + "/password/refreshUrl", schemaPath: "#/definitions/PasswordOAuthFlow/properties/refreshUrl/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err16];
                        }
                        else {
                            vErrors.push(err16);
                        }
                        errors++;
                    }
                }
                else {
                    const err17 = { instancePath: instancePath + "/password/refreshUrl", schemaPath: "#/definitions/PasswordOAuthFlow/properties/refreshUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err17];
                    }
                    else {
                        vErrors.push(err17);
                    }
                    errors++;
                }
            }
            if (data5.scopes !== undefined) {
                let data8 = data5.scopes;
                if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                    for (const key4 in data8) {
                        if (typeof data8[key4] !== "string") {
                            const err18 = { instancePath: instancePath + "/password/scopes/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/PasswordOAuthFlow/properties/scopes/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err18];
                            }
                            else {
                                vErrors.push(err18);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err19 = { instancePath: instancePath + "/password/scopes", schemaPath: "#/definitions/PasswordOAuthFlow/properties/scopes/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err19];
                    }
                    else {
                        vErrors.push(err19);
                    }
                    errors++;
                }
            }
        }
        else {
            const err20 = { instancePath: instancePath + "/password", schemaPath: "#/definitions/PasswordOAuthFlow/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err20];
            }
            else {
                vErrors.push(err20);
            }
            errors++;
        }
    }
    if (data.clientCredentials !== undefined) {
        let data10 = data.clientCredentials;
        if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
            if (data10.tokenUrl === undefined) {
                const err21 = { instancePath: instancePath + "/clientCredentials", schemaPath: "#/definitions/ClientCredentialsFlow/required", keyword: "required", params: { missingProperty: "tokenUrl" }, message: "must have required property '" + "tokenUrl" + "'" };
                if (vErrors === null) {
                    vErrors = [err21];
                }
                else {
                    vErrors.push(err21);
                }
                errors++;
            }
            if (data10.scopes === undefined) {
                const err22 = { instancePath: instancePath + "/clientCredentials", schemaPath: "#/definitions/ClientCredentialsFlow/required", keyword: "required", params: { missingProperty: "scopes" }, message: "must have required property '" + "scopes" + "'" };
                if (vErrors === null) {
                    vErrors = [err22];
                }
                else {
                    vErrors.push(err22);
                }
                errors++;
            }
            for (const key5 in data10) {
                if (!((((key5 === "tokenUrl") || (key5 === "refreshUrl")) || (key5 === "scopes")) || (pattern0.test(key5)))) {
                    const err23 = { instancePath: instancePath + "/clientCredentials", schemaPath: "#/definitions/ClientCredentialsFlow/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err23];
                    }
                    else {
                        vErrors.push(err23);
                    }
                    errors++;
                }
            }
            if (data10.tokenUrl !== undefined) {
                let data11 = data10.tokenUrl;
                if (typeof data11 === "string") {
                    if (!(formats0.test(data11))) {
                        const err24 = { instancePath: instancePath + "/clientCredentials/tokenUrl", schemaPath: "#/definitions/ClientCredentialsFlow/properties/tokenUrl/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err24];
                        }
                        else {
                            vErrors.push(err24);
                        }
                        errors++;
                    }
                }
                else {
                    const err25 = { instancePath: instancePath + "/clientCredentials/tokenUrl", schemaPath: "#/definitions/ClientCredentialsFlow/properties/tokenUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err25];
                    }
                    else {
                        vErrors.push(err25);
                    }
                    errors++;
                }
            }
            if (data10.refreshUrl !== undefined) {
                let data12 = data10.refreshUrl;
                if (typeof data12 === "string") {
                    if (!(formats0.test(data12))) {
                        const err26 = { instancePath: instancePath + "/clientCredentials/refreshUrl", schemaPath: "#/definitions/ClientCredentialsFlow/properties/refreshUrl/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err26];
                        }
                        else {
                            vErrors.push(err26);
                        }
                        errors++;
                    }
                }
                else {
                    const err27 = { instancePath: instancePath + "/clientCredentials/refreshUrl", schemaPath: "#/definitions/ClientCredentialsFlow/properties/refreshUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err27];
                    }
                    else {
                        vErrors.push(err27);
                    }
                    errors++;
                }
            }
            if (data10.scopes !== undefined) {
                let data13 = data10.scopes;
                if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                    for (const key6 in data13) {
                        if (typeof data13[key6] !== "string") {
                            const err28 = { instancePath: instancePath + "/clientCredentials/scopes/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/ClientCredentialsFlow/properties/scopes/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err28];
                            }
                            else {
                                vErrors.push(err28);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err29 = { instancePath: instancePath + "/clientCredentials/scopes", schemaPath: "#/definitions/ClientCredentialsFlow/properties/scopes/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err29];
                    }
                    else {
                        vErrors.push(err29);
                    }
                    errors++;
                }
            }
        }
        else {
            const err30 = { instancePath: instancePath + "/clientCredentials", schemaPath: "#/definitions/ClientCredentialsFlow/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err30];
            }
            else {
                vErrors.push(err30);
            }
            errors++;
        }
    }
    if (data.authorizationCode !== undefined) {
        let data15 = data.authorizationCode;
        if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
            if (data15.authorizationUrl === undefined) {
                const err31 = { instancePath: instancePath + "/authorizationCode", schemaPath: "#/definitions/AuthorizationCodeOAuthFlow/required", keyword: "required", params: { missingProperty: "authorizationUrl" }, message: "must have required property '" + "authorizationUrl" + "'" };
                if (vErrors === null) {
                    vErrors = [err31];
                }
                else {
                    vErrors.push(err31);
                }
                errors++;
            }
            if (data15.tokenUrl === undefined) {
                const err32 = { instancePath: instancePath + "/authorizationCode", schemaPath: "#/definitions/AuthorizationCodeOAuthFlow/required", keyword: "required", params: { missingProperty: "tokenUrl" }, message: "must have required property '" + "tokenUrl" + "'" };
                if (vErrors === null) {
                    vErrors = [err32];
                }
                else {
                    vErrors.push(err32);
                }
                errors++;
            }
            if (data15.scopes === undefined) {
                const err33 = { instancePath: instancePath + "/authorizationCode", schemaPath: "#/definitions/AuthorizationCodeOAuthFlow/required", keyword: "required", params: { missingProperty: "scopes" }, message: "must have required property '" + "scopes" + "'" };
                if (vErrors === null) {
                    vErrors = [err33];
                }
                else {
                    vErrors.push(err33);
                }
                errors++;
            }
            for (const key7 in data15) {
                if (!(((((key7 === "authorizationUrl") || (key7 === "tokenUrl")) || (key7 === "refreshUrl")) || (key7 === "scopes")) || (pattern0.test(key7)))) {
                    const err34 = { instancePath: instancePath + "/authorizationCode", schemaPath: "#/definitions/AuthorizationCodeOAuthFlow/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err34];
                    }
                    else {
                        vErrors.push(err34);
                    }
                    errors++;
                }
            }
            if (data15.authorizationUrl !== undefined) {
                let data16 = data15.authorizationUrl;
                if (typeof data16 === "string") {
                    if (!(formats0.test(data16))) {
                        const err35 = { instancePath: instancePath + "/authorizationCode/authorizationUrl", schemaPath: "#/definitions/AuthorizationCodeOAuthFlow/properties/authorizationUrl/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err35];
                        }
                        else {
                            vErrors.push(err35);
                        }
                        errors++;
                    }
                }
                else {
                    const err36 = { instancePath: instancePath + "/authorizationCode/authorizationUrl", schemaPath: "#/definitions/AuthorizationCodeOAuthFlow/properties/authorizationUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err36];
                    }
                    else {
                        vErrors.push(err36);
                    }
                    errors++;
                }
            }
            if (data15.tokenUrl !== undefined) {
                let data17 = data15.tokenUrl;
                if (typeof data17 === "string") {
                    if (!(formats0.test(data17))) {
                        const err37 = { instancePath: instancePath + "/authorizationCode/tokenUrl", schemaPath: "#/definitions/AuthorizationCodeOAuthFlow/properties/tokenUrl/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err37];
                        }
                        else {
                            vErrors.push(err37);
                        }
                        errors++;
                    }
                }
                else {
                    const err38 = { instancePath: instancePath + "/authorizationCode/tokenUrl", schemaPath: "#/definitions/AuthorizationCodeOAuthFlow/properties/tokenUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err38];
                    }
                    else {
                        vErrors.push(err38);
                    }
                    errors++;
                }
            }
            if (data15.refreshUrl !== undefined) {
                let data18 = data15.refreshUrl;
                if (typeof data18 === "string") {
                    if (!(formats0.test(data18))) {
                        const err39 = { instancePath: instancePath + "/authorizationCode/refreshUrl", schemaPath: "#/definitions/AuthorizationCodeOAuthFlow/properties/refreshUrl/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err39];
                        }
                        else {
                            vErrors.push(err39);
                        }
                        errors++;
                    }
                }
                else {
                    const err40 = { instancePath: instancePath + "/authorizationCode/refreshUrl", schemaPath: "#/definitions/AuthorizationCodeOAuthFlow/properties/refreshUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err40];
                    }
                    else {
                        vErrors.push(err40);
                    }
                    errors++;
                }
            }
            if (data15.scopes !== undefined) {
                let data19 = data15.scopes;
                if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
                    for (const key8 in data19) {
                        if (typeof data19[key8] !== "string") {
                            const err41 = { instancePath: instancePath + "/authorizationCode/scopes/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/AuthorizationCodeOAuthFlow/properties/scopes/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err41];
                            }
                            else {
                                vErrors.push(err41);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err42 = { instancePath: instancePath + "/authorizationCode/scopes", schemaPath: "#/definitions/AuthorizationCodeOAuthFlow/properties/scopes/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err42];
                    }
                    else {
                        vErrors.push(err42);
                    }
                    errors++;
                }
            }
        }
        else {
            const err43 = { instancePath: instancePath + "/authorizationCode", schemaPath: "#/definitions/AuthorizationCodeOAuthFlow/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err43];
            }
            else {
                vErrors.push(err43);
            }
            errors++;
        }
    }
}
else {
    const err44 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err44];
    }
    else {
        vErrors.push(err44);
    }
    errors++;
} validate61.errors = vErrors; return errors === 0; }
function validate60(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property '" + "type" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.flows === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "flows" }, message: "must have required property '" + "flows" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!((((key0 === "type") || (key0 === "flows")) || (key0 === "description")) || (pattern0.test(key0)))) {
            const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    if (data.type !== undefined) {
        let data0 = data.type;
        if (typeof data0 !== "string") {
            const err3 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (!(data0 === "oauth2")) {
            const err4 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema82.properties.type.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
    }
    if (data.flows !== undefined) {
        if (!(validate61(data.flows))) {
            vErrors = vErrors === null ? prefixErrors(validate61.errors, instancePath + "/flows") : vErrors.concat(prefixErrors(validate61.errors, instancePath + "/flows"));
            errors = vErrors.length;
        }
    }
    if (data.description !== undefined) {
        if (typeof data.description !== "string") {
            const err5 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
    }
}
else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err6];
    }
    else {
        vErrors.push(err6);
    }
    errors++;
} validate60.errors = vErrors; return errors === 0; }
function validate59(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; const _errs0 = errors; let valid0 = false; let passing0 = null; const _errs1 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
        const err0 = { instancePath, schemaPath: "#/definitions/APIKeySecurityScheme/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property '" + "type" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.name === undefined) {
        const err1 = { instancePath, schemaPath: "#/definitions/APIKeySecurityScheme/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.in === undefined) {
        const err2 = { instancePath, schemaPath: "#/definitions/APIKeySecurityScheme/required", keyword: "required", params: { missingProperty: "in" }, message: "must have required property '" + "in" + "'" };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(((((key0 === "type") || (key0 === "name")) || (key0 === "in")) || (key0 === "description")) || (pattern0.test(key0)))) {
            const err3 = { instancePath, schemaPath: "#/definitions/APIKeySecurityScheme/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.type !== undefined) {
        let data0 = data.type;
        if (typeof data0 !== "string") {
            const err4 = { instancePath: instancePath + "/type", schemaPath: "#/definitions/APIKeySecurityScheme/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (!(data0 === "apiKey")) {
            const err5 = { instancePath: instancePath + "/type", schemaPath: "#/definitions/APIKeySecurityScheme/properties/type/enum", keyword: "enum", params: { allowedValues: schema80.properties.type.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
    }
    if (data.name !== undefined) {
        if (typeof data.name !== "string") {
            const err6 = { instancePath: instancePath + "/name", schemaPath: "#/definitions/APIKeySecurityScheme/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
    }
    if (data.in !== undefined) {
        let data2 = data.in;
        if (typeof data2 !== "string") {
            const err7 = { instancePath: instancePath + "/in", schemaPath: "#/definitions/APIKeySecurityScheme/properties/in/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (!(((data2 === "header") || (data2 === "query")) || (data2 === "cookie"))) {
            const err8 = { instancePath: instancePath + "/in", schemaPath: "#/definitions/APIKeySecurityScheme/properties/in/enum", keyword: "enum", params: { allowedValues: schema80.properties.in.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
    }
    if (data.description !== undefined) {
        if (typeof data.description !== "string") {
            const err9 = { instancePath: instancePath + "/description", schemaPath: "#/definitions/APIKeySecurityScheme/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
    }
}
else {
    const err10 = { instancePath, schemaPath: "#/definitions/APIKeySecurityScheme/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err10];
    }
    else {
        vErrors.push(err10);
    }
    errors++;
} var _valid0 = _errs1 === errors; if (_valid0) {
    valid0 = true;
    passing0 = 0;
} const _errs13 = errors; const _errs16 = errors; let valid4 = false; let passing1 = null; const _errs17 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.scheme !== undefined) {
        let data4 = data.scheme;
        if (typeof data4 === "string") {
            if (!pattern76.test(data4)) {
                const err11 = { instancePath: instancePath + "/scheme", schemaPath: "#/definitions/HTTPSecurityScheme/oneOf/0/properties/scheme/pattern", keyword: "pattern", params: { pattern: "^[Bb][Ee][Aa][Rr][Ee][Rr]$" }, message: "must match pattern \"" + "^[Bb][Ee][Aa][Rr][Ee][Rr]$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
        else {
            const err12 = { instancePath: instancePath + "/scheme", schemaPath: "#/definitions/HTTPSecurityScheme/oneOf/0/properties/scheme/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
    }
} var _valid1 = _errs17 === errors; if (_valid1) {
    valid4 = true;
    passing1 = 0;
} const _errs20 = errors; const _errs21 = errors; const _errs22 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if ((data.bearerFormat === undefined) && (missing0 = "bearerFormat")) {
        const err13 = {};
        if (vErrors === null) {
            vErrors = [err13];
        }
        else {
            vErrors.push(err13);
        }
        errors++;
    }
} var valid6 = _errs22 === errors; if (valid6) {
    const err14 = { instancePath, schemaPath: "#/definitions/HTTPSecurityScheme/oneOf/1/not", keyword: "not", params: {}, message: "must NOT be valid" };
    if (vErrors === null) {
        vErrors = [err14];
    }
    else {
        vErrors.push(err14);
    }
    errors++;
}
else {
    errors = _errs21;
    if (vErrors !== null) {
        if (_errs21) {
            vErrors.length = _errs21;
        }
        else {
            vErrors = null;
        }
    }
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.scheme !== undefined) {
        let data5 = data.scheme;
        const _errs24 = errors;
        const _errs25 = errors;
        if (errors === _errs25) {
            if (typeof data5 === "string") {
                if (!pattern76.test(data5)) {
                    const err15 = {};
                    if (vErrors === null) {
                        vErrors = [err15];
                    }
                    else {
                        vErrors.push(err15);
                    }
                    errors++;
                }
            }
            else {
                const err16 = {};
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
        }
        var valid8 = _errs25 === errors;
        if (valid8) {
            const err17 = { instancePath: instancePath + "/scheme", schemaPath: "#/definitions/HTTPSecurityScheme/oneOf/1/properties/scheme/not", keyword: "not", params: {}, message: "must NOT be valid" };
            if (vErrors === null) {
                vErrors = [err17];
            }
            else {
                vErrors.push(err17);
            }
            errors++;
        }
        else {
            errors = _errs24;
            if (vErrors !== null) {
                if (_errs24) {
                    vErrors.length = _errs24;
                }
                else {
                    vErrors = null;
                }
            }
        }
    }
} var _valid1 = _errs20 === errors; if (_valid1 && valid4) {
    valid4 = false;
    passing1 = [passing1, 1];
}
else {
    if (_valid1) {
        valid4 = true;
        passing1 = 1;
    }
} if (!valid4) {
    const err18 = { instancePath, schemaPath: "#/definitions/HTTPSecurityScheme/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
    if (vErrors === null) {
        vErrors = [err18];
    }
    else {
        vErrors.push(err18);
    }
    errors++;
}
else {
    errors = _errs16;
    if (vErrors !== null) {
        if (_errs16) {
            vErrors.length = _errs16;
        }
        else {
            vErrors = null;
        }
    }
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.scheme === undefined) {
        const err19 = { instancePath, schemaPath: "#/definitions/HTTPSecurityScheme/required", keyword: "required", params: { missingProperty: "scheme" }, message: "must have required property '" + "scheme" + "'" };
        if (vErrors === null) {
            vErrors = [err19];
        }
        else {
            vErrors.push(err19);
        }
        errors++;
    }
    if (data.type === undefined) {
        const err20 = { instancePath, schemaPath: "#/definitions/HTTPSecurityScheme/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property '" + "type" + "'" };
        if (vErrors === null) {
            vErrors = [err20];
        }
        else {
            vErrors.push(err20);
        }
        errors++;
    }
    for (const key1 in data) {
        if (!(((((key1 === "scheme") || (key1 === "bearerFormat")) || (key1 === "description")) || (key1 === "type")) || (pattern0.test(key1)))) {
            const err21 = { instancePath, schemaPath: "#/definitions/HTTPSecurityScheme/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err21];
            }
            else {
                vErrors.push(err21);
            }
            errors++;
        }
    }
    if (data.scheme !== undefined) {
        if (typeof data.scheme !== "string") {
            const err22 = { instancePath: instancePath + "/scheme", schemaPath: "#/definitions/HTTPSecurityScheme/properties/scheme/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err22];
            }
            else {
                vErrors.push(err22);
            }
            errors++;
        }
    }
    if (data.bearerFormat !== undefined) {
        if (typeof data.bearerFormat !== "string") {
            const err23 = { instancePath: instancePath + "/bearerFormat", schemaPath: "#/definitions/HTTPSecurityScheme/properties/bearerFormat/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err23];
            }
            else {
                vErrors.push(err23);
            }
            errors++;
        }
    }
    if (data.description !== undefined) {
        if (typeof data.description !== "string") {
            const err24 = { instancePath: instancePath + "/description", schemaPath: "#/definitions/HTTPSecurityScheme/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err24];
            }
            else {
                vErrors.push(err24);
            }
            errors++;
        }
    }
    if (data.type !== undefined) {
        let data9 = data.type;
        if (typeof data9 !== "string") {
            const err25 = { instancePath: instancePath + "/type", schemaPath: "#/definitions/HTTPSecurityScheme/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err25];
            }
            else {
                vErrors.push(err25);
            }
            errors++;
        }
        if (!(data9 === "http")) {
            const err26 = { instancePath: instancePath + "/type", schemaPath: "#/definitions/HTTPSecurityScheme/properties/type/enum", keyword: "enum", params: { allowedValues: schema81.properties.type.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
                vErrors = [err26];
            }
            else {
                vErrors.push(err26);
            }
            errors++;
        }
    }
}
else {
    const err27 = { instancePath, schemaPath: "#/definitions/HTTPSecurityScheme/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err27];
    }
    else {
        vErrors.push(err27);
    }
    errors++;
} var _valid0 = _errs13 === errors; if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
}
else {
    if (_valid0) {
        valid0 = true;
        passing0 = 1;
    }
    const _errs36 = errors;
    if (!(validate60(data))) {
        vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
        errors = vErrors.length;
    }
    var _valid0 = _errs36 === errors;
    if (_valid0 && valid0) {
        valid0 = false;
        passing0 = [passing0, 2];
    }
    else {
        if (_valid0) {
            valid0 = true;
            passing0 = 2;
        }
        const _errs37 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.type === undefined) {
                const err28 = { instancePath, schemaPath: "#/definitions/OpenIdConnectSecurityScheme/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property '" + "type" + "'" };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
                }
                errors++;
            }
            if (data.openIdConnectUrl === undefined) {
                const err29 = { instancePath, schemaPath: "#/definitions/OpenIdConnectSecurityScheme/required", keyword: "required", params: { missingProperty: "openIdConnectUrl" }, message: "must have required property '" + "openIdConnectUrl" + "'" };
                if (vErrors === null) {
                    vErrors = [err29];
                }
                else {
                    vErrors.push(err29);
                }
                errors++;
            }
            for (const key2 in data) {
                if (!((((key2 === "type") || (key2 === "openIdConnectUrl")) || (key2 === "description")) || (pattern0.test(key2)))) {
                    const err30 = { instancePath, schemaPath: "#/definitions/OpenIdConnectSecurityScheme/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err30];
                    }
                    else {
                        vErrors.push(err30);
                    }
                    errors++;
                }
            }
            if (data.type !== undefined) {
                let data10 = data.type;
                if (typeof data10 !== "string") {
                    const err31 = { instancePath: instancePath + "/type", schemaPath: "#/definitions/OpenIdConnectSecurityScheme/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err31];
                    }
                    else {
                        vErrors.push(err31);
                    }
                    errors++;
                }
                if (!(data10 === "openIdConnect")) {
                    const err32 = { instancePath: instancePath + "/type", schemaPath: "#/definitions/OpenIdConnectSecurityScheme/properties/type/enum", keyword: "enum", params: { allowedValues: schema88.properties.type.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                        vErrors = [err32];
                    }
                    else {
                        vErrors.push(err32);
                    }
                    errors++;
                }
            }
            if (data.openIdConnectUrl !== undefined) {
                let data11 = data.openIdConnectUrl;
                if (typeof data11 === "string") {
                    if (!(formats0.test(data11))) {
                        const err33 = { instancePath: instancePath + "/openIdConnectUrl", schemaPath: "#/definitions/OpenIdConnectSecurityScheme/properties/openIdConnectUrl/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err33];
                        }
                        else {
                            vErrors.push(err33);
                        }
                        errors++;
                    }
                }
                else {
                    const err34 = { instancePath: instancePath + "/openIdConnectUrl", schemaPath: "#/definitions/OpenIdConnectSecurityScheme/properties/openIdConnectUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err34];
                    }
                    else {
                        vErrors.push(err34);
                    }
                    errors++;
                }
            }
            if (data.description !== undefined) {
                if (typeof data.description !== "string") {
                    const err35 = { instancePath: instancePath + "/description", schemaPath: "#/definitions/OpenIdConnectSecurityScheme/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err35];
                    }
                    else {
                        vErrors.push(err35);
                    }
                    errors++;
                }
            }
        }
        else {
            const err36 = { instancePath, schemaPath: "#/definitions/OpenIdConnectSecurityScheme/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err36];
            }
            else {
                vErrors.push(err36);
            }
            errors++;
        }
        var _valid0 = _errs37 === errors;
        if (_valid0 && valid0) {
            valid0 = false;
            passing0 = [passing0, 3];
        }
        else {
            if (_valid0) {
                valid0 = true;
                passing0 = 3;
            }
        }
    }
} if (!valid0) {
    const err37 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    if (vErrors === null) {
        vErrors = [err37];
    }
    else {
        vErrors.push(err37);
    }
    errors++;
}
else {
    errors = _errs0;
    if (vErrors !== null) {
        if (_errs0) {
            vErrors.length = _errs0;
        }
        else {
            vErrors = null;
        }
    }
} validate59.errors = vErrors; return errors === 0; }
function validate53(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
        if (!((func3.call(schema70.properties, key0)) || (pattern0.test(key0)))) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    if (data.schemas !== undefined) {
        let data0 = data.schemas;
        if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
            for (const key1 in data0) {
                if (pattern60.test(key1)) {
                    let data1 = data0[key1];
                    const _errs5 = errors;
                    let valid2 = true;
                    const _errs6 = errors;
                    if (errors === _errs6) {
                        if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                            let missing0;
                            if ((data1.$ref === undefined) && (missing0 = "$ref")) {
                                const err1 = {};
                                if (vErrors === null) {
                                    vErrors = [err1];
                                }
                                else {
                                    vErrors.push(err1);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err2 = {};
                            if (vErrors === null) {
                                vErrors = [err2];
                            }
                            else {
                                vErrors.push(err2);
                            }
                            errors++;
                        }
                    }
                    var _valid0 = _errs6 === errors;
                    errors = _errs5;
                    if (vErrors !== null) {
                        if (_errs5) {
                            vErrors.length = _errs5;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                    let ifClause0;
                    if (_valid0) {
                        const _errs8 = errors;
                        if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                            if (data1.$ref === undefined) {
                                const err3 = { instancePath: instancePath + "/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                                if (vErrors === null) {
                                    vErrors = [err3];
                                }
                                else {
                                    vErrors.push(err3);
                                }
                                errors++;
                            }
                            for (const key2 in data1) {
                                if (pattern15.test(key2)) {
                                    let data2 = data1[key2];
                                    if (typeof data2 === "string") {
                                        if (!(formats0.test(data2))) {
                                            const err4 = { instancePath: instancePath + "/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                            if (vErrors === null) {
                                                vErrors = [err4];
                                            }
                                            else {
                                                vErrors.push(err4);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err5 = { instancePath: instancePath + "/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                        if (vErrors === null) {
                                            vErrors = [err5];
                                        }
                                        else {
                                            vErrors.push(err5);
                                        }
                                        errors++;
                                    }
                                }
                            }
                        }
                        else {
                            const err6 = { instancePath: instancePath + "/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                            if (vErrors === null) {
                                vErrors = [err6];
                            }
                            else {
                                vErrors.push(err6);
                            }
                            errors++;
                        }
                        var _valid0 = _errs8 === errors;
                        valid2 = _valid0;
                        ifClause0 = "then";
                    }
                    else {
                        const _errs13 = errors;
                        if (!(validate21(data1))) {
                            vErrors = vErrors === null ? prefixErrors(validate21.errors, instancePath + "/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate21.errors, instancePath + "/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")));
                            errors = vErrors.length;
                        }
                        var _valid0 = _errs13 === errors;
                        valid2 = _valid0;
                        ifClause0 = "else";
                    }
                    if (!valid2) {
                        const err7 = { instancePath: instancePath + "/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/schemas/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema" };
                        if (vErrors === null) {
                            vErrors = [err7];
                        }
                        else {
                            vErrors.push(err7);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err8 = { instancePath: instancePath + "/schemas", schemaPath: "#/properties/schemas/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
    }
    if (data.responses !== undefined) {
        let data3 = data.responses;
        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            for (const key3 in data3) {
                if (pattern60.test(key3)) {
                    let data4 = data3[key3];
                    const _errs17 = errors;
                    let valid6 = true;
                    const _errs18 = errors;
                    if (errors === _errs18) {
                        if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                            let missing1;
                            if ((data4.$ref === undefined) && (missing1 = "$ref")) {
                                const err9 = {};
                                if (vErrors === null) {
                                    vErrors = [err9];
                                }
                                else {
                                    vErrors.push(err9);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err10 = {};
                            if (vErrors === null) {
                                vErrors = [err10];
                            }
                            else {
                                vErrors.push(err10);
                            }
                            errors++;
                        }
                    }
                    var _valid1 = _errs18 === errors;
                    errors = _errs17;
                    if (vErrors !== null) {
                        if (_errs17) {
                            vErrors.length = _errs17;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                    let ifClause1;
                    if (_valid1) {
                        const _errs20 = errors;
                        if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                            if (data4.$ref === undefined) {
                                const err11 = { instancePath: instancePath + "/responses/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                                if (vErrors === null) {
                                    vErrors = [err11];
                                }
                                else {
                                    vErrors.push(err11);
                                }
                                errors++;
                            }
                            for (const key4 in data4) {
                                if (pattern15.test(key4)) {
                                    let data5 = data4[key4];
                                    if (typeof data5 === "string") {
                                        if (!(formats0.test(data5))) {
                                            const err12 = { instancePath: instancePath + "/responses/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                            if (vErrors === null) {
                                                vErrors = [err12];
                                            }
                                            else {
                                                vErrors.push(err12);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err13 = { instancePath: instancePath + "/responses/" + key3.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                        if (vErrors === null) {
                                            vErrors = [err13];
                                        }
                                        else {
                                            vErrors.push(err13);
                                        }
                                        errors++;
                                    }
                                }
                            }
                        }
                        else {
                            const err14 = { instancePath: instancePath + "/responses/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                            if (vErrors === null) {
                                vErrors = [err14];
                            }
                            else {
                                vErrors.push(err14);
                            }
                            errors++;
                        }
                        var _valid1 = _errs20 === errors;
                        valid6 = _valid1;
                        ifClause1 = "then";
                    }
                    else {
                        const _errs25 = errors;
                        if (!(validate38(data4))) {
                            vErrors = vErrors === null ? prefixErrors(validate38.errors, instancePath + "/responses/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate38.errors, instancePath + "/responses/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")));
                            errors = vErrors.length;
                        }
                        var _valid1 = _errs25 === errors;
                        valid6 = _valid1;
                        ifClause1 = "else";
                    }
                    if (!valid6) {
                        const err15 = { instancePath: instancePath + "/responses/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/responses/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/if", keyword: "if", params: { failingKeyword: ifClause1 }, message: "must match \"" + ifClause1 + "\" schema" };
                        if (vErrors === null) {
                            vErrors = [err15];
                        }
                        else {
                            vErrors.push(err15);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err16 = { instancePath: instancePath + "/responses", schemaPath: "#/properties/responses/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
    }
    if (data.parameters !== undefined) {
        let data6 = data.parameters;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            for (const key5 in data6) {
                if (pattern60.test(key5)) {
                    let data7 = data6[key5];
                    const _errs29 = errors;
                    let valid10 = true;
                    const _errs30 = errors;
                    if (errors === _errs30) {
                        if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                            let missing2;
                            if ((data7.$ref === undefined) && (missing2 = "$ref")) {
                                const err17 = {};
                                if (vErrors === null) {
                                    vErrors = [err17];
                                }
                                else {
                                    vErrors.push(err17);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err18 = {};
                            if (vErrors === null) {
                                vErrors = [err18];
                            }
                            else {
                                vErrors.push(err18);
                            }
                            errors++;
                        }
                    }
                    var _valid2 = _errs30 === errors;
                    errors = _errs29;
                    if (vErrors !== null) {
                        if (_errs29) {
                            vErrors.length = _errs29;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                    let ifClause2;
                    if (_valid2) {
                        const _errs32 = errors;
                        if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                            if (data7.$ref === undefined) {
                                const err19 = { instancePath: instancePath + "/parameters/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                                if (vErrors === null) {
                                    vErrors = [err19];
                                }
                                else {
                                    vErrors.push(err19);
                                }
                                errors++;
                            }
                            for (const key6 in data7) {
                                if (pattern15.test(key6)) {
                                    let data8 = data7[key6];
                                    if (typeof data8 === "string") {
                                        if (!(formats0.test(data8))) {
                                            const err20 = { instancePath: instancePath + "/parameters/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                            if (vErrors === null) {
                                                vErrors = [err20];
                                            }
                                            else {
                                                vErrors.push(err20);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err21 = { instancePath: instancePath + "/parameters/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                        if (vErrors === null) {
                                            vErrors = [err21];
                                        }
                                        else {
                                            vErrors.push(err21);
                                        }
                                        errors++;
                                    }
                                }
                            }
                        }
                        else {
                            const err22 = { instancePath: instancePath + "/parameters/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                            if (vErrors === null) {
                                vErrors = [err22];
                            }
                            else {
                                vErrors.push(err22);
                            }
                            errors++;
                        }
                        var _valid2 = _errs32 === errors;
                        valid10 = _valid2;
                        ifClause2 = "then";
                    }
                    else {
                        const _errs37 = errors;
                        if (!(validate20(data7))) {
                            vErrors = vErrors === null ? prefixErrors(validate20.errors, instancePath + "/parameters/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate20.errors, instancePath + "/parameters/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")));
                            errors = vErrors.length;
                        }
                        var _valid2 = _errs37 === errors;
                        valid10 = _valid2;
                        ifClause2 = "else";
                    }
                    if (!valid10) {
                        const err23 = { instancePath: instancePath + "/parameters/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/parameters/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/if", keyword: "if", params: { failingKeyword: ifClause2 }, message: "must match \"" + ifClause2 + "\" schema" };
                        if (vErrors === null) {
                            vErrors = [err23];
                        }
                        else {
                            vErrors.push(err23);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err24 = { instancePath: instancePath + "/parameters", schemaPath: "#/properties/parameters/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err24];
            }
            else {
                vErrors.push(err24);
            }
            errors++;
        }
    }
    if (data.examples !== undefined) {
        let data9 = data.examples;
        if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
            for (const key7 in data9) {
                if (pattern60.test(key7)) {
                    let data10 = data9[key7];
                    const _errs41 = errors;
                    let valid14 = true;
                    const _errs42 = errors;
                    if (errors === _errs42) {
                        if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                            let missing3;
                            if ((data10.$ref === undefined) && (missing3 = "$ref")) {
                                const err25 = {};
                                if (vErrors === null) {
                                    vErrors = [err25];
                                }
                                else {
                                    vErrors.push(err25);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err26 = {};
                            if (vErrors === null) {
                                vErrors = [err26];
                            }
                            else {
                                vErrors.push(err26);
                            }
                            errors++;
                        }
                    }
                    var _valid3 = _errs42 === errors;
                    errors = _errs41;
                    if (vErrors !== null) {
                        if (_errs41) {
                            vErrors.length = _errs41;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                    let ifClause3;
                    if (_valid3) {
                        const _errs44 = errors;
                        if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                            if (data10.$ref === undefined) {
                                const err27 = { instancePath: instancePath + "/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                                if (vErrors === null) {
                                    vErrors = [err27];
                                }
                                else {
                                    vErrors.push(err27);
                                }
                                errors++;
                            }
                            for (const key8 in data10) {
                                if (pattern15.test(key8)) {
                                    let data11 = data10[key8];
                                    if (typeof data11 === "string") {
                                        if (!(formats0.test(data11))) {
                                            const err28 = { instancePath: instancePath + "/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                            if (vErrors === null) {
                                                vErrors = [err28];
                                            }
                                            else {
                                                vErrors.push(err28);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err29 = { instancePath: instancePath + "/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                        if (vErrors === null) {
                                            vErrors = [err29];
                                        }
                                        else {
                                            vErrors.push(err29);
                                        }
                                        errors++;
                                    }
                                }
                            }
                        }
                        else {
                            const err30 = { instancePath: instancePath + "/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                            if (vErrors === null) {
                                vErrors = [err30];
                            }
                            else {
                                vErrors.push(err30);
                            }
                            errors++;
                        }
                        var _valid3 = _errs44 === errors;
                        valid14 = _valid3;
                        ifClause3 = "then";
                    }
                    else {
                        const _errs49 = errors;
                        if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                            for (const key9 in data10) {
                                if (!(((((key9 === "summary") || (key9 === "description")) || (key9 === "value")) || (key9 === "externalValue")) || (pattern0.test(key9)))) {
                                    const err31 = { instancePath: instancePath + "/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Example/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties" };
                                    if (vErrors === null) {
                                        vErrors = [err31];
                                    }
                                    else {
                                        vErrors.push(err31);
                                    }
                                    errors++;
                                }
                            }
                            if (data10.summary !== undefined) {
                                if (typeof data10.summary !== "string") {
                                    const err32 = { instancePath: instancePath + "/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/summary", schemaPath: "#/definitions/Example/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err32];
                                    }
                                    else {
                                        vErrors.push(err32);
                                    }
                                    errors++;
                                }
                            }
                            if (data10.description !== undefined) {
                                if (typeof data10.description !== "string") {
                                    const err33 = { instancePath: instancePath + "/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/description", schemaPath: "#/definitions/Example/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err33];
                                    }
                                    else {
                                        vErrors.push(err33);
                                    }
                                    errors++;
                                }
                            }
                            if (data10.externalValue !== undefined) {
                                let data14 = data10.externalValue;
                                if (typeof data14 === "string") {
                                    if (!(formats0.test(data14))) {
                                        const err34 = { instancePath: instancePath + "/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/externalValue", schemaPath: "#/definitions/Example/properties/externalValue/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                        if (vErrors === null) {
                                            vErrors = [err34];
                                        }
                                        else {
                                            vErrors.push(err34);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err35 = { instancePath: instancePath + "/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1") + "/externalValue", schemaPath: "#/definitions/Example/properties/externalValue/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err35];
                                    }
                                    else {
                                        vErrors.push(err35);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err36 = { instancePath: instancePath + "/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Example/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                            if (vErrors === null) {
                                vErrors = [err36];
                            }
                            else {
                                vErrors.push(err36);
                            }
                            errors++;
                        }
                        var _valid3 = _errs49 === errors;
                        valid14 = _valid3;
                        ifClause3 = "else";
                    }
                    if (!valid14) {
                        const err37 = { instancePath: instancePath + "/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/examples/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/if", keyword: "if", params: { failingKeyword: ifClause3 }, message: "must match \"" + ifClause3 + "\" schema" };
                        if (vErrors === null) {
                            vErrors = [err37];
                        }
                        else {
                            vErrors.push(err37);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err38 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err38];
            }
            else {
                vErrors.push(err38);
            }
            errors++;
        }
    }
    if (data.requestBodies !== undefined) {
        let data15 = data.requestBodies;
        if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
            for (const key10 in data15) {
                if (pattern60.test(key10)) {
                    let data16 = data15[key10];
                    const _errs62 = errors;
                    let valid20 = true;
                    const _errs63 = errors;
                    if (errors === _errs63) {
                        if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
                            let missing4;
                            if ((data16.$ref === undefined) && (missing4 = "$ref")) {
                                const err39 = {};
                                if (vErrors === null) {
                                    vErrors = [err39];
                                }
                                else {
                                    vErrors.push(err39);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err40 = {};
                            if (vErrors === null) {
                                vErrors = [err40];
                            }
                            else {
                                vErrors.push(err40);
                            }
                            errors++;
                        }
                    }
                    var _valid4 = _errs63 === errors;
                    errors = _errs62;
                    if (vErrors !== null) {
                        if (_errs62) {
                            vErrors.length = _errs62;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                    let ifClause4;
                    if (_valid4) {
                        const _errs65 = errors;
                        if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
                            if (data16.$ref === undefined) {
                                const err41 = { instancePath: instancePath + "/requestBodies/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                                if (vErrors === null) {
                                    vErrors = [err41];
                                }
                                else {
                                    vErrors.push(err41);
                                }
                                errors++;
                            }
                            for (const key11 in data16) {
                                if (pattern15.test(key11)) {
                                    let data17 = data16[key11];
                                    if (typeof data17 === "string") {
                                        if (!(formats0.test(data17))) {
                                            const err42 = { instancePath: instancePath + "/requestBodies/" + key10.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                            if (vErrors === null) {
                                                vErrors = [err42];
                                            }
                                            else {
                                                vErrors.push(err42);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err43 = { instancePath: instancePath + "/requestBodies/" + key10.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                        if (vErrors === null) {
                                            vErrors = [err43];
                                        }
                                        else {
                                            vErrors.push(err43);
                                        }
                                        errors++;
                                    }
                                }
                            }
                        }
                        else {
                            const err44 = { instancePath: instancePath + "/requestBodies/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                            if (vErrors === null) {
                                vErrors = [err44];
                            }
                            else {
                                vErrors.push(err44);
                            }
                            errors++;
                        }
                        var _valid4 = _errs65 === errors;
                        valid20 = _valid4;
                        ifClause4 = "then";
                    }
                    else {
                        const _errs70 = errors;
                        if (!(validate34(data16))) {
                            vErrors = vErrors === null ? prefixErrors(validate34.errors, instancePath + "/requestBodies/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate34.errors, instancePath + "/requestBodies/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")));
                            errors = vErrors.length;
                        }
                        var _valid4 = _errs70 === errors;
                        valid20 = _valid4;
                        ifClause4 = "else";
                    }
                    if (!valid20) {
                        const err45 = { instancePath: instancePath + "/requestBodies/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/requestBodies/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/if", keyword: "if", params: { failingKeyword: ifClause4 }, message: "must match \"" + ifClause4 + "\" schema" };
                        if (vErrors === null) {
                            vErrors = [err45];
                        }
                        else {
                            vErrors.push(err45);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err46 = { instancePath: instancePath + "/requestBodies", schemaPath: "#/properties/requestBodies/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err46];
            }
            else {
                vErrors.push(err46);
            }
            errors++;
        }
    }
    if (data.headers !== undefined) {
        let data18 = data.headers;
        if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
            for (const key12 in data18) {
                if (pattern60.test(key12)) {
                    let data19 = data18[key12];
                    const _errs74 = errors;
                    let valid24 = true;
                    const _errs75 = errors;
                    if (errors === _errs75) {
                        if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
                            let missing5;
                            if ((data19.$ref === undefined) && (missing5 = "$ref")) {
                                const err47 = {};
                                if (vErrors === null) {
                                    vErrors = [err47];
                                }
                                else {
                                    vErrors.push(err47);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err48 = {};
                            if (vErrors === null) {
                                vErrors = [err48];
                            }
                            else {
                                vErrors.push(err48);
                            }
                            errors++;
                        }
                    }
                    var _valid5 = _errs75 === errors;
                    errors = _errs74;
                    if (vErrors !== null) {
                        if (_errs74) {
                            vErrors.length = _errs74;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                    let ifClause5;
                    if (_valid5) {
                        const _errs77 = errors;
                        if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
                            if (data19.$ref === undefined) {
                                const err49 = { instancePath: instancePath + "/headers/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                                if (vErrors === null) {
                                    vErrors = [err49];
                                }
                                else {
                                    vErrors.push(err49);
                                }
                                errors++;
                            }
                            for (const key13 in data19) {
                                if (pattern15.test(key13)) {
                                    let data20 = data19[key13];
                                    if (typeof data20 === "string") {
                                        if (!(formats0.test(data20))) {
                                            const err50 = { instancePath: instancePath + "/headers/" + key12.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                            if (vErrors === null) {
                                                vErrors = [err50];
                                            }
                                            else {
                                                vErrors.push(err50);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err51 = { instancePath: instancePath + "/headers/" + key12.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                        if (vErrors === null) {
                                            vErrors = [err51];
                                        }
                                        else {
                                            vErrors.push(err51);
                                        }
                                        errors++;
                                    }
                                }
                            }
                        }
                        else {
                            const err52 = { instancePath: instancePath + "/headers/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                            if (vErrors === null) {
                                vErrors = [err52];
                            }
                            else {
                                vErrors.push(err52);
                            }
                            errors++;
                        }
                        var _valid5 = _errs77 === errors;
                        valid24 = _valid5;
                        ifClause5 = "then";
                    }
                    else {
                        const _errs82 = errors;
                        if (!(validate26(data19))) {
                            vErrors = vErrors === null ? prefixErrors(validate26.errors, instancePath + "/headers/" + key12.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate26.errors, instancePath + "/headers/" + key12.replace(/~/g, "~0").replace(/\//g, "~1")));
                            errors = vErrors.length;
                        }
                        var _valid5 = _errs82 === errors;
                        valid24 = _valid5;
                        ifClause5 = "else";
                    }
                    if (!valid24) {
                        const err53 = { instancePath: instancePath + "/headers/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/headers/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/if", keyword: "if", params: { failingKeyword: ifClause5 }, message: "must match \"" + ifClause5 + "\" schema" };
                        if (vErrors === null) {
                            vErrors = [err53];
                        }
                        else {
                            vErrors.push(err53);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err54 = { instancePath: instancePath + "/headers", schemaPath: "#/properties/headers/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err54];
            }
            else {
                vErrors.push(err54);
            }
            errors++;
        }
    }
    if (data.securitySchemes !== undefined) {
        let data21 = data.securitySchemes;
        if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
            for (const key14 in data21) {
                if (pattern60.test(key14)) {
                    let data22 = data21[key14];
                    const _errs86 = errors;
                    let valid28 = true;
                    const _errs87 = errors;
                    if (errors === _errs87) {
                        if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                            let missing6;
                            if ((data22.$ref === undefined) && (missing6 = "$ref")) {
                                const err55 = {};
                                if (vErrors === null) {
                                    vErrors = [err55];
                                }
                                else {
                                    vErrors.push(err55);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err56 = {};
                            if (vErrors === null) {
                                vErrors = [err56];
                            }
                            else {
                                vErrors.push(err56);
                            }
                            errors++;
                        }
                    }
                    var _valid6 = _errs87 === errors;
                    errors = _errs86;
                    if (vErrors !== null) {
                        if (_errs86) {
                            vErrors.length = _errs86;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                    let ifClause6;
                    if (_valid6) {
                        const _errs89 = errors;
                        if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                            if (data22.$ref === undefined) {
                                const err57 = { instancePath: instancePath + "/securitySchemes/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                                if (vErrors === null) {
                                    vErrors = [err57];
                                }
                                else {
                                    vErrors.push(err57);
                                }
                                errors++;
                            }
                            for (const key15 in data22) {
                                if (pattern15.test(key15)) {
                                    let data23 = data22[key15];
                                    if (typeof data23 === "string") {
                                        if (!(formats0.test(data23))) {
                                            const err58 = { instancePath: instancePath + "/securitySchemes/" + key14.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                            if (vErrors === null) {
                                                vErrors = [err58];
                                            }
                                            else {
                                                vErrors.push(err58);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err59 = { instancePath: instancePath + "/securitySchemes/" + key14.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                        if (vErrors === null) {
                                            vErrors = [err59];
                                        }
                                        else {
                                            vErrors.push(err59);
                                        }
                                        errors++;
                                    }
                                }
                            }
                        }
                        else {
                            const err60 = { instancePath: instancePath + "/securitySchemes/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                            if (vErrors === null) {
                                vErrors = [err60];
                            }
                            else {
                                vErrors.push(err60);
                            }
                            errors++;
                        }
                        var _valid6 = _errs89 === errors;
                        valid28 = _valid6;
                        ifClause6 = "then";
                    }
                    else {
                        const _errs94 = errors;
                        if (!(validate59(data22))) {
                            vErrors = vErrors === null ? prefixErrors(validate59.errors, instancePath + "/securitySchemes/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate59.errors, instancePath + "/securitySchemes/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")));
                            errors = vErrors.length;
                        }
                        var _valid6 = _errs94 === errors;
                        valid28 = _valid6;
                        ifClause6 = "else";
                    }
                    if (!valid28) {
                        const err61 = { instancePath: instancePath + "/securitySchemes/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/securitySchemes/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/if", keyword: "if", params: { failingKeyword: ifClause6 }, message: "must match \"" + ifClause6 + "\" schema" };
                        if (vErrors === null) {
                            vErrors = [err61];
                        }
                        else {
                            vErrors.push(err61);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err62 = { instancePath: instancePath + "/securitySchemes", schemaPath: "#/properties/securitySchemes/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err62];
            }
            else {
                vErrors.push(err62);
            }
            errors++;
        }
    }
    if (data.links !== undefined) {
        let data24 = data.links;
        if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
            for (const key16 in data24) {
                if (pattern60.test(key16)) {
                    let data25 = data24[key16];
                    const _errs98 = errors;
                    let valid32 = true;
                    const _errs99 = errors;
                    if (errors === _errs99) {
                        if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
                            let missing7;
                            if ((data25.$ref === undefined) && (missing7 = "$ref")) {
                                const err63 = {};
                                if (vErrors === null) {
                                    vErrors = [err63];
                                }
                                else {
                                    vErrors.push(err63);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err64 = {};
                            if (vErrors === null) {
                                vErrors = [err64];
                            }
                            else {
                                vErrors.push(err64);
                            }
                            errors++;
                        }
                    }
                    var _valid7 = _errs99 === errors;
                    errors = _errs98;
                    if (vErrors !== null) {
                        if (_errs98) {
                            vErrors.length = _errs98;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                    let ifClause7;
                    if (_valid7) {
                        const _errs101 = errors;
                        if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
                            if (data25.$ref === undefined) {
                                const err65 = { instancePath: instancePath + "/links/" + key16.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                                if (vErrors === null) {
                                    vErrors = [err65];
                                }
                                else {
                                    vErrors.push(err65);
                                }
                                errors++;
                            }
                            for (const key17 in data25) {
                                if (pattern15.test(key17)) {
                                    let data26 = data25[key17];
                                    if (typeof data26 === "string") {
                                        if (!(formats0.test(data26))) {
                                            const err66 = { instancePath: instancePath + "/links/" + key16.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key17.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                            if (vErrors === null) {
                                                vErrors = [err66];
                                            }
                                            else {
                                                vErrors.push(err66);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err67 = { instancePath: instancePath + "/links/" + key16.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key17.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                        if (vErrors === null) {
                                            vErrors = [err67];
                                        }
                                        else {
                                            vErrors.push(err67);
                                        }
                                        errors++;
                                    }
                                }
                            }
                        }
                        else {
                            const err68 = { instancePath: instancePath + "/links/" + key16.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                            if (vErrors === null) {
                                vErrors = [err68];
                            }
                            else {
                                vErrors.push(err68);
                            }
                            errors++;
                        }
                        var _valid7 = _errs101 === errors;
                        valid32 = _valid7;
                        ifClause7 = "then";
                    }
                    else {
                        const _errs106 = errors;
                        if (!(validate41(data25))) {
                            vErrors = vErrors === null ? prefixErrors(validate41.errors, instancePath + "/links/" + key16.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate41.errors, instancePath + "/links/" + key16.replace(/~/g, "~0").replace(/\//g, "~1")));
                            errors = vErrors.length;
                        }
                        var _valid7 = _errs106 === errors;
                        valid32 = _valid7;
                        ifClause7 = "else";
                    }
                    if (!valid32) {
                        const err69 = { instancePath: instancePath + "/links/" + key16.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/links/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/if", keyword: "if", params: { failingKeyword: ifClause7 }, message: "must match \"" + ifClause7 + "\" schema" };
                        if (vErrors === null) {
                            vErrors = [err69];
                        }
                        else {
                            vErrors.push(err69);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err70 = { instancePath: instancePath + "/links", schemaPath: "#/properties/links/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err70];
            }
            else {
                vErrors.push(err70);
            }
            errors++;
        }
    }
    if (data.callbacks !== undefined) {
        let data27 = data.callbacks;
        if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
            for (const key18 in data27) {
                if (pattern60.test(key18)) {
                    let data28 = data27[key18];
                    const _errs110 = errors;
                    let valid36 = true;
                    const _errs111 = errors;
                    if (errors === _errs111) {
                        if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
                            let missing8;
                            if ((data28.$ref === undefined) && (missing8 = "$ref")) {
                                const err71 = {};
                                if (vErrors === null) {
                                    vErrors = [err71];
                                }
                                else {
                                    vErrors.push(err71);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err72 = {};
                            if (vErrors === null) {
                                vErrors = [err72];
                            }
                            else {
                                vErrors.push(err72);
                            }
                            errors++;
                        }
                    }
                    var _valid8 = _errs111 === errors;
                    errors = _errs110;
                    if (vErrors !== null) {
                        if (_errs110) {
                            vErrors.length = _errs110;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                    let ifClause8;
                    if (_valid8) {
                        const _errs113 = errors;
                        if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
                            if (data28.$ref === undefined) {
                                const err73 = { instancePath: instancePath + "/callbacks/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/required", keyword: "required", params: { missingProperty: "$ref" }, message: "must have required property '" + "$ref" + "'" };
                                if (vErrors === null) {
                                    vErrors = [err73];
                                }
                                else {
                                    vErrors.push(err73);
                                }
                                errors++;
                            }
                            for (const key19 in data28) {
                                if (pattern15.test(key19)) {
                                    let data29 = data28[key19];
                                    if (typeof data29 === "string") {
                                        if (!(formats0.test(data29))) {
                                            const err74 = { instancePath: instancePath + "/callbacks/" + key18.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key19.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                                            if (vErrors === null) {
                                                vErrors = [err74];
                                            }
                                            else {
                                                vErrors.push(err74);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err75 = { instancePath: instancePath + "/callbacks/" + key18.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + key19.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                        if (vErrors === null) {
                                            vErrors = [err75];
                                        }
                                        else {
                                            vErrors.push(err75);
                                        }
                                        errors++;
                                    }
                                }
                            }
                        }
                        else {
                            const err76 = { instancePath: instancePath + "/callbacks/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/Reference/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                            if (vErrors === null) {
                                vErrors = [err76];
                            }
                            else {
                                vErrors.push(err76);
                            }
                            errors++;
                        }
                        var _valid8 = _errs113 === errors;
                        valid36 = _valid8;
                        ifClause8 = "then";
                    }
                    else {
                        const _errs118 = errors;
                        if (!(validate47(data28))) {
                            vErrors = vErrors === null ? prefixErrors(validate47.errors, instancePath + "/callbacks/" + key18.replace(/~/g, "~0").replace(/\//g, "~1")) : vErrors.concat(prefixErrors(validate47.errors, instancePath + "/callbacks/" + key18.replace(/~/g, "~0").replace(/\//g, "~1")));
                            errors = vErrors.length;
                        }
                        var _valid8 = _errs118 === errors;
                        valid36 = _valid8;
                        ifClause8 = "else";
                    }
                    if (!valid36) {
                        const err77 = { instancePath: instancePath + "/callbacks/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/callbacks/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/if", keyword: "if", params: { failingKeyword: ifClause8 }, message: "must match \"" + ifClause8 + "\" schema" };
                        if (vErrors === null) {
                            vErrors = [err77];
                        }
                        else {
                            vErrors.push(err77);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err78 = { instancePath: instancePath + "/callbacks", schemaPath: "#/properties/callbacks/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err78];
            }
            else {
                vErrors.push(err78);
            }
            errors++;
        }
    }
}
else {
    const err79 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err79];
    }
    else {
        vErrors.push(err79);
    }
    errors++;
} validate53.errors = vErrors; return errors === 0; }
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { /*# sourceURL="https://spec.openapis.org/oas/3.0/schema/2021-09-28" */ ; let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.openapi === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "openapi" }, message: "must have required property '" + "openapi" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.info === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "info" }, message: "must have required property '" + "info" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.paths === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "paths" }, message: "must have required property '" + "paths" + "'" };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(((((((((key0 === "openapi") || (key0 === "info")) || (key0 === "externalDocs")) || (key0 === "servers")) || (key0 === "security")) || (key0 === "tags")) || (key0 === "paths")) || (key0 === "components")) || (pattern0.test(key0)))) {
            const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.openapi !== undefined) {
        let data0 = data.openapi;
        if (typeof data0 === "string") {
            if (!pattern1.test(data0)) {
                const err4 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/pattern", keyword: "pattern", params: { pattern: "^3\\.0\\.\\d(-.+)?$" }, message: "must match pattern \"" + "^3\\.0\\.\\d(-.+)?$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        else {
            const err5 = { instancePath: instancePath + "/openapi", schemaPath: "#/properties/openapi/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
    }
    if (data.info !== undefined) {
        if (!(validate11(data.info))) {
            vErrors = vErrors === null ? prefixErrors(validate11.errors, instancePath + "/info") : vErrors.concat(prefixErrors(validate11.errors, instancePath + "/info"));
            errors = vErrors.length;
        }
    }
    if (data.externalDocs !== undefined) {
        let data2 = data.externalDocs;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.url === undefined) {
                const err6 = { instancePath: instancePath + "/externalDocs", schemaPath: "#/definitions/ExternalDocumentation/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property '" + "url" + "'" };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
            for (const key1 in data2) {
                if (!(((key1 === "description") || (key1 === "url")) || (pattern0.test(key1)))) {
                    const err7 = { instancePath: instancePath + "/externalDocs", schemaPath: "#/definitions/ExternalDocumentation/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
            }
            if (data2.description !== undefined) {
                if (typeof data2.description !== "string") {
                    const err8 = { instancePath: instancePath + "/externalDocs/description", schemaPath: "#/definitions/ExternalDocumentation/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
            if (data2.url !== undefined) {
                let data4 = data2.url;
                if (typeof data4 === "string") {
                    if (!(formats0.test(data4))) {
                        const err9 = { instancePath: instancePath + "/externalDocs/url", schemaPath: "#/definitions/ExternalDocumentation/properties/url/format", keyword: "format", params: { format: "uri-reference" }, message: "must match format \"" + "uri-reference" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err9];
                        }
                        else {
                            vErrors.push(err9);
                        }
                        errors++;
                    }
                }
                else {
                    const err10 = { instancePath: instancePath + "/externalDocs/url", schemaPath: "#/definitions/ExternalDocumentation/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err10];
                    }
                    else {
                        vErrors.push(err10);
                    }
                    errors++;
                }
            }
        }
        else {
            const err11 = { instancePath: instancePath + "/externalDocs", schemaPath: "#/definitions/ExternalDocumentation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
    }
    if (data.servers !== undefined) {
        let data5 = data.servers;
        if (Array.isArray(data5)) {
            const len0 = data5.length;
            for (let i0 = 0; i0 < len0; i0++) {
                if (!(validate13(data5[i0]))) {
                    vErrors = vErrors === null ? prefixErrors(validate13.errors, instancePath + "/servers/" + i0) : vErrors.concat(prefixErrors(validate13.errors, instancePath + "/servers/" + i0));
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err12 = { instancePath: instancePath + "/servers", schemaPath: "#/properties/servers/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
    }
    if (data.security !== undefined) {
        let data7 = data.security;
        if (Array.isArray(data7)) {
            const len1 = data7.length;
            for (let i1 = 0; i1 < len1; i1++) {
                let data8 = data7[i1];
                if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                    for (const key2 in data8) {
                        let data9 = data8[key2];
                        if (Array.isArray(data9)) {
                            const len2 = data9.length;
                            for (let i2 = 0; i2 < len2; i2++) {
                                if (typeof data9[i2] !== "string") {
                                    const err13 = { instancePath: instancePath + "/security/" + i1 + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i2, schemaPath: "#/definitions/SecurityRequirement/additionalProperties/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err13];
                                    }
                                    else {
                                        vErrors.push(err13);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err14 = { instancePath: instancePath + "/security/" + i1 + "/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/SecurityRequirement/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                            if (vErrors === null) {
                                vErrors = [err14];
                            }
                            else {
                                vErrors.push(err14);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err15 = { instancePath: instancePath + "/security/" + i1, schemaPath: "#/definitions/SecurityRequirement/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err15];
                    }
                    else {
                        vErrors.push(err15);
                    }
                    errors++;
                }
            }
        }
        else {
            const err16 = { instancePath: instancePath + "/security", schemaPath: "#/properties/security/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
    }
    if (data.tags !== undefined) {
        let data11 = data.tags;
        if (Array.isArray(data11)) {
            const len3 = data11.length;
            for (let i3 = 0; i3 < len3; i3++) {
                if (!(validate15(data11[i3]))) {
                    vErrors = vErrors === null ? prefixErrors(validate15.errors, instancePath + "/tags/" + i3) : vErrors.concat(prefixErrors(validate15.errors, instancePath + "/tags/" + i3));
                    errors = vErrors.length;
                }
            }
            let i4 = data11.length;
            let j0;
            if (i4 > 1) {
                outer0: for (; i4--;) {
                    for (j0 = i4; j0--;) {
                        if (func0(data11[i4], data11[j0])) {
                            const err17 = { instancePath: instancePath + "/tags", schemaPath: "#/properties/tags/uniqueItems", keyword: "uniqueItems", params: { i: i4, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i4 + " are identical)" };
                            if (vErrors === null) {
                                vErrors = [err17];
                            }
                            else {
                                vErrors.push(err17);
                            }
                            errors++;
                            break outer0;
                        }
                    }
                }
            }
        }
        else {
            const err18 = { instancePath: instancePath + "/tags", schemaPath: "#/properties/tags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err18];
            }
            else {
                vErrors.push(err18);
            }
            errors++;
        }
    }
    if (data.paths !== undefined) {
        if (!(validate17(data.paths))) {
            vErrors = vErrors === null ? prefixErrors(validate17.errors, instancePath + "/paths") : vErrors.concat(prefixErrors(validate17.errors, instancePath + "/paths"));
            errors = vErrors.length;
        }
    }
    if (data.components !== undefined) {
        if (!(validate53(data.components))) {
            vErrors = vErrors === null ? prefixErrors(validate53.errors, instancePath + "/components") : vErrors.concat(prefixErrors(validate53.errors, instancePath + "/components"));
            errors = vErrors.length;
        }
    }
}
else {
    const err19 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err19];
    }
    else {
        vErrors.push(err19);
    }
    errors++;
} validate10.errors = vErrors; return errors === 0; }
function prefixErrors(errors, prefix) { for (const error of errors)
    error.instancePath = prefix + error.instancePath; return errors; }


/***/ })

};
