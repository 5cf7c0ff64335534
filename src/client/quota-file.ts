import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where a limiter keeps the send times of its requests between processes. */
export interface SlotStore {
  load(): number[];
  save(slots: number[]): void;
}

/**
 * Send times shared by every docs-ci process on this machine for one organization (one API key and
 * base URL), so a shell loop of `docs-ci preview` runs respects the quota the way one run does. The
 * file holds timestamps only; its name is a hash, never the key. Failures to read or write are
 * ignored: the quota file is an optimization, the 429 handling still applies.
 */
export function quotaFileStore(options: {
  dir?: string;
  baseUrl: string;
  apiKey: string;
  bucket: string;
}): SlotStore {
  const dir = options.dir ?? join(tmpdir(), 'docs-ci-quota');
  const id = createHash('sha256')
    .update(`${options.baseUrl}\n${options.apiKey}\n${options.bucket}`)
    .digest('hex');
  const file = join(dir, `${id.slice(0, 32)}.json`);
  return {
    load: () => {
      try {
        const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
        return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : [];
      } catch {
        return [];
      }
    },
    save: (slots) => {
      try {
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        const temp = `${file}.${process.pid}.tmp`;
        writeFileSync(temp, JSON.stringify(slots), { mode: 0o600 });
        renameSync(temp, file);
      } catch {
        // Read-only or missing temp dir: the in-process limiter still paces this run.
      }
    },
  };
}
