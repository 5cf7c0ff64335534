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
}
