import { AliasNode, DeleteQueryNode, InsertQueryNode, MergeQueryNode, TableNode, UpdateQueryNode } from 'kysely';
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** The tables `contentState` (content-state.ts) reads: a write to one of them changes what pages show. */
const CONTENT_TABLES = new Set(['site_content', 'site_settings', 'products', 'variants']);

function tableName(node: OperationNode | undefined): string | undefined {
  if (node === undefined) return undefined;
  if (AliasNode.is(node)) return tableName(node.node);
  if (TableNode.is(node)) return node.table.identifier.name;
  return undefined;
}

function targets(node: RootOperationNode): (OperationNode | undefined)[] | undefined {
  if (InsertQueryNode.is(node)) return [node.into];
  if (UpdateQueryNode.is(node)) return [node.table];
  if (DeleteQueryNode.is(node)) return [...node.from.froms];
  if (MergeQueryNode.is(node)) return [node.into];
  return undefined;
}

/** Whether a statement may change the content: a write to a content table, or one whose table cannot be told. */
function writesContent(node: RootOperationNode): boolean {
  const tables = targets(node);
  if (tables === undefined) return false;
  return tables.some((table) => {
    const name = tableName(table);
    return name === undefined || CONTENT_TABLES.has(name);
  });
}

/**
 * The content changes this process makes, seen in one place: every statement of the store's
 * Kysely instance passes this plugin, so a write to a content table bumps `generation` before it
 * runs and again when it answered. A write inside a transaction becomes visible to other
 * connections only at its commit: while a transaction is open after such a write, the end of
 * every write transaction (transaction.ts) bumps it once more. A cached content state taken at
 * an older generation is not used again (content-state-cache.ts).
 */
export class ContentWrites implements KyselyPlugin {
  #generation = 0;
  #openTransactions = 0;
  #writtenInTransaction = false;
  readonly #pending = new WeakSet<object>();

  get generation(): number {
    return this.#generation;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (writesContent(node)) {
      this.#pending.add(queryId);
      this.#bump();
    }
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#pending.delete(queryId)) this.#bump();
    return result;
  }

  /** A write transaction began (transaction.ts). */
  transactionStarted(): void {
    this.#openTransactions += 1;
  }

  /** A write transaction committed or rolled back. */
  transactionEnded(): void {
    this.#openTransactions -= 1;
    if (this.#writtenInTransaction) this.#generation += 1;
    if (this.#openTransactions === 0) this.#writtenInTransaction = false;
  }

  #bump(): void {
    this.#generation += 1;
    if (this.#openTransactions > 0) this.#writtenInTransaction = true;
  }
}
