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
