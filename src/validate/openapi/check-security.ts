import type { Findings } from '../findings.js';
import { isRecord, parsePointer, valueAt } from '../source/json-path.js';
import type { JsonPath } from '../source/json-path.js';
import type { OpenApiDocument } from './openapi-model.js';

/**
 * Security schemes and requirements as the playground sees them: supported kinds are API keys and
 * http bearer/basic; `x-default` pre-fills only API keys and bearer tokens; every requirement must
 * name a declared scheme.
 */
export class SecurityChecker {
  private readonly document: OpenApiDocument;
  private readonly findings: Findings;
  private readonly schemes: Set<string>;

  constructor(document: OpenApiDocument, findings: Findings) {
    this.document = document;
    this.findings = findings;
    const components = isRecord(document.root.components) ? document.root.components : {};
    this.schemes = new Set(
      Object.keys(isRecord(components.securitySchemes) ? components.securitySchemes : {}),
    );
  }

  checkDocument(): void {
    const { root } = this.document;
    this.checkRequirements(root.security, ['security']);
    const components = isRecord(root.components) ? root.components : {};
    const schemes = isRecord(components.securitySchemes) ? components.securitySchemes : {};
    for (const [name, raw] of Object.entries(schemes)) {
      const scheme = resolve(root, raw);
      if (scheme) this.checkScheme(name, scheme, ['components', 'securitySchemes', name]);
    }
  }

  /** Called for every object of the document walk; acts on operations. */
  visit(node: Record<string, unknown>, path: readonly (string | number)[]): void {
    if (this.document.operationObjects.has(node))
      this.checkRequirements(node.security, [...path, 'security']);
  }

  private checkScheme(name: string, scheme: Record<string, unknown>, at: JsonPath): void {
    const type = scheme.type;
    const httpScheme = typeof scheme.scheme === 'string' ? scheme.scheme.toLowerCase() : '';
    const kind = type === 'http' ? `http ${httpScheme || '(no scheme)'}` : String(type);
    const supported =
      type === 'apiKey' || (type === 'http' && (httpScheme === 'bearer' || httpScheme === 'basic'));
    if (!supported && typeof type === 'string') {
      this.findings.at(
        this.document.source,
        at,
        'openapi-security-unsupported',
        `security scheme '${name}' is ${kind}, which the API playground does not support (API keys, http bearer and http basic are): readers get no authentication field for it`,
      );
    }
    if ('x-default' in scheme && !(type === 'apiKey' || (type === 'http' && httpScheme === 'bearer'))) {
      this.findings.at(
        this.document.source,
        [...at, 'x-default'],
        'openapi-x-default-no-effect',
        `x-default has no effect on security scheme '${name}' (${kind}): it pre-fills only apiKey and http bearer schemes`,
      );
    }
  }

  private checkRequirements(security: unknown, at: JsonPath): void {
    if (!Array.isArray(security)) return;
    security.forEach((requirement, index) => {
      if (!isRecord(requirement)) return;
      for (const name of Object.keys(requirement)) {
        if (this.schemes.has(name)) continue;
        const declared = [...this.schemes].map((s) => `'${s}'`).join(', ');
        this.findings.at(
          this.document.source,
          [...at, index, name],
          'openapi-security-undefined',
          `security requirement '${name}' names no scheme in components.securitySchemes (${declared ? `declared: ${declared}` : 'none is declared'})`,
        );
      }
    });
  }
}

function resolve(root: Record<string, unknown>, value: unknown): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined;
  if (typeof value.$ref !== 'string') return value;
  const target = parsePointer(value.$ref);
  const resolved = target ? valueAt(root, target) : undefined;
  return isRecord(resolved) ? resolved : undefined;
}
