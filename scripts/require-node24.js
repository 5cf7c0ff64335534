// Runs under whatever `node` npm found first. The project brings Node 24 as a devDependency
// (node_modules/.bin/node); calling jest or the scripts directly, or installing with
// --ignore-scripts, silently falls back to the machine's older Node, and nock 15 / p-retry 9 then
// fail with obscure errors. Stop early with a message that says what to do.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `docs-ci needs Node 24 (found ${process.version}).\n` +
      'Run it through npm (npm test, npm run ...) after `npm ci` without --ignore-scripts:\n' +
      'the `node` devDependency then provides Node 24 in node_modules/.bin.',
  );
  process.exit(2);
}
