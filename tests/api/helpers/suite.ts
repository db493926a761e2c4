// One test file's server: the site built once per run, then started as a separate process on a
// fresh temporary database.
import { afterAll, beforeAll } from 'vitest';
import { ensureSiteBuilt } from './built-site.js';
import { startServer, type ServerProcess } from './server-process.js';
import { tempDatabase, type TempDatabase } from './temp-db.js';

export async function startSuite(env?: Record<string, string>): Promise<{ db: TempDatabase; server: ServerProcess }> {
  await ensureSiteBuilt();
  const db = await tempDatabase();
  return { db, server: await startServer(db.url, env) };
}

export async function stopSuite(server: ServerProcess | undefined, db: TempDatabase | undefined): Promise<void> {
  await server?.stop();
  await db?.dispose();
}

export interface Suite {
  readonly db: TempDatabase;
  readonly server: ServerProcess;
  /** Stops the server and starts a new one, with the same settings, on the same database. */
  restart(): Promise<void>;
}

/** Starts the file's (or the describe block's) server before its tests and stops it after them. */
export function useSuite(env?: Record<string, string>): Suite {
  let db: TempDatabase | undefined;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    ({ db, server } = await startSuite(env));
  }, 180_000);
  afterAll(() => stopSuite(server, db));
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the suite has not started yet');
    return value;
  };
  return {
    get db() {
      return started(db);
    },
    get server() {
      return started(server);
    },
    async restart() {
      await started(server).stop();
      server = await startServer(started(db).url, env);
    },
  };
}
