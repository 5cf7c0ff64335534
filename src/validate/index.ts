export { mapSitePages, validateDocs } from './validate-docs.js';
export { buildSiteMap, isSnippetFile, pageUrlOfFile } from './pages/site-pages.js';
export type { SiteMap, SitePage } from './pages/site-pages.js';
export { renderTextReport } from './render/render-text.js';
export { renderSummaryMarkdown } from './render/render-summary.js';
export { shouldFail } from './fail-on.js';
export type { FailOn } from './fail-on.js';
export { RULES } from './rules.js';
export type { RuleId } from './rules.js';
export type {
  Comparison,
  Finding,
  GeneratedPage,
  Scope,
  Severity,
  SpecSummary,
  ValidateOptions,
  ValidationReport,
} from './types.js';
export { importsOfPage, linksOfPage, linksOfPages, publishedPages } from './page-links.js';
export type { WrittenLink } from './page-links.js';
export { withBaseFolder } from './base-folder.js';
export type { BaseFolder, BaseFolderRequest } from './base-folder.js';
export { changeUnderReview, PULL_REQUEST_EVENTS } from './base/change-under-review.js';
export type { ChangeUnderReview } from './base/change-under-review.js';
export { publishFindings } from './publish-findings.js';
export type { AnnotateMode } from './publish-findings.js';
export { headingAnchors } from './pages/heading-anchors.js';
