const REPLACEMENTS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  // No @mentions from spec text in a summary.
  '@': '&#64;',
  '\\': '\\\\',
  '`': '\\`',
  '*': '\\*',
  _: '\\_',
  '[': '\\[',
  ']': '\\]',
  '|': '\\|',
  '~': '\\~',
  '#': '\\#',
  '!': '\\!',
};

/** User text as inert Markdown/HTML on one line, safe inside a table cell. */
export function escapeMarkdown(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').replace(/[&<>"'@\\`*_[\]|~#!]/g, (c) => REPLACEMENTS[c] ?? c);
}
