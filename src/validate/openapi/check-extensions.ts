import type { Findings } from '../findings.js';
import { isRecord } from '../source/json-path.js';
import type { JsonPath } from '../source/json-path.js';
import type { SourceDocument } from '../source/source-document.js';

const SCHEMA_DOC_KEYS = new Set(['pre', 'post']);
/** Keys the service documents on an operation beside metadata, content and href. */
const OTHER_OPERATION_KEYS = new Set(['mcp', 'groups', 'pre', 'post', 'playground']);

/**
 * The service's extensions, checked during the document walk: `x-hidden`/`x-excluded` and the
 * vendor extension (`x-doc` by default) on operations, the vendor extension's pills on schemas.
 */
export class ExtensionChecker {
  private readonly source: SourceDocument;
  private readonly findings: Findings;
  private readonly extension: string;
  private readonly operations: Set<object>;

  constructor(source: SourceDocument, findings: Findings, extension: string, operations: Set<object>) {
    this.source = source;
    this.findings = findings;
    this.extension = extension;
    this.operations = operations;
  }

  visit(node: Record<string, unknown>, path: readonly (string | number)[]): void {
    const isOperation = this.operations.has(node);
    if (isOperation) {
      for (const [key, rule] of [
        ['x-hidden', 'openapi-x-hidden-invalid'],
        ['x-excluded', 'openapi-x-excluded-invalid'],
      ] as const) {
        const value = node[key];
        if (value !== undefined && typeof value !== 'boolean') {
          this.report([...path, key], rule, `${key} must be true or false, not ${JSON.stringify(value)}`);
        }
      }
    }
    if ('x-default' in node) this.checkDefault(node, path, isOperation);
    const doc = node[this.extension];
    if (doc === undefined) return;
    const at = [...path, this.extension];
    if (!isRecord(doc)) {
      this.report(at, 'openapi-extension-invalid', `${this.extension} must be an object`);
    } else if (isOperation) {
      this.checkOperationDoc(doc, at);
    } else {
      this.checkSchemaDoc(doc, at);
    }
  }

  /**
   * x-default works on apiKey/bearer schemes (see SecurityChecker) and schema properties. Only the
   * places that are certainly not schemas are reported: operations and parameter objects.
   */
  private checkDefault(
    node: Record<string, unknown>,
    path: readonly (string | number)[],
    isOperation: boolean,
  ): void {
    const isParameter = typeof node.in === 'string' && typeof node.name === 'string' && !('type' in node);
    if (!isOperation && !isParameter) return;
    this.findings.at(
      this.source,
      [...path, 'x-default'],
      'openapi-x-default-no-effect',
      isParameter
        ? `x-default has no effect on a parameter object: put it on the parameter's schema (schema: { x-default: ... })`
        : 'x-default has no effect on an operation: put it on a schema property or an apiKey/bearer security scheme',
    );
  }

  private checkOperationDoc(doc: Record<string, unknown>, at: JsonPath): void {
    const name = this.extension;
    for (const [key, value] of Object.entries(doc)) {
      const here = [...at, key];
      if (key === 'metadata') this.checkMetadata(value, here);
      else if (key === 'content') {
        if (typeof value !== 'string')
          this.report(here, 'openapi-extension-invalid', `${name}.content must be a string of MDX`);
      } else if (key === 'href') {
        if (typeof value !== 'string' || !isAbsoluteHref(value)) {
          this.report(
            here,
            'openapi-extension-invalid',
            `${name}.href must be an absolute page path like "/api/users/list" or an http(s) URL, not ${JSON.stringify(value)}`,
          );
        }
      } else if (!OTHER_OPERATION_KEYS.has(key)) {
        this.report(
          here,
          'openapi-extension-unknown-key',
          `${name}.${key} is ignored on an operation: it takes metadata, content, href, mcp, groups, pre, post and playground`,
        );
      }
    }
  }

  private checkMetadata(value: unknown, at: JsonPath): void {
    const name = `${this.extension}.metadata`;
    if (!isRecord(value)) {
      this.report(at, 'openapi-extension-invalid', `${name} must be an object of front-matter fields`);
      return;
    }
    if ('openapi' in value) {
      this.report(
        [...at, 'openapi'],
        'openapi-extension-invalid',
        `${name} may set any front-matter field except openapi: the operation itself is the page's endpoint`,
      );
    }
    if ('groups' in value && !isStringArray(value.groups)) {
      this.report(
        [...at, 'groups'],
        'openapi-extension-invalid',
        `${name}.groups must be an array of strings`,
        'value',
      );
    }
    if ('public' in value && typeof value.public !== 'boolean') {
      this.report(
        [...at, 'public'],
        'openapi-extension-invalid',
        `${name}.public must be true or false`,
        'value',
      );
    }
  }

  private checkSchemaDoc(doc: Record<string, unknown>, at: JsonPath): void {
    for (const [key, value] of Object.entries(doc)) {
      const here = [...at, key];
      if (SCHEMA_DOC_KEYS.has(key)) {
        if (!isStringArray(value)) {
          this.report(
            here,
            'openapi-extension-invalid',
            `${this.extension}.${key} must be an array of strings (one per pill)`,
            'value',
          );
        }
      } else {
        this.report(
          here,
          'openapi-extension-unknown-key',
          `${this.extension}.${key} is ignored here: outside operations ${this.extension} takes only pre and post (pills)`,
        );
      }
    }
  }

  private report(
    path: JsonPath,
    rule:
      | 'openapi-x-hidden-invalid'
      | 'openapi-x-excluded-invalid'
      | 'openapi-extension-invalid'
      | 'openapi-extension-unknown-key',
    message: string,
    target: 'key' | 'value' = 'key',
  ): void {
    this.findings.at(this.source, path, rule, message, target);
  }
}

function isStringArray(value: unknown): boolean {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isAbsoluteHref(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
