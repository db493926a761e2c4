import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/**
 * better-sqlite3 12 (Node 20) aborts a Node 22+ process when garbage collection finalises its
 * statements; 13 is built on Node-API and is the optional dependency `better-sqlite3-napi`, which
 * npm installs only where its engines allow (Node 22+). Both have the same API.
 */
function loadDriver(): typeof BetterSqlite3 {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 22) {
    try {
      return require('better-sqlite3-napi') as typeof BetterSqlite3;
    } catch {
      // not installed (npm ran on Node 20): version 12 below, or the test run's own copy (scripts/node24/).
    }
  }
  return require('better-sqlite3') as typeof BetterSqlite3;
}

export const SqliteDriver = loadDriver();
