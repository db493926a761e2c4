// One HTTP request with node:http, the body exactly as sent (fetch would decompress it).
import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The `name=value` pairs of a response's cookies, ready for a Cookie header. */
export function cookieHeader(res: RawResponse): string {
  return (res.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
}

/** A cookie's value from a response's Set-Cookie lines. */
export function setCookieValue(res: RawResponse, name: string): string | undefined {
  const line = (res.headers['set-cookie'] ?? []).find((l) => l.startsWith(`${name}=`));
  return line?.split(';')[0]?.slice(name.length + 1);
}
