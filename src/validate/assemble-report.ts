import type { SpecOutcome } from './check-specs.js';
import { Findings } from './findings.js';
import type { Finding, RepositoryInput, ValidationReport } from './types.js';

/** The report of a validation run from what its spec side and its page side found. */
export function assembleReport(
  repository: RepositoryInput,
  specs: SpecOutcome,
  pageFindings: readonly Finding[],
): ValidationReport {
  const findings = new Findings();
  findings.addAll(specs.findings);
  findings.addAll(pageFindings);

  const notes: string[] = [];
  const { count, schemas, unread } = specs.uncheckedEndpoints;
  if (count + schemas > 0) {
    const what = [
      count > 0 ? `${count} endpoint reference(s)` : '',
      schemas > 0 ? `${schemas} schema reference(s)` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    notes.push(
      `${what} not checked: they may be in ${unread.length === 1 ? 'the spec' : 'specs'} ${unread.join(', ')}, given by URL and not downloaded${repository.fetchUrls ? ' (the download failed)' : ' (run with --fetch-urls / fetch-urls: true to check them)'}`,
    );
  }
  const unreadable = specs.uncheckedByUnreadable;
  if (unreadable.count > 0) {
    notes.push(
      `${unreadable.count} endpoint or schema reference(s) found in no spec not reported: they may be in ${unreadable.files.join(', ')}, which could not be read (see the finding in ${unreadable.files.length === 1 ? 'that file' : 'those files'})`,
    );
  }
  for (const { file, reason } of specs.skippedSpecs) notes.push(`spec not loaded: ${file}: ${reason}`);
  if (specs.uncheckedLinks > 0) {
    notes.push(
      `${specs.uncheckedLinks} link(s) to generated API pages not checked: their spec is given by URL and was not downloaded`,
    );
  }

  const all = findings.sorted();
  return {
    errors: all.filter((f) => f.severity === 'error'),
    warnings: all.filter((f) => f.severity === 'warning'),
    notes,
    pages: specs.generated,
    specs: specs.specs,
  };
}
