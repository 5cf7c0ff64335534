import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './children.js';
import { describeFailure, runProcess } from './processes.js';

/** The thread layouts bench/native/fetch-reference.c knows (its header says what each does). */
export type NativeLayout =
  'plain' | 'one-thread' | 'write-thread' | 'hash-thread' | 'read-behind' | 'read-behind-inflate';

export interface NativeRun {
  ms: number;
  /** All its threads. */
  cpuMs: number;
  bytes: number;
  /** Bytes inflated: 0 but for `read-behind-inflate`. */
  inflated: number;
  /** Empty for `plain`, which hashes nothing. */
  sha256: string;
}

const SOURCE = join(ROOT, 'bench', 'native', 'fetch-reference.c');
const OUTPUT = join(ROOT, 'bench', '.work', 'native', 'fetch-reference');

/**
 * Builds the native reference client with the machine's C compiler (`CC`, default `cc`) against
 * OpenSSL's libcrypto and zlib. Resolves to its path and whether it has zlib (without zlib's headers it
 * is built without the `read-behind-inflate` layout), or to why it could not be built (no compiler, no
 * OpenSSL headers): the download benchmark then reports without it.
 */
export async function buildNativeReference(): Promise<
  { path: string; inflate: boolean } | { missing: string }
> {
  mkdirSync(join(OUTPUT, '..'), { recursive: true });
  const compiler = process.env.CC ?? 'cc';
  let failure = '';
  for (const zlib of [['-lz'], ['-DNO_ZLIB']]) {
    rmSync(OUTPUT, { force: true });
    try {
      const run = await runProcess(
        compiler,
        ['-O2', '-o', OUTPUT, SOURCE, '-lcrypto', '-lpthread', ...zlib],
        {
          timeoutMs: 60_000,
        },
      );
      if (run.code === 0) return { path: OUTPUT, inflate: zlib[0] === '-lz' };
      failure = describeFailure(`${compiler} (with OpenSSL's headers)`, run);
    } catch (error) {
      return { missing: `${compiler}: ${(error as Error).message}` };
    }
  }
  return { missing: failure };
}

/** One download of a plain-HTTP `url` from 127.0.0.1 into `dest` (removed after). */
export async function nativeDownloadOnce(
  binary: string,
  url: string,
  dest: string,
  layout: NativeLayout,
): Promise<NativeRun> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' || parsed.hostname !== '127.0.0.1') {
    throw new Error(`the native reference fetches plain HTTP from 127.0.0.1 only, not ${parsed.origin}`);
  }
  const run = await runProcess(binary, [parsed.port, `${parsed.pathname}${parsed.search}`, dest, layout], {
    timeoutMs: 120_000,
  });
  rmSync(dest, { force: true });
  if (run.code !== 0) throw new Error(describeFailure(`the native reference (${layout})`, run));
  return JSON.parse(run.stdout.trim()) as NativeRun;
}
