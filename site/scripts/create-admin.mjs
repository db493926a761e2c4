#!/usr/bin/env node
// Runs site/scripts/create-admin.ts (see there), bundled by bundle-tool.mjs, with this command's arguments.
import { bundleTool } from './bundle-tool.mjs';

const { main } = await bundleTool('site/scripts/create-admin.ts', 'create-admin');
process.exitCode = await main(process.argv.slice(2));
