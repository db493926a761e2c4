// Installs what the test command needs from Debian's packages when it is missing: chromium for
// the browser tests, PostgreSQL for the API suite's second run, nginx and openssl for the
// deployment test (HTTPS in front of two server processes). Needs root (as in CI) or sudo.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const missing = [];
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('chromium');
const pgDir = '/usr/lib/postgresql';
const hasPostgres = existsSync(pgDir) && readdirSync(pgDir).some((v) => existsSync(`${pgDir}/${v}/bin/initdb`));
if (!hasPostgres) missing.push('postgresql');
if (!existsSync('/usr/sbin/nginx')) missing.push('nginx');
if (!existsSync('/usr/bin/openssl')) missing.push('openssl');

if (missing.length > 0) {
  const asRoot = process.getuid?.() === 0;
  const run = (args) => execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  console.log(`test-prereqs: installing ${missing.join(', ')} from Debian's packages`);
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...missing]);
}
