export { watchSpecs } from './watch.js';
export type { Deployer, WatchSpecsOptions, WatchSpecsResult } from './watch.js';
export { listUrlSpecs } from './url-specs.js';
export type { UrlSpec, UrlSpecList } from './url-specs.js';
export { fetchSpec } from './fetch-spec.js';
export type { FetchedSpec, FetchSpecOptions } from './fetch-spec.js';
export { emptyState, fileStateStore, STATE_VERSION } from './state.js';
export type { SpecRecord, SpecState, SpecStateStore } from './state.js';
