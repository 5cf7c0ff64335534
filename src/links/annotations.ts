import type { Finding } from '../validate/index.js';
import type { LinkReport } from './run-links.js';

/** The rule id of an outside link that is broken, in annotations and check runs. */
export const EXTERNAL_LINK_RULE = 'link-external-broken';

/**
 * One annotation per place a broken link is written: an error where it decides (new ones, or all
 * when not compared), a warning where the base already had it. New ones come first, since GitHub
 * shows only the first 10 of each level per step.
 */
export function linkFindings(report: LinkReport, scope: 'new' | 'all'): Finding[] {
  const findings: Finding[] = [];
  for (const link of report.links) {
    if (link.status !== 'broken') continue;
    const decides = scope === 'all' || link.new !== false;
    for (const source of link.sources) {
      // A rendered link that no line writes (the build made it) is annotated on the page's first line.
      const written = source.line > 0;
      findings.push({
        file: source.file,
        line: written ? source.line : 1,
        column: written ? source.column : 1,
        rule: EXTERNAL_LINK_RULE,
        message: `${link.url}: ${link.reason}${written ? '' : ' (on the rendered page)'}${decides ? '' : ' (already broken at the base)'}`,
        severity: decides ? 'error' : 'warning',
        ...(link.new === undefined ? {} : { new: link.new }),
      });
    }
  }
  const tier = (finding: Finding) => (finding.new ? 0 : finding.severity === 'error' ? 1 : 2);
  return findings.sort(
    (a, b) =>
      tier(a) - tier(b) ||
      (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column),
  );
}
