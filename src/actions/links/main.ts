import { resolve } from 'node:path';
import { OperationFailedError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { RunnerContext } from '../../github/runner.js';
import { collectLinks } from '../../links/collect.js';
import { runLinkCheck } from '../../links/run-links.js';
import type { LinkBaseUrls, LinkCheckOptions } from '../../links/run-links.js';
import { failuresOf, headline, renderLinkSummary } from '../../links/render.js';
import { liveResult } from '../../links/live/live-result.js';
import { linkFindings } from '../../links/annotations.js';
import { changeUnderReview, PULL_REQUEST_EVENTS } from '../../validate/base/change-under-review.js';
import { withBaseFolder } from '../../validate/base-folder.js';
import { openLinkCache } from '../common/link-cache.js';
import { annotatedRun } from '../common/annotated-run.js';
import type { RunRepository } from '../common/annotated-run.js';
import { runAction } from '../common/run.js';
import { boundedLinkReport } from './result.js';
import { outputNames, readLinksInputs } from './inputs.js';
import type { LinksInputs } from './inputs.js';

export function run(): Promise<void> {
  return runAction({
    name: 'links',
    outputs: outputNames,
    run: async (ctx) => {
      const inputs = readLinksInputs();
      const { runner, logger } = ctx;
      const { workspace } = runner;
      const docsDir = resolve(workspace, inputs['docs-dir'] ?? '.');
      const { octokit, github, lineUrl, publish } = await annotatedRun({
        annotate: inputs.annotate,
        token: inputs['github-token'],
        runner,
        docsDir,
      });
      const { signal } = ctx.startRun(inputs.timeout);

      const liveUrl = inputs['live-url'];
      if (liveUrl && inputs.scope === 'new')
        logger.info('scope new: a live check has no base to compare with, so every broken link decides.');
      const compared = liveUrl
        ? undefined
        : await baseOfChange(inputs, runner, docsDir, github, ctx.subprocessEnv, logger);
      const cache = inputs.cache ? await openLinkCache(runner, docsDir, logger) : undefined;
      const settings: LinkCheckOptions = {
        docsDir,
        exclude: inputs.exclude,
        excludeOrigin: 'input exclude',
        lycheeIgnoreFolders: [docsDir, workspace],
        siteUrl: inputs['site-url'],
        allowPrivate: inputs['allow-private'],
        maxConcurrency: inputs['max-concurrency'],
        hostConcurrency: inputs['host-concurrency'],
        requestTimeoutMs: inputs['request-timeout'],
        cacheFile: cache?.path,
        cacheMaxAgeMs: inputs['cache-max-age'],
        github: octokit,
        base: compared?.base,
        logger,
        clock: ctx.clock,
        signal,
      };
      // The live check and the issue are loaded only by the runs that ask for them: they stay out of
      // the code every run evaluates at start-up.
      const report = liveUrl
        ? await (await import('../../links/live/run-live.js')).runLiveLinkCheck({ ...settings, liveUrl })
        : await runLinkCheck(settings);
      if (report.cacheWritten) await cache?.save();
      else if (cache)
        logger.info('No link became fine since the cached results: the cache is not saved anew.');

      const scope = compared ? 'new' : 'all';
      const failures = failuresOf(report, scope);
      const failed = inputs['fail-on'] === 'broken' && failures > 0;
      const headSha = compared?.headSha ?? runner.sha;
      // A rendered link that no line writes (line 0) has no line to link to.
      const sourceUrl = (source: { file: string; line: number }) =>
        source.line > 0 ? lineUrl(headSha, source.file, source.line) : undefined;
      const summary = (elsewhere: string) => renderLinkSummary(report, { scope, sourceUrl, elsewhere });
      const published = await publish({
        command: 'links',
        docsDirInput: inputs['docs-dir'],
        findings: linkFindings(report, scope),
        mode: inputs.annotate,
        headSha,
        failed,
        title: headline(report),
        summary,
        logger: logger,
      });

      ctx.outputs.set('broken', report.summary.broken);
      ctx.outputs.set('new-broken', report.comparison?.newBroken);
      ctx.outputs.set('suspect', report.summary.suspect);
      ctx.outputs.set('checked', report.links.length);
      ctx.report.summary = () => summary(published.elsewhere) + (issue?.summaryNote ?? '');
      const issue = inputs.issue
        ? await (
            await import('./report-issue.js')
          ).reportInIssue({
            report,
            octokit,
            runner,
            title: inputs['issue-title'],
            key: `links-report:${inputs['docs-dir'] ?? '.'}${liveUrl ? `:${liveUrl}` : ''}`,
            sourceUrl,
            sha: headSha ?? '',
            logger,
          })
        : undefined;
      ctx.outputs.set('issue-number', issue?.issueNumber);
      ctx.report.result = {
        ...boundedLinkReport(report),
        scope,
        ...(report.comparison ? { comparison: report.comparison } : {}),
        ...(report.live ? { live: liveResult(report.live) } : {}),
        ...(issue ? { issue } : {}),
        ...published.result,
      };
      const line = `${headline(report)} (scope: ${scope})`;
      if (failed) {
        throw new OperationFailedError(
          `${failures} broken link(s)${report.live ? ' or page(s)' : ''}${scope === 'new' ? ' added by the change' : ''}: ${line} (fail-on: broken)`,
        );
      }
      logger.info(line);
    },
  });
}

/**
 * The links of the change's base, when the scope asks for a comparison (`new`, or `auto` on a pull
 * request): read from the base commit's docs folder, the one the validator compares with.
 */
async function baseOfChange(
  inputs: LinksInputs,
  runner: RunnerContext,
  docsDir: string,
  github: RunRepository | undefined,
  env: NodeJS.ProcessEnv,
  logger: Logger,
): Promise<{ base: LinkBaseUrls; headSha: string } | undefined> {
  const wantsNew =
    inputs.scope === 'new' || (inputs.scope === 'auto' && PULL_REQUEST_EVENTS.includes(runner.eventName));
  if (!wantsNew) {
    logger.info(
      inputs.scope === 'all'
        ? 'Scope all: every broken link decides.'
        : `Scope auto on a ${runner.eventName || 'local'} run: every broken link decides (only pull requests are compared with their base).`,
    );
    return undefined;
  }
  const change = changeUnderReview(runner.eventName, runner.eventPayload);
  if (!change) {
    logger.warning(
      `Scope ${inputs.scope}: the ${runner.eventName || '(unknown)'} event names no base commit to compare with, ` +
        'so every broken link decides (scope all). Run on pull_request or push events, or set scope: all.',
    );
    return undefined;
  }
  const siteUrl = inputs['site-url'] === undefined ? undefined : new URL(inputs['site-url']);
  const base = await withBaseFolder(
    { change, docsDir, workspace: runner.workspace, tempDir: runner.tempDir, env, github, logger },
    async (folder) => ({
      urlsByPage: (await collectLinks(folder.dir, { siteUrl, exclusions: [] })).urlsByPage,
      renames: folder.renames,
      label: `commit ${folder.sha.slice(0, 7)}`,
    }),
  );
  return base ? { base, headSha: change.headSha } : undefined;
}
