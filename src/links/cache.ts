import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { errorMessage } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import type { DocumentCheck } from './types.js';

/**
 * Results kept between runs (a file the CLI names with `--cache`, restored by the action from the
 * Actions cache). Only documents that were fine are reused while younger than the age limit: a broken
 * or suspect link is checked again every run, so that a fixed link or a site back up shows at once
 * (with GET at once: it needed GET last time).
 */
const FORMAT = 1;

const entrySchema = z.object({
  status: z.enum(['ok', 'broken', 'suspect', 'skipped']),
  code: z.number().int().nullable(),
  reason: z.string(),
  finalUrl: z.string().nullable(),
  /** Absent: the body was not read for anchors. */
  anchors: z.array(z.string()).optional(),
  checkedAt: z.number(),
});
const fileSchema = z.object({ format: z.literal(FORMAT), documents: z.record(z.string(), entrySchema) });

type Entry = z.infer<typeof entrySchema>;

/** Past this many anchors a page's are not kept (a huge generated page): it is fetched again for fragments. */
const MAX_KEPT_ANCHORS = 20_000;

export class LinkCache {
  private readonly entries: Map<string, Entry>;
  private readonly maxAgeMs: number;
  private readonly now: number;
  /** A fresh result was kept since the file was read: worth writing. */
  private changed = false;

  private constructor(entries: Map<string, Entry>, maxAgeMs: number, now: number) {
    this.entries = entries;
    this.maxAgeMs = maxAgeMs;
    this.now = now;
  }

  static empty(maxAgeMs: number, now = Date.now()): LinkCache {
    return new LinkCache(new Map(), maxAgeMs, now);
  }

  /** Reads the file; a missing file is an empty cache, an unreadable one a warning and an empty cache. */
  static async read(path: string, maxAgeMs: number, logger: Logger, now = Date.now()): Promise<LinkCache> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        logger.warning(
          `The link cache ${path} could not be read (${errorMessage(error)}): every link is checked afresh.`,
        );
      return LinkCache.empty(maxAgeMs, now);
    }
    try {
      const parsed = fileSchema.parse(JSON.parse(text));
      return new LinkCache(new Map(Object.entries(parsed.documents)), maxAgeMs, now);
    } catch {
      logger.warning(
        `The link cache ${path} is not a cache this version of docs-ci wrote (damaged or from another version): every link is checked afresh.`,
      );
      return LinkCache.empty(maxAgeMs, now);
    }
  }

  /**
   * The kept result of a document when it can stand for a fresh check: it was ok, is younger than
   * the age limit, and kept its anchors when a fragment must be checked.
   */
  reusable(document: string, wantAnchors: boolean): DocumentCheck | undefined {
    const entry = this.entries.get(document);
    if (!entry || entry.status !== 'ok') return undefined;
    const age = this.now - entry.checkedAt;
    if (age < 0 || age > this.maxAgeMs) return undefined;
    if (wantAnchors && entry.anchors === undefined) return undefined;
    return {
      status: entry.status,
      code: entry.code,
      reason: entry.reason,
      finalUrl: entry.finalUrl,
      anchors: entry.anchors === undefined ? undefined : new Set(entry.anchors),
      requests: 0,
    };
  }

  /**
   * The document was not fine last time (broken, suspect): it is checked again, with GET straight
   * away (its server answered HEAD and GET alike, or refused HEAD), one request instead of two.
   */
  troubledBefore(document: string): boolean {
    const entry = this.entries.get(document);
    return entry !== undefined && entry.status !== 'ok' && this.now - entry.checkedAt <= this.maxAgeMs;
  }

  /** Keeps a fresh result (not one that itself came from the cache, which keeps its first date). */
  remember(document: string, check: DocumentCheck, checkedAt = this.now): void {
    if (check.networkDown) return;
    if (check.status === 'ok') this.changed = true;
    const anchors = check.anchors && check.anchors.size <= MAX_KEPT_ANCHORS ? [...check.anchors] : undefined;
    this.entries.set(document, {
      status: check.status,
      code: check.code,
      reason: check.reason,
      finalUrl: check.finalUrl,
      ...(anchors ? { anchors } : {}),
      checkedAt,
    });
  }

  get dirty(): boolean {
    return this.changed;
  }

  /** Writes the entries still young enough to be of use (atomic: a temporary file renamed). */
  async write(path: string): Promise<void> {
    const documents: Record<string, Entry> = {};
    // Results that were not fine are kept too: never reused, they tell the next run to GET at once.
    for (const [document, entry] of this.entries) {
      if (this.now - entry.checkedAt <= this.maxAgeMs) documents[document] = entry;
    }
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify({ format: FORMAT, documents })}\n`);
    await rename(temporary, path);
  }
}
