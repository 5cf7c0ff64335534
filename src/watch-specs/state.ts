import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { errorMessage } from '../core/errors.js';
import type { Logger } from '../core/logger.js';

export const STATE_VERSION = 1 as const;

const specRecord = z.object({
  /** Hex sha256 of the body last seen. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Validators of that response, sent back as If-None-Match / If-Modified-Since. */
  etag: z.string().optional(),
  lastModified: z.string().optional(),
  size: z.number().int().nonnegative().optional(),
  /** When this content was first seen (ISO 8601). */
  recordedAt: z.string().optional(),
});

const specState = z.object({
  version: z.literal(STATE_VERSION),
  specs: z.record(z.string(), specRecord),
});

export type SpecRecord = z.infer<typeof specRecord>;
export type SpecState = z.infer<typeof specState>;

/** Where the last run's state lives: a file for the CLI, a cached file in the action. */
export interface SpecStateStore {
  /** What the last run recorded, or undefined on the first run. */
  load(): Promise<SpecState | undefined>;
  save(state: SpecState): Promise<void>;
  /** Where the state is kept, for messages. */
  readonly location: string;
}

export function emptyState(): SpecState {
  return { version: STATE_VERSION, specs: {} };
}

/** A JSON state file. An unreadable or foreign file counts as no state (with a warning): next run records. */
export function fileStateStore(path: string, logger: Logger): SpecStateStore {
  return {
    location: path,
    load: async () => {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        logger.warning(`cannot read the state file ${path} (${errorMessage(error)}): starting over`);
        return undefined;
      }
      const parsed = specState.safeParse(safeJson(text));
      if (parsed.success) return parsed.data;
      logger.warning(`the state file ${path} is not a docs-ci spec state: starting over`);
      return undefined;
    },
    save: (state) => writeFileAtomically(path, JSON.stringify(state, null, 2) + '\n'),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Write then rename: an interrupted run never leaves half a state file behind. */
async function writeFileAtomically(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, text);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
