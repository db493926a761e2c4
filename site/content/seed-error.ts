/** A problem in a seed file: the file (relative to `content/`), and where in it. */
export interface SeedError {
  file: string;
  /** JSON path of the bad value (`items[3].urlId`); empty for the file as a whole. */
  path: string;
  message: string;
  /** 1-based, for JSON syntax errors. */
  line?: number;
  column?: number;
  /** Where the bad value starts in the file (1-based), for errors of its shape. */
  at?: { line: number; column: number };
}

/** `collections/blog.json: items[3].urlId: …`, or `collections/blog.json:4:7: …` for syntax errors. */
export function formatSeedError(error: SeedError): string {
  const where = error.line === undefined ? error.file : `${error.file}:${error.line}:${error.column ?? 1}`;
  return error.path === '' ? `${where}: ${error.message}` : `${where}: ${error.path}: ${error.message}`;
}

/** A JSON path from its keys: `["items", 3, "urlId"]` → `items[3].urlId`. */
export function jsonPath(keys: ReadonlyArray<string | number>): string {
  let path = '';
  for (const key of keys) {
    if (typeof key === 'number') path += `[${key}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(key)) path += path === '' ? key : `.${key}`;
    else path += `[${JSON.stringify(key)}]`;
  }
  return path;
}
