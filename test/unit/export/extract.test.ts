import { existsSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigurationError, OperationFailedError } from '../../../src/core/errors.js';
import { createRecordingLogger } from '../../../src/core/logger.js';
import { createEntryGuard } from '../../../src/export/entry-guard.js';
import type { ArchiveEntry } from '../../../src/export/entry-guard.js';
import { extractBundle } from '../../../src/export/extract.js';
import type { RawTarEntry } from '../../support/export-fixtures.js';
import { makeRawTarGz, makeTarGz, makeZip, removeDir, tempDir } from '../../support/export-fixtures.js';

let work: string;

beforeEach(async () => {
  work = await tempDir('docs-ci-extract-');
});

afterEach(async () => {
  await removeDir(work);
});

async function extractBuffer(archive: Buffer, name = 'bundle.tar.gz') {
  const file = join(work, name);
  await writeFile(file, archive);
  return extractBundle({ archive: file, dir: join(work, 'site'), logger: createRecordingLogger() });
}

/** Only the archive itself may remain: no site/, no temporary folder, nothing outside. */
async function expectNothingExtracted(name = 'bundle.tar.gz'): Promise<void> {
  expect((await readdir(work)).sort()).toEqual([name]);
}

describe('extractBundle (tar.gz)', () => {
  it('extracts a normal bundle and counts files and bytes', async () => {
    const archive = await makeTarGz({
      'index.html': '<h1>Docs</h1>',
      'guides/start.html': '<p>Start</p>',
      'assets/site.css': 'body{}',
    });
    const result = await extractBuffer(archive);
    expect(result).toEqual({ files: 3, bytes: 13 + 12 + 6 });
    expect(await readFile(join(work, 'site', 'guides', 'start.html'), 'utf8')).toBe('<p>Start</p>');
    expect((await readdir(work)).sort()).toEqual(['bundle.tar.gz', 'site']);
  });

  it('keeps symlinks that stay inside the folder', async () => {
    await extractBuffer(
      makeRawTarGz([
        { path: 'v1/', type: 'Directory' },
        { path: 'v1/index.html', data: 'one' },
        { path: 'latest', type: 'SymbolicLink', linkpath: 'v1' },
        { path: 'docs/', type: 'Directory' },
        { path: 'docs/current', type: 'SymbolicLink', linkpath: '../v1/index.html' },
      ]),
    );
    expect(await readlink(join(work, 'site', 'latest'))).toBe('v1');
    expect(await readFile(join(work, 'site', 'docs', 'current'), 'utf8')).toBe('one');
  });

  it.each<[string, RawTarEntry[], RegExp]>([
    [
      'a ".." segment',
      [{ path: '../evil.html', data: 'x' }],
      /entry "\.\.\/evil\.html" has a "\.\." segment/,
    ],
    ['a nested ".."', [{ path: 'a/../../evil.html', data: 'x' }], /has a "\.\." segment/],
    [
      'an absolute path',
      [{ path: '/tmp/evil.html', data: 'x' }],
      /entry "\/tmp\/evil\.html" has an absolute path/,
    ],
    [
      'a symlink leaving the folder',
      [{ path: 'escape', type: 'SymbolicLink', linkpath: '../../etc' }],
      /link "escape" -> "\.\.\/\.\.\/etc" points outside the extraction folder/,
    ],
    [
      'an absolute symlink',
      [{ path: 'passwd', type: 'SymbolicLink', linkpath: '/etc/passwd' }],
      /points to an absolute path/,
    ],
    [
      'a file written through a symlink',
      [
        { path: 'up', type: 'SymbolicLink', linkpath: '.' },
        { path: 'up/evil.html', data: 'x' },
      ],
      /entry "up\/evil\.html" would be written through the symlink "up"/,
    ],
    [
      'a symlink chain that leaves the folder',
      [
        { path: 'a/', type: 'Directory' },
        { path: 'a/b/', type: 'Directory' },
        { path: 'a/b/deep', type: 'SymbolicLink', linkpath: '..' },
        { path: 'x', type: 'SymbolicLink', linkpath: 'a/b/deep/../..' },
      ],
      /goes through the symlink "a\/b\/deep"/,
    ],
    [
      'a hard link leaving the folder',
      [{ path: 'h', type: 'Link', linkpath: '../outside.txt' }],
      /link "h" -> "\.\.\/outside\.txt" points outside/,
    ],
    [
      'a hard link to a symlink',
      [
        { path: 'd/', type: 'Directory' },
        { path: 'd/up', type: 'SymbolicLink', linkpath: '..' },
        { path: 'h', type: 'Link', linkpath: 'd/up' },
      ],
      /hard link "h" -> "d\/up" points to a symlink/,
    ],
    ['a character device', [{ path: 'dev', type: 'CharacterDevice' }], /entry "dev" is a device/],
    ['a fifo', [{ path: 'pipe', type: 'FIFO' }], /entry "pipe" is a fifo/],
  ])('refuses %s and leaves nothing', async (_what, entries, message) => {
    // Good entries first: a refusal late in the archive must still leave nothing behind.
    const archive = makeRawTarGz([{ path: 'index.html', data: '<h1>ok</h1>' }, ...entries]);
    const error = await extractBuffer(archive).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperationFailedError);
    expect((error as Error).message).toMatch(/^Refusing to extract bundle\.tar\.gz: /);
    expect((error as Error).message).toMatch(message);
    await expectNothingExtracted();
    expect(existsSync(join(work, '..', 'evil.html'))).toBe(false);
  });

  it('refuses a corrupt archive and leaves nothing', async () => {
    const good = await makeTarGz({ 'index.html': 'x'.repeat(5000) });
    await expect(extractBuffer(good.subarray(0, good.length - 20))).rejects.toThrow(OperationFailedError);
    await expectNothingExtracted();
  });

  it('refuses a non-empty destination', async () => {
    await mkdir(join(work, 'site'));
    await writeFile(join(work, 'site', 'keep.txt'), 'mine');
    const error = await extractBuffer(await makeTarGz({ 'index.html': 'x' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toMatch(/already exists and is not empty/);
    expect(await readFile(join(work, 'site', 'keep.txt'), 'utf8')).toBe('mine');
  });

  it('fills an existing empty destination', async () => {
    await mkdir(join(work, 'site'));
    await expect(extractBuffer(await makeTarGz({ 'index.html': 'x' }))).resolves.toEqual({
      files: 1,
      bytes: 1,
    });
  });
});

describe('extractBundle (zip)', () => {
  it('extracts files and folders', async () => {
    const zip = makeZip([
      { name: 'docs/', mode: 0o40755 },
      { name: 'docs/index.html', data: '<h1>zip</h1>' },
      { name: 'style.css', data: 'a{}' },
    ]);
    const result = await extractBuffer(zip, 'bundle.zip');
    expect(result).toEqual({ files: 2, bytes: 15 });
    expect(await readFile(join(work, 'site', 'docs', 'index.html'), 'utf8')).toBe('<h1>zip</h1>');
  });

  it('refuses a path leaving the folder', async () => {
    const zip = makeZip([
      { name: 'index.html', data: 'ok' },
      { name: '../evil.html', data: 'x' },
    ]);
    await expect(extractBuffer(zip, 'bundle.zip')).rejects.toThrow(
      /Refusing to extract bundle\.zip: .*\.\.\/evil\.html/,
    );
    await expectNothingExtracted('bundle.zip');
  });

  it('refuses a symlink leaving the folder', async () => {
    const zip = makeZip([
      { name: 'index.html', data: 'ok' },
      { name: 'escape', data: '../../etc', mode: 0o120777 },
    ]);
    await expect(extractBuffer(zip, 'bundle.zip')).rejects.toThrow(
      /link "escape" -> "\.\.\/\.\.\/etc" points outside/,
    );
    await expectNothingExtracted('bundle.zip');
  });

  it('keeps a symlink inside the folder', async () => {
    const zip = makeZip([
      { name: 'v1/index.html', data: 'one' },
      { name: 'latest', data: 'v1', mode: 0o120777 },
    ]);
    await extractBuffer(zip, 'bundle.zip');
    expect((await lstat(join(work, 'site', 'latest'))).isSymbolicLink()).toBe(true);
  });
});

describe('createEntryGuard', () => {
  const check = (...entries: ArchiveEntry[]) => {
    const guard = createEntryGuard();
    return entries.map((entry) => guard(entry) ?? 'ok');
  };

  it('accepts ordinary paths, "./" prefixes and inner links', () => {
    expect(
      check(
        { path: './index.html', kind: 'file' },
        { path: 'a/b/', kind: 'directory' },
        { path: 'a/b/c.html', kind: 'file' },
        { path: 'a/link', kind: 'symlink', linkpath: 'b/c.html' },
        { path: 'copy', kind: 'hardlink', linkpath: 'a/b/c.html' },
      ),
    ).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
  });

  it('refuses backslashes, drive letters and replacing a symlink', () => {
    expect(check({ path: '..\\evil', kind: 'file' })[0]).toMatch(/backslash/);
    expect(check({ path: 'C:/evil', kind: 'file' })[0]).toMatch(/absolute/);
    expect(check({ path: 'l', kind: 'symlink', linkpath: 'x' }, { path: 'l', kind: 'file' })[1]).toMatch(
      /would replace the symlink/,
    );
  });
});
