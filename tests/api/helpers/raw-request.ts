// One HTTP request exactly as written (any Host, any method — fetch refuses TRACE and rewrites
// Host): the status, headers (Set-Cookie as a list) and body.
import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  cookies: string[];
  body: string;
}

export function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, cookies: res.headers['set-cookie'] ?? [], body: text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The cookies of Set-Cookie lines as one Cookie header. */
export function cookieHeader(lines: readonly string[]): string {
  return lines.map((line) => line.split(';')[0]).join('; ');
}

/** The value of a cookie named in Set-Cookie lines. */
export function cookieValue(lines: readonly string[], name: string): string | undefined {
  const line = lines.find((l) => l.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(';')[0];
}
