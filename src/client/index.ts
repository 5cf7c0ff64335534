export { DocsApiClient, DEFAULT_PATHS } from './client.js';
export type { ClientOptions, CallOptions } from './client.js';
export { parseRateLimit, retryAfterMs, PREVIEW_LIMIT, DEPLOY_LIMIT } from './rate-limit.js';
export type { RateLimit } from './rate-limit.js';
export type { DeploymentStatus, ExportBundle, ExportJob, PreviewTriggered } from './schemas.js';
export { TERMINAL_DEPLOYMENT_STATES, TERMINAL_EXPORT_STATES } from './schemas.js';
