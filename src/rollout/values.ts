import { randomBytes } from 'node:crypto';
import { chmod, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import type { Document, ToStringOptions } from 'yaml';
import { Document as YamlDocument, isAlias, isMap, isScalar, isSeq, parseDocument, Scalar } from 'yaml';
import { ConfigurationError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import { redact } from '../core/secrets.js';
import { mergeLines, unifiedDiff } from './line-diff.js';
import { DEFAULT_VALUES_KEY } from './plan.js';

export { isTrackedByGit } from './git-tracked.js';

export interface UpdateValuesOptions {
  file: string;
  /** Key path of the static export block, from `parseValuesKey` (default ['staticExport']). */
  key?: string[] | undefined;
  /** The file as `checkValuesFile` read and parsed it: reused when the file still holds that text. */
  snapshot?: ValuesFileSnapshot | undefined;
  bundleUrl: string;
  version?: string | undefined;
  logger: Logger;
}

/** A values file read and parsed once (before a long export), for the update to reuse. */
export interface ValuesFileSnapshot {
  file: string;
  text: string;
  document: Document;
}

export interface UpdateValuesResult {
  changed: boolean;
  /** True when the file did not exist and was written from scratch. */
  created: boolean;
  /** Unified diff of the change, query strings of URLs redacted; empty when unchanged. */
  diff: string;
}

const NEW_FILE_HEADER = [
  ' Helm values for the self-hosted documentation deployment, written by docs-ci.',
  ' bundleUrl is a presigned, time-limited link: a credential until it expires. Do not commit it.',
];

/**
 * Sets `<key>.enabled`, `<key>.bundleUrl` and `<key>.version` in a Helm values file. The edit is made
 * on the YAML document (comments, order, anchors and other keys kept) and then merged line by line
 * into the original text, so lines the edit did not touch keep their exact bytes even where the
 * YAML library would format them differently. An unchanged result is not written at all.
 * A missing file is created with a comment header and only the key, readable by its owner only.
 */
export async function updateValuesFile(options: UpdateValuesOptions): Promise<UpdateValuesResult> {
  const path = options.key ?? [DEFAULT_VALUES_KEY];
  const keyText = path.join('.');
  const file = await realpath(options.file).catch(() => options.file);
  const fields: [string, boolean | string][] = [
    ['enabled', true],
    ['bundleUrl', options.bundleUrl],
    ...(options.version !== undefined ? [['version', options.version] as [string, string]] : []),
  ];

  const original = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });

  if (original === undefined) {
    if (!(await stat(dirname(file)).catch(() => undefined))?.isDirectory()) {
      throw new ConfigurationError(
        `values file ${options.file}: the folder ${dirname(file)} does not exist. Fix the values-file path.`,
      );
    }
    const doc = new YamlDocument({});
    doc.commentBefore = NEW_FILE_HEADER.join('\n');
    setFields(doc, path, fields);
    const text = doc.toString({ lineWidth: 0 });
    await writeAtomically(file, text, 0o600);
    options.logger.info(
      `Created ${options.file} with ${keyText}.bundleUrl (the file holds a credential: keep it out of git).`,
    );
    return {
      changed: true,
      created: true,
      diff: redactDiff(unifiedDiff('', text, { from: '/dev/null', to: `b/${options.file}` })),
    };
  }

  const bom = original.startsWith('\uFEFF') ? '\uFEFF' : '';
  const crlf = original.includes('\r\n');
  const body = (bom ? original.slice(1) : original).replace(/\r\n/g, '\n');
  const snapshot = options.snapshot;
  // The snapshot's document is reused only while the file holds the text it was parsed from.
  const doc =
    snapshot !== undefined && snapshot.file === options.file && snapshot.text === original
      ? snapshot.document
      : parseValuesDocument(body, options.file);
  assertMappings(doc, path, options.file, keyText);

  const format: ToStringOptions = { lineWidth: 0, minContentWidth: 0, indent: detectIndent(body) };
  const baseline = doc.toString(format);
  setFields(doc, path, fields);
  const edited = doc.toString(format);
  let merged = baseline === body ? edited : mergeLines(body, baseline, edited);
  if (merged !== edited && parseDocument(merged).toString(format) !== edited) {
    // The merge could not be proven equivalent: fall back to the library's formatting.
    options.logger.debug(`${options.file}: could not keep the original formatting of every line.`);
    merged = edited;
  }
  const text = bom + (crlf ? merged.replace(/\n/g, '\r\n') : merged);
  if (text === original) {
    options.logger.info(`${options.file} already has this ${keyText}.bundleUrl: not rewritten.`);
    return { changed: false, created: false, diff: '' };
  }
  await writeAtomically(file, text, (await stat(file)).mode & 0o7777);
  options.logger.info(`Updated ${keyText} in ${options.file}.`);
  const diff = unifiedDiff(body, merged, { from: diffLabel(file), to: diffLabel(file) });
  return { changed: true, created: false, diff: redactDiff(diff) };
}

/**
 * The checks `updateValuesFile` makes before it edits (valid YAML, mappings along the key), without
 * writing: an export runs them before it starts a job, so a broken values file is refused before any
 * request. Returns the parsed file for the update to reuse; undefined when the file does not exist
 * yet (it will be created).
 */
export async function checkValuesFile(
  file: string,
  key: string[] = [DEFAULT_VALUES_KEY],
): Promise<ValuesFileSnapshot | undefined> {
  const original = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw new ConfigurationError(`values file ${file}: cannot be read (${error.code ?? error.message}).`);
  });
  if (original === undefined) return undefined;
  const body = (original.startsWith('\uFEFF') ? original.slice(1) : original).replace(/\r\n/g, '\n');
  const document = parseValuesDocument(body, file);
  assertMappings(document, key, file, key.join('.'));
  return { file, text: original, document };
}

function parseValuesDocument(body: string, file: string): Document {
  const doc = parseDocument(body);
  if (doc.errors.length > 0) {
    const error = doc.errors[0] as (typeof doc.errors)[number];
    const where = error.linePos ? ` at line ${error.linePos[0].line}, column ${error.linePos[0].col}` : '';
    throw new ConfigurationError(
      `values file ${file} is not valid YAML${where}: ${redact(error.message.split('\n')[0] ?? '')}. ` +
        'Fix the syntax, or point the values-file input at the Helm values file.',
    );
  }
  return doc;
}

function describeNode(node: unknown): string {
  if (isSeq(node)) return 'a list';
  if (isAlias(node)) return `an alias (*${String(node.source)})`;
  if (isScalar(node)) return `the scalar ${JSON.stringify(redact(String(node.value))).slice(0, 60)}`;
  return 'something else';
}

/** The root and every existing segment of the key path must be mappings (or empty). */
function assertMappings(doc: Document, path: string[], file: string, keyText: string): void {
  const root = doc.contents;
  if (root !== null && !isMap(root) && !(isScalar(root) && root.value === null)) {
    throw new ConfigurationError(
      `values file ${file}: the top level is ${describeNode(root)}, not a mapping of keys. Point the ` +
        'values-file input at a Helm values file.',
    );
  }
  for (let depth = 1; depth <= path.length; depth++) {
    const node: unknown = doc.getIn(path.slice(0, depth), true);
    if (node === undefined || isMap(node) || (isScalar(node) && node.value === null)) {
      if (node === undefined) return;
      continue;
    }
    const at = path.slice(0, depth).join('.');
    throw new ConfigurationError(
      `values file ${file}: "${at}" holds ${describeNode(node)}, but ${keyText} must be a mapping ` +
        `(enabled, bundleUrl, version). Change "${at}" into a mapping or choose another values-key.`,
    );
  }
}

function setFields(doc: Document, path: string[], fields: [string, boolean | string][]): void {
  // An empty (null) block becomes a mapping before its fields are set.
  for (let depth = 1; depth <= path.length; depth++) {
    const node: unknown = doc.getIn(path.slice(0, depth), true);
    if (isScalar(node) && node.value === null) doc.setIn(path.slice(0, depth), doc.createNode({}));
  }
  for (const [name, value] of fields) {
    const current: unknown = doc.getIn([...path, name], true);
    if (isScalar(current) && current.value === value) continue;
    const scalar = new Scalar(value);
    if (typeof value === 'string') {
      // Quoted, so a version like 1.10 or 2024-05-01 stays a string for Helm's YAML 1.1 parser.
      scalar.type =
        isScalar(current) && current.type === Scalar.QUOTE_SINGLE ? Scalar.QUOTE_SINGLE : Scalar.QUOTE_DOUBLE;
    }
    if (isScalar(current)) {
      if (current.comment) scalar.comment = current.comment;
      if (current.commentBefore) scalar.commentBefore = current.commentBefore;
    }
    doc.setIn([...path, name], scalar);
  }
}

/** The indentation of the first nested key, so added lines look like their neighbours. */
function detectIndent(text: string): number {
  const match = /^[^\s#-][^\n]*:[ \t]*(?:#[^\n]*)?\n(?:[ \t]*(?:#[^\n]*)?\n)*( +)[^\s#-]/m.exec(text);
  const width = match?.[1]?.length ?? 2;
  return width >= 1 && width <= 8 ? width : 2;
}

function diffLabel(file: string): string {
  const path = relative(process.cwd(), file);
  return path && !path.startsWith('..') && !isAbsolute(path) ? path : file;
}

function redactDiff(diff: string): string {
  return redact(diff.replace(/(https?:\/\/[^\s"'?#]+)\?[^\s"'#]*/g, '$1?<redacted>'));
}

async function writeAtomically(file: string, text: string, mode: number): Promise<void> {
  const temp = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temp, text, { mode, flag: 'wx' });
    await chmod(temp, mode);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
