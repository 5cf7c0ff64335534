import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

/**
 * Runs a built action the way the GitHub runner does. The demo uses it to show the real actions at
 * work offline; the end-to-end tests use it to test `dist/` as users run it.
 */

interface ActionYaml {
  inputs?: Record<string, { default?: string; required?: boolean }>;
  outputs?: Record<string, unknown>;
  runs: { using: string; main: string };
}

/** The folder of an action: `.` is the root action (action.yml at the repository root). */
function actionFolder(root: string, name: string): string {
  return name === '.' ? root : join(root, 'actions', name);
}

export function readActionYaml(root: string, name: string): ActionYaml {
  return parse(readFileSync(join(actionFolder(root, name), 'action.yml'), 'utf8')) as ActionYaml;
}

export interface RunActionOptions {
  /** The folder holding actions/ and dist/. */
  root: string;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  eventName?: string;
  event?: unknown;
  /** Kill the process after this many ms (a hang is a failure, not a stuck suite). */
  killAfterMs?: number;
  /** Send this signal after this many ms, to test cancellation. */
  signalAfter?: { signal: NodeJS.Signals; ms: number };
  /** Called with each chunk the step prints, as it prints it. */
  onOutput?: (text: string) => void;
  /** Working directory of the step (GITHUB_WORKSPACE); default a temporary folder. */
  workspace?: string;
}

export interface ActionRunResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** Everything the step showed or wrote, for secret-leak checks. */
  everything: string;
}

/** Parses GITHUB_OUTPUT: `name=value` lines and `name<<DELIM` heredocs. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc as unknown as [string, string, string];
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] as string);
      outputs[name] = value.join('\n');
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      outputs[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return outputs;
}

/**
 * Runs the action `name` (`.` for the root action) the way the runner does: the action.yml defaults applied to
 * INPUT_<NAME> variables (`${{ github.token }}` becomes GITHUB_TOKEN of `env`), an event payload
 * file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and Node 24.
 */
export async function runBuiltAction(name: string, options: RunActionOptions): Promise<ActionRunResult> {
  const yaml = readActionYaml(options.root, name);
  const dir = mkdtempSync(join(tmpdir(), `docs-ci-e2e-${name === '.' ? 'root' : name}-`));
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary');
  const eventFile = join(dir, 'event.json');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  writeFileSync(eventFile, JSON.stringify(options.event ?? {}));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    RUNNER_TEMP: dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_EVENT_NAME: options.eventName ?? 'workflow_dispatch',
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_WORKSPACE: options.workspace ?? dir,
    ...options.env,
  };
  for (const [input, spec] of Object.entries(yaml.inputs ?? {})) {
    const given = options.inputs?.[input];
    let value = given ?? spec.default ?? '';
    value = value.replace(/\$\{\{\s*github\.token\s*\}\}/g, env.GITHUB_TOKEN ?? '');
    env[`INPUT_${input.toUpperCase().replace(/ /g, '_')}`] = value;
  }
  for (const input of Object.keys(options.inputs ?? {})) {
    if (!(input in (yaml.inputs ?? {})))
      throw new Error(
        `input ${input} is not declared in ${name === '.' ? '' : `actions/${name}/`}action.yml`,
      );
  }
  const entry = resolve(actionFolder(options.root, name), yaml.runs.main);

  const child = spawn(process.execPath, [entry], {
    env,
    cwd: options.workspace ?? dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
    options.onOutput?.(d.toString());
  });
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
    options.onOutput?.(d.toString());
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 60_000);
  const signaller = options.signalAfter
    ? setTimeout(() => child.kill(options.signalAfter?.signal), options.signalAfter.ms)
    : undefined;
  const exitCode = await new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  clearTimeout(killer);
  if (signaller) clearTimeout(signaller);
  const outputText = readFileSync(outputFile, 'utf8');
  const summary = readFileSync(summaryFile, 'utf8');
  rmSync(dir, { recursive: true, force: true });
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(outputText),
    summary,
    everything: [stdout, stderr, outputText, summary].join('\n'),
  };
}
