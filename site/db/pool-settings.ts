/**
 * PostgreSQL connection settings of a server process, from the environment (each a whole number):
 *   DB_POOL_SIZE               connections per process (default 10)
 *   DB_STATEMENT_TIMEOUT_MS    a statement running longer is cancelled by the server (default 10000)
 *   DB_CONNECT_TIMEOUT_MS      giving up on opening a connection or waiting for a free one (default 5000)
 *   DB_IDLE_TIMEOUT_MS         an idle connection is closed after (default 30000)
 * A value that is not a whole number in range stops the start with a message naming it.
 */
export interface PoolSettings {
  readonly max: number;
  readonly statementTimeoutMs: number;
  readonly connectTimeoutMs: number;
  readonly idleTimeoutMs: number;
}

function setting(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

export function poolSettings(env: Readonly<Record<string, string | undefined>> = process.env, poolSize?: number): PoolSettings {
  return {
    max: poolSize ?? setting(env, 'DB_POOL_SIZE', 10, 1, 1000),
    statementTimeoutMs: setting(env, 'DB_STATEMENT_TIMEOUT_MS', 10_000, 1, 3_600_000),
    connectTimeoutMs: setting(env, 'DB_CONNECT_TIMEOUT_MS', 5_000, 1, 600_000),
    idleTimeoutMs: setting(env, 'DB_IDLE_TIMEOUT_MS', 30_000, 1, 3_600_000),
  };
}
