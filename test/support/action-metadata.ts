import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './run-action.js';

/** The parts of an action.yml the metadata tests read. */
export interface ActionYaml {
  name?: string;
  description?: string;
  branding?: { icon?: string; color?: string };
  inputs?: Record<string, { description?: string; default?: string; required?: boolean }>;
  outputs?: Record<string, { description?: string }>;
  runs: { using: string; main: string };
}

/** An action.yml by its path from the repository root (`action.yml`, `actions/deploy/action.yml`). */
export function loadActionYaml(file: string): ActionYaml {
  return parse(readFileSync(join(ROOT, file), 'utf8')) as ActionYaml;
}

/** The names of the sub-actions (folders of actions/ with an action.yml), sorted. */
export function subActionNames(): string[] {
  return readdirSync(join(ROOT, 'actions'))
    .filter((name) => existsSync(join(ROOT, 'actions', name, 'action.yml')))
    .sort();
}
