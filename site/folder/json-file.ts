import { folderError, lineColumnAt, type FolderError } from './folder-error.js';

export type JsonPath = readonly (string | number)[];

export type JsonFileResult =
  | { ok: true; value: unknown; /** Where the value at a path starts (the key, for object members). */ locate(path: JsonPath): { line: number; column: number } }
  | { ok: false; error: FolderError };

class JsonSyntax extends Error {
  constructor(message: string, readonly offset: number) {
    super(message);
  }
}

/**
 * Parses a JSON file of the folder, reporting a syntax error at its line and column and keeping
 * where each value starts, so that schema errors can point into the file too.
 */
export function parseJsonFile(file: string, text: string): JsonFileResult {
  const offsets = new Map<string, number>();
  const scanner = new Scanner(text, offsets);
  try {
    scanner.document();
  } catch (e) {
    if (!(e instanceof JsonSyntax)) throw e;
    const { line, column } = lineColumnAt(text, e.offset);
    return { ok: false, error: folderError(file, line, column, `invalid JSON: ${e.message}`, 'invalid-json') };
  }
  const value: unknown = JSON.parse(text);
  return {
    ok: true,
    value,
    locate(path) {
      for (let n = path.length; n >= 0; n--) {
        const offset = offsets.get(pathKey(path.slice(0, n)));
        if (offset !== undefined) return lineColumnAt(text, offset);
      }
      return { line: 1, column: 1 };
    },
  };
}

function pathKey(path: JsonPath): string {
  return JSON.stringify(path);
}

class Scanner {
  private i = 0;

  constructor(
    private readonly text: string,
    private readonly offsets: Map<string, number>,
  ) {}

  document(): void {
    this.space();
    this.value([], this.i);
    this.space();
    if (this.i < this.text.length) this.fail(`unexpected ${this.describe()} after the value`);
  }

  private value(path: (string | number)[], start: number): void {
    this.offsets.set(pathKey(path), start);
    const c = this.text[this.i];
    if (c === '{') this.object(path);
    else if (c === '[') this.array(path);
    else if (c === '"') this.string();
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) this.number();
    else if (this.text.startsWith('true', this.i)) this.i += 4;
    else if (this.text.startsWith('false', this.i)) this.i += 5;
    else if (this.text.startsWith('null', this.i)) this.i += 4;
    else this.fail(`expected a value, found ${this.describe()}`);
  }

  private object(path: (string | number)[]): void {
    this.i++;
    this.space();
    if (this.text[this.i] === '}') {
      this.i++;
      return;
    }
    for (;;) {
      this.space();
      if (this.text[this.i] !== '"') this.fail(`expected a double-quoted property name, found ${this.describe()}`);
      const keyStart = this.i;
      const key = this.string();
      this.space();
      if (this.text[this.i] !== ':') this.fail(`expected ':' after the property name, found ${this.describe()}`);
      this.i++;
      this.space();
      this.value([...path, key], keyStart);
      this.space();
      const c = this.text[this.i];
      if (c === ',') {
        this.i++;
        this.space();
        if (this.text[this.i] === '}') this.fail('trailing comma before }');
        continue;
      }
      if (c === '}') {
        this.i++;
        return;
      }
      this.fail(`expected ',' or '}', found ${this.describe()}`);
    }
  }

  private array(path: (string | number)[]): void {
    this.i++;
    this.space();
    if (this.text[this.i] === ']') {
      this.i++;
      return;
    }
    for (let index = 0; ; index++) {
      this.space();
      this.value([...path, index], this.i);
      this.space();
      const c = this.text[this.i];
      if (c === ',') {
        this.i++;
        this.space();
        if (this.text[this.i] === ']') this.fail('trailing comma before ]');
        continue;
      }
      if (c === ']') {
        this.i++;
        return;
      }
      this.fail(`expected ',' or ']', found ${this.describe()}`);
    }
  }

  private string(): string {
    const start = this.i;
    this.i++;
    for (;;) {
      const c = this.text[this.i];
      if (c === undefined || c === '\n') this.fail('unterminated string', start);
      if (c === '"') break;
      if (c === '\\') this.i++;
      else if (c < ' ') this.fail('control character in a string');
      this.i++;
    }
    this.i++;
    try {
      return JSON.parse(this.text.slice(start, this.i)) as string;
    } catch {
      return this.fail('invalid escape in a string', start);
    }
  }

  private number(): void {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.i, this.i + 400));
    if (!match) this.fail(`invalid number`);
    this.i += match[0].length;
  }

  private space(): void {
    while (this.i < this.text.length && ' \t\r\n'.includes(this.text[this.i] as string)) this.i++;
  }

  private describe(): string {
    const c = this.text[this.i];
    return c === undefined ? 'the end of the file' : `'${c}'`;
  }

  private fail(message: string, offset = this.i): never {
    throw new JsonSyntax(message, offset);
  }
}
