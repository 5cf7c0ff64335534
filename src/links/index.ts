export { DEFAULTS, repositoryRoot, runLinkCheck } from './run-links.js';
export type { LinkBase, LinkBaseUrls, LinkCheckOptions, LinkComparison, LinkReport } from './run-links.js';
export { collectLinks } from './collect.js';
export { readLinkBaseline } from './scope.js';
export type { UrlsByPage } from './scope.js';
export type { CheckedLink, LinkSource, LinkStatus, LinkSummary } from './types.js';
