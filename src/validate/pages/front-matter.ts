export type FrontMatter =
  | { kind: 'none' }
  | { kind: 'unclosed' }
  /** `lineOffset`: lines before the YAML (the opening `---`). */
  | { kind: 'yaml'; yaml: string; lineOffset: number };

/** The YAML block between a leading `---` line and the next `---` (or `...`) line. */
export function extractFrontMatter(text: string): FrontMatter {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const opening = /^---[ \t]*\r?\n/.exec(source);
  if (!opening) return { kind: 'none' };
  const rest = source.slice(opening[0].length);
  const closing = /^(?:---|\.\.\.)[ \t]*$/m.exec(rest);
  if (!closing) return { kind: 'unclosed' };
  return { kind: 'yaml', yaml: rest.slice(0, closing.index), lineOffset: 1 };
}
