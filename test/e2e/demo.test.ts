import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../support/run-action.js';

it('docs-ci demo runs every step offline, leaves nothing running and exits 0', async () => {
  const child = spawn(process.execPath, [join(ROOT, 'dist/cli/index.js'), 'demo'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 110_000);
  const code = await new Promise<number | null>((done) => child.on('close', done));
  clearTimeout(killer);
  expect({ code, output }).toMatchObject({ code: 0 });
  for (const step of [
    'pull request preview',
    "preview built by the service's app, reviewed by the kit",
    'scheduled refresh',
    'static export + rollout',
    'validation of a pull request that adds an error',
    'validation of a pull request that adds none',
    'link check of a pull request that adds a broken link',
    'link check after the fix',
    'nightly check of the production site',
    'nightly check after the fixes',
    // With the Chromium of the @sparticuz/chromium devDependency when no Chrome is installed.
    'visual review of a pull request',
  ]) {
    expect(output).toContain(`✓ ${step}`);
  }
  expect(output).toContain('The comment it posted on pull request #42');
  // Each pull request scene runs on a checkout made as actions/checkout makes it (the machine has git),
  // so the first scene compares with the base commit and opens without a warning.
  expect(output).toContain('Workspace: a git checkout of each pull request');
  const first = output.slice(output.indexOf('━━ 1.'), output.indexOf('━━ 2.'));
  expect(first).toMatch(/checkout: merge commit [0-9a-f]{7} of docs\/pets [0-9a-f]{7} into main [0-9a-f]{7}/);
  expect(first).toMatch(
    /Compared with the base commit [0-9a-f]{7} \(the first parent of the checked-out merge commit\)/,
  );
  expect(first).not.toMatch(/warning/i);
  // The new guide's relative link works in the source check but not for a reader of the built page.
  expect(first).toMatch(
    /- ❌ 1 broken link: .*guides\/api\\-reference\/pets\/list\\-pets .*`added` \[Adopting a pet\]/,
  );
  expect(first).toMatch(/❌ \*\*1 broken link on the changed pages\*\* \(0 suspect\)/);
  expect(output).toContain('Changed pages (3)');
  // The pull request, schedule and export scenes go through the root action.
  expect(output).toContain('uses: ./ (the root action, command: auto)');
  expect(output).toContain('docs-ci: running preview (command: auto, pull_request event)');
  expect(output).toContain('docs-ci: running export (command: auto, input domain is given)');
  // The app's preview: attached on deployment_status, without an API key or a call to the service.
  expect(output).toContain(
    "docs-ci: running preview (command: auto, deployment_status event, attached to the service app's preview (no trigger))",
  );
  expect(output).toMatch(/0 call\(s\) to the service's API, 0 deployment\(s\) created/);
  expect(output).toContain("The kit's comment on pull request #46 (beside mintlify[bot]'s own");
  expect(output).toContain('### New findings');
  expect(output).toMatch(/<details><summary>1 pre-existing finding/);
  expect(output).toContain('### Broken links the change added (1)');
  expect(output).not.toContain('Could not read the base commit');
  // The nightly check opens one issue, and closes it the night after the fixes.
  expect(output).toMatch(/The issue it opened, #\d+ "Broken links in the documentation"/);
  expect(output).toMatch(/Closed issue #\d+: nothing is broken/);
  expect(output).not.toMatch(/X-Amz-Signature=[0-9a-f]/);
}, 120_000);
