export type Severity = 'error' | 'warning';

export interface ValidateOptions {
  /** Root of the documentation repository. */
  dir: string;
  /** Site configuration file; relative paths are resolved against `dir`. Default `<dir>/docs.json`. */
  config?: string;
  /** Name of the vendor extension the spec calls `x-doc`. Default `x-doc`. */
  extension?: string;
  /** Download specs referenced by URL and validate them too. Default false (offline). */
  fetchUrls?: boolean;
}

/** What a validation run starts from, once the options are checked: plain data a worker can receive. */
export interface RepositoryInput {
  /** Absolute. */
  root: string;
  extension: string;
  /** docs.json relative to `root` (posix), or absolute when it lies outside. */
  configFile: string;
  configText: string;
  /** Every file of the repository, relative to `root`, before the ignore rules. */
  allFiles: string[];
  fetchUrls: boolean;
  /**
   * Other versions of some of its page files (a pull request's base versions of the pages it
   * changed), checked in this repository's context: see other-versions.ts.
   */
  otherVersions?: PageVersion[] | undefined;
  /**
   * Files read from another folder than `root`: a base commit validated as the head's folder plus
   * the base versions of the files the change touched (compare-with-base.ts). `allFiles` is then
   * the base's listing.
   */
  overlay?: { dir: string; files: string[] } | undefined;
}

/** A page file's text in another version of the repository. */
export interface PageVersion {
  /** Relative to the repository's root, posix. */
  file: string;
  text: string;
}

/** The findings of the other versions, or why they could not be checked in this context. */
export type OtherVersionsOutcome = { findings: Finding[] } | { refused: string };

/** Where and from which size a repository is validated in a worker thread. */
export interface ValidationIsolation {
  /** The worker bundle; default: `../validate-worker/index.js` beside the running bundle, if present. */
  workerScript?: string | URL | undefined;
  /** The smallest repository (in files) validated in a worker; default WORKER_FROM_FILES. */
  fromFiles?: number | undefined;
}

export interface Finding {
  /** Relative to `dir`, posix separators; a URL for specs referenced by URL. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 code units. */
  column: number;
  /** Stable id, see RULES. */
  rule: string;
  message: string;
  severity: Severity;
  /**
   * Set when the report was compared with a base (a pull request's base commit, a baseline report):
   * true for a finding the base does not have.
   */
  new?: boolean;
}

export interface GeneratedPage {
  title: string;
  /** Site path of the page, starting with `/` (or the URL given by `x-doc.href`). */
  url: string;
  /** Upper-case HTTP method, or `WEBHOOK`. */
  method: string;
  /** Path template, or the webhook name. */
  path: string;
  /** Spec file (relative to `dir`) or URL. */
  spec: string;
  group?: string;
  deprecated?: boolean;
  version?: string;
  /** `x-hidden`: the page is generated but left out of the navigation. */
  hidden?: boolean;
}

export interface SpecSummary {
  file: string;
  openapi: string;
  operations: number;
}

export interface ValidationReport {
  errors: Finding[];
  warnings: Finding[];
  /** What could not be checked, and why (e.g. references into specs given by URL, offline). */
  notes: string[];
  pages: GeneratedPage[];
  specs: SpecSummary[];
  /** Present when the findings were compared with a base (see compare/introduced.ts). */
  comparison?: Comparison;
}

/** A validation's report, and the findings of the other versions of pages it was given. */
export interface Validation {
  report: ValidationReport;
  otherVersions?: OtherVersionsOutcome | undefined;
}

/** What a report was compared with, and how many of its findings that base does not have. */
export interface Comparison {
  /** The base, as said in logs: "commit 1a2b3c4 (git)", "baseline report.json", "base-dir ../base". */
  base: string;
  newErrors: number;
  newWarnings: number;
}

/**
 * Which findings decide the result: `all` of them, or only those `new` against a base. `auto` is
 * `new` when a base is at hand (a pull request, a baseline) and `all` otherwise.
 */
export type Scope = 'auto' | 'new' | 'all';
