import { escapeMarkdown, fencedBlock } from '../core/markdown.js';
import { redact } from '../core/secrets.js';
import type { RolloutResult } from './run-rollout.js';

/** The values file change (URL query strings redacted) and the helm release, for a job summary. */
export function renderRolloutMarkdown(result: RolloutResult): string {
  const file = escapeMarkdown(result.valuesFile, 500);
  const lines = ['### Values file', ''];
  if (!result.changed) lines.push(`${file} already had this bundle link and version: left untouched.`);
  else lines.push(`${result.created ? 'Created' : 'Updated'} ${file}:`, '', fencedBlock(result.diff, 'diff'));
  if (result.trackedByGit) {
    lines.push(
      '',
      '> [!WARNING]',
      '> This file is tracked by git. Do not commit it: the bundle link is a credential until it expires, ' +
        'and pods that restart after it expired cannot fetch the bundle.',
    );
  }
  if (result.helm) {
    lines.push(
      '',
      `helm upgrade --install of release ${escapeMarkdown(result.helm.release, 100)} succeeded.`,
    );
  }
  return redact(`${lines.join('\n')}\n`);
}
