import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';

/**
 * The service's published description, as the project's notes record it
 * (test/fixtures/service/published-description.json): answer schemas by operation, their examples,
 * and answers generated from them.
 */

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  responses: Record<string, Schema>;
}

const FILE = join(import.meta.dirname, '..', 'fixtures', 'service', 'published-description.json');
export const description = JSON.parse(readFileSync(FILE, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Schema> };
};

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** A copy of the schema where every object lists all its fields: nothing beyond the description. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = key === 'example' ? value : closed(value);
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined)
    out.additionalProperties = false;
  return out;
}

function makeAjv(strict: boolean): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({
    $id: 'description',
    components: strict ? closed(description.components) : description.components,
  });
  return ajv;
}

const validators = { loose: makeAjv(false), strict: makeAjv(true) };

function resolve(schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const [, kind, name] = /^#\/components\/(\w+)\/(.+)$/.exec(ref) ?? [];
  return (description.components as Record<string, Record<string, Schema>>)[kind!]![name!] as Schema;
}

/** The operation of a request, matched on the description's path templates. */
export function operationFor(method: string, path: string): { template: string; operation: Operation } {
  for (const [template, methods] of Object.entries(description.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
    const operation = methods[method.toLowerCase()];
    if (operation && pattern.test(path.split('?')[0] as string)) return { template, operation };
  }
  throw new Error(`the published description has no operation ${method} ${path}`);
}

interface MediaType {
  schema: Schema;
  example?: unknown;
}

function mediaType(operationId: string, status: number): MediaType {
  for (const methods of Object.values(description.paths)) {
    for (const operation of Object.values(methods)) {
      if (operation.operationId !== operationId) continue;
      const response = operation.responses[String(status)];
      if (!response) throw new Error(`${operationId} documents no ${status} answer`);
      const content = resolve(response).content as Record<string, MediaType>;
      return content['application/json'] as MediaType;
    }
  }
  throw new Error(`no operation ${operationId}`);
}

/** Errors of an answer against the description (strict: no field it does not list), or []. */
export function answerErrors(
  method: string,
  path: string,
  status: number,
  body: unknown,
  options: { strict?: boolean } = {},
): string[] {
  const { operation } = operationFor(method, path);
  const response = operation.responses[String(status)];
  if (!response) return [`${operation.operationId} documents no HTTP ${status} answer`];
  const schema = (resolve(response).content as Record<string, MediaType>)['application/json']!.schema;
  const ajv = options.strict ? validators.strict : validators.loose;
  const ref = typeof schema.$ref === 'string' ? `description${schema.$ref}` : undefined;
  const validate: ValidateFunction = ref ? ajv.getSchema(ref)! : ajv.compile(schema);
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (e) => `${operation.operationId} ${status}: ${e.instancePath || '(body)'} ${e.message ?? ''}`,
  );
}

/** The description's own example of an answer. */
export function exampleOf(operationId: string, status: number): Record<string, unknown> {
  return structuredClone(mediaType(operationId, status).example) as Record<string, unknown>;
}

export interface GenerateOptions {
  /** Add fields the description does not list (a newer service). */
  extraFields?: boolean;
  /** Enum strings may also be values the description does not list (e.g. `skipped`). */
  unknownEnumValues?: boolean;
}

const EXTRA = fc.dictionary(
  fc.constantFrom('region', 'traceId', 'buildMinutes', 'deprecated', 'meta'),
  fc.oneof(
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 2 }),
  ),
  { maxKeys: 3 },
);

/** fast-check arbitrary of the values a schema allows: every field optional unless required. */
export function arbitraryOf(schema: Schema, options: GenerateOptions = {}): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const nullable = s.nullable === true;
  const wrap = (a: fc.Arbitrary<unknown>) => (nullable ? fc.oneof(a, fc.constant(null)) : a);
  if (Array.isArray(s.enum)) {
    const known = fc.constantFrom(...(s.enum as string[]));
    return wrap(
      options.unknownEnumValues
        ? fc.oneof(known, fc.constantFrom('skipped', 'building', 'cancelled'))
        : known,
    );
  }
  switch (s.type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const required = (s.required ?? []) as string[];
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, arbitraryOf(v, options)])),
        { requiredKeys: required },
      );
      const withExtra = options.extraFields
        ? fc.tuple(record, EXTRA).map(([r, extra]) => ({ ...extra, ...r }))
        : record;
      return wrap(withExtra);
    }
    case 'array':
      return wrap(fc.array(arbitraryOf(s.items as Schema, options), { maxLength: 4 }));
    case 'integer':
      return wrap(fc.integer({ min: (s.minimum as number) ?? 0, max: (s.maximum as number) ?? 1_000_000 }));
    case 'number':
      return wrap(
        fc.double({
          min: (s.minimum as number) ?? -1e6,
          max: (s.maximum as number) ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        }),
      );
    case 'boolean':
      return wrap(fc.boolean());
    case 'string':
      if (s.format === 'date-time')
        return wrap(
          fc
            .date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
            .map((d) => d.toISOString()),
        );
      if (s.format === 'uri') return wrap(fc.webUrl());
      return wrap(fc.string({ maxLength: 30 }));
    default:
      return fc.anything();
  }
}

/** Generated answers of an operation's success status. */
export function answersOf(operationId: string, status: number, options: GenerateOptions = {}) {
  return arbitraryOf(mediaType(operationId, status).schema, options) as fc.Arbitrary<Record<string, unknown>>;
}
