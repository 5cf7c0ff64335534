export type FrontMatter =
  | { kind: 'none' }
  /** `lineOffset`: lines before the YAML (the opening `---`); `end`: where the body starts in the text. */
  | { kind: 'yaml'; yaml: string; lineOffset: number; end: number };

/**
 * The YAML block between a leading `---` line and the next `---` (or `...`) line. A leading `---`
 * that is never closed is content (a horizontal rule), as the service's build reads it.
 */
export function extractFrontMatter(text: string): FrontMatter {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const opening = /^---[ \t]*\r?\n/.exec(source);
  if (!opening) return { kind: 'none' };
  const rest = source.slice(opening[0].length);
  const closing = /^(?:---|\.\.\.)[ \t]*$/m.exec(rest);
  if (!closing) return { kind: 'none' };
  const bom = text.length - source.length;
  const end = bom + opening[0].length + closing.index + closing[0].length;
  return { kind: 'yaml', yaml: rest.slice(0, closing.index), lineOffset: 1, end };
}
