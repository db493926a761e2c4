// The reference engine (@squarespace/template-engine) and its locale data (@phensley/cldr), both
// dev dependencies, as a black-box oracle for differential tests.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

interface Cldr {
  Units: { formatQuantity(quantity: { value: string; unit: string }, options: { length: string; group?: boolean }): string };
}
interface ReferenceCompiler {
  parse(source: string): { code: unknown };
  execute(props: { code: unknown; json: unknown; cldr: Cldr; now: number; partials: Record<string, unknown>; enableExpr: boolean; enableInclude: boolean }): { ctx: { render(): string } };
}

const require = createRequire(import.meta.url);
const { Compiler } = require('@squarespace/template-engine') as { Compiler: new () => ReferenceCompiler };
const { CLDRFramework } = require('@phensley/cldr') as { CLDRFramework: new (o: { loader(language: string): string }) => { get(locale: string): Cldr } };

const packs = join(import.meta.dirname, '..', '..', 'node_modules', '@phensley', 'cldr', 'packs');
const framework = new CLDRFramework({ loader: (language) => readFileSync(join(packs, `${language}.json`), 'utf8') });
const compiler = new Compiler();

/** The reference's locale data for a locale. */
export function referenceCldr(locale: string): Cldr {
  return framework.get(locale);
}

/** What the reference engine renders for a template and data ({.eval} and {.include} on, as its specs run). */
export function referenceRender(source: string, json: unknown, locale = 'en-US'): string {
  return compiler.execute({ code: compiler.parse(source).code, json, cldr: referenceCldr(locale), now: 0, partials: {}, enableExpr: true, enableInclude: true }).ctx.render();
}
