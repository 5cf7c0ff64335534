import { Parser } from 'tar';
import { inflateRawSync } from 'node:zlib';

export interface ReadEntry {
  path: string;
  type: string;
  content: string;
  linkpath?: string;
}

/** Entries of a tar or tar.gz archive exactly as stored (no path sanitizing). */
export function readTar(bytes: Buffer): Promise<ReadEntry[]> {
  return new Promise((resolve, reject) => {
    const entries: ReadEntry[] = [];
    const parser = new Parser({
      strict: true,
      onReadEntry: (entry) => {
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () =>
          entries.push({
            path: entry.path,
            type: entry.type,
            content: Buffer.concat(chunks).toString('utf8'),
            ...(entry.linkpath ? { linkpath: entry.linkpath } : {}),
          }),
        );
      },
    });
    parser.on('error', reject);
    parser.on('warn', (_code: string, message: string) => reject(new Error(message)));
    parser.on('end', () => resolve(entries));
    parser.end(bytes);
  });
}

/** Entries of a zip archive, read from its central directory. */
export function readZip(bytes: Buffer): ReadEntry[] {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ReadEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const mode = bytes.readUInt32LE(at + 38) >>> 16;
    const localOffset = bytes.readUInt32LE(at + 42);
    const path = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const localNameLength = bytes.readUInt16LE(localOffset + 26);
    const localExtraLength = bytes.readUInt16LE(localOffset + 28);
    const dataStart = localOffset + 30 + localNameLength + localExtraLength;
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    const content = (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    const kind = mode & 0o170000;
    const type = kind === 0o120000 ? 'SymbolicLink' : kind === 0o040000 ? 'Directory' : 'File';
    entries.push({
      path,
      type,
      content: type === 'SymbolicLink' ? '' : content,
      ...(type === 'SymbolicLink' ? { linkpath: content } : {}),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
