/**
 * Where JSON text stops being valid, for the parse errors whose V8 message carries no position
 * ("Unexpected token ..."). Only run after JSON.parse failed, so speed does not matter.
 */
export function findJsonSyntaxError(text: string): { offset: number; message: string } {
  const scanner = new Scanner(text);
  try {
    scanner.skipWhitespace();
    scanner.value();
    scanner.skipWhitespace();
    if (scanner.pos < text.length) scanner.fail('unexpected content after the JSON value');
    return { offset: text.length, message: 'invalid JSON' };
  } catch (error) {
    if (error instanceof SyntaxAt) return { offset: error.offset, message: error.message };
    throw error;
  }
}

class SyntaxAt extends Error {
  readonly offset: number;
  constructor(message: string, offset: number) {
    super(message);
    this.offset = offset;
  }
}

const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;

class Scanner {
  readonly text: string;
  pos = 0;

  constructor(text: string) {
    this.text = text;
  }

  fail(message: string): never {
    throw new SyntaxAt(message, Math.min(this.pos, this.text.length));
  }

  skipWhitespace(): void {
    while (/[ \t\n\r]/.test(this.text[this.pos] ?? '')) this.pos++;
  }

  value(): void {
    const c = this.text[this.pos];
    if (c === undefined) this.fail('unexpected end of JSON input');
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"') return this.string();
    for (const word of ['true', 'false', 'null']) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        return;
      }
    }
    NUMBER.lastIndex = this.pos;
    if ((c === '-' || (c >= '0' && c <= '9')) && NUMBER.test(this.text)) {
      this.pos = NUMBER.lastIndex;
      return;
    }
    if ((c === ']' || c === '}') && /,\s*$/.test(this.text.slice(0, this.pos))) {
      this.fail(`trailing comma before '${c}' (JSON allows none)`);
    }
    this.fail(`unexpected ${describe(c)}; expected a value`);
  }

  private object(): void {
    this.pos++;
    this.skipWhitespace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return;
    }
    for (;;) {
      if (this.text[this.pos] === '}') this.fail("trailing comma before '}' (JSON allows none)");
      if (this.text[this.pos] !== '"')
        this.fail(`expected a double-quoted property name, found ${this.here()}`);
      this.string();
      this.skipWhitespace();
      if (this.text[this.pos] !== ':')
        this.fail(`expected ':' after the property name, found ${this.here()}`);
      this.pos++;
      this.skipWhitespace();
      this.value();
      this.skipWhitespace();
      const c = this.text[this.pos];
      if (c === '}') {
        this.pos++;
        return;
      }
      if (c !== ',') this.fail(`expected ',' or '}' after a property value, found ${this.here()}`);
      this.pos++;
      this.skipWhitespace();
    }
  }

  private array(): void {
    this.pos++;
    this.skipWhitespace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return;
    }
    for (;;) {
      this.value();
      this.skipWhitespace();
      const c = this.text[this.pos];
      if (c === ']') {
        this.pos++;
        return;
      }
      if (c !== ',') this.fail(`expected ',' or ']' after an array element, found ${this.here()}`);
      this.pos++;
      this.skipWhitespace();
    }
  }

  private string(): void {
    this.pos++;
    for (;;) {
      const c = this.text[this.pos];
      if (c === undefined) this.fail('unterminated string');
      if (c === '"') {
        this.pos++;
        return;
      }
      if (c < ' ') this.fail('control character in a string (escape it, e.g. \\n)');
      if (c === '\\') {
        const escape = this.text[this.pos + 1] ?? '';
        if (escape === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.pos + 2, this.pos + 6)))
            this.fail('bad \\u escape');
          this.pos += 6;
          continue;
        }
        if (!'"\\/bfnrt'.includes(escape) || escape === '') this.fail(`bad escape \\${escape}`);
        this.pos += 2;
        continue;
      }
      this.pos++;
    }
  }

  private here(): string {
    const c = this.text[this.pos];
    return c === undefined ? 'end of input' : describe(c);
  }
}

function describe(c: string): string {
  return c === '\n' ? 'a line break' : `'${c}'`;
}
