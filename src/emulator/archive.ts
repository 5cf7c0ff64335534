import { crc32, deflateRawSync, gzipSync } from 'node:zlib';

export type ArchiveEntry =
  | { type: 'file'; path: string; content: Buffer; mode?: number }
  | { type: 'directory'; path: string }
  | { type: 'symlink'; path: string; target: string };

/** Fixed modification time (2024-01-01T00:00:00Z) so the same entries always give the same bytes. */
const MTIME_SECONDS = 1_704_067_200;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function splitUstarName(path: string): { name: string; prefix: string } {
  if (Buffer.byteLength(path) <= 100) return { name: path, prefix: '' };
  const cut = path.lastIndexOf('/', path.length - 2);
  const name = path.slice(cut + 1);
  const prefix = path.slice(0, cut);
  if (cut < 0 || Buffer.byteLength(name) > 100 || Buffer.byteLength(prefix) > 155) {
    throw new RangeError(`tar path too long: ${path}`);
  }
  return { name, prefix };
}

function tarHeader(entry: ArchiveEntry, size: number): Buffer {
  const header = Buffer.alloc(512);
  const { name, prefix } = splitUstarName(entry.path);
  const mode = entry.type === 'directory' ? 0o755 : entry.type === 'symlink' ? 0o777 : (entry.mode ?? 0o644);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(mode, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(MTIME_SECONDS, 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write(entry.type === 'directory' ? '5' : entry.type === 'symlink' ? '2' : '0', 156, 'ascii');
  if (entry.type === 'symlink') header.write(entry.target, 157, 100, 'utf8');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write('docs', 265, 'ascii');
  header.write('docs', 297, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return header;
}

/** An uncompressed ustar archive. Entry paths are written verbatim (even `../x` or `/abs`). */
export function createTar(entries: readonly ArchiveEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const content = entry.type === 'file' ? entry.content : Buffer.alloc(0);
    blocks.push(tarHeader(entry, content.length), content);
    const padding = (512 - (content.length % 512)) % 512;
    if (padding) blocks.push(Buffer.alloc(padding));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

/** gzip with the OS byte set to "unknown", so the bytes do not depend on the platform. */
export function createTarGz(entries: readonly ArchiveEntry[]): Buffer {
  const gz = gzipSync(createTar(entries), { level: 9 });
  gz[9] = 0xff;
  return gz;
}

const DOS_TIME = 0;
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;

/** A zip archive (deflate for files; symlinks stored with Unix mode bits). */
export function createZip(entries: readonly ArchiveEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.path, 'utf8');
    const raw =
      entry.type === 'file'
        ? entry.content
        : entry.type === 'symlink'
          ? Buffer.from(entry.target)
          : Buffer.alloc(0);
    const deflate = entry.type === 'file';
    const data = deflate ? deflateRawSync(raw, { level: 9 }) : raw;
    const crc = crc32(raw);
    const unixMode =
      entry.type === 'directory'
        ? 0o40755
        : entry.type === 'symlink'
          ? 0o120777
          : 0o100000 | (entry.mode ?? 0o644);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((unixMode << 16) | (entry.type === 'directory' ? 0x10 : 0)) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const centralDirectory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDirectory, end]);
}

export function createArchive(format: 'tar.gz' | 'zip', entries: readonly ArchiveEntry[]): Buffer {
  return format === 'zip' ? createZip(entries) : createTarGz(entries);
}
