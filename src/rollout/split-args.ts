import { ConfigurationError } from '../core/errors.js';

/**
 * Splits a command-line fragment (`--wait --timeout 10m --description 'nightly docs'`) into
 * arguments the way a POSIX shell would for quotes and backslashes, without expanding anything.
 * Unquoted shell operators are refused: there is no shell to run them, helm would get them verbatim.
 */
export function splitArgs(text: string, what = 'helm-args'): string[] {
  const args: string[] = [];
  let current = '';
  let inArg = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (/\s/.test(c)) {
      if (inArg) args.push(current);
      current = '';
      inArg = false;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) throw unterminated(what, "'", text);
      current += text.slice(i + 1, end);
      inArg = true;
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j++) {
        if (text[j] === '\\' && j + 1 < text.length && '"\\$`'.includes(text[j + 1] as string)) j++;
        current += text[j];
      }
      if (j >= text.length) throw unterminated(what, '"', text);
      inArg = true;
      i = j;
    } else if (c === '\\') {
      if (i + 1 < text.length) current += text[++i];
      inArg = true;
    } else if (';|&<>`'.includes(c) || (c === '$' && text[i + 1] === '(')) {
      throw new ConfigurationError(
        `${what}: "${c === '$' ? '$(' : c}" is shell syntax, and these arguments are passed to helm without a ` +
          'shell. Quote it if helm should receive it literally, or move the command into its own step.',
      );
    } else {
      current += c;
      inArg = true;
    }
  }
  if (inArg) args.push(current);
  return args;
}

function unterminated(what: string, quote: string, text: string): ConfigurationError {
  return new ConfigurationError(`${what}: unterminated ${quote} quote in "${text}".`);
}
