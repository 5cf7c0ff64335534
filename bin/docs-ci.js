#!/usr/bin/env node
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(`docs-ci needs Node 22 or newer (found ${process.version}).`);
  process.exit(2);
}
await import('../dist/cli/index.js');
