import type { Command } from 'commander';
import type { Execute } from '../main.js';
import { registerDemo } from './demo.js';
import { registerDeploy } from './deploy.js';
import { registerEmulator } from './emulator.js';
import { registerExport } from './export.js';
import { registerLinks } from './links.js';
import { registerPreview } from './preview.js';
import { registerRollout } from './rollout.js';
import { registerValidate } from './validate.js';
import { registerVisual } from './visual.js';
import { registerWatchSpecs } from './watch-specs.js';

export function registerCommands(program: Command, execute: Execute): void {
  registerPreview(program, execute);
  registerDeploy(program, execute);
  registerExport(program, execute);
  registerRollout(program, execute);
  registerEmulator(program, execute);
  registerValidate(program, execute);
  registerWatchSpecs(program, execute);
  registerLinks(program, execute);
  registerVisual(program, execute);
  registerDemo(program, execute);
}
