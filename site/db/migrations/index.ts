import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial.js';

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
};

/** The migrations, kept in code so the built server carries them. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
