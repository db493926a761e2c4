// Benchmark: this engine (dist/, built by `npm run bench`) side by side with the reference
// engine, @squarespace/template-engine, on the same templates and data, in one process.
// Usage: node bench/run.mjs [--time MS] [--folder-only] [--folder DIR]
//   MS per measurement (default 1000); DIR a site folder relative to the repository root
//   (default sites/fern-and-finch; ../shared/template-folders/garberco is one written by others)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { builtins, compile } from '../dist/library/index.js';
import { firstDifference } from '../dist/cli/diff.js';
import { coreTable, productPage, storePage } from './data.mjs';
import { checksum, compare } from './measure.mjs';
import { coreTableByHand } from './hand-written.mjs';
import { folderWorkload } from './folder.mjs';

const require = createRequire(import.meta.url);
const { Compiler } = require('@squarespace/template-engine');
const { CLDRFramework } = require('@phensley/cldr');

// The reference's locale-aware formatters need its locale data: en-US from @phensley/cldr's packs.
const packs = fileURLToPath(new URL('../node_modules/@phensley/cldr/packs/', import.meta.url));
const framework = new CLDRFramework({ loader: (language) => readFileSync(`${packs}${language}.json`, 'utf8') });
const cldr = framework.get('en-US');

const timeArg = process.argv.indexOf('--time');
const timeMs = timeArg > 0 ? Number(process.argv[timeArg + 1]) : 1000;
const warmupMs = Math.max(50, Math.round(timeMs / 4));

const template = (name) => readFileSync(fileURLToPath(new URL(`./templates/${name}`, import.meta.url)), 'utf8');

const workloads = [
  { name: 'product page (200)', source: template('product-page.jsont'), data: productPage(200) },
  { name: 'core table (1000)', source: template('core-1000.jsont'), data: coreTable(1000), byHand: coreTableByHand },
  { name: 'store, library (200)', source: template('store-library.jsont'), data: storePage(200) },
];
const folderArg = process.argv.indexOf('--folder');
const folder = await folderWorkload(folderArg > 0 ? process.argv[folderArg + 1] : 'sites/fern-and-finch');

/** One clock for both engines, so that time-relative output matches. */
const NOW = Date.UTC(2026, 10, 21);
const reference = new Compiler();
/**
 * Re-registering a formatter empties the engine's caches (parsed tags, compiled partials): a
 * compile after it parses every tag anew, as a template never seen before would.
 */
const html = builtins.formatter('html');
const ours = {
  parse: (source) => compile(source),
  parseCold: (source) => {
    builtins.addFormatter(html);
    return compile(source);
  },
  render: (compiled, data, partials) => compiled.render(data, { now: NOW, partials }).html,
};
const referenceProps = { partials: {}, cldr, now: NOW, enableExpr: true, enableInclude: true };
const theirs = {
  parse: (source) => reference.parse(source).code,
  render: (code, data, partials = {}) => reference.execute({ ...referenceProps, code, json: data, partials }).ctx.render(),
};

/** Renders once with each engine and warns when the outputs or errors differ. */
function check(workload) {
  const template = compile(workload.source);
  const result = template.render(workload.data, { now: NOW });
  const parsed = reference.parse(workload.source);
  const executed = reference.execute({
    code: parsed.code,
    json: workload.data,
    partials: {},
    cldr,
    now: NOW,
    enableExpr: true,
    enableInclude: true,
  });
  const ourErrors = [...template.errors, ...result.errors];
  const theirErrors = [...parsed.errors, ...executed.errors];
  if (ourErrors.length > 0) {
    console.log(`WARNING: ${workload.name}: our engine reported ${ourErrors.length} error(s):`);
    for (const error of ourErrors.slice(0, 3)) console.log(`  ${error.format().split('\n')[0]}`);
  }
  if (theirErrors.length > 0) {
    console.log(`WARNING: ${workload.name}: the reference reported ${theirErrors.length} error(s):`);
    for (const error of theirErrors.slice(0, 3)) console.log(`  ${error.message}`);
  }
  const a = result.html.trim();
  const b = executed.ctx.render().trim();
  if (a !== b) {
    console.log(`WARNING: ${workload.name}: outputs differ (ours vs reference): ${firstDifference(b, a)}`);
  } else {
    console.log(`${workload.name}: outputs match (${a.length} characters)`);
  }
  if (workload.byHand !== undefined) {
    const c = workload.byHand(workload.data).trim();
    if (c !== a) console.log(`WARNING: ${workload.name}: the hand-written function's output differs: ${firstDifference(a, c)}`);
    else console.log(`${workload.name}: the hand-written function's output matches`);
  }
}

/** Each template of the folder rendered once by each engine, with the folder's blocks as partials. */
function checkFolder({ name, templates, partials }) {
  const ourBlocks = compileBlocks(ours.parse, partials);
  const theirBlocks = compileBlocks(theirs.parse, partials);
  let same = 0;
  for (const t of templates) {
    const compiled = compile(t.source, { name: t.file });
    const result = compiled.render(t.data, { now: NOW, partials: ourBlocks });
    const executed = reference.execute({ ...referenceProps, code: reference.parse(t.source).code, json: t.data, partials: theirBlocks });
    const errors = [...compiled.errors, ...result.errors];
    if (errors.length > 0) console.log(`WARNING: ${name}: ${t.file}: our engine reported ${errors.length} error(s): ${errors[0].format().split('\n')[0]}`);
    if (executed.errors.length > 0) console.log(`WARNING: ${name}: ${t.file}: the reference reported ${executed.errors.length} error(s): ${executed.errors[0].message}`);
    const a = result.html.trim();
    const b = executed.ctx.render().trim();
    if (a === b) same += 1;
    else console.log(`WARNING: ${name}: ${t.file}: outputs differ (ours vs reference): ${firstDifference(b, a)}`);
  }
  console.log(`${name}: outputs match for ${same} of ${templates.length} templates`);
}

function compileBlocks(parse, partials) {
  return Object.fromEntries(Object.entries(partials).map(([file, source]) => [file, parse(source)]));
}

/**
 * A folder as a site compiles it at start: each block once, then every template; `first render`
 * renders each template once with those blocks. `cold` empties our engine's caches first.
 */
function measureFolder({ name, templates, partials }) {
  const compileAll = (side) => {
    const blocks = compileBlocks(side.parse, partials);
    return { blocks, compiled: templates.map((t) => side.parse(t.source)) };
  };
  const renderAll = (side, { blocks, compiled }) => {
    let n = 0;
    for (let i = 0; i < templates.length; i++) n += side.render(compiled[i], templates[i].data, blocks).length;
    return n;
  };
  const cold = (fn) => () => {
    builtins.addFormatter(html);
    return fn();
  };
  const warmOurs = compileAll(ours);
  const warmTheirs = compileAll(theirs);
  const phases = [
    ['parse', () => compileAll(ours), () => compileAll(theirs)],
    ['parse (cold)', cold(() => compileAll(ours)), () => compileAll(theirs)],
    ['render', () => renderAll(ours, warmOurs), () => renderAll(theirs, warmTheirs)],
    ['parse+render (cold)', cold(() => renderAll(ours, compileAll(ours))), () => renderAll(theirs, compileAll(theirs))],
  ];
  return phases.map(([phase, a, b]) => {
    const { a: mine, b: ref } = compare(a, b, { warmupMs, timeMs });
    return { workload: name, phase, ours: mine, reference: ref, ratio: mine / ref };
  });
}

const format = (n) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));

function measure(workload) {
  const compiledOurs = ours.parse(workload.source);
  const compiledTheirs = theirs.parse(workload.source);
  const { source, data } = workload;
  const phases = [
    ['parse', () => ours.parse(source), () => theirs.parse(source)],
    ['parse (cold)', () => ours.parseCold(source), () => theirs.parse(source)],
    ['render', () => ours.render(compiledOurs, data), () => theirs.render(compiledTheirs, data)],
    ['parse+render', () => ours.render(ours.parse(source), data), () => theirs.render(theirs.parse(source), data)],
  ];
  const rows = phases.map(([phase, a, b]) => {
    const { a: mine, b: ref } = compare(a, b, { warmupMs, timeMs });
    return { workload: workload.name, phase, ours: mine, reference: ref, ratio: mine / ref };
  });
  if (workload.byHand !== undefined) {
    const { a: mine, b: hand } = compare(() => ours.render(compiledOurs, data), () => workload.byHand(data), { warmupMs, timeMs });
    limits.push({ workload: workload.name, ours: mine, hand, ratio: mine / hand });
  }
  return rows;
}

/** Our steady render against a hand-written function giving the same output. */
const limits = [];

function table(rows) {
  const header = ['workload', 'phase', 'ours ops/s', 'reference ops/s', 'ratio'];
  const cells = rows.map((r) => [r.workload, r.phase, format(r.ours), format(r.reference), `${r.ratio.toFixed(2)}x`]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((v, i) => (i < 2 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

console.log(`node ${process.version}; per engine and phase: ${warmupMs} ms of warm-up, then ${timeMs} ms in 6 alternating slices; median ops/s`);
for (const workload of workloads) check(workload);
checkFolder(folder);
const only = process.argv.includes('--folder-only');
const rows = [...(only ? [] : workloads.flatMap(measure)), ...measureFolder(folder)];
console.log();
console.log(table(rows));
console.log('\nratio = ours / reference (above 1: ours is faster)');
for (const l of limits) {
  console.log(`${l.workload}: render ${format(l.ours)} ops/s, hand-written function ${format(l.hand)} ops/s: ours runs at ${(l.ratio * 100).toFixed(0)}% of its speed`);
}
console.log('parse: compile() (lex, parse, checks; ours builds its render closures on first render), the same source again and again:');
console.log('  ours keeps the tags of a source it compiles again, so this is its tag cache warm;');
console.log('parse (cold): the same, with our engine\'s caches emptied before each compile (every tag parsed anew);');
console.log('render: one compiled template rendered again and again (ours switches to a generated function after 64 runs, or after one render of 1000+ steps);');
console.log('parse+render: a fresh compile and its first render (ours: closures).');
console.log(`${folder.name}: a site folder as the site compiles it (blocks, then every template; the platform tags`);
console.log('  replaced by the site\'s preprocessor); parse+render (cold): our caches emptied, then compile all and render each once.');
if (checksum() === 0.5) console.log(''); // keeps the results observable
