import type { Kysely } from 'kysely';
import type { ContentWrites } from './content-writes.js';
import type { Database } from './schema.js';

/** An open database: the query builder and which engine is behind it. */
export interface Store {
  readonly db: Kysely<Database>;
  readonly kind: 'sqlite' | 'postgres';
  /** The website every cart and order belongs to. */
  readonly websiteId: string;
  /** The content changes this process made through `db` (content-writes.ts). */
  readonly writes: ContentWrites;
  close(): Promise<void>;
}
