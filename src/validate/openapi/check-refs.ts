import type { Findings } from '../findings.js';
import { formatPath, isRecord, parsePointer } from '../source/json-path.js';
import type { JsonPath } from '../source/json-path.js';
import type { SourceDocument } from '../source/source-document.js';

/**
 * Collects `$ref`s during the document walk, then checks them: only internal references are
 * supported by the service, and they must resolve. References are never followed, so cycles are
 * fine.
 */
export class RefChecker {
  private readonly refs: { ref: string; path: JsonPath }[] = [];
  private readonly anchors = new Set<string>();

  visit(node: Record<string, unknown>, path: readonly (string | number)[]): void {
    const ref = node.$ref;
    if (typeof ref === 'string') this.refs.push({ ref, path: [...path, '$ref'] });
    const anchor = node.$anchor;
    if (typeof anchor === 'string') this.anchors.add(anchor);
    const dynamicAnchor = node.$dynamicAnchor;
    if (typeof dynamicAnchor === 'string') this.anchors.add(dynamicAnchor);
  }

  report(source: SourceDocument, root: unknown, findings: Findings): void {
    const resolved = new Map<string, string | undefined>();
    for (const { ref, path } of this.refs) {
      if (!ref.startsWith('#')) {
        findings.at(
          source,
          path,
          'openapi-ref-external',
          `$ref ${JSON.stringify(ref)} points outside this document; only internal references (#/...) are supported: bundle the referenced ${/^[a-z][a-z0-9+.-]*:/i.test(ref) ? 'URL' : 'file'} into this spec (e.g. with \`redocly bundle\`)`,
          'value',
        );
        continue;
      }
      if (!resolved.has(ref)) resolved.set(ref, this.problem(ref, root));
      const problem = resolved.get(ref);
      if (problem) {
        findings.at(
          source,
          path,
          'openapi-ref-unresolved',
          `$ref ${JSON.stringify(ref)} does not resolve: ${problem}`,
          'value',
        );
      }
    }
  }

  /** Why an internal reference does not resolve, or undefined when it does. */
  private problem(ref: string, root: unknown): string | undefined {
    const segments = parsePointer(ref);
    if (!segments) {
      const anchor = ref.slice(1);
      return this.anchors.has(anchor) ? undefined : `no schema declares $anchor ${JSON.stringify(anchor)}`;
    }
    let node = root;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i]!;
      const next = Array.isArray(node)
        ? /^(0|[1-9]\d*)$/.test(segment)
          ? (node[Number(segment)] as unknown)
          : undefined
        : isRecord(node) && Object.hasOwn(node, segment)
          ? node[segment]
          : undefined;
      if (next === undefined) {
        return `${formatPath(segments.slice(0, i))} has no ${JSON.stringify(segment)}`;
      }
      node = next;
    }
    return undefined;
  }
}
