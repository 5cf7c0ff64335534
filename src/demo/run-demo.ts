import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redact } from '../core/secrets.js';
import { startEmulator } from '../emulator/index.js';
import type { ActionRunResult, RunActionOptions } from './action-runner.js';
import { runBuiltAction } from './action-runner.js';
import type { FileTree, PullRequestState } from './demo-checkout.js';
import { createDemoCheckout, publishPullRequest } from './demo-checkout.js';
import { startDemoWeb } from './demo-web.js';
import { SERVICE_APP_BOT, startFakeGitHub } from './fake-github.js';
import {
  pullRequestEvent,
  SAMPLE_BASE_OPENAPI_YAML,
  SAMPLE_BASE_PAGES,
  SAMPLE_DOCS_JSON,
  SAMPLE_OPENAPI_YAML,
  SAMPLE_PAGES,
  SAMPLE_VALUES_YAML,
} from './samples.js';
import { runVisualScene } from './visual-scene.js';
import { renderWorkflowLines } from './workflow-log.js';

export interface DemoOptions {
  /** The folder holding actions/ and dist/. */
  root: string;
  /** The CLI's PATH and HOME, for the action steps it runs. */
  host: { PATH?: string | undefined; HOME?: string | undefined; CHROME_PATH?: string | undefined };
  write: (text: string) => void;
}

interface StepOutcome {
  title: string;
  ok: boolean;
  detail: string;
}

const GITHUB_TOKEN = 'ghs_demo_token_not_a_real_one';

/**
 * The whole kit, offline: the real built actions run the way the GitHub runner runs them, against
 * the embedded emulator of the service and a local fake of the GitHub API. Returns true when every
 * step did what it should (the validation step is expected to find the sample's deliberate mistake).
 */
export async function runDemo(options: DemoOptions): Promise<boolean> {
  const { write } = options;
  const say = (text = '') => write(`${text}\n`);
  const indent = (text: string) =>
    text
      .split('\n')
      .map((line) => `  │ ${line}`)
      .join('\n');
  const workspace = mkdtempSync(join(tmpdir(), 'docs-ci-demo-'));
  const checkout = await createDemoCheckout(workspace, options.host);
  // The previews and the production site render the workspace's docs folder, as checked out.
  const docsDir = join(workspace, 'docs');
  const emulator = await startEmulator({ timeScale: 30, docsDir });
  const github = await startFakeGitHub({ owner: 'acme', repo: 'docs' });
  const outcomes: StepOutcome[] = [];
  const started = Date.now();

  const env = { GITHUB_TOKEN, GITHUB_API_URL: github.url, GITHUB_REPOSITORY: 'acme/docs' };
  const api = { 'api-key': emulator.apiKey, 'base-url': emulator.url };
  const run = async (
    title: string,
    name: string,
    extra: Omit<RunActionOptions, 'root' | 'host' | 'workspace'>,
    checkedOut?: string,
  ) => {
    say(`\n━━ ${title}`);
    say(`  uses: ${name === '.' ? './ (the root action, command: auto)' : `./actions/${name}`}`);
    if (checkedOut) say(`  ${checkedOut}`);
    const result = await runBuiltAction(name, {
      root: options.root,
      host: options.host,
      workspace,
      ...extra,
    });
    const lines = renderWorkflowLines(result.stdout + result.stderr);
    if (lines.length > 0) say(indent(lines.join('\n')));
    say(`  exit code ${result.exitCode}`);
    return result;
  };
  const showOutputs = (result: ActionRunResult, names: string[]) => {
    for (const name of names) {
      const value = result.outputs[name];
      if (value !== undefined && value !== '') say(`  outputs.${name} = ${redact(value)}`);
    }
  };
  // Each pull request scene runs on its own checkout: main, the branch and GitHub's merge of the two,
  // and an event that names the real head and base.
  const pullRequest = async (state: PullRequestState & { title: string }) => {
    const commits = await checkout.checkOutPullRequest(state);
    await publishPullRequest(github, state, commits);
    const { number, branch } = state;
    const short = (sha: string) => sha.slice(0, 7);
    return {
      event: pullRequestEvent({ ...state, headSha: commits.headSha, baseSha: commits.baseSha }),
      env: {
        ...env,
        GITHUB_REF: `refs/pull/${number}/merge`,
        GITHUB_REF_NAME: `${number}/merge`,
        GITHUB_HEAD_REF: branch,
        GITHUB_BASE_REF: 'main',
        ...(commits.mergeSha === undefined ? {} : { GITHUB_SHA: commits.mergeSha }),
      },
      checkedOut:
        commits.mergeSha === undefined
          ? `checkout: the files of ${branch} (no git here)`
          : `checkout: merge commit ${short(commits.mergeSha)} of ${branch} ${short(commits.headSha)} into ` +
            `main ${short(commits.baseSha)}, as actions/checkout checks out pull request #${number}`,
    };
  };

  try {
    say('docs-ci demo: the real actions (dist/) against a local emulator of the documentation service and a');
    say(
      `local fake of the GitHub API. Nothing leaves this machine. Emulator: ${emulator.url} (time runs 30x faster).`,
    );
    say(`Workspace: ${checkout.description}.`);

    // 1. A pull request preview with its sticky comment, GitHub Deployment and the pages it changes.
    const site = (spec: string, pages: Record<string, string>): FileTree => ({
      'docs/docs.json': SAMPLE_DOCS_JSON,
      'docs/openapi.yaml': spec,
      ...pages,
    });
    // The new guide links to the API reference relatively: the source check reads it from the root (as
    // the service's own check does), but a reader's browser on /guides/adopt resolves it under /guides/.
    const pets = site(SAMPLE_OPENAPI_YAML, {
      ...SAMPLE_PAGES,
      'docs/guides/adopt.mdx': `${SAMPLE_PAGES['docs/guides/adopt.mdx']}Start by [listing the pets](api-reference/pets/list-pets).\n`,
    });
    const branch = 'docs/pets';
    const pull42 = await pullRequest({
      number: 42,
      title: 'Document the pets endpoints',
      branch,
      main: site(SAMPLE_BASE_OPENAPI_YAML, SAMPLE_BASE_PAGES),
      mainMessage: 'Start the API reference',
      head: pets,
      headMessage: 'Document the pets endpoints',
    });
    github.addBranches(['main', branch, 'feature/search', 'feature/dark-mode']);
    const preview = await run(
      '1. Pull request preview (on: pull_request)',
      '.',
      {
        eventName: 'pull_request',
        event: pull42.event,
        // The visual review has its own scene (10), with a production site to compare with.
        inputs: { ...api, 'project-id': 'acme-docs', visual: 'none' },
        env: pull42.env,
      },
      pull42.checkedOut,
    );
    showOutputs(preview, ['status', 'preview-url', 'comment-id', 'deployment-id', 'changed-pages']);
    const comment = github.comments(42)[0];
    if (comment) {
      say('  The comment it posted on pull request #42:');
      const visible = comment.body.split('\n').filter((line) => !line.startsWith('<!-- docs-ci'));
      say(indent(visible.join('\n').trim()));
    }
    const changedPages = (JSON.parse(preview.outputs['changed-pages'] ?? '[]') as unknown[]).length;
    const liveLinks = (
      JSON.parse(preview.outputs['result'] ?? '{}') as { links?: { summary?: { broken?: number } } }
    ).links?.summary?.broken;
    outcomes.push({
      title: 'pull request preview',
      ok: preview.exitCode === 0 && github.comments(42).length === 1 && changedPages === 3 && liveLinks === 1,
      detail:
        `${preview.outputs['status'] ?? '?'}, 1 sticky comment linking ${changedPages} changed pages, ` +
        `${liveLinks ?? '?'} broken link found on them as rendered, deployment ${preview.outputs['deployment-id'] ?? '-'}`,
    });

    // 2. The service's GitHub app builds the preview by itself (a GitHub Deployment by its bot); the kit
    // attaches to it on deployment_status: no API key, no trigger, its own comment beside the app's.
    const appBranch = 'docs/adoption-faq';
    const adoptPage = 'docs/guides/adopt.mdx';
    const pull46 = await pullRequest({
      number: 46,
      title: 'Answer the adoption questions',
      branch: appBranch,
      main: pets,
      mainMessage: 'Document the pets endpoints (#42)',
      head: {
        ...pets,
        [adoptPage]: `${pets[adoptPage] ?? ''}\n## Questions\n\nSee [the pets list](/api-reference/pets/list-pets).\n`,
      },
      headMessage: 'Answer the adoption questions',
    });
    const pull46Event = pull46.event.pull_request;
    github.addPull({
      number: 46,
      headRef: appBranch,
      headSha: pull46Event.head.sha,
      baseRef: 'main',
      baseSha: pull46Event.base.sha,
    });
    github.addComment(
      46,
      `<!-- mintlify-preview-comment-acme-${appBranch} -->\nPreview deployed.`,
      SERVICE_APP_BOT,
    );
    const built = emulator.control.buildPreview('acme-docs', appBranch);
    emulator.control.advanceTime(30 * 60_000);
    const appDeploy = github.app.deployPreview({
      sha: pull46Event.head.sha,
      ref: appBranch,
      url: built.previewUrl,
    });
    const serviceCallsBefore = emulator.requests.filter((r) => r.path.startsWith('/v1')).length;
    const githubCallsBefore = github.requests.length;
    say(
      `\n  ${SERVICE_APP_BOT.login} deployed ${appBranch} to staging (deployment ${appDeploy.deployment.id}): ${built.previewUrl}`,
    );
    const attached = await run(
      "2. The service's app builds the preview; the kit reviews it (on: deployment_status, no api-key)",
      '.',
      {
        eventName: 'deployment_status',
        event: appDeploy.event,
        // The visual review has a scene of its own (11).
        inputs: { visual: 'none' },
        env: { ...env, GITHUB_SHA: pull46Event.head.sha, GITHUB_REF: `refs/heads/${appBranch}` },
      },
      `checkout: ${appBranch} ${pull46Event.head.sha.slice(0, 7)}, the deployed commit`,
    );
    showOutputs(attached, ['status', 'preview-url', 'deployment-id', 'changed-pages']);
    const kitComment = github.comments(46).find((c) => c.body.includes('docs-ci:preview'));
    if (kitComment) {
      say(
        `  The kit's comment on pull request #46 (beside ${SERVICE_APP_BOT.login}'s own, which it leaves alone):`,
      );
      const visible = kitComment.body.split('\n').filter((line) => !line.startsWith('<!-- docs-ci'));
      say(indent(visible.join('\n').trim()));
    }
    const serviceCalls =
      emulator.requests.filter((r) => r.path.startsWith('/v1')).length - serviceCallsBefore;
    const kitDeployments = github.requests
      .slice(githubCallsBefore)
      .filter((r) => r.method === 'POST' && r.route?.includes('/deployments')).length;
    outcomes.push({
      title: "preview built by the service's app, reviewed by the kit",
      ok:
        attached.exitCode === 0 &&
        attached.outputs['preview-url'] === built.previewUrl &&
        kitComment !== undefined &&
        serviceCalls === 0 &&
        kitDeployments === 0 &&
        github.foreignCommentWrites.length === 0,
      detail:
        `the kit's comment beside ${SERVICE_APP_BOT.login}'s on #46, ` +
        `${(JSON.parse(attached.outputs['changed-pages'] ?? '[]') as unknown[]).length} changed page(s) linked on the app's preview; ` +
        `${serviceCalls} call(s) to the service's API, ${kitDeployments} deployment(s) created`,
    });

    // 3. The scheduled refresh of long-running feature branches.
    const scheduled = await run(
      '3. Scheduled refresh of feature branches (on: schedule, branches: feature/*)',
      '.',
      {
        eventName: 'schedule',
        event: { schedule: '0 6 * * 1-5' },
        inputs: { ...api, 'project-id': 'acme-docs', branches: 'feature/*' },
        env,
      },
    );
    if (scheduled.summary) say(indent(`Job summary:\n${scheduled.summary.trim()}`));
    const refreshed =
      (JSON.parse(scheduled.outputs['result'] ?? '{}') as { results?: unknown[] }).results?.length ?? 0;
    outcomes.push({
      title: 'scheduled refresh',
      ok: scheduled.exitCode === 0 && refreshed === 2,
      detail: `${refreshed} branches refreshed`,
    });

    // 4. Static export, verified download and rollout into a Helm values file.
    const valuesFile = join(workspace, 'deploy', 'values.yaml');
    mkdirSync(join(workspace, 'deploy'), { recursive: true });
    writeFileSync(valuesFile, SAMPLE_VALUES_YAML);
    const exported = await run('4. Static export, verified download, rollout (on: workflow_dispatch)', '.', {
      eventName: 'workflow_dispatch',
      inputs: {
        ...api,
        domain: 'docs.acme.example',
        version: '2026.11.22',
        download: join(workspace, 'bundle.tar.gz'),
        extract: join(workspace, 'site'),
        'values-file': valuesFile,
        'deployment-type': 'client-hosted',
      },
      env,
    });
    showOutputs(exported, [
      'job-id',
      'status',
      'page-count',
      'size-bytes',
      'sha256',
      'values-changed',
      'expires-at',
    ]);
    say(
      '  deploy/values.yaml after the rollout (the presigned query string is hidden here, as in every log):',
    );
    say(indent(redact(readFileSync(valuesFile, 'utf8')).trim()));
    outcomes.push({
      title: 'static export + rollout',
      ok: exported.exitCode === 0 && exported.outputs['values-changed'] === 'true',
      detail: `${exported.outputs['page-count'] ?? '?'} pages, sha256 ${(exported.outputs['sha256'] ?? '').slice(0, 12)}…, values updated`,
    });

    // 5. Validation on a repository that already has a finding (the sample's deliberate mistake, in
    // main since #42 was merged): a pull request that adds one more fails on that one alone; one that
    // adds none passes.
    const adopt = 'docs/guides/adopt.mdx';
    const adoptText = pets[adopt] ?? '';
    const merged = { main: pets, mainMessage: 'Document the pets endpoints (#42)' };
    const pull43 = await pullRequest({
      number: 43,
      title: 'Show the adoption steps',
      branch: 'docs/adoption-steps',
      ...merged,
      head: {
        ...pets,
        [adopt]: adoptText.replace(
          'How adoption works.',
          "import Steps from '/snippets/adoption-steps.mdx';\n\nHow adoption works.",
        ),
      },
      headMessage: 'Show the adoption steps',
    });
    const adding = await run(
      '5. Validate a pull request that adds a finding to a repository that has one (on: pull_request)',
      'validate',
      { eventName: 'pull_request', event: pull43.event, inputs: { 'docs-dir': 'docs' }, env: pull43.env },
      pull43.checkedOut,
    );
    showOutputs(adding, ['errors', 'new-errors', 'warnings', 'new-warnings']);
    if (adding.summary) {
      const lines = adding.summary.trim().split('\n');
      say(indent(`Job summary (first lines):\n${lines.slice(0, 14).join('\n')}`));
    }
    outcomes.push({
      title: 'validation of a pull request that adds an error',
      ok: adding.exitCode === 1 && adding.outputs['errors'] === '2' && adding.outputs['new-errors'] === '1',
      detail: `failed on the ${adding.outputs['new-errors'] ?? '?'} new error; the ${Number(adding.outputs['errors'] ?? 0) - Number(adding.outputs['new-errors'] ?? 0)} already in main is listed, folded`,
    });

    const pull44 = await pullRequest({
      number: 44,
      title: 'Reword the adoption guide',
      branch: 'docs/adoption-wording',
      ...merged,
      head: {
        ...pets,
        [adopt]: adoptText.replace('How adoption works.', 'How adoption works, step by step.'),
      },
      headMessage: 'Reword the adoption guide',
    });
    const clean = await run(
      '6. Validate a pull request that adds none (same repository, on: pull_request)',
      'validate',
      { eventName: 'pull_request', event: pull44.event, inputs: { 'docs-dir': 'docs' }, env: pull44.env },
      pull44.checkedOut,
    );
    showOutputs(clean, ['errors', 'new-errors', 'pages']);
    outcomes.push({
      title: 'validation of a pull request that adds none',
      ok: clean.exitCode === 0 && clean.outputs['errors'] === '1' && clean.outputs['new-errors'] === '0',
      detail: `passed: 0 new errors (${clean.outputs['errors'] ?? '?'} pre-existing), ${clean.outputs['pages'] ?? '?'} API pages previewed`,
    });

    // 7. Links: the pull request adds one broken link to pages that already have one (in main too),
    // beside a site that refuses HEAD and one that answers 429 first. Only the added one fails the step.
    const web = await startDemoWeb();
    try {
      const reading: FileTree = {
        ...pets,
        'docs/index.mdx':
          `${SAMPLE_PAGES['docs/index.mdx']}\n## Further reading\n\n` +
          `- [Adopting well](${web.url('petstore-blog', '/adopting-well#first-week')})\n` +
          `- [Partner API status](${web.url('partner-api', '/status')})\n` +
          `- [The old vet list](${web.url('vet-directory', '/old-list')})\n`,
      };
      const clinics = (path: string): FileTree => ({
        ...reading,
        [adopt]: `${adoptText}\nFind a vet: [clinics near you](${web.url('vet-directory', path)}).\n`,
      });
      const vets = {
        number: 45,
        title: 'Point to the vet directory',
        branch: 'docs/find-a-vet',
        main: reading,
        mainMessage: 'Add further reading to the home page',
      };
      const pull45 = await pullRequest({
        ...vets,
        head: clinics('/clinic'),
        headMessage: 'Link the clinics',
      });
      const linkInputs = { 'docs-dir': 'docs', 'allow-private': 'true' };
      const checked = await run(
        '7. Check the links a pull request adds (actions/links, on: pull_request)',
        'links',
        { eventName: 'pull_request', event: pull45.event, inputs: linkInputs, env: pull45.env },
        pull45.checkedOut,
      );
      showOutputs(checked, ['broken', 'new-broken', 'suspect', 'checked']);
      if (checked.summary) {
        const lines = checked.summary.trim().split('\n');
        say(indent(`Job summary (first lines):\n${lines.slice(0, 12).join('\n')}`));
      }
      outcomes.push({
        title: 'link check of a pull request that adds a broken link',
        ok:
          checked.exitCode === 1 &&
          checked.outputs['broken'] === '2' &&
          checked.outputs['new-broken'] === '1' &&
          checked.outputs['suspect'] === '0',
        detail: `failed on the ${checked.outputs['new-broken'] ?? '?'} link it added; the one already broken in main is listed, folded; the site that refuses HEAD and the rate-limited one are fine`,
      });

      const pushed = await pullRequest({
        ...vets,
        head: clinics('/clinics'),
        headMessage: 'Fix the clinics link',
      });
      const before = Object.values(web.requests()).reduce((a, b) => a + b, 0);
      const fixed = await run(
        '8. The same pull request with the link fixed (the results cached)',
        'links',
        { eventName: 'pull_request', event: pushed.event, inputs: linkInputs, env: pushed.env },
        pushed.checkedOut,
      );
      showOutputs(fixed, ['broken', 'new-broken', 'checked']);
      const sent = Object.values(web.requests()).reduce((a, b) => a + b, 0) - before;
      outcomes.push({
        title: 'link check after the fix',
        ok: fixed.exitCode === 0 && fixed.outputs['new-broken'] === '0',
        detail: `passed; ${sent} request(s) this time: fine links came from the cache, the broken one was checked again`,
      });

      // 9. The production site on a schedule: main as rendered, the report kept in one issue.
      const production = emulator.control.siteUrl('acme-docs');
      const scheduledLinks = async (title: string, files: FileTree, message: string) => {
        const sha = await checkout.checkOutMain(files, message);
        emulator.control.setDocsDir(docsDir);
        return run(
          title,
          'links',
          {
            eventName: 'schedule',
            event: { schedule: '0 5 * * *' },
            inputs: { ...linkInputs, 'live-url': production, issue: 'true', 'fail-on': 'never' },
            env: { ...env, GITHUB_SHA: sha, GITHUB_REF: 'refs/heads/main', GITHUB_REF_NAME: 'main' },
          },
          `checkout: main ${sha.slice(0, 7)} (on: schedule)`,
        );
      };
      const merged45 = clinics('/clinics');
      const nightly = await scheduledLinks(
        '9. The production site, nightly (actions/links, live-url, issue: true, on: schedule)',
        merged45,
        'Point to the vet directory (#45)',
      );
      showOutputs(nightly, ['broken', 'suspect', 'checked', 'issue-number']);
      const opened = github.issues()[0];
      if (opened) {
        say(`  The issue it opened, #${opened.number} "${opened.title}":`);
        const visible = opened.body.split('\n').filter((line) => !line.startsWith('<!-- docs-ci'));
        say(indent(visible.join('\n').trim()));
      }
      outcomes.push({
        title: 'nightly check of the production site',
        ok:
          nightly.exitCode === 0 &&
          nightly.outputs['broken'] === '2' &&
          github.issues().length === 1 &&
          opened?.state === 'open',
        detail: `${nightly.outputs['broken'] ?? '?'} broken links on the rendered site, reported in issue #${opened?.number ?? '?'}`,
      });

      const home = merged45['docs/index.mdx'] ?? '';
      const repaired = await scheduledLinks(
        '10. The next night, after the fixes (same workflow)',
        {
          ...merged45,
          'docs/index.mdx': home.replace(/- \[The old vet list\]\([^)]*\)\n/, ''),
          [adopt]: (merged45[adopt] ?? '').replace('](api-reference/', '](/api-reference/'),
        },
        'Fix the links the nightly check found',
      );
      showOutputs(repaired, ['broken', 'issue-number']);
      const closed = github.issues()[0];
      outcomes.push({
        title: 'nightly check after the fixes',
        ok: repaired.exitCode === 0 && repaired.outputs['broken'] === '0' && closed?.state === 'closed',
        detail: `nothing broken: issue #${closed?.number ?? '?'} ${closed?.state ?? '?'} with a comment`,
      });
    } finally {
      await web.close();
    }

    // 11. The visual review: production against the preview, in a headless Chrome.
    outcomes.push(
      await runVisualScene({
        root: options.root,
        host: options.host,
        emulator,
        docsDir,
        github,
        env,
        api,
        say,
        indent,
        renderLog: (result) => renderWorkflowLines(result.stdout + result.stderr),
      }),
    );
  } finally {
    await emulator.close();
    await github.close();
    rmSync(workspace, { recursive: true, force: true });
  }

  say(`\n━━ Summary (${Math.round((Date.now() - started) / 100) / 10} s)`);
  for (const o of outcomes) say(`  ${o.ok ? '✓' : '✗'} ${o.title}: ${o.detail}`);
  const ok = outcomes.length === 11 && outcomes.every((o) => o.ok);
  say(
    ok
      ? '\nEverything worked. Next: copy a workflow from the README.'
      : '\nSomething did not go as expected: see above.',
  );
  return ok;
}
