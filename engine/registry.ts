import type { FormatterDef, PredicateDef } from './plugin.js';

/**
 * The name → implementation table of formatters and predicates. Built-ins and user plugins
 * register the same way; a later registration of a name replaces the earlier one.
 */
export class Registry {
  private readonly formatters = new Map<string, FormatterDef>();
  private readonly predicates = new Map<string, PredicateDef>();
  /** Counts the registrations: what is derived from this table (engine-cache.ts) is kept for one revision. */
  private changes = 0;

  constructor(formatters: readonly FormatterDef[] = [], predicates: readonly PredicateDef[] = []) {
    for (const f of formatters) this.addFormatter(f);
    for (const p of predicates) this.addPredicate(p);
  }

  addFormatter(def: FormatterDef): this {
    this.changes += 1;
    this.formatters.set(def.name, def);
    return this;
  }

  addPredicate(def: PredicateDef): this {
    this.changes += 1;
    const name = def.name.endsWith('?') ? def.name : `${def.name}?`;
    this.predicates.set(name, def);
    return this;
  }

  get revision(): number {
    return this.changes;
  }

  formatter(name: string): FormatterDef | undefined {
    return this.formatters.get(name);
  }

  predicate(name: string): PredicateDef | undefined {
    return this.predicates.get(name);
  }

  formatterNames(): string[] {
    return [...this.formatters.keys()];
  }

  predicateNames(): string[] {
    return [...this.predicates.keys()];
  }

  /** A copy with more plugins added on top. */
  extend(formatters: readonly FormatterDef[] = [], predicates: readonly PredicateDef[] = []): Registry {
    const copy = new Registry([...this.formatters.values()], [...this.predicates.values()]);
    for (const f of formatters) copy.addFormatter(f);
    for (const p of predicates) copy.addPredicate(p);
    return copy;
  }
}
