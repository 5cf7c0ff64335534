import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';

/**
 * The few workflow commands the dispatcher needs, written directly: it loads no library, so the
 * root action starts as fast as the sub-action it hands over to (which loads its own).
 */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function info(line: string): void {
  process.stdout.write(`${line}\n`);
}

export function warning(message: string): void {
  process.stdout.write(`::warning::${escapeData(message)}\n`);
}

export function fail(message: string): void {
  process.stdout.write(`::error::${escapeData(message)}\n`);
  process.exitCode = 1;
}

/** Appends `name` to the GITHUB_OUTPUT file in the heredoc form the runner reads. */
export function setOutput(name: string, value: string, env: NodeJS.ProcessEnv): void {
  const file = env.GITHUB_OUTPUT;
  if (!file) return;
  const delimiter = `ghadelimiter_${randomUUID()}`;
  appendFileSync(file, `${name}<<${delimiter}\n${value}\n${delimiter}\n`);
}
