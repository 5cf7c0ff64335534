import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CancelledError, OperationFailedError } from '../../../src/core/errors.js';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { extractBundle } from '../../../src/export/extract.js';
import type { RawTarEntry } from '../../support/export-fixtures.js';
import {
  makeRawTarGz,
  makeZip,
  removeDir,
  sha256,
  startServer,
  tempDir,
} from '../../support/export-fixtures.js';
import type { TestServer } from '../../support/export-fixtures.js';
import { runDownload } from '../../support/run-download.js';

const run = promisify(execFile);
let work: string;
let server: TestServer | undefined;

beforeEach(async () => {
  work = await tempDir('docs-ci-tar-extraction-');
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  await removeDir(work);
});

/** Text that compresses, or noise that does not. */
function body(index: number, size: number, noise = false): Buffer {
  if (noise) return randomBytes(size);
  return Buffer.from(`<p>page ${index} </p>`.repeat(Math.ceil(size / 16)).slice(0, size));
}

/**
 * A static export in small: 2,400 files in nested folders (some folders without their own entry,
 * as archivers write them), empty files, one of 3 MiB (written piece by piece), other modes, a
 * folder of mode 0700, a symlink, a hard link, and a path given twice (the later one wins).
 */
function manyFiles(): RawTarEntry[] {
  const entries: RawTarEntry[] = [{ path: 'site/', type: 'Directory' }];
  for (let i = 0; i < 2400; i++) {
    const folder = `site/${['en', 'fr'][i % 2]}/section-${i % 7}/group-${i % 13}`;
    if (i < 30) entries.push({ path: `${folder}/`, type: 'Directory' });
    const size = i % 50 === 0 ? 0 : (i * 7919) % 30_000;
    entries.push({
      path: `${folder}/page-${i}.${i % 3 === 0 ? 'json' : 'html'}`,
      data: body(i, size, i % 10 === 0),
      ...(i % 97 === 0 ? { mode: 0o600 } : i % 89 === 0 ? { mode: 0o755 } : {}),
    });
  }
  entries.push(
    { path: 'site/private/', type: 'Directory', mode: 0o700 },
    { path: 'site/private/notes.txt', data: 'private' },
    { path: 'site/shared/', type: 'Directory', mode: 0o777 },
    { path: 'site/shared/notes.txt', data: 'shared' },
    { path: 'site/assets/big.bin', data: body(1, 3 * 1024 * 1024 + 123, true) },
    { path: 'site/latest', type: 'SymbolicLink', linkpath: 'en' },
    { path: 'site/index.html', data: 'first' },
    { path: 'site/home.html', type: 'Link', linkpath: 'site/index.html' },
    { path: 'site/en/section-0/group-0/page-0.json', data: 'replaced by a later entry' },
  );
  return entries;
}

/** Every path (sorted) with its kind, mode and content (or link target). */
async function treeOf(dir: string): Promise<string[]> {
  const lines: string[] = [];
  const visit = async (relative: string) => {
    for (const name of (await readdir(join(dir, relative))).sort()) {
      const path = relative ? `${relative}/${name}` : name;
      const stat = await lstat(join(dir, path));
      const mode = (stat.mode & 0o777).toString(8);
      if (stat.isSymbolicLink()) lines.push(`l ${path} -> ${await readlink(join(dir, path))}`);
      else if (stat.isDirectory()) {
        lines.push(`d ${path} ${mode}`);
        await visit(path);
      } else {
        const hash = createHash('sha256')
          .update(await readFile(join(dir, path)))
          .digest('hex');
        lines.push(`f ${path} ${mode} ${stat.size} ${hash}`);
      }
    }
  };
  await visit('');
  return lines;
}

async function writeArchive(entries: RawTarEntry[], name = 'bundle.tar.gz'): Promise<string> {
  const file = join(work, name);
  await writeFile(file, makeRawTarGz(entries));
  return file;
}

async function expectOnly(names: string[]): Promise<void> {
  expect((await readdir(work)).sort()).toEqual([...names].sort());
}

describe('extractBundle of a tar.gz in one pass', () => {
  it('extracts the same tree as GNU tar from a bundle of many files', async () => {
    const archive = await writeArchive(manyFiles());
    const result = await extractBundle({ archive, dir: join(work, 'kit'), logger: createRecordingLogger() });
    await mkdir(join(work, 'tar'));
    await run('tar', ['-xzf', archive, '-C', join(work, 'tar')]);
    const kit = await treeOf(join(work, 'kit'));
    // GNU tar restores a folder of mode 0777 as such; the kit never makes a downloaded folder
    // writable by others (as node-tar with the umask, which the kit used before).
    const tarTree = (await treeOf(join(work, 'tar'))).map((line) =>
      line === 'd site/shared 777' ? 'd site/shared 755' : line,
    );
    expect(kit).toContain('d site/shared 755');
    expect(kit).toEqual(tarTree);
    expect(kit.filter((line) => line.startsWith('f '))).toHaveLength(2400 + 5);
    expect(result.files).toBe(2400 + 5);
    expect(
      await readFile(join(work, 'kit', 'site', 'en', 'section-0', 'group-0', 'page-0.json'), 'utf8'),
    ).toBe('replaced by a later entry');
    expect((await lstat(join(work, 'kit', 'site', 'home.html'))).nlink).toBe(2);
    await expectOnly(['bundle.tar.gz', 'kit', 'tar']);
  });

  it.each<[string, RawTarEntry]>([
    ['a path leaving the folder', { path: 'site/../../evil.html', data: 'x' }],
    ['a symlink leaving the folder', { path: 'site/out', type: 'SymbolicLink', linkpath: '../../etc' }],
    ['a device', { path: 'site/dev', type: 'CharacterDevice' }],
  ])('refuses %s after 2,400 files were written, and leaves nothing', async (_name, unsafe) => {
    const entries = manyFiles();
    entries.splice(entries.length - 3, 0, unsafe);
    const archive = await writeArchive(entries);
    const extracting = extractBundle({ archive, dir: join(work, 'site'), logger: createRecordingLogger() });
    await expect(extracting).rejects.toThrow(OperationFailedError);
    await expect(extracting).rejects.toThrow(/Refusing to extract bundle.tar.gz: .*Nothing was extracted/);
    await expectOnly(['bundle.tar.gz']);
  });

  it('fails a write (a file where a folder must go) and leaves nothing', async () => {
    const entries = manyFiles();
    entries.push({ path: 'site/index.html/inner.html', data: 'x' });
    const archive = await writeArchive(entries);
    await expect(
      extractBundle({ archive, dir: join(work, 'site'), logger: createRecordingLogger() }),
    ).rejects.toThrow(/Extracting bundle.tar.gz failed: .*Nothing was extracted/);
    await expectOnly(['bundle.tar.gz']);
  });

  it('fails on a truncated archive and leaves nothing', async () => {
    const whole = makeRawTarGz(manyFiles());
    await writeFile(join(work, 'bundle.tar.gz'), whole.subarray(0, Math.floor(whole.length * 0.6)));
    await expect(
      extractBundle({
        archive: join(work, 'bundle.tar.gz'),
        dir: join(work, 'site'),
        logger: createRecordingLogger(),
      }),
    ).rejects.toThrow(OperationFailedError);
    await expectOnly(['bundle.tar.gz']);
  });

  it.each([0, 5, 30, 80])('is cancelled %i ms in and leaves nothing', async (afterMs) => {
    const archive = await writeArchive(manyFiles());
    const controller = new AbortController();
    setTimeout(() => controller.abort(), afterMs);
    const extracting = extractBundle({
      archive,
      dir: join(work, 'site'),
      logger: createRecordingLogger(),
      signal: controller.signal,
    });
    const outcome = await extracting.then(
      () => 'done',
      (error: unknown) => error,
    );
    if (outcome === 'done') {
      // Finished before the abort: everything is there.
      expect((await treeOf(join(work, 'site'))).length).toBeGreaterThan(2400);
      return;
    }
    expect(outcome).toBeInstanceOf(CancelledError);
    await expectOnly(['bundle.tar.gz']);
  });
});

describe('downloadBundle with extractTo (extraction as the bundle lands)', () => {
  const serve = async (bytes: Buffer, path: string) => {
    server = await startServer((req, res) => {
      res.writeHead(200, { 'content-length': bytes.length });
      res.end(bytes);
    });
    return server.url(path);
  };

  it('extracts the tree GNU tar extracts, with the sha256 of the file', async () => {
    const bytes = makeRawTarGz(manyFiles());
    const url = await serve(bytes, '/exports/b.tar.gz');
    const outcome = await runDownload({
      url,
      dest: join(work, 'b.tar.gz'),
      expectedSize: bytes.length,
      extractTo: join(work, 'kit'),
    });
    expect(outcome.error).toBeUndefined();
    expect(outcome.result?.sha256).toBe(sha256(bytes));
    expect(outcome.result?.extracted).toEqual({ files: 2405, bytes: expect.any(Number) as number });
    expect(outcome.logs).toMatch(/Extracted 2405 files .* as the bundle downloaded/);
    await mkdir(join(work, 'tar'));
    await run('tar', ['-xzf', join(work, 'b.tar.gz'), '-C', join(work, 'tar')]);
    const tarTree = (await treeOf(join(work, 'tar'))).map((line) =>
      line === 'd site/shared 777' ? 'd site/shared 755' : line,
    );
    expect(await treeOf(join(work, 'kit'))).toEqual(tarTree);
  });

  it('refuses an unsafe bundle: no retry, nothing at the download path or the extract folder', async () => {
    const entries = manyFiles();
    entries.push({ path: '/etc/evil', data: 'x' });
    const bytes = makeRawTarGz(entries);
    const url = await serve(bytes, '/exports/b.tar.gz');
    const outcome = await runDownload({
      url,
      dest: join(work, 'b.tar.gz'),
      expectedSize: bytes.length,
      extractTo: join(work, 'site'),
      freshUrls: [{ url }],
    });
    expect(outcome.error?.message).toMatch(
      /Refusing to extract b.tar.gz: entry "\/etc\/evil" has an absolute path/,
    );
    expect(outcome.freshCalls).toBe(0);
    await expectOnly([]);
  });

  it('leaves a zip to be extracted after the download', async () => {
    const bytes = makeZip([{ name: 'index.html', data: '<h1>Docs</h1>' }]);
    const url = await serve(bytes, '/exports/b.zip');
    const outcome = await runDownload({
      url,
      dest: join(work, 'b.zip'),
      expectedSize: bytes.length,
      extractTo: join(work, 'site'),
    });
    expect(outcome.error).toBeUndefined();
    expect(outcome.result?.format).toBe('zip');
    expect(outcome.result?.extracted).toBeUndefined();
    await expectOnly(['b.zip']);
  });
});
