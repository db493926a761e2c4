// Debian's nginx in front of the server processes for the deployment test: TLS with a
// self-signed certificate for a host name given to 127.0.0.1, load-balancing to the upstreams,
// forwarding the client's address, protocol and host as a production proxy does.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';

export interface Nginx {
  readonly origin: string;
  readonly output: () => string;
  stop(): Promise<void>;
}

export interface NginxOptions {
  hostname: string;
  port: number;
  upstreams: readonly string[];
}

function config(dir: string, options: NginxOptions): string {
  const runAsRoot = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${runAsRoot}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream storefront {
${options.upstreams.map((u) => `    server ${u};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${String(options.port)} ssl;
    server_name ${options.hostname};
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_buffering off;
    }
  }
}
`;
}

/** GET over https to the proxy, the certificate not checked (it is self-signed); the status and headers. */
export function proxyGet(port: number, hostname: string, path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, servername: hostname, headers: { host: `${hostname}:${String(port)}` }, rejectUnauthorized: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    '-subj', `/CN=${options.hostname}`, '-addext', `subjectAltName=DNS:${options.hostname}`,
  ], { stdio: 'pipe' });
  writeFileSync(join(dir, 'nginx.conf'), config(dir, options));
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start-up:\n${output}`);
    const answered = await proxyGet(options.port, options.hostname, '/healthz').then((r) => r.status === 200, () => false);
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer within 15 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin: `https://${options.hostname}:${String(options.port)}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
