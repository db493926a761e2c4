// One test file's server: the site built once per run, then started as a separate process on a
// fresh temporary database.
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
