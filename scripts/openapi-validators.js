// Writes src/validate/openapi/schema-validators/oas-3.0.ts and oas-3.1.ts: the official OpenAPI 3.0
// (draft-04) and 3.1 (2020-12) schemas of @seriousme/openapi-schema-validator compiled ahead of time
// by ajv's standalone code generation. Compiling them at run time cost about 250 ms per validation
// run (measured on GitHub's REST description); the generated functions load in about 15 ms and give
// the same verdicts and errors, since they are ajv's own output for the same options (see also
// referenceAlternativesAsIf and withoutCallContexts below).
// Usage: node scripts/openapi-validators.js [--check]   (--check fails instead of writing)
//        node scripts/openapi-validators.js --reference-errors 3.0|3.1 DOCUMENTS.json
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const { _ } = require('ajv');
const Ajv2020 = require('ajv/dist/2020.js').default;
const AjvDraft04 = require('ajv-draft-04').default;
const addFormats = require('ajv-formats').default;
const standaloneCode = require('ajv/dist/standalone').default;
const check = process.argv.includes('--check');

// The two helpers the generated code needs at run time, imported instead of ajv's `require`s.
const RUNTIME = [
  ['require("ajv/dist/runtime/equal").default', 'equal'],
  ['require("ajv-formats/dist/formats").fullFormats', 'fullFormats'],
];

/**
 * The 3.0 schema says "a Reference or an X" as `oneOf: [X, Reference]`, which makes ajv check both
 * alternatives on every node of the document; the 3.1 schema says the same thing as
 * `if: {type: object, required: [$ref]}, then: Reference, else: X`. The two agree on every document:
 * each X of the 3.0 schema forbids a `$ref` member (additionalProperties: false, or values that
 * must be objects), so an object with `$ref` can only be a Reference, and one without can only be
 * an X. Written the 3.1 way, validating GitHub's REST description takes ~35% less time, and a wrong
 * node gets the errors of the alternative it was meant as, not of both.
 */
const REFERENCE = '#/definitions/Reference';
function referenceAlternativesAsIf(node) {
  if (Array.isArray(node)) return node.map(referenceAlternativesAsIf);
  if (!node || typeof node !== 'object') return node;
  const copy = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, referenceAlternativesAsIf(v)]));
  const alternatives = copy.oneOf;
  if (Array.isArray(alternatives) && alternatives.length === 2) {
    const other = alternatives.find((alternative) => alternative.$ref !== REFERENCE);
    if (other && alternatives.some((alternative) => alternative.$ref === REFERENCE)) {
      delete copy.oneOf;
      copy.if = { type: 'object', required: ['$ref'] };
      copy.then = { $ref: REFERENCE };
      copy.else = other;
    }
  }
  return copy;
}

/**
 * ajv calls the validator of a nested object with a context object: the object's instance path (a
 * string built from its parent's), its parent and key, and the document root. On GitHub's REST
 * description that is ~45,000 calls, ~12% of the validation time, for strings read only when an
 * error is reported. Rewritten, a nested validator is called with the data alone (its instance path
 * stays ""), and its errors get the path of the nested object prepended when it fails: the same
 * errors, in the same order, with the same paths. Nothing in the generated code reads the parent,
 * the key or the root (no defaults, coercion, removal or $data), which is checked below;
 * `dynamicAnchors` (3.1's $dynamicRef) is still passed.
 */
const CALL_WITH_CONTEXT = new RegExp(
  [
    String.raw`(?<callee>\b[\w.]+)\((?<data>[^,{}()]+), \{instancePath(?::(?<path>[^{}]*?))?,`,
    String.raw`parentData(?::[^,{}]+)?,parentDataProperty(?::[^,{}]+)?,rootData(?<anchors>,dynamicAnchors)?\}\)\)\)`,
    String.raw`\{vErrors = vErrors === null \? \k<callee>\.errors : vErrors\.concat\(\k<callee>\.errors\);`,
  ].join(''),
  'g',
);
const PREFIX_ERRORS =
  'function prefixErrors(errors, prefix) {for (const error of errors) error.instancePath = prefix + error.instancePath;return errors;}';

function withoutCallContexts(code, minor) {
  let rewritten = 0;
  const result = code.replace(CALL_WITH_CONTEXT, (...args) => {
    const { callee, data, path, anchors } = args.at(-1);
    rewritten++;
    const call = `${callee}(${data}${anchors ? ', {dynamicAnchors}' : ''})))`;
    // Without a path of its own the nested validator checks the same object: its errors are as they are.
    const errors = path === undefined ? `${callee}.errors` : `prefixErrors(${callee}.errors, ${path})`;
    return `${call}{vErrors = vErrors === null ? ${errors} : vErrors.concat(${errors});`;
  });
  const calls = (code.match(/parentDataProperty[:,]/g) ?? []).length;
  const signatures = (code.match(/parentDataProperty, rootData=data/g) ?? []).length;
  if (
    rewritten !== calls - signatures ||
    /\b(?:parentData|parentDataProperty|rootData)\b(?!(?:, |=data))/.test(result)
  )
    throw new Error(
      `oas-${minor}: ${calls - signatures} nested calls, ${rewritten} rewritten; ajv's output changed shape`,
    );
  return `${result}\n${PREFIX_ERRORS}`;
}

/** ajv with the options of the generated code, and the schema it compiles. */
function compiler(minor) {
  const options = {
    allErrors: true,
    strict: false,
    code: { source: true, esm: true, formats: _`require("ajv-formats/dist/formats").fullFormats` },
  };
  const ajv = minor === '3.0' ? new AjvDraft04(options) : new Ajv2020(options);
  addFormats(ajv);
  // Media ranges (`text/*`) are accepted as written, as the service does.
  ajv.addFormat('media-range', true);
  const published = require(`@seriousme/openapi-schema-validator/schemas/v${minor}/schema.json`);
  const schema = minor === '3.0' ? referenceAlternativesAsIf(published) : published;
  return { ajv, schema };
}

function generate(minor) {
  const { ajv, schema } = compiler(minor);
  let code = standaloneCode(ajv, ajv.compile(schema));
  const used = [];
  for (const [call, name] of RUNTIME) {
    if (!code.includes(call)) continue;
    code = code.split(call).join(name);
    used.push(name);
  }
  code = withoutCallContexts(code, minor);
  if (/\brequire\(/.test(code))
    throw new Error(`oas-${minor}: the generated code requires a module not mapped`);
  const version = require('ajv/package.json').version;
  const schemas = require('@seriousme/openapi-schema-validator/package.json').version;
  return [
    `// Generated by scripts/openapi-validators.js (npm run generate) with ajv ${version} from`,
    `// @seriousme/openapi-schema-validator ${schemas}, schemas/v${minor}/schema.json${minor === '3.0' ? ' (Reference alternatives written as in 3.1)' : ''}: do not edit.`,
    '// @ts-nocheck',
    '/* eslint-disable */',
    used.length > 0 ? `import { ${used.join(', ')} } from './runtime.js';` : '',
    code,
    '',
  ].join('\n');
}

/**
 * `--reference-errors 3.0 FILE`: the verdict and errors of ajv's own validator, compiled at run time
 * without the rewriting above, for each document of the JSON array in FILE (a test compares them
 * with the generated validators').
 */
function printReferenceErrors(minor, file) {
  const { ajv, schema } = compiler(minor);
  const validate = ajv.compile(schema);
  const documents = JSON.parse(readFileSync(file, 'utf8'));
  const results = documents.map((document) => ({
    valid: validate(document),
    errors: validate.errors ?? null,
  }));
  process.stdout.write(JSON.stringify(results));
}

const reference = process.argv.indexOf('--reference-errors');
if (reference !== -1) {
  printReferenceErrors(process.argv[reference + 1], process.argv[reference + 2]);
} else {
  let stale = false;
  for (const minor of ['3.0', '3.1']) {
    const target = join(root, `src/validate/openapi/schema-validators/oas-${minor}.ts`);
    const text = generate(minor);
    const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (current === text) continue;
    if (check) {
      console.error(`${target} differs from what ajv generates (run npm run generate)`);
      stale = true;
    } else writeFileSync(target, text);
  }
  if (stale) process.exit(1);
}
