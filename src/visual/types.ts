/**
 * The visual review's shared shapes: the report that `docs-ci visual` prints and writes as
 * `report.json` (the public interface), and the tiled captures that pass between capture and compare.
 */

export type VisualPageStatus = 'changed' | 'unchanged' | 'new' | 'removed' | 'captured' | 'failed';

/** A rectangle in CSS px of one capture (device scale 1, so also image px). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One side of a page: where it was read, what it answered, and its whole capture. */
export interface CaptureSide {
  url: string;
  /** The HTTP status of the page's document; null when it never answered. */
  code: number | null;
  /** The whole capture as a PNG path relative to the report folder (`--out`); null when there is none. */
  image: string | null;
  width: number;
  height: number;
}

export type RegionKind = 'changed' | 'inserted' | 'removed';

export interface VisualRegion {
  /** `changed`: both sides hold it; `inserted`: only after; `removed`: only before. */
  kind: RegionKind;
  before: Box | null;
  after: Box | null;
  /** Crops with some context around the region, PNG paths relative to the report folder. */
  images: { before: string | null; after: string | null; diff: string | null };
  /** The nearest heading above the region on the after side (or before, for `removed`), when known. */
  heading?: string | undefined;
  /** What a reader should know about the crops, e.g. that a very tall region's crops are cut. */
  note?: string | undefined;
}

export interface IgnoredRegion extends VisualRegion {
  /** Why it is left out, e.g. "moves by itself: it differs between two captures of the same page". */
  reason: string;
}

export interface VisualPage {
  /** The page path, e.g. `/guides/setup`. */
  path: string;
  status: VisualPageStatus;
  /** Why the page failed (`failed`), or a note on how it was captured. */
  reason?: string | undefined;
  before: CaptureSide | null;
  after: CaptureSide | null;
  regions: VisualRegion[];
  ignored: IgnoredRegion[];
  /** Things a reviewer should know: a page that never settled, a font that never loaded, ... */
  notes?: string[] | undefined;
}

export type VisualSummary = Record<VisualPageStatus, number> & { total: number };

export interface VisualReport {
  pages: VisualPage[];
  summary: VisualSummary;
  /** The browser's version, e.g. `HeadlessChrome/153.0.8010.0`. */
  browser: string;
  /** The production address (`--before`), when given. */
  beforeUrl?: string | undefined;
  /** The preview's address (`--after`). */
  afterUrl: string;
  /** Pages asked for beyond `--max-pages`, not captured. */
  notCaptured?: string[] | undefined;
  /** Whether the production site could be read at all (false: no page answered there). */
  beforeReadable?: boolean | undefined;
  /** Said when production could not be read: "production could not be read at <url>". */
  beforeNote?: string | undefined;
  /** The first page found behind a login (401/403, or sent to a login page): such pages are never captured. */
  login?: { url: string; reason: string } | undefined;
}

/**
 * A whole-page capture kept on disk as horizontal PNG bands, top to bottom, so that no whole page is
 * ever held in memory: a 30,000 px page at 1280 px is 150 MB of RGBA.
 */
export interface TiledCapture {
  width: number;
  height: number;
  /** Bands in order; `y` of each is the sum of the heights above it. */
  tiles: Array<{ y: number; height: number; file: string }>;
  /** Headings' tops in the capture (h1-h3), for naming where a region sits. */
  headings?: Array<{ y: number; text: string }> | undefined;
}
