// Compiles every built-in fragment with the built engine; any template error fails the build.
import { compile } from '../dist/library/index.js';
import { fragmentSources } from '../dist/templates/generated.js';

let failed = 0;
for (const [name, source] of Object.entries(fragmentSources)) {
  for (const error of compile(source, { name: `templates/${name}.jsont` }).errors) {
    console.error(error.format());
    failed++;
  }
}
if (failed > 0) {
  console.error(`${failed} error(s) in templates/`);
  process.exit(1);
}
