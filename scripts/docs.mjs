// Writes docs/reference/formatters.md and predicates.md from the engine's registry and the side
// table docs/reference/examples.json (run after `npm run build`; `npm run docs` does both).
// Fails when a registered name is undocumented or an example renders with errors.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { builtins } from '../dist/library/index.js';
import { buildReference, errorReference } from '../dist/cli/reference.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const table = JSON.parse(readFileSync(`${root}docs/reference/examples.json`, 'utf8'));
const reference = buildReference(builtins, table, `${root}fixtures`);
writeFileSync(`${root}docs/reference/formatters.md`, reference.formatters);
writeFileSync(`${root}docs/reference/predicates.md`, reference.predicates);
writeFileSync(`${root}docs/reference/errors.md`, errorReference());

const problems = [
  ...reference.undocumented.map((name) => `${name} is registered but not documented in docs/reference/examples.json`),
  ...reference.unknown.map((name) => `${name} is documented but not registered`),
  ...[...reference.examples].flatMap(([name, r]) => r.errors.map((e) => `the example of ${name} has an error: ${e.split('\n')[0]}`)),
];
for (const problem of problems) console.error(problem);
console.log(`docs/reference: ${builtins.formatterNames().length} formatters, ${builtins.predicateNames().length} predicates, ${reference.examples.size} examples rendered`);
if (problems.length > 0) process.exitCode = 1;
