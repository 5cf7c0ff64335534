#!/usr/bin/env node
// The package's command. Older Nodes get one line naming the Node it needs (package.json `engines`,
// the one place that says it) instead of a syntax or missing-API error from the bundle.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const needed = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(engines.node);
const [major, minor] = process.versions.node.split('.').map(Number);
if (needed && (major < Number(needed[1]) || (major === Number(needed[1]) && minor < Number(needed[2])))) {
  console.error(`docs-ci needs Node ${needed[1]}.${needed[2]} or newer (found ${process.version}).`);
  process.exit(2);
}
await import('../dist/cli/index.js');
