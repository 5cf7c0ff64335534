import type { Findings } from '../findings.js';
import { formatPath, isRecord, parsePointer } from '../source/json-path.js';
import type { JsonPath } from '../source/json-path.js';
import type { SourceDocument } from '../source/source-document.js';

/** A reference that points outside, names an anchor (known once the walk is over), or does not resolve. */
type RefProblem = { kind: 'external' } | { kind: 'anchor' } | { kind: 'unresolved'; reason: string };

/**
 * Checks `$ref`s during the document walk: only internal references are supported by the service,
 * and they must resolve. References are never followed, so cycles are fine. Each distinct reference
 * is judged once, when first met (the document is already parsed), and only one with a problem keeps
 * its path: GitHub's REST description has 10,000 references to 1,800 targets, all fine.
 */
export class RefChecker {
  private readonly root: unknown;
  private readonly judged = new Map<string, RefProblem | undefined>();
  private readonly problems: { ref: string; path: JsonPath; problem: RefProblem }[] = [];
  private readonly anchors = new Set<string>();

  constructor(root: unknown) {
    this.root = root;
  }

  visit(node: Record<string, unknown>, path: readonly (string | number)[]): void {
    const ref = node.$ref;
    if (typeof ref === 'string') {
      let problem = this.judged.get(ref);
      if (problem === undefined && !this.judged.has(ref)) {
        problem = this.judge(ref);
        this.judged.set(ref, problem);
      }
      if (problem) this.problems.push({ ref, path: [...path, '$ref'], problem });
    }
    const anchor = node.$anchor;
    if (typeof anchor === 'string') this.anchors.add(anchor);
    const dynamicAnchor = node.$dynamicAnchor;
    if (typeof dynamicAnchor === 'string') this.anchors.add(dynamicAnchor);
  }

  report(source: SourceDocument, findings: Findings): void {
    for (const { ref, path, problem } of this.problems) {
      if (problem.kind === 'external') {
        findings.at(
          source,
          path,
          'openapi-ref-external',
          `$ref ${JSON.stringify(ref)} points outside this document; only internal references (#/...) are supported: bundle the referenced ${/^[a-z][a-z0-9+.-]*:/i.test(ref) ? 'URL' : 'file'} into this spec (e.g. with \`redocly bundle\`)`,
          'value',
        );
        continue;
      }
      const anchor = ref.slice(1);
      const reason =
        problem.kind === 'unresolved'
          ? problem.reason
          : this.anchors.has(anchor)
            ? undefined
            : `no schema declares $anchor ${JSON.stringify(anchor)}`;
      if (reason) {
        findings.at(
          source,
          path,
          'openapi-ref-unresolved',
          `$ref ${JSON.stringify(ref)} does not resolve: ${reason}`,
          'value',
        );
      }
    }
  }

  private judge(ref: string): RefProblem | undefined {
    if (!ref.startsWith('#')) return { kind: 'external' };
    const segments = parsePointer(ref);
    if (!segments) return { kind: 'anchor' };
    const reason = this.pointerProblem(segments);
    return reason === undefined ? undefined : { kind: 'unresolved', reason };
  }

  /** Why a JSON pointer does not resolve in the document, or undefined when it does. */
  private pointerProblem(segments: readonly string[]): string | undefined {
    let node = this.root;
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
