import type { RenderedPage } from './http/page-collector.js';

/**
 * The link checker's vocabulary, shared by its parts: what a link is, where it was written, and the
 * verdict a writer reads. The report's field names are the kit's public interface (`docs-ci links
 * --format json`, the links action's `result`): add fields, rename none.
 */

/** `ok` (2xx at the end), `broken` (the link's fault), `suspect` (maybe not the link's fault: never fails a step), `skipped`, `excluded`. */
export type LinkStatus = 'ok' | 'broken' | 'suspect' | 'skipped' | 'excluded';

/** Whether the `#fragment` of a link names an anchor of the page: null when there is none or it was not judged. */
export type FragmentStatus = 'ok' | 'missing' | null;

/**
 * Where a link is written: `file` relative to the docs folder, 1-based line and column. A link of a
 * rendered page that no line of its source writes (the build made it) has line and column 0.
 */
export interface LinkSource {
  file: string;
  line: number;
  column: number;
}

/**
 * What fetching one document URL (fragment stripped) found, after redirects and retries. Shared by
 * every link to that document, whatever their fragments.
 */
export interface DocumentCheck {
  /** ok, broken, suspect, or skipped (a private address not allowed). */
  status: Exclude<LinkStatus, 'excluded'>;
  /** The last HTTP status received; null when no answer came (DNS, TLS, timeout, refused). */
  code: number | null;
  /** In words a writer understands: "the server answers 404 Not Found", "no such host name". */
  reason: string;
  /** The URL after redirects, when one was followed; else the URL itself (null when nothing answered). */
  finalUrl: string | null;
  /**
   * The ids and names of the final HTML document, when anchors were asked for and the body was
   * HTML read to its end (or to the cap). Undefined: the fragment cannot be judged (not HTML, no body).
   */
  anchors?: ReadonlySet<string> | undefined;
  /** The links of the final HTML document, when they were asked for (the live check's pages). */
  page?: RenderedPage | undefined;
  /** The final answer's `Content-Type`, when it was fine and said one. */
  contentType?: string | undefined;
  /** Requests sent for this document (retries and redirect hops included). */
  requests: number;
  /** The failure is the network's, not the link's (no DNS server answers): said once for the run. */
  networkDown?: boolean | undefined;
  /**
   * The verdict rests on the DNS saying the name does not exist (NXDOMAIN): evidence only when the
   * DNS works at all (some resolvers without a network say so of every name). Set by fetch-document.
   */
  noSuchHost?: boolean | undefined;
}

/** One link of the report: a URL as written (fragment kept), with every place it is written. */
export interface CheckedLink {
  url: string;
  status: LinkStatus;
  code: number | null;
  reason: string;
  finalUrl: string | null;
  fragment: FragmentStatus;
  sources: LinkSource[];
  /** Present when compared with a base: true when a page has the URL that the base's same page did not. */
  new?: boolean;
  /** The verdict came from the cache of an earlier run. */
  cached?: boolean;
  /** A live check's link: the addresses of the rendered pages that have it. */
  pages?: string[];
}

export interface LinkSummary {
  ok: number;
  broken: number;
  suspect: number;
  skipped: number;
  excluded: number;
  /** HTTP requests sent in this run (GitHub API calls included). */
  requests: number;
  /** Distinct hosts requested. */
  hosts: number;
  /** Links whose verdict came from the cache. */
  cached: number;
}
