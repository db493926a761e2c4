// A plain static file host for an export's folder, as a web host serves one: a path is the file of
// that name, or the folder's index.html; query strings are ignored; anything else is a 404.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file a static host serves for an internal URL, if there is one. */
export function servedFile(folder: string, url: string): string | undefined {
  let path: string;
  try {
    path = normalize(decodeURIComponent(new URL(url, 'http://static').pathname));
  } catch {
    return undefined;
  }
  const file = join(folder, path);
  if (!file.startsWith(folder)) return undefined;
  if (existsSync(file) && statSync(file).isFile()) return file;
  const index = join(file, 'index.html');
  return existsSync(index) ? index : undefined;
}

export interface StaticHost {
  readonly server: Server;
  close(): Promise<void>;
}

/** Serves `folder` on 127.0.0.1:`port`. */
export async function serveFolder(folder: string, port: number): Promise<StaticHost> {
  const server = createServer((req, res) => {
    const file = servedFile(folder, req.url ?? '/');
    if (file === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
