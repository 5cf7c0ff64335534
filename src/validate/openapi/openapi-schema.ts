import { formatPath, instancePathToPath } from '../source/json-path.js';
import type { JsonPath } from '../source/json-path.js';

/** The part of an ajv error this module reads. */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  /** Set by ajv on errors found while checking `propertyNames`. */
  propertyName?: string;
}

type CompiledSchema = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };

export interface SchemaIssue {
  path: JsonPath;
  target: 'key' | 'value';
  message: string;
}

/*
 * The official OAS 3.0 (JSON Schema draft-04) and 3.1 (2020-12) schemas come from
 * @seriousme/openapi-schema-validator, which keeps them current, compiled ahead of time by ajv with
 * the setup that package uses (scripts/openapi-validators.js, `npm run generate`). Its own
 * `validate()` is not used: it compiles the schemas on every run and deep-clones the whole document
 * to check $refs (about 1 s on GitHub's REST description), which this validator does itself with
 * positions. Each validator is 200-270 KB of code, loaded when a spec of its version is first
 * checked (a chunk of its own in the bundles).
 */
const loaded = new Map<'3.0' | '3.1', Promise<CompiledSchema>>();

function schemaValidator(minor: '3.0' | '3.1'): Promise<CompiledSchema> {
  let validate = loaded.get(minor);
  if (!validate) {
    validate = (
      minor === '3.0' ? import('./schema-validators/oas-3.0.js') : import('./schema-validators/oas-3.1.js')
    ).then((module: { validate: CompiledSchema }) => module.validate);
    loaded.set(minor, validate);
  }
  return validate;
}

/** Problems against the OpenAPI schema, reduced to the ones a person would fix. */
export async function checkOpenApiSchema(data: unknown, minor: '3.0' | '3.1'): Promise<SchemaIssue[]> {
  const validate = await schemaValidator(minor);
  let valid: boolean;
  try {
    valid = validate(data);
  } catch (error) {
    // ajv's deep equality (uniqueItems) calls methods such as valueOf, which a document may shadow
    // with keys of its own: report it instead of crashing the whole validation.
    const reason = error instanceof Error ? error.message : String(error);
    return [
      {
        path: [],
        target: 'value',
        message: `could not be checked against the OpenAPI ${minor} schema (${reason})`,
      },
    ];
  }
  if (valid) return [];
  // The reduction compares errors pairwise; a document this broken needs its first errors fixed.
  return reduceSchemaErrors((validate.errors ?? []).slice(0, MAX_RAW_ERRORS)).map((error) =>
    describe(error, data, minor),
  );
}

const MAX_RAW_ERRORS = 2000;
const COMBINATORS = new Set(['oneOf', 'anyOf', 'if']);

function within(inner: SchemaError, outer: SchemaError): boolean {
  return inner.instancePath === outer.instancePath || inner.instancePath.startsWith(outer.instancePath + '/');
}

function isRefAlternative(error: SchemaError): boolean {
  return error.keyword === 'required' && error.params.missingProperty === '$ref';
}

/** `X/oneOf/2/required` to `X/oneOf/2/`: the alternative an error belongs to. */
function alternativeOf(error: SchemaError): string | undefined {
  const match = /^(.*\/(?:oneOf|anyOf)\/\d+\/)[^/]+$/.exec(error.schemaPath);
  return match?.[1];
}

/**
 * ajv with allErrors reports every failed alternative of every oneOf. Keep the specific ones: drop
 * "must match exactly one schema" summaries and "must have $ref" alternatives when something more
 * specific was found there, drop an alternative's shallow errors when it also failed deeper (it was
 * the alternative the author meant), and merge enum/required errors that only differ by alternative.
 */
export function reduceSchemaErrors(raw: readonly SchemaError[]): SchemaError[] {
  const specific = (error: SchemaError) => !COMBINATORS.has(error.keyword) && !isRefAlternative(error);
  let errors = raw.filter((error) => {
    if (COMBINATORS.has(error.keyword)) {
      const passing = error.params.passingSchemas;
      if (Array.isArray(passing)) return true;
      return !raw.some((other) => other !== error && specific(other) && within(other, error));
    }
    if (isRefAlternative(error)) {
      return !raw.some((other) => other !== error && specific(other) && within(other, error));
    }
    return true;
  });
  errors = errors.filter((error) => {
    // propertyNames repeats, vaguely, the error found on the name itself.
    if (error.keyword === 'propertyNames') {
      const name = error.params.propertyName;
      return !errors.some(
        (o) => o !== error && o.instancePath === error.instancePath && propertyNameOf(o) === name,
      );
    }
    const alternative = alternativeOf(error);
    if (!alternative) return true;
    return !errors.some(
      (other) =>
        other.schemaPath.startsWith(alternative) && other.instancePath.startsWith(error.instancePath + '/'),
    );
  });
  const merged: SchemaError[] = [];
  for (const error of errors) {
    const previous = merged.find(
      (m) => m.instancePath === error.instancePath && m.keyword === error.keyword && mergeable(m, error),
    );
    if (!previous) {
      merged.push({ ...error, params: { ...error.params } });
    } else if (error.keyword === 'enum') {
      const values = [
        ...(previous.params.allowedValues as unknown[]),
        ...(error.params.allowedValues as unknown[]),
      ];
      previous.params.allowedValues = [...new Set(values)];
    } else if (error.keyword === 'required') {
      const names = (previous.params.alternatives as string[] | undefined) ?? [
        String(previous.params.missingProperty),
      ];
      previous.params.alternatives = [...new Set([...names, String(error.params.missingProperty)])];
    }
  }
  return merged;
}

function propertyNameOf(error: SchemaError): string | undefined {
  const name = error.propertyName ?? error.params.propertyName;
  return typeof name === 'string' ? name : undefined;
}

function mergeable(a: SchemaError, b: SchemaError): boolean {
  if (a.keyword === 'enum') return true;
  if (a.keyword !== 'required') return false;
  const [altA, altB] = [alternativeOf(a), alternativeOf(b)];
  return !!altA && !!altB && altA !== altB && altA.replace(/\d+\/$/, '') === altB.replace(/\d+\/$/, '');
}

function describe(error: SchemaError, data: unknown, minor: string): SchemaIssue {
  const path = instancePathToPath(error.instancePath, data);
  const where = formatPath(path);
  const params = error.params;
  const value = valueOf(data, path);
  switch (error.keyword) {
    case 'required': {
      const alternatives = params.alternatives as string[] | undefined;
      if (alternatives) {
        return {
          path,
          target: 'key',
          message: `${where} needs one of the fields ${alternatives.map(quote).join(', ')}`,
        };
      }
      return {
        path,
        target: 'key',
        message: `${where} is missing the required field ${quote(params.missingProperty)}`,
      };
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(params.additionalProperty ?? params.unevaluatedProperty);
      if (path.length === 1 && path[0] === 'paths') {
        return { path: [...path, name], target: 'key', message: `path ${quote(name)} must start with '/'` };
      }
      return {
        path: [...path, name],
        target: 'key',
        message: `${where} has the unknown field ${quote(name)} (OpenAPI ${minor} allows only its own fields and x- extensions here)`,
      };
    }
    case 'enum':
      return {
        path,
        target: 'value',
        message: `${where} must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}${found(value)}`,
      };
    case 'type':
      return {
        path,
        target: 'value',
        message: `${where} must be of type ${String(params.type)}${found(value)}`,
      };
    case 'format':
      return {
        path,
        target: 'value',
        message: `${where} must be a valid ${String(params.format)}${found(value)}`,
      };
    case 'pattern':
    case 'propertyNames': {
      const name = propertyNameOf(error);
      if (name !== undefined) {
        const message =
          path.length === 1 && path[0] === 'paths'
            ? `path ${quote(name)} must start with '/'`
            : `key ${quote(name)} in ${where} is not allowed${typeof params.pattern === 'string' ? ` (must match ${params.pattern})` : ''}`;
        return { path: [...path, name], target: 'key', message };
      }
      return {
        path,
        target: 'value',
        message: `${where} must match the pattern ${String(params.pattern)}${found(value)}`,
      };
    }
    case 'oneOf':
      return {
        path,
        target: 'key',
        message: Array.isArray(params.passingSchemas)
          ? `${where} matches several alternatives where exactly one is allowed (e.g. both 'schema' and 'content', or 'example' and 'examples')`
          : `${where} matches none of the allowed forms`,
      };
    default:
      return {
        path,
        target: 'key',
        message: `${where} ${error.message ?? `fails the ${error.keyword} rule`}`,
      };
  }
}

function valueOf(data: unknown, path: JsonPath): unknown {
  let node = data;
  for (const segment of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}

function found(value: unknown): string {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
    const text = JSON.stringify(value);
    return ` (found ${text.length > 60 ? text.slice(0, 57) + '...' : text})`;
  }
  return '';
}

function quote(value: unknown): string {
  return `'${String(value)}'`;
}
