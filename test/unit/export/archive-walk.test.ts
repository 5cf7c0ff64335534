import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as tar from 'tar';
import type { TarWalkOptions } from '../../../src/export/archive-format.js';
import {
  walkTarGz,
  walkTarGzInflatedHere,
  walkTarGzThroughStream,
} from '../../../src/export/archive-format.js';
import { InflatedTarWalk } from '../../../src/export/inflated-tar-walk.js';
import { ReusingGunzip } from '../../../src/export/reusing-gunzip.js';
import type { RawTarEntry } from '../../support/export-fixtures.js';
import { makeRawTarGz, makeTarGz, removeDir, tempDir } from '../../support/export-fixtures.js';

let dir: string;
beforeAll(async () => {
  dir = await tempDir('docs-ci-walk-');
});
afterAll(async () => {
  await removeDir(dir);
});

/** A tar (not gzipped) of `entries`, header by header; `end: false` leaves out the closing blocks. */
function rawTar(entries: RawTarEntry[], end = true): Buffer {
  const gz = makeRawTarGz(entries);
  const plain = gunzipSync(gz);
  return end ? plain : plain.subarray(0, plain.length - 1024);
}

/** The same bytes on every run (a linear congruential generator): a failure reproduces. */
function seededBytes(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

function fileEntries(count: number, maxBytes: number): RawTarEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    path: `site/page-${i}.html`,
    data: seededBytes(Math.floor((i * 7919) % (maxBytes + 1)), i + maxBytes).toString('latin1'),
  }));
}

interface Outcome {
  entries?: number;
  visited: string[];
  error?: string;
}

async function outcomeOf(
  walk: (file: string, options: TarWalkOptions) => Promise<number>,
  file: string,
): Promise<Outcome> {
  const visited: string[] = [];
  const options: TarWalkOptions = {
    visit: (entry) => {
      visited.push(`${entry.type} ${entry.path} ${entry.size ?? 0} ${entry.linkpath ?? ''}`);
      return undefined;
    },
  };
  try {
    const entries = await walk(file, options);
    return { entries, visited };
  } catch (error) {
    // The ratio printed is the one at the piece that crossed the line: pieces end elsewhere here.
    return { visited, error: (error as Error).message.replace(/exceeded: [\d.]+/, 'exceeded: (ratio)') };
  }
}

let written = 0;
async function archiveFile(bytes: Buffer): Promise<string> {
  const file = join(dir, `archive-${written++}.tar.gz`);
  await writeFile(file, bytes);
  return file;
}

/**
 * `messages: 'same'` also wants the same error text. Where a byte inside the deflate data is
 * altered, the two ways may report different errors for the same corrupt archive: node-tar's
 * stream inflates a whole read before parsing, so zlib's checksum error comes first; here pieces
 * are parsed as they come, so a garbled tar header may be seen first.
 */
async function sameVerdicts(
  name: string,
  bytes: Buffer,
  outputSizes = [511, 4096, 1024 * 1024],
  messages: 'same' | 'either' = 'same',
) {
  const file = await archiveFile(bytes);
  const reference = await outcomeOf(walkTarGzThroughStream, file);
  const judged = (outcome: Outcome) =>
    outcome.error === undefined
      ? outcome
      : { visited: [], error: messages === 'same' ? outcome.error : '(corrupt)' };
  for (const outputBytes of outputSizes) {
    // What walkTarGz does, with small output buffers: inflate here, or hand over to the stream.
    const here = await outcomeOf(
      async (f, o) => (await walkTarGzInflatedHere(f, o, outputBytes)) ?? walkTarGzThroughStream(f, o),
      file,
    );
    // On a failing archive, node-tar reports the entries it queued before the error: how many
    // depends on where its input pieces end, on its own stream too. The error must be the same.
    expect({ name, outputBytes, ...judged(here) }).toEqual({ name, outputBytes, ...judged(reference) });
  }
  // As a download feeds it: pieces of any size, as they land.
  const pushed = await outcomeOf(async (_file, options) => {
    const walk = InflatedTarWalk.start(options, 4096);
    if (!walk) throw new Error('no native handle');
    for (let at = 0; at < bytes.length; at += 777) walk.push(bytes.subarray(at, at + 777));
    return (await walk.end()) ?? walkTarGzThroughStream(file, options);
  }, file);
  expect({ name, pushed: true, ...judged(pushed) }).toEqual({ name, pushed: true, ...judged(reference) });
  return reference;
}

async function corpus(): Promise<[string, Buffer][]> {
  const longName = `docs/${'a-very-long-folder-name/'.repeat(8)}page.html`;
  const packed = await makeTarGz({
    'index.html': '<h1>Docs</h1>',
    'empty.txt': '',
    [longName]: 'deep',
    'assets/logo.bin': randomBytes(3000),
  });
  const many = rawTar(fileEntries(300, 5000));
  const special = makeRawTarGz([
    { path: 'v1/', type: 'Directory' },
    { path: 'v1/index.html', data: 'one' },
    { path: 'latest', type: 'SymbolicLink', linkpath: 'v1' },
    { path: 'hard', type: 'Link', linkpath: 'v1/index.html' },
    { path: 'pipe', type: 'FIFO' },
    { path: '../outside.html', data: 'x' },
  ]);
  const whole = rawTar(fileEntries(43, 900));
  const halves = [whole.subarray(0, 10_001), whole.subarray(10_001)];
  return [
    ['tar.c archive with a long (pax) path', packed],
    ['300 files, deflated', gzipSync(many, { level: 6 })],
    ['300 files, stored', gzipSync(many, { level: 0 })],
    ['directories, links, a fifo and a path going up', special],
    ['symlink without a target', makeRawTarGz([{ path: 'broken', type: 'SymbolicLink' }])],
    ['no end-of-archive blocks', gzipSync(rawTar(fileEntries(3, 700), false))],
    ['only end-of-archive blocks', gzipSync(Buffer.alloc(1024))],
    ['two gzip members', Buffer.concat(halves.map((half) => gzipSync(half)))],
    ['trailing zeros after the gzip stream', Buffer.concat([special, Buffer.alloc(100)])],
    ['trailing garbage after the gzip stream', Buffer.concat([special, Buffer.from('garbage')])],
    ['gzip inside gzip', gzipSync(special)],
    ['zstd magic inside gzip', gzipSync(Buffer.concat([Buffer.from([0x28, 0xb5, 0x2f, 0xfd]), many]))],
    ['empty content', gzipSync(Buffer.alloc(0))],
    ['one byte of content', gzipSync(Buffer.from([0x1f]))],
    ['three bytes of content', gzipSync(Buffer.from('abc'))],
    ['text, not a tar', gzipSync(Buffer.from('<html><body>Access denied</body></html>'.repeat(40)))],
    [
      'a file of zeros compressing past 1000:1',
      gzipSync(rawTar([{ path: 'zeros.bin', data: '\0'.repeat(24 * 1024 * 1024) }]), { level: 9 }),
    ],
  ];
}

describe('walkTarGz: gzip inflated here gives the verdicts of node-tar’s own stream', () => {
  it('inflates here on this Node (the fast path is what the other tests exercise)', () => {
    const gunzip = ReusingGunzip.create();
    expect(gunzip).toBeDefined();
    gunzip?.close();
  });

  it('on every corpus archive: same entries, same count, same error', async () => {
    const verdicts: Record<string, string> = {};
    for (const [name, bytes] of await corpus()) {
      const reference = await sameVerdicts(name, bytes);
      verdicts[name] = reference.error ?? `${reference.entries} entries`;
    }
    // The corpus covers both verdicts, and the nested archives fall back to the stream.
    expect(verdicts['300 files, deflated']).toBe('300 entries');
    expect(verdicts['two gzip members']).toBe('43 entries');
    expect(verdicts['text, not a tar']).toMatch(/Unrecognized archive format|invalid|checksum/i);
    expect(verdicts['a file of zeros compressing past 1000:1']).toMatch(/max decompression ratio exceeded/);
    const nested = await archiveFile(gzipSync(makeRawTarGz([{ path: 'a.html', data: 'a' }])));
    expect(await walkTarGzInflatedHere(nested, {})).toBeUndefined();
    expect(await walkTarGz(nested, {}).catch((e: Error) => e.message)).toEqual(
      await walkTarGzThroughStream(nested, {}).catch((e: Error) => e.message),
    );
  });

  it('on truncated and altered archives: the same verdict at every cut and every altered byte', async () => {
    const base = gzipSync(rawTar(fileEntries(12, 1500)), { level: 1 });
    const cuts = Array.from({ length: 40 }, (_, i) => Math.floor((base.length * i) / 40));
    for (const cut of cuts) await sameVerdicts(`cut at ${cut}`, base.subarray(0, cut), [700]);
    const positions = [
      0,
      1,
      2,
      3,
      9,
      10,
      20,
      base.length >> 1,
      base.length - 8,
      base.length - 5,
      base.length - 1,
    ];
    for (const at of positions) {
      const altered = Buffer.from(base);
      altered[at] = (altered[at] ?? 0) ^ 0x5a;
      await sameVerdicts(`byte ${at} altered`, altered, [700], 'either');
    }
  });

  it('refusing an entry stops the walk with the refusal, as on the stream', async () => {
    const file = await archiveFile(gzipSync(rawTar(fileEntries(20, 300))));
    const refuse = (reason: string) => new Error(`refused: ${reason}`);
    const options = (seen: string[]): TarWalkOptions => ({
      visit: (entry) => {
        seen.push(entry.path);
        return entry.path.endsWith('page-4.html') ? 'no page 4' : undefined;
      },
      refuse,
    });
    const hereSeen: string[] = [];
    const streamSeen: string[] = [];
    await expect(walkTarGzInflatedHere(file, options(hereSeen), 600)).rejects.toThrow('refused: no page 4');
    await expect(walkTarGzThroughStream(file, options(streamSeen))).rejects.toThrow('refused: no page 4');
    expect(hereSeen).toEqual(streamSeen);
  });

  it('stops when cancelled', async () => {
    const file = await archiveFile(gzipSync(rawTar(fileEntries(20, 300))));
    const controller = new AbortController();
    controller.abort();
    await expect(walkTarGzInflatedHere(file, { signal: controller.signal })).rejects.toThrow(
      'Archive read cancelled.',
    );
  });

  it('reads a tar.c archive of real files like the stream does', async () => {
    const bytes = await makeTarGz({ 'a/b/c.html': 'c', 'd.css': 'body{}' });
    const file = await archiveFile(bytes);
    expect(await walkTarGz(file)).toBe(await walkTarGzThroughStream(file, {}));
    const listed: string[] = [];
    await tar.t({ file, onReadEntry: (entry) => listed.push(entry.path) });
    expect(listed.length).toBe(await walkTarGz(file));
  });
});

describe('ReusingGunzip', () => {
  function inflateAll(gzip: Buffer, outputBytes: number, inputBytes: number): Buffer {
    const gunzip = ReusingGunzip.create(outputBytes);
    if (!gunzip) throw new Error('no native handle');
    const pieces: Buffer[] = [];
    const keep = (view: Buffer) => pieces.push(Buffer.from(view));
    try {
      for (let at = 0; at < gzip.length; at += inputBytes)
        gunzip.push(gzip.subarray(at, at + inputBytes), keep);
      gunzip.finish(keep);
    } finally {
      gunzip.close();
    }
    return Buffer.concat(pieces);
  }

  it.each([
    [1, 1],
    [100, 7],
    [4096, 65536],
    [65536, 1000],
  ])('decodes like gunzipSync with %i-byte output and %i-byte input pieces', (outputBytes, inputBytes) => {
    const content = Buffer.concat([randomBytes(50_000), Buffer.alloc(50_000, 'docs ')]);
    const gzip = Buffer.concat([gzipSync(content), gzipSync(content.subarray(0, 999))]);
    expect(inflateAll(gzip, outputBytes, inputBytes).equals(gunzipSync(gzip))).toBe(true);
  });

  it('writes every piece of output into the same buffer', () => {
    const gunzip = ReusingGunzip.create(256);
    if (!gunzip) throw new Error('no native handle');
    const buffers = new Set<ArrayBufferLike>();
    let pieces = 0;
    gunzip.push(gzipSync(randomBytes(10_000)), (view) => {
      pieces += 1;
      buffers.add(view.buffer);
    });
    gunzip.close();
    expect(pieces).toBeGreaterThan(30);
    expect(buffers.size).toBe(1);
  });

  it.each([
    ['a truncated stream', (gz: Buffer) => gz.subarray(0, gz.length - 10), /unexpected end of file/],
    [
      'a wrong header',
      (gz: Buffer) => Buffer.concat([Buffer.from('PK'), gz.subarray(2)]),
      /incorrect header check/,
    ],
    [
      'a wrong checksum',
      (gz: Buffer) => Buffer.concat([gz.subarray(0, gz.length - 8), Buffer.alloc(8, 1)]),
      /incorrect (data|length) check/,
    ],
  ])('throws zlib’s error on %s', (_name, alter, message) => {
    const gzip = alter(gzipSync(Buffer.from('docs '.repeat(1000))));
    expect(() => inflateAll(gzip, 1024, 64)).toThrow(message);
  });
});
