import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createArchive } from './archive.js';
import type { EmulatorClock } from './clock.js';
import { sendFileRange } from './file-range.js';
import type { BundleFormat } from './options.js';
import { buildSite, traversalEntries } from './site.js';

/** Bytes a download link serves, start..end inclusive: as a stream (`open`), or sent to an answer. */
export interface BundleSource {
  size: number;
  etag: string;
  open(start: number, end: number): Readable;
  /** Sends the bytes to `out` and ends it; a client gone or a failed read cuts it. Never rejects. */
  send(start: number, end: number, out: Writable): Promise<void>;
}

/** A source whose sending is its stream piped to the answer. */
function streamedSource(source: Omit<BundleSource, 'send'>): BundleSource {
  return {
    ...source,
    send: (start, end, out) =>
      pipeline(source.open(start, end), out).catch(() => {
        // The client went away mid-download: nothing to answer.
      }),
  };
}

export type BundleVariant = 'normal' | 'corrupt' | 'traversal';

export function memorySource(bytes: Buffer): BundleSource {
  return streamedSource({
    size: bytes.length,
    etag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    open: (start, end) => Readable.from([bytes.subarray(start, end + 1)]),
  });
}

/**
 * A file on disk, never buffered whole: sent through reused buffers (`sendFileRange`), or streamed
 * in 1 MiB reads (the truncation fault).
 */
export function fileSource(path: string): BundleSource {
  const stat = statSync(path);
  if (!stat.isFile()) throw new RangeError(`bundleFile ${path} is not a file`);
  return {
    size: stat.size,
    etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    open: (start, end) => createReadStream(path, { start, end, highWaterMark: 1 << 20 }),
    send: (start, end, out) => sendFileRange(path, start, end, out),
  };
}

const JUNK = Buffer.from('This is not an archive: the storage returned corrupted bytes.\n');

/** `size` bytes that are neither gzip nor zip, generated on the fly. */
export function corruptSource(size: number): BundleSource {
  return streamedSource({
    size,
    etag: `"corrupt-${size.toString(16)}"`,
    open: (start, end) =>
      Readable.from(
        (function* () {
          const chunk = 1 << 16;
          for (let at = start; at <= end; at += chunk) {
            const last = Math.min(end, at + chunk - 1);
            const out = Buffer.alloc(last - at + 1);
            for (let i = 0; i < out.length; i += 1) out[i] = JUNK[(at + i) % JUNK.length] as number;
            yield out;
          }
        })(),
      ),
  });
}

export function contentTypeOf(format: BundleFormat): string {
  return format === 'zip' ? 'application/zip' : 'application/gzip';
}

/** The bundle served for every completed job, plus the faulty variants. Built once, at startup. */
export class BundleCatalog {
  readonly format: BundleFormat;
  readonly pageCount: number;
  private readonly normal: BundleSource;
  private readonly traversal: BundleSource;

  constructor(options: { format: BundleFormat; bundleFile?: string; externalAssets?: boolean }) {
    this.format = options.format;
    const site = buildSite({ externalAssets: options.externalAssets ?? false });
    this.pageCount = site.pageCount;
    this.normal = options.bundleFile
      ? fileSource(options.bundleFile)
      : memorySource(createArchive(options.format, site.entries));
    this.traversal = memorySource(createArchive(options.format, traversalEntries()));
  }

  source(variant: BundleVariant): BundleSource {
    if (variant === 'traversal') return this.traversal;
    if (variant === 'corrupt') return corruptSource(this.normal.size);
    return this.normal;
  }
}

export interface IssuedLink {
  jobId: string;
  url: string;
  signature: string;
  variant: BundleVariant;
  /** Emulated epoch ms. */
  expiresAt: number;
  expiresSeconds: number;
}

function amzDate(realMs: number): string {
  return new Date(realMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Presigned links in the shape of S3 query-string authentication. Only links this emulator issued
 * verify; each call issues a new signature. X-Amz-Date and X-Amz-Expires are real time (like expiresAt).
 */
export class BundleLinks {
  private readonly secret = randomBytes(32);
  private readonly links = new Map<string, IssuedLink>();
  private readonly clock: EmulatorClock;
  private readonly origin: string;
  private readonly format: BundleFormat;
  private serial = 0;

  constructor(clock: EmulatorClock, origin: string, format: BundleFormat) {
    this.clock = clock;
    this.origin = origin;
    this.format = format;
  }

  objectPath(jobId: string): string {
    return `/storage/exports/${jobId}/bundle.${this.format}`;
  }

  issue(jobId: string, ttlMs: number, variant: BundleVariant): IssuedLink {
    this.serial += 1;
    const issuedAt = this.clock.now();
    const expiresAt = issuedAt + ttlMs;
    const realIssued = this.clock.toRealEpochMs(issuedAt);
    const date = amzDate(realIssued);
    const expiresSeconds = Math.max(1, Math.round(this.clock.realDuration(ttlMs) / 1000));
    const credential = `EMULATORACCESSKEY/${date.slice(0, 8)}/us-east-1/s3/aws4_request`;
    const signature = createHmac('sha256', this.secret)
      .update(`${jobId}\n${this.serial}\n${date}\n${expiresAt}`)
      .digest('hex');
    const query = new URLSearchParams({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': credential,
      'X-Amz-Date': date,
      'X-Amz-Expires': String(expiresSeconds),
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Signature': signature,
    });
    const link: IssuedLink = {
      jobId,
      url: `${this.origin}${this.objectPath(jobId)}?${query.toString()}`,
      signature,
      variant,
      expiresAt,
      expiresSeconds,
    };
    this.links.set(signature, link);
    return link;
  }

  find(jobId: string, signature: string | null): IssuedLink | undefined {
    const link = signature ? this.links.get(signature) : undefined;
    return link && link.jobId === jobId ? link : undefined;
  }
}
