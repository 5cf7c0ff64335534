import { redact } from '../core/secrets.js';

/** A command's outcome: the result object (printed whole with --json) and what a person reads. */
export interface CommandOutcome {
  ok: boolean;
  result: Record<string, unknown>;
  /** Lines for stdout without --json (the useful value first, e.g. the preview URL). */
  human: string[];
  /**
   * Values the user asked for that are credentials (a bundle link from `docs-ci bundle`): added to
   * the JSON on stdout unredacted, never logged.
   */
  secretResult?: Record<string, unknown>;
}

/** `--json`: exactly one JSON object on stdout; otherwise the human lines. Both redacted. */
export function renderOutcome(outcome: CommandOutcome, json: boolean): string {
  if (json) {
    const safe = JSON.parse(redact(JSON.stringify({ ok: outcome.ok, ...outcome.result }))) as Record<
      string,
      unknown
    >;
    return JSON.stringify({ ...safe, ...outcome.secretResult }) + '\n';
  }
  const secrets = new Set(Object.values(outcome.secretResult ?? {}));
  const lines = outcome.human.map((line) => (secrets.has(line) ? line : redact(line)));
  return lines.length > 0 ? lines.join('\n') + '\n' : '';
}
