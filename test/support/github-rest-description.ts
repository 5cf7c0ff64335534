import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { RecordedRequest } from '../../src/demo/fake-github.js';

/**
 * Checks requests recorded by the fake GitHub against GitHub's published REST description (the
 * @octokit/openapi devDependency): the operation exists for the method and path, every query
 * parameter is declared (with its type), and the JSON body has only documented fields of the
 * documented types, with the required ones present. The fake GitHub cannot drift from the real one
 * without a test noticing.
 */

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
}

const require = createRequire(import.meta.url);
const FILE = join(require.resolve('@octokit/openapi/package.json'), '..', 'generated', 'api.github.com.json');

interface Loaded {
  doc: {
    paths: Record<string, Record<string, Operation>>;
    components: Record<string, Record<string, unknown>>;
  };
  templates: { template: string; pattern: RegExp }[];
  ajv: Ajv;
}
let loaded: Loaded | undefined;

function load(): Loaded {
  if (loaded) return loaded;
  const doc = JSON.parse(readFileSync(FILE, 'utf8')) as Loaded['doc'];
  const templates = Object.keys(doc.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
  }));
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  (addFormatsModule as unknown as (a: Ajv) => Ajv)(ajv);
  ajv.addSchema({ $id: 'github', components: doc.components });
  loaded = { doc, templates, ajv };
  return loaded;
}

function deref<T>(value: T | { $ref: string }): T {
  const ref = (value as { $ref?: string }).$ref;
  if (typeof ref !== 'string') return value as T;
  const [, kind, name] = /^#\/components\/(\w+)\/(.+)$/.exec(ref) ?? [];
  return load().doc.components[kind!]![name!] as T;
}

/** Rewrites local `#/components/...` refs to the schema registered as `github`. */
function anchored(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `github${value}`
        : anchored(value);
  }
  // OpenAPI's `nullable` without a `type` (beside a `oneOf`, as an issue's title): Ajv refuses it.
  if (out['nullable'] === true && out['type'] === undefined) {
    delete out['nullable'];
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

const compiled = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: Schema): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = load().ajv.compile(anchored(schema) as Schema);
    compiled.set(key, validate);
  }
  return validate;
}

/** What GitHub's REST description says is wrong with one request; [] when nothing is. */
export function restRequestErrors(request: RecordedRequest): string[] {
  const { doc, templates } = load();
  const label = `${request.method} ${request.path}`;
  const match = templates.find(
    (t) => t.pattern.test(request.path) && doc.paths[t.template]?.[request.method.toLowerCase()],
  );
  if (!match) return [`${label}: no such operation in GitHub's REST description`];
  const operation = doc.paths[match.template]![request.method.toLowerCase()] as Operation;
  const errors: string[] = [];
  const where = `${label} (${operation.operationId})`;

  const parameters = (operation.parameters ?? []).map((p) => deref<Parameter>(p));
  for (const [name, value] of Object.entries(request.query)) {
    const parameter = parameters.find((p) => p.in === 'query' && p.name === name);
    if (!parameter) {
      errors.push(`${where}: query parameter ${name} is not documented`);
      continue;
    }
    const type = parameter.schema?.type;
    if (type === 'integer' && !/^-?\d+$/.test(value))
      errors.push(`${where}: ${name}=${value} is not an integer`);
    const allowed = parameter.schema?.enum;
    if (Array.isArray(allowed) && !allowed.includes(value))
      errors.push(`${where}: ${name}=${value} is not one of ${allowed.join(', ')}`);
  }

  const content = operation.requestBody?.content['application/json'];
  if (request.body === undefined) {
    if (operation.requestBody?.required) errors.push(`${where}: the request body is required`);
    return errors;
  }
  if (!content) return [...errors, `${where}: the operation takes no JSON body`];
  const schema = deref<Schema>(content.schema);
  const validate = validatorFor(`${match.template} ${request.method}`, schema);
  if (!validate(request.body)) {
    for (const e of validate.errors ?? []) errors.push(`${where}: body${e.instancePath} ${e.message ?? ''}`);
  }
  // Exact in what we send: no field the description does not list.
  const properties = (schema.properties ?? {}) as Schema;
  if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    for (const key of Object.keys(request.body)) {
      if (!(key in properties)) errors.push(`${where}: body field ${key} is not documented`);
    }
  }
  return errors;
}

/** Errors of every REST request (the GraphQL endpoint is checked by the fake itself). */
export function restDescriptionErrors(requests: readonly RecordedRequest[]): string[] {
  return requests.filter((r) => r.route !== 'POST /graphql').flatMap(restRequestErrors);
}
