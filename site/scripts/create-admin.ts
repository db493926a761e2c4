// `npm run create-admin -- --email you@example.com [--password …] [--role ROLE[,ROLE…]]`: creates
// an account with roles of the enumeration (default ADMIN) in the database DATABASE_URL names
// (migrating it if new); a role that opens no admin screen is accepted with a note. Asks for
// what is not given (the password without echo on a terminal; piped input is read line by line:
// the email first when missing, then the password). Refuses a malformed email, a taken one, and a
// password shorter than 12 characters. Exit codes: 0 created, 1 refused, 2 usage.
import { createInterface } from 'node:readline';
import { mayEnterAdmin } from '../../domain/admin/permissions.js';
import { isSiteUserRole, UserRole, type SiteUserRole } from '../../domain/enums/user-role.js';
import { createSiteUser, openStore } from '../db/index.js';
import { adminPasswordProblem } from '../features/accounts/admin-password.js';
import { isEmailAddress } from '../../domain/email-address.js';

const ROLES: readonly SiteUserRole[] = UserRole.names;
const USAGE = [
  'usage: npm run create-admin -- --email you@example.com [--password PASSWORD] [--role ROLE[,ROLE…]]',
  `  roles (default ADMIN): ${ROLES.join(', ')}`,
  '  the admin opens for ADMIN, WEBSITE_MANAGER, STORE_MANAGER, EDITOR, VIEWER and REPORTING',
].join('\n');

class Refusal extends Error {
  constructor(message: string, readonly exitCode = 1) {
    super(message);
  }
}

function options(argv: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') throw new Refusal(USAGE, 0);
    const match = /^--(email|password|role)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) throw new Refusal(`Unknown argument "${arg}".\n${USAGE}`, 2);
    const value = match[2] ?? argv[++i];
    if (value === undefined) throw new Refusal(`--${match[1]} needs a value.\n${USAGE}`, 2);
    found.set(match[1], value);
  }
  return found;
}

/** Lines of piped input, one at a time. */
function lineReader(): () => Promise<string> {
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let ended = false;
  const rl = createInterface({ input: process.stdin, terminal: false });
  rl.on('line', (line) => (waiting.shift() ?? ((l: string) => lines.push(l)))(line));
  rl.on('close', () => {
    ended = true;
    for (const resolve of waiting.splice(0)) resolve('');
  });
  return () => new Promise((resolve) => {
    const line = lines.shift();
    if (line !== undefined || ended) resolve(line ?? '');
    else waiting.push(resolve);
  });
}

/** Reads a line from the terminal; `hidden` echoes nothing (a password). */
function ask(question: string, hidden: boolean): Promise<string> {
  process.stdout.write(question);
  if (!hidden) {
    return new Promise((resolve) => {
      const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
      rl.once('line', (line) => {
        rl.close();
        resolve(line);
      });
    });
  }
  return new Promise((resolve, reject) => {
    let typed = '';
    const stdin = process.stdin;
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (error?: Error): void => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string): void => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Refusal('Cancelled.'));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** `ADMIN` or `EDITOR,STORE_MANAGER`: names of the enumeration, any case, at least one. */
function rolesOf(text: string): SiteUserRole[] {
  const names = text.split(',').map((name) => name.trim().toUpperCase()).filter((name) => name !== '');
  const unknown = names.filter((name) => !isSiteUserRole(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Refusal(`The role must be one of ${ROLES.join(', ')} (several separated by commas), not "${unknown.join(',') || text}".`);
  }
  return [...new Set(names.filter(isSiteUserRole))];
}

export async function createAdmin(argv: readonly string[]): Promise<void> {
  const given = options(argv);
  const terminal = process.stdin.isTTY === true;
  const nextLine = terminal ? undefined : lineReader();
  const read = async (name: string, question: string, hidden: boolean): Promise<string> =>
    given.get(name) ?? (nextLine ? await nextLine() : await ask(question, hidden));
  const email = (await read('email', 'Email: ', false)).trim().toLowerCase();
  if (email === '' || email.length > 254 || !isEmailAddress(email)) {
    throw new Refusal(`"${email}" is not an email address.`);
  }
  const roles = rolesOf(given.get('role') ?? 'ADMIN');
  const password = await read('password', 'Password (at least 12 characters): ', true);
  const problem = adminPasswordProblem(password);
  if (problem) throw new Refusal(problem);
  const store = await openStore();
  try {
    const taken = await store.db.selectFrom('site_users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) throw new Refusal(`An account with the email ${email} already exists.`);
    await createSiteUser(store, { email, password, roles });
    console.log(`Created the ${roles.join(', ')} account ${email} (${store.kind} database). It signs in at /account/login.`);
    if (!mayEnterAdmin(roles)) console.log(`Note: ${roles.join(', ')} opens no admin screen; the account can sign in to the site only.`);
  } finally {
    await store.close();
  }
}

export async function main(argv: readonly string[]): Promise<number> {
  try {
    await createAdmin(argv);
    return 0;
  } catch (error) {
    if (error instanceof Refusal) {
      (error.exitCode === 0 ? console.log : console.error)(error.message);
      return error.exitCode;
    }
    console.error('create-admin failed:', error instanceof Error ? error.message : error);
    return 1;
  }
}
