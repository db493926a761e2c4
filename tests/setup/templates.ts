import { execFileSync } from 'node:child_process';

/** The fragments module is generated from templates/*.jsont before any test imports it. */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build-templates.mjs'], { stdio: 'inherit' });
}
